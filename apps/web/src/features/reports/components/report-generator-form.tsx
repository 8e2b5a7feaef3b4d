// The report generator (spec 002 sections 2 and 4): Period; Start and End date (custom only);
// Favourite reports; Accounts; Investment options; Reports; Reset and Generate. Each choice clears the
// ones after it, and each is disabled until the one before it is made and the dates are set.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COMBINE_ACCOUNTS_WARNING,
  COMBINED_ACCOUNTS_LABEL,
  COMBINED_OPTIONS_LABEL,
  deleteFavouriteConfirm,
  FAVOURITE_NO_DATA_MESSAGE,
  NO_FINANCIAL_YEARS_MESSAGE,
  PARCEL_METHOD_LABEL,
  PARCEL_METHOD_LABELS,
  PARCEL_METHODS,
  REPORT_GENERATING_DETAIL,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  reportMessages,
  type TFavoriteReport,
  type TParcelMethod,
  type TReportPeriod,
} from '@portal/contracts/api/reports';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useEffect, useState } from 'react';
import { type FieldPath, type PathValue, useForm } from 'react-hook-form';
import { useDeleteFavorite } from '@/features/reports/api/delete-favorite';
import { useGenerateReport } from '@/features/reports/api/generate-report';
import { useFavoriteReports } from '@/features/reports/api/get-favorite-reports';
import { useFinancialYears } from '@/features/reports/api/get-financial-years';
import { useReportAccounts } from '@/features/reports/api/get-report-accounts';
import { ChoiceGroup } from '@/features/reports/components/choice-group';
import {
  canGenerate,
  chosenDates,
  datesProblem,
  EMPTY_REPORT_FORM,
  needsParcelMethod,
  onlyCombinedAccount,
  optionsOf,
  periodRange,
  REPORT_FORM_FIELDS,
  type TReportFormValues,
  typesOf,
} from '@/features/reports/components/report-form-rules';
import { DeleteIcon } from '@/features/reports/components/report-icons';
import {
  ACCOUNTS_LABEL,
  DELETE_FAVOURITE_LABEL,
  END_DATE_LABEL,
  FAVOURITES_LABEL,
  OPTIONS_LABEL,
  PARCEL_METHOD_HELP,
  PERIOD_LABEL,
  REPORT_TYPES_LABEL,
  START_DATE_LABEL,
} from '@/features/reports/components/report-texts';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { DateInput } from '@/shared/forms/date-field';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { toast } from '@/shared/toast/toast-store';

const CLEARED_CHOICES = {
  favourite: '',
  accounts: [],
  combine_accounts: false,
  investment_options: [],
  combine_investment_options: false,
  report_types: [],
} satisfies Partial<TReportFormValues>;

export const ReportGeneratorForm = () => {
  const form = useForm<TReportFormValues>({ defaultValues: EMPTY_REPORT_FORM });
  const { watch, setValue, getValues, setError, clearErrors, reset, formState } = form;
  const values = watch();
  // Bumped whenever the period or dates start over, so a lone account is preselected again.
  const [round, setRound] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState<TFavoriteReport | null>(null);

  const years = useFinancialYears();
  const noYears =
    years.data !== undefined && (years.data.financial_years_list.length === 0 || !years.data.min_date);
  const dates = chosenDates(values, years.data);
  const accounts = useReportAccounts(dates);
  const favourites = useFavoriteReports(dates);
  const generate = useGenerateReport();
  const deleteFavourite = useDeleteFavorite();

  const accountList = dates ? (accounts.data ?? []) : [];
  const options = optionsOf(accountList, values.accounts);
  const types = typesOf(options, values.investment_options);
  const visibleFavourites = dates ? (favourites.data ?? []).filter((favourite) => favourite.is_visible) : [];
  const chosenFavourite = visibleFavourites.find((favourite) => String(favourite.id) === values.favourite);
  const problems = datesProblem(values, years.data);

  const setField = <K extends FieldPath<TReportFormValues>>(key: K, value: PathValue<TReportFormValues, K>) =>
    setValue(key, value, { shouldDirty: true });
  const set = (patch: Partial<TReportFormValues>) => {
    for (const key of Object.keys(patch) as (keyof TReportFormValues)[]) setField(key, patch[key]!);
    clearErrors();
  };

  // Spec section 4: exactly one account available -> it is chosen.
  const accountData = accounts.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the accounts or the round change
  useEffect(() => {
    if (!dates || accountData?.length !== 1) return;
    if (getValues('accounts').length === 0) setValue('accounts', [accountData[0]!.id]);
  }, [accountData, round]);

  const handlePeriod = (period: TReportPeriod | '') => {
    const range = periodRange(period, years.data);
    set({ ...CLEARED_CHOICES, period, start_date: range?.start_date ?? '', end_date: range?.end_date ?? '' });
    setRound((n) => n + 1);
  };
  const handleDate = (field: 'start_date' | 'end_date', date: string) => {
    set({ ...CLEARED_CHOICES, [field]: date });
    setRound((n) => n + 1);
  };
  const handleFavourite = (id: string) => {
    const favourite = visibleFavourites.find((item) => String(item.id) === id);
    if (!favourite?.is_available) {
      set({ favourite: id });
      return;
    }
    const accountIds = accountList
      .filter((account) => favourite.accounts.some((item) => item.id === account.id))
      .map((account) => account.id);
    const optionChoices = optionsOf(accountList, accountIds);
    const optionIds = optionChoices
      .filter((option) => favourite.investment_options.some((item) => item.id === option.id))
      .map((option) => option.id);
    const typeIds = typesOf(optionChoices, optionIds)
      .filter((type) => favourite.report_types.some((item) => item.id === type.id))
      .map((type) => type.id);
    set({
      favourite: id,
      accounts: accountIds,
      combine_accounts: favourite.combine_accounts,
      investment_options: optionIds,
      combine_investment_options: favourite.combine_investment_options,
      report_types: typeIds,
    });
  };
  const handleAccounts = (ids: number[]) =>
    set({ accounts: ids, investment_options: [], combine_investment_options: false, report_types: [] });
  const handleOptions = (ids: number[]) => set({ investment_options: ids, report_types: [] });
  const handleReset = () => {
    reset(EMPTY_REPORT_FORM);
    setRound((n) => n + 1);
  };

  const handleGenerate = form.handleSubmit(async (submitted) => {
    try {
      const answer = await generate.mutateAsync({
        accounts: submitted.accounts,
        investment_options: submitted.investment_options,
        report_types: submitted.report_types,
        start_date: submitted.start_date,
        end_date: submitted.end_date,
        combine_accounts: submitted.combine_accounts,
        combine_investment_options: submitted.combine_investment_options,
        parcel_method: submitted.parcel_method,
      });
      toast.success(answer.detail || REPORT_GENERATING_DETAIL);
      handleReset();
    } catch (error) {
      applyServerErrors(error, setError, REPORT_FORM_FIELDS);
    }
  });

  const handleDeleteConfirmed = async () => {
    const favourite = confirmDelete;
    setConfirmDelete(null);
    if (!favourite) return;
    try {
      await deleteFavourite.mutateAsync(favourite.id);
      if (getValues('favourite') === String(favourite.id)) setValue('favourite', '');
    } catch (error) {
      applyServerErrors(error, setError, REPORT_FORM_FIELDS);
    }
  };

  const range =
    years.data?.min_date && years.data.max_date
      ? reportMessages.dateOutOfRange(
          formatDisplayDate(years.data.min_date),
          formatDisplayDate(years.data.max_date),
        )
      : undefined;
  const fieldError = (name: keyof TReportFormValues) => formState.errors[name]?.message;
  const accountsOff = dates === null;
  const afterAccountsOff = accountsOff || values.accounts.length === 0;
  const generateEnabled = canGenerate(values, dates, types) && !formState.isSubmitting;
  const periodWithoutData = values.period !== '' && values.period !== 'custom' && dates === null && !noYears;
  const noAccounts = dates !== null && accounts.data !== undefined && accounts.data.length === 0;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleGenerate}
      aria-label="Generate a report"
      sx={{ maxWidth: 640 }}
    >
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      {noYears || periodWithoutData || noAccounts ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {NO_FINANCIAL_YEARS_MESSAGE}
        </Alert>
      ) : null}
      <TextField
        select
        fullWidth
        margin="normal"
        id="report-period"
        label={PERIOD_LABEL}
        value={values.period}
        disabled={!years.data || noYears}
        onChange={(event) => handlePeriod(event.target.value as TReportPeriod | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Select…</option>
        {REPORT_PERIODS.map((period) => (
          <option key={period} value={period}>
            {REPORT_PERIOD_LABELS[period]}
          </option>
        ))}
      </TextField>
      {values.period === 'custom' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ mb: 2 }}>
          <DateInput
            id="report-start-date"
            label={START_DATE_LABEL}
            value={values.start_date}
            onChange={(date) => handleDate('start_date', date)}
            min={years.data?.min_date ?? undefined}
            max={years.data?.max_date ?? undefined}
            error={Boolean(problems.start || problems.order || fieldError('start_date'))}
            helperText={
              problems.start
                ? range
                : problems.order
                  ? reportMessages.startAfterEnd
                  : fieldError('start_date')
            }
          />
          <DateInput
            id="report-end-date"
            label={END_DATE_LABEL}
            value={values.end_date}
            onChange={(date) => handleDate('end_date', date)}
            min={years.data?.min_date ?? undefined}
            max={years.data?.max_date ?? undefined}
            error={Boolean(problems.end || fieldError('end_date'))}
            helperText={problems.end ? range : fieldError('end_date')}
          />
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          fullWidth
          margin="normal"
          id="report-favourite"
          label={FAVOURITES_LABEL}
          value={values.favourite}
          disabled={accountsOff}
          onChange={(event) => handleFavourite(event.target.value)}
          helperText={
            chosenFavourite && !chosenFavourite.is_available ? FAVOURITE_NO_DATA_MESSAGE : undefined
          }
          error={chosenFavourite !== undefined && !chosenFavourite.is_available}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select…</option>
          {visibleFavourites.map((favourite) => (
            <option key={favourite.id} value={String(favourite.id)}>
              {favourite.name}
            </option>
          ))}
        </TextField>
        {chosenFavourite && !chosenFavourite.is_global ? (
          <IconButton aria-label={DELETE_FAVOURITE_LABEL} onClick={() => setConfirmDelete(chosenFavourite)}>
            <DeleteIcon />
          </IconButton>
        ) : null}
      </Stack>
      <ChoiceGroup
        label={ACCOUNTS_LABEL}
        choices={accountList.map((account) => ({ id: account.id, label: account.name }))}
        value={values.accounts}
        onChange={handleAccounts}
        disabled={accountsOff}
        combined={
          accountList.length > 1
            ? {
                label: COMBINED_ACCOUNTS_LABEL,
                checked: values.combine_accounts,
                onChange: (checked) => set({ combine_accounts: checked }),
              }
            : undefined
        }
        error={fieldError('accounts') ?? fieldError('combine_accounts')}
      />
      {onlyCombinedAccount(values) ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {COMBINE_ACCOUNTS_WARNING}
        </Alert>
      ) : null}
      <ChoiceGroup
        label={OPTIONS_LABEL}
        choices={options.map((option) => ({
          id: option.id,
          label: values.accounts.length > 1 ? `${option.label} (${option.accountName})` : option.label,
        }))}
        value={values.investment_options}
        onChange={handleOptions}
        disabled={afterAccountsOff}
        combined={
          options.length > 1
            ? {
                label: COMBINED_OPTIONS_LABEL,
                checked: values.combine_investment_options,
                onChange: (checked) => set({ combine_investment_options: checked }),
              }
            : undefined
        }
        error={fieldError('investment_options') ?? fieldError('combine_investment_options')}
      />
      <ChoiceGroup
        label={REPORT_TYPES_LABEL}
        choices={types.map((type) => ({ id: type.id, label: type.name }))}
        value={values.report_types}
        onChange={(ids) => set({ report_types: ids })}
        disabled={afterAccountsOff}
        error={fieldError('report_types')}
      />
      {needsParcelMethod(values.report_types) ? (
        <TextField
          select
          fullWidth
          margin="normal"
          id="report-parcel-method"
          label={PARCEL_METHOD_LABEL}
          value={values.parcel_method}
          onChange={(event) => set({ parcel_method: event.target.value as TParcelMethod })}
          error={Boolean(fieldError('parcel_method'))}
          helperText={fieldError('parcel_method') ?? PARCEL_METHOD_HELP}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {PARCEL_METHODS.map((method) => (
            <option key={method} value={method}>
              {PARCEL_METHOD_LABELS[method]}
            </option>
          ))}
        </TextField>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="button" variant="outlined" onClick={handleReset}>
          Reset
        </Button>
        <Button type="submit" variant="contained" disabled={!generateEnabled}>
          Generate
        </Button>
      </Stack>
      <Dialog open={confirmDelete !== null} onClose={() => setConfirmDelete(null)} maxWidth="xs" fullWidth>
        <DialogContent>
          <DialogContentText>
            {confirmDelete ? deleteFavouriteConfirm(confirmDelete.name) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(null)}>Cancel</Button>
          <Button variant="contained" color="error" onClick={() => void handleDeleteConfirmed()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
