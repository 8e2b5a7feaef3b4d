// The add/edit dialog of a custom strategy (spec 001 sections 2 and 5): name, manager discretion,
// holding arrangement (its fees shown to 4 decimals), and the securities table: target percents under
// manager discretion (each at least 1, total 100), whole units otherwise.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CUSTOM_STRATEGY_NAME_MAX,
  FEE_DECIMALS,
  ipsTexts,
  NUMBER_MAX_DIGITS,
  type TCustomStrategyForm,
  type THoldingArrangement,
  zCustomStrategyForm,
} from '@portal/contracts/api/ips';
import {
  hundredthsOf,
  PERCENT_HUNDREDTHS_TOTAL,
  truncatePercentInput,
} from '@portal/contracts/api/ips-allocation';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { CheckboxField, SelectField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PercentInput } from '@/shared/forms/masked-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';

/** A fee as the dialog shows it: 4 decimals and a percent sign. */
export const formatFee = (fee: string) => `${Number(fee).toFixed(FEE_DECIMALS)}%`;

export const CustomStrategyDialog = ({
  open,
  initial,
  arrangements,
  takenArrangements,
  onSave,
  onClose,
}: {
  open: boolean;
  initial: TCustomStrategyForm | null;
  arrangements: THoldingArrangement[];
  /** Holding arrangements other strategies of the option use (one strategy per arrangement). */
  takenArrangements: number[];
  onSave: (strategy: TCustomStrategyForm) => void;
  onClose: () => void;
}) => {
  const { control, handleSubmit, formState, setError } = useZodForm(
    zCustomStrategyForm,
    initial ?? {
      name: '',
      manager_discretion: false,
      holding_arrangement: '',
      securities: [{ name: '', units: '' }],
    },
  );
  const securities = useFieldArray({ control, name: 'securities' });
  const [discretion, arrangementId, rows] = useWatch({
    control,
    name: ['manager_discretion', 'holding_arrangement', 'securities'],
  });
  // The table's own rule, shown under it as soon as the percents are typed.
  const discretionTotalWrong =
    discretion === true &&
    (rows ?? []).reduce((sum, row) => sum + (hundredthsOf(row?.target_percentage) ?? 0), 0) !==
      PERCENT_HUNDREDTHS_TOTAL;
  const arrangement = arrangements.find((a) => a.id === Number(arrangementId));
  const tableError = formState.errors.securities as { message?: string } | undefined;
  const save = handleSubmit((values) => {
    if (takenArrangements.includes(Number(values.holding_arrangement))) {
      setError('holding_arrangement', { message: ipsTexts.oneStrategyPerArrangement });
      return;
    }
    onSave(values as TCustomStrategyForm);
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="custom-strategy-title">
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog sits inside the step's form in React's tree: its submit must not submit the step.
          event.stopPropagation();
          void save(event);
        }}
      >
        <DialogTitle id="custom-strategy-title">
          {initial ? ipsTexts.customStrategies : ipsTexts.addCustomStrategy}
        </DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="name"
            label={ipsTexts.strategyName}
            maxLength={CUSTOM_STRATEGY_NAME_MAX}
          />
          <CheckboxField control={control} name="manager_discretion" label={ipsTexts.managerDiscretion} />
          <SelectField
            control={control}
            name="holding_arrangement"
            label={ipsTexts.holdingArrangement}
            options={arrangements.map((a) => ({ value: a.id, label: a.title }))}
          />
          {arrangement ? (
            <Typography variant="body2" color="text.secondary">
              {`${ipsTexts.portfolioManagementFee}: ${formatFee(arrangement.fees.portfolio_management_fee)} · ${ipsTexts.investmentManagementFee}: ${formatFee(arrangement.fees.investment_management_fee)}`}
            </Typography>
          ) : null}
          {securities.fields.map((row, index) => (
            <Stack
              key={row.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormTextField
                control={control}
                name={`securities.${index}.name`}
                label={`${ipsTexts.securityName} ${index + 1}`}
              />
              <Controller
                control={control}
                name={discretion ? `securities.${index}.target_percentage` : `securities.${index}.units`}
                render={({ field, fieldState }) => (
                  <TextField
                    margin="normal"
                    label={`${discretion ? ipsTexts.targetPercentage : ipsTexts.units} ${index + 1}`}
                    value={field.value ?? ''}
                    onChange={(event) =>
                      field.onChange(
                        discretion
                          ? truncatePercentInput(event.target.value)
                          : event.target.value.slice(0, NUMBER_MAX_DIGITS + 1),
                      )
                    }
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message}
                    slotProps={{
                      input: discretion ? { inputComponent: PercentInput } : undefined,
                      htmlInput: { inputMode: discretion ? 'decimal' : 'numeric' },
                    }}
                  />
                )}
              />
              <IconButton
                aria-label={`Remove security ${index + 1}`}
                onClick={() => securities.remove(index)}
                disabled={securities.fields.length === 1}
                sx={{ mt: { sm: 3 } }}
              >
                ×
              </IconButton>
            </Stack>
          ))}
          {discretionTotalWrong ? <FormHelperText error>{ipsTexts.discretionTotal}</FormHelperText> : null}
          {tableError?.message && !discretionTotalWrong ? (
            <FormHelperText error>{tableError.message}</FormHelperText>
          ) : null}
          <Button onClick={() => securities.append({ name: '', units: '', target_percentage: '' })}>
            {ipsTexts.addSecurity}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
