// Strategic asset allocation (spec 001 sections 2, 5 and 9): a donut chart, an accordion of asset classes
// with a percent input per investment option (truncated to 2 decimals), the tailored label of the
// Tailored Australian Equity Portfolio when above 0, the custom strategies of options that take them,
// and the total notice. Next is enabled once the allocation keeps every rule.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ipsTexts,
  TAILORED_OPTION_NAME,
  type TAllocationCategory,
  type TCustomStrategyForm,
  type TInvestmentOption,
} from '@portal/contracts/api/ips';
import {
  allocationIssues,
  hundredthsOf,
  totalNotice,
  truncatePercentInput,
} from '@portal/contracts/api/ips-allocation';
import { useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { PercentInput } from '@/shared/forms/masked-text-field';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useHoldingArrangements } from '../api/get-holding-arrangements';
import { useStrategicAssetAllocation } from '../api/get-strategic-asset-allocation';
import { useTailoredLabels } from '../api/get-tailored-labels';
import { useSaveStrategicAssetAllocation } from '../api/save-strategic-asset-allocation';
import { AllocationDonut } from './allocation-donut';
import { CustomStrategyDialog, formatFee } from './custom-strategy-dialog';
import { IpsStepFrame } from './ips-step-frame';
import type { TIpsStepProps } from './ips-step-props';

/** A custom strategy as the form holds it. */
type TStrategyDraft = TCustomStrategyForm & { fees?: { pmf: string; imf: string } };
type TOptionDraft = Omit<TInvestmentOption, 'custom_strategies'> & { custom_strategies: TStrategyDraft[] };
type TCategoryDraft = Omit<TAllocationCategory, 'investment_options'> & {
  investment_options: TOptionDraft[];
};

const toDraft = (categories: TAllocationCategory[]): TCategoryDraft[] =>
  categories.map((c) => ({
    ...c,
    investment_options: c.investment_options.map((o) => ({
      ...o,
      // An empty input reads as 0%; whole numbers read better than '25.00'.
      target_percentage:
        (hundredthsOf(o.target_percentage) ?? 0) === 0 ? '' : o.target_percentage.replace(/\.00$/, ''),
      custom_strategies: o.custom_strategies.map((s) => ({
        id: s.id,
        name: s.name,
        manager_discretion: s.manager_discretion,
        holding_arrangement: s.holding_arrangement.id,
        securities: s.securities.map((x) => ({
          name: x.name,
          target_percentage: x.target_percentage ?? '',
          units: x.units ?? '',
        })),
        fees: { pmf: s.portfolio_management_fee, imf: s.investment_management_fee },
      })),
    })),
  }));

const isPositive = (option: TOptionDraft) => (hundredthsOf(option.target_percentage) ?? 0) > 0;

/** The PUT body: custom strategies cleared where the percent is 0 (spec section 7). */
export const allocationBody = (categories: TCategoryDraft[]) => ({
  categories: categories.map((c) => ({
    id: c.id,
    investment_options: c.investment_options.map((o) => ({
      id: o.id,
      target_percentage: o.target_percentage === '' ? '0' : o.target_percentage,
      tailored_label: o.has_tailored_label && isPositive(o) ? o.tailored_label : null,
      custom_strategies: isPositive(o)
        ? o.custom_strategies.map(({ fees: _fees, ...strategy }) => strategy)
        : [],
    })),
  })),
});

export const AllocationStep = (props: TIpsStepProps) => {
  const allocation = useStrategicAssetAllocation(props.ips.id);
  if (!allocation.data) return <PageSpinner />;
  return <AllocationForm {...props} saved={allocation.data.categories} />;
};

const AllocationForm = ({
  ips,
  submitLabel,
  onNext,
  saved,
}: TIpsStepProps & { saved: TAllocationCategory[] }) => {
  const [categories, setCategories] = useState(() => toDraft(saved));
  const [dialog, setDialog] = useState<{ optionId: number; index: number | null } | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const saveAllocation = useSaveStrategicAssetAllocation();
  const labels = useTailoredLabels().data ?? [];
  const arrangements = useHoldingArrangements().data ?? [];
  const options = categories.flatMap((c) => c.investment_options);
  const lines = options.map((o) => ({
    name: o.name,
    target_percentage: o.target_percentage,
    min_value: o.min_value,
    is_custom_strategies_available: o.is_custom_strategies_available,
    custom_strategy_count: o.custom_strategies.length,
  }));
  const issues = allocationIssues(lines);
  const notice = totalNotice(lines);

  const change = (optionId: number, update: (option: TOptionDraft) => TOptionDraft) =>
    setCategories((current) =>
      current.map((c) => ({
        ...c,
        investment_options: c.investment_options.map((o) => (o.id === optionId ? update(o) : o)),
      })),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setServerError(undefined);
    try {
      await saveAllocation.mutateAsync({ ipsId: ips.id, body: allocationBody(categories) });
      onNext();
    } catch (error) {
      const messages = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
      setServerError(
        [error instanceof ApiError ? error.nonFieldErrors : null, ...messages].filter(Boolean).join(', ') ||
          'Looks like something went wrong',
      );
    } finally {
      setSubmitting(false);
    }
  };

  const dialogOption = dialog ? options.find((o) => o.id === dialog.optionId) : undefined;
  return (
    <IpsStepFrame
      title={ipsTexts.allocationTitle}
      onSubmit={submit}
      error={serverError}
      submitLabel={submitLabel}
      disabled={issues.length > 0 || submitting}
    >
      <AllocationDonut slices={options} />
      {categories.map((category) => (
        <Accordion key={category.id} defaultExpanded disableGutters>
          <AccordionSummary aria-controls={`category-${category.id}`}>
            <Box
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: category.color, mr: 1, mt: 0.75 }}
            />
            <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`category-${category.id}`}>
            {category.investment_options.map((option) => (
              <Box key={option.id} sx={{ mb: 2 }}>
                <TextField
                  fullWidth
                  label={`${option.name} (%)`}
                  value={option.target_percentage}
                  onChange={(event) =>
                    change(option.id, (o) => ({
                      ...o,
                      target_percentage: truncatePercentInput(event.target.value),
                    }))
                  }
                  slotProps={{ input: { inputComponent: PercentInput }, htmlInput: { inputMode: 'decimal' } }}
                />
                {option.has_tailored_label && option.name === TAILORED_OPTION_NAME && isPositive(option) ? (
                  <TextField
                    select
                    fullWidth
                    margin="dense"
                    label={ipsTexts.tailoredLabel}
                    value={option.tailored_label ?? ''}
                    onChange={(event) =>
                      change(option.id, (o) => ({
                        ...o,
                        tailored_label: event.target.value ? Number(event.target.value) : null,
                      }))
                    }
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    <option value="">Select…</option>
                    {labels.map((label) => (
                      <option key={label.id} value={label.id}>
                        {label.name}
                      </option>
                    ))}
                  </TextField>
                ) : null}
                {option.is_custom_strategies_available && isPositive(option) ? (
                  <Box sx={{ mt: 1 }}>
                    <Typography variant="subtitle2">{ipsTexts.customStrategies}</Typography>
                    <List dense>
                      {option.custom_strategies.map((strategy, index) => {
                        const arrangement = arrangements.find(
                          (a) => a.id === Number(strategy.holding_arrangement),
                        );
                        return (
                          <ListItem
                            key={`${strategy.name}-${strategy.holding_arrangement}`}
                            secondaryAction={
                              <Button size="small" onClick={() => setDialog({ optionId: option.id, index })}>
                                Edit
                              </Button>
                            }
                          >
                            <ListItemText
                              primary={strategy.name}
                              secondary={
                                arrangement
                                  ? `${arrangement.title} · ${formatFee(arrangement.fees.portfolio_management_fee)} / ${formatFee(arrangement.fees.investment_management_fee)}`
                                  : undefined
                              }
                            />
                          </ListItem>
                        );
                      })}
                    </List>
                    <Button size="small" onClick={() => setDialog({ optionId: option.id, index: null })}>
                      {ipsTexts.addCustomStrategy}
                    </Button>
                  </Box>
                ) : null}
              </Box>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
      <Alert severity={issues.length === 0 ? 'success' : 'info'} sx={{ mt: 2 }} role="status">
        <Typography sx={{ fontWeight: 600 }}>{notice.total}</Typography>
        {notice.detail ? <Typography variant="body2">{notice.detail}</Typography> : null}
        {issues
          .filter((issue) => issue !== 'The total allocation must be 100%')
          .map((issue) => (
            <Typography key={issue} variant="body2">
              {issue}
            </Typography>
          ))}
      </Alert>
      {dialog && dialogOption ? (
        <CustomStrategyDialog
          open
          initial={dialog.index === null ? null : (dialogOption.custom_strategies[dialog.index] ?? null)}
          arrangements={arrangements}
          takenArrangements={dialogOption.custom_strategies
            .filter((_, i) => i !== dialog.index)
            .map((s) => Number(s.holding_arrangement))}
          onClose={() => setDialog(null)}
          onSave={(strategy) => {
            change(dialogOption.id, (o) => {
              const list = [...o.custom_strategies];
              if (dialog.index === null) list.push(strategy);
              else list[dialog.index] = { ...strategy, id: list[dialog.index]?.id };
              return { ...o, custom_strategies: list };
            });
            setDialog(null);
          }}
        />
      ) : null}
    </IpsStepFrame>
  );
};
