// Portfolio details (spec 001 sections 2, 5 and 9): funding type (funds transfer and/or asset transfer
// with amounts), source of funds ('Other' asks for an answer), whether the portfolio must be fully
// invested within 14 days (else the implementation period), tax accounting method, franking rebate and
// tax exemption. A step of the fill-in-missing-details engine and the edit-portfolio-details page.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import {
  FRANKING_CHOICES,
  INVESTMENT_PERIODS,
  PORTFOLIO_DEFAULTS,
  portfolioTexts,
  SOURCE_OF_FUNDS_OTHER_MAX,
  type TPortfolioApplication,
  type TPortfolioApplicationRequest,
  type TSourceOfFunds,
  zPortfolioApplicationForm,
} from '@portal/contracts/api/portfolio-application';
import { useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { SectionFormFrame, useSectionSave } from '@/shared/application-sections/section-form';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { CheckboxField, RadioGroupField, SelectField, YesNoField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { MoneyTextField } from '@/shared/forms/masked-text-field';
import { ruleErrorMessage } from '@/shared/forms/rule-error-message';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useCreatePortfolioApplication } from '../api/create-portfolio-application';
import { useAccountingMethods } from '../api/get-accounting-methods';
import { usePortfolioApplication } from '../api/get-portfolio-application';
import { useSourceOfFunds } from '../api/get-source-of-funds';
import { portfolioApplicationKey } from '../api/ips-keys';
import { useUpdatePortfolioApplication } from '../api/update-portfolio-application';

const FIELDS = [
  'funding_type',
  'is_funds_transfer',
  'funds_transfer_amount',
  'is_asset_transfer',
  'asset_transfer_amount',
  'source_of_funds',
  'source_of_funds_other',
  'is_require_14_days_investing',
  'investment_period',
  'investment_period_months',
  'accounting_method',
  'receive_franking_credits',
  'is_exempt_income_tax',
] as const;

/** The form's values once checked. */
type TPortfolioValues = z.output<ReturnType<typeof zPortfolioApplicationForm>>;

/** The values as sent: the fields the answers leave unused are blanked (spec section 5). */
const bodyOf = (values: TPortfolioValues, hasOther: boolean): TPortfolioApplicationRequest => ({
  ...values,
  funds_transfer_amount: values.is_funds_transfer ? values.funds_transfer_amount : null,
  asset_transfer_amount: values.is_asset_transfer ? values.asset_transfer_amount : null,
  source_of_funds_other: hasOther ? values.source_of_funds_other : '',
  investment_period: values.is_require_14_days_investing === false ? values.investment_period : null,
  investment_period_months:
    values.is_require_14_days_investing === false && values.investment_period === 'other'
      ? values.investment_period_months
      : null,
});

export const PortfolioDetailsForm = (props: TSectionFormProps) => {
  const saved = usePortfolioApplication(props.accountId);
  const sources = useSourceOfFunds();
  if (saved.isPending || sources.isPending) return <PageSpinner />;
  return <PortfolioDetailsFields {...props} saved={saved.data ?? null} sources={sources.data ?? []} />;
};

const PortfolioDetailsFields = ({
  accountId,
  mode,
  onDone,
  saved,
  sources,
}: TSectionFormProps & { saved: TPortfolioApplication | null; sources: TSourceOfFunds[] }) => {
  const methods = (useAccountingMethods().data ?? []).map((m) => ({ value: m.id, label: m.name }));
  const otherSourceIds = sources.filter((s) => s.is_other).map((s) => s.id);
  const { control, handleSubmit, setError, trigger, formState } = useZodForm(
    zPortfolioApplicationForm({ otherSourceIds }),
    {
      is_funds_transfer: saved?.is_funds_transfer ?? false,
      funds_transfer_amount: saved?.funds_transfer_amount ?? '',
      is_asset_transfer: saved?.is_asset_transfer ?? false,
      asset_transfer_amount: saved?.asset_transfer_amount ?? '',
      source_of_funds: saved?.source_of_funds ?? [],
      source_of_funds_other: saved?.source_of_funds_other ?? '',
      is_require_14_days_investing: saved?.is_require_14_days_investing,
      investment_period: saved?.investment_period ?? PORTFOLIO_DEFAULTS.investment_period,
      investment_period_months: saved?.investment_period_months ?? '',
      accounting_method: saved?.accounting_method ?? PORTFOLIO_DEFAULTS.accounting_method,
      receive_franking_credits:
        saved?.receive_franking_credits ?? PORTFOLIO_DEFAULTS.receive_franking_credits,
      is_exempt_income_tax: saved?.is_exempt_income_tax,
    },
  );
  const [fundsTransfer, assetTransfer, chosenSources, fullyInvested, period] = useWatch({
    control,
    name: [
      'is_funds_transfer',
      'is_asset_transfer',
      'source_of_funds',
      'is_require_14_days_investing',
      'investment_period',
    ],
  });
  const hasOther = (chosenSources ?? []).some((id) => otherSourceIds.includes(Number(id)));
  const create = useCreatePortfolioApplication();
  const update = useUpdatePortfolioApplication();
  const save = useSectionSave({
    queryKey: portfolioApplicationKey(accountId),
    setError,
    fields: FIELDS,
    onDone,
  });
  const fundingError = ruleErrorMessage(formState.errors, 'funding_type');

  const handleSave = async (values: TPortfolioValues) => {
    await save(() => {
      const body = bodyOf(values, hasOther);
      return saved === null
        ? create.mutateAsync({ accountId, body })
        : update.mutateAsync({ accountId, body });
    });
  };

  return (
    <SectionFormFrame
      title={portfolioTexts.title}
      mode={mode}
      onSubmit={handleSubmit(handleSave)}
      error={formState.errors.root?.server?.message}
      disabled={!formState.isValid || formState.isSubmitting}
    >
      <FormControl component="fieldset" margin="normal" error={fundingError !== undefined} fullWidth>
        <FormLabel component="legend">{portfolioTexts.fundingType}</FormLabel>
        <CheckboxField
          control={control}
          name="is_funds_transfer"
          label={portfolioTexts.fundsTransfer}
          onPicked={() => void trigger()}
        />
        {fundsTransfer ? (
          <MoneyTextField
            control={control}
            name="funds_transfer_amount"
            label={`${portfolioTexts.fundsTransferAmount} ($)`}
          />
        ) : null}
        <CheckboxField
          control={control}
          name="is_asset_transfer"
          label={portfolioTexts.assetTransfer}
          onPicked={() => void trigger()}
        />
        {assetTransfer ? (
          <MoneyTextField
            control={control}
            name="asset_transfer_amount"
            label={`${portfolioTexts.assetTransferAmount} ($)`}
          />
        ) : null}
        {fundingError ? <FormHelperText>{fundingError}</FormHelperText> : null}
      </FormControl>

      <SourcesOfFundsField control={control} sources={sources} />
      {hasOther ? (
        <FormTextField
          control={control}
          name="source_of_funds_other"
          label={portfolioTexts.sourceOfFundsOther}
          maxLength={SOURCE_OF_FUNDS_OTHER_MAX}
        />
      ) : null}

      <YesNoField
        control={control}
        name="is_require_14_days_investing"
        label={portfolioTexts.requireFullyInvested}
      />
      {fullyInvested === false ? (
        <>
          <RadioGroupField
            control={control}
            name="investment_period"
            label={portfolioTexts.investmentPeriod}
            toRadio={(value) => String(value ?? '')}
            fromRadio={(radio) => radio}
          >
            {INVESTMENT_PERIODS.map((key) => (
              <FormControlLabel
                key={key}
                value={key}
                control={<Radio />}
                label={portfolioTexts.investmentPeriodLabels[key]}
              />
            ))}
          </RadioGroupField>
          {period === 'other' ? (
            <FormTextField
              control={control}
              name="investment_period_months"
              label={portfolioTexts.investmentPeriodMonths}
              inputMode="numeric"
            />
          ) : null}
        </>
      ) : null}

      <SelectField
        control={control}
        name="accounting_method"
        label={portfolioTexts.accountingMethod}
        options={methods}
      />
      <RadioGroupField
        control={control}
        name="receive_franking_credits"
        label={portfolioTexts.franking}
        toRadio={(value) => String(value ?? '')}
        fromRadio={(radio) => radio}
      >
        {FRANKING_CHOICES.map((key) => (
          <FormControlLabel
            key={key}
            value={key}
            control={<Radio />}
            label={portfolioTexts.frankingLabels[key]}
          />
        ))}
      </RadioGroupField>
      <YesNoField control={control} name="is_exempt_income_tax" label={portfolioTexts.exemptIncomeTax} />
    </SectionFormFrame>
  );
};

/** One checkbox per source of funds; the form holds the chosen ids. */
const SourcesOfFundsField = ({
  control,
  sources,
}: {
  control: Control<z.input<ReturnType<typeof zPortfolioApplicationForm>>, unknown, TPortfolioValues>;
  sources: TSourceOfFunds[];
}) => {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="source_of_funds"
      render={({ field, fieldState }) => {
        const chosen: number[] = (field.value ?? []).map(Number);
        return (
          <FormControl component="fieldset" margin="normal" error={fieldState.error !== undefined} fullWidth>
            <FormLabel id={labelId} component="legend">
              {portfolioTexts.sourceOfFunds}
            </FormLabel>
            <FormGroup aria-labelledby={labelId}>
              {sources.map((source) => (
                <FormControlLabel
                  key={source.id}
                  label={source.name}
                  control={
                    <Checkbox
                      checked={chosen.includes(source.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? sources.map((s) => s.id).filter((id) => id === source.id || chosen.includes(id))
                            : chosen.filter((id) => id !== source.id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
};
