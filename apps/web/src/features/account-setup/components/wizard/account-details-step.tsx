// The account details step of the application wizard (spec sections 2, 4, 5, 6): a new account (type,
// name, ABN, ACN, trustee) or one of the user's existing accounts. Switching between the two resets the
// form; a registration invite without an account hides the choice; a prepared account (fake-creation
// case) is taken over, selected and loaded.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  NOT_REGISTERED,
  type TAccount,
  type TApplyNowAccount,
  type TCorporateInfo,
} from '@portal/contracts/api/account-setup';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  TRUSTEE_TYPE_LABELS,
  TRUSTEE_TYPES,
} from '@portal/contracts/api/onboarding';
import {
  needsAcn,
  needsName,
  needsTrustee,
  type TAccountDetailsForm,
  zAccountDetailsForm,
} from '@portal/contracts/forms/account-setup';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useActivateAccount } from '@/features/account-setup/api/activate-account';
import { useCreateAccount } from '@/features/account-setup/api/create-account';
import { useApplyNowAccounts } from '@/features/account-setup/api/get-apply-now-accounts';
import { useSelectAccount } from '@/features/account-setup/api/select-account';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { CheckboxField, SelectField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { AbnField, AcnField } from './register-fields';

/** Texts of the step (ours: the spec names the notice and the confirmation without wording). */
export const ACCOUNT_STEP_TEXTS = {
  heading: 'Account details',
  individualName: 'The account will be opened in your name.',
  noSigningAuthority:
    'You cannot apply with this account: its signing authority does not allow you to act for it. Please contact us.',
  trusteeConfirm: 'I confirm that I am a trustee',
  preparedIntro: (type: string, name: string) => `We have prepared the ${type} account ${name} for you.`,
} as const;

const EMPTY: TAccountDetailsForm = {
  flow_type: 'new',
  existing_account: null,
  type: null,
  name: '',
  abn: '',
  acn: '',
  trustee: null,
  trustee_name: '',
  trustee_confirm: false,
};

const FIELDS = [
  'type',
  'name',
  'abn',
  'acn',
  'trustee',
  'trustee_name',
  'trustee_confirm',
  'existing_account',
] as const;

export type TAccountDetailsStepProps = {
  /** A new account was created, or a prepared one taken over: it is selected; fill in its details next. */
  onAccountReady: (account: TAccount) => void;
  /** An existing account was chosen: it is selected. */
  onExistingSelected: (accountId: number) => void;
};

export const AccountDetailsStep = (props: TAccountDetailsStepProps) => {
  const accounts = useApplyNowAccounts();
  if (!accounts.data) return <PageSpinner />;
  const prepared = accounts.data.find((a) => a.is_fake_creation_case && a.id !== null);
  if (prepared) return <PreparedAccount account={prepared} onReady={props.onAccountReady} />;
  return <AccountDetailsForm {...props} entries={accounts.data} />;
};

/** The fake-creation case: the provider prepared the account; the user takes it over. */
const PreparedAccount = ({
  account,
  onReady,
}: {
  account: TApplyNowAccount;
  onReady: (a: TAccount) => void;
}) => {
  const activate = useActivateAccount();
  const select = useSelectAccount();
  const [busy, setBusy] = useState(false);
  const handleContinue = async () => {
    setBusy(true);
    try {
      // Selecting reads the accounts and the profile again.
      const activated = await activate.mutateAsync(account.id!);
      await select.mutateAsync(activated.id);
      onReady(activated);
    } catch {
      // The error catalogue has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {ACCOUNT_STEP_TEXTS.heading}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {ACCOUNT_STEP_TEXTS.preparedIntro(account.type_display.toLowerCase(), account.name)}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" size="large" disabled={busy} onClick={handleContinue}>
          Continue
        </Button>
      </Box>
    </Box>
  );
};

const productsOf = (account: TApplyNowAccount) =>
  account.products.length > 0 ? account.products.join(', ') : NOT_REGISTERED;

const AccountDetailsForm = ({
  entries,
  onAccountReady,
  onExistingSelected,
}: TAccountDetailsStepProps & { entries: TApplyNowAccount[] }) => {
  const select = useSelectAccount();
  const create = useCreateAccount();
  const flowLabelId = useId();
  const invite = entries.find((entry) => entry.id === null) ?? null;
  const existing = entries.filter((entry) => entry.id !== null && !entry.is_fake_creation_case);
  const showChoice = invite === null && existing.length > 0;
  const { control, handleSubmit, setError, clearErrors, setValue, reset, getValues, formState } = useZodForm(
    zAccountDetailsForm,
    EMPTY,
  );
  const [flowType, type, trustee] = useWatch({ control, name: ['flow_type', 'type', 'trustee'] });
  const [lookup, setLookup] = useState<TCorporateInfo | null>(null);

  const handleFlowChange = (value: 'new' | 'existing') => {
    reset({ ...EMPTY, flow_type: value });
    setLookup(null);
  };
  const handleFound = (info: TCorporateInfo) => {
    setLookup(info);
    const field = type === 'company' ? 'name' : 'trustee_name';
    if (!getValues(field)) setValue(field, info.business_name, { shouldValidate: true });
  };

  // The company's ACN, or the corporate trustee's: checked against the register with Validate.
  const acnField = (label: string) => (
    <AcnField
      control={control}
      name="acn"
      label={label}
      setError={setError}
      clearErrors={clearErrors}
      registrationInviteUuid={invite?.uuid ?? null}
      onFound={handleFound}
    />
  );

  const handleSave = async (form: z.output<typeof zAccountDetailsForm>) => {
    try {
      if (form.flow_type === 'existing') {
        const id = Number(form.existing_account);
        await select.mutateAsync(id);
        onExistingSelected(id);
        return;
      }
      const account = await create.mutateAsync({
        type: form.type,
        name: form.name,
        abn: form.abn,
        acn: form.acn,
        trustee: form.trustee,
        trustee_name: form.trustee_name,
        trustee_confirm: form.trustee_confirm,
        // Sent only when the ACN typed is the one validated.
        acn_lookup_data: lookup && lookup.acn === form.acn ? lookup : null,
        va_entity_uuid: invite?.uuid ?? null,
      });
      onAccountReady(account);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleSave)}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {ACCOUNT_STEP_TEXTS.heading}
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      {showChoice ? (
        <FormControl margin="normal" component="fieldset">
          <FormLabel id={flowLabelId}>Account</FormLabel>
          <RadioGroup
            row
            aria-labelledby={flowLabelId}
            value={flowType}
            onChange={(_, value) => handleFlowChange(value as 'new' | 'existing')}
          >
            <FormControlLabel value="new" control={<Radio />} label="New" />
            <FormControlLabel value="existing" control={<Radio />} label="Existing" />
          </RadioGroup>
        </FormControl>
      ) : null}

      {flowType === 'existing' ? (
        <ExistingAccounts control={control} accounts={existing} />
      ) : (
        <>
          <SelectField
            control={control}
            name="type"
            label="Account type"
            options={ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] }))}
            onPicked={() => setLookup(null)}
          />
          {type === 'individual' ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {ACCOUNT_STEP_TEXTS.individualName}
            </Typography>
          ) : null}
          {type === 'smsf' ? (
            <AbnField
              control={control}
              name="abn"
              label="ABN"
              setError={setError}
              clearErrors={clearErrors}
            />
          ) : null}
          {needsName(type) ? (
            <FormTextField control={control} name="name" label="Account name" maxLength={255} />
          ) : null}
          {type === 'company' ? acnField('ACN') : null}
          {needsTrustee(type) ? <TrusteeChoice control={control} /> : null}
          {needsTrustee(type) && trustee === 'individual' ? (
            <CheckboxField
              control={control}
              name="trustee_confirm"
              label={ACCOUNT_STEP_TEXTS.trusteeConfirm}
            />
          ) : null}
          {needsTrustee(type) && needsAcn(type, trustee) ? (
            <>
              {acnField('Corporate trustee ACN')}
              <FormTextField
                control={control}
                name="trustee_name"
                label="Corporate trustee name"
                maxLength={255}
              />
            </>
          ) : null}
        </>
      )}
      <FormActions
        submitLabel="Next"
        disabled={!formState.isValid || formState.isSubmitting}
        align="end"
        size="large"
      />
    </Box>
  );
};

const TrusteeChoice = ({
  control,
}: {
  control: ReturnType<typeof useZodForm<typeof zAccountDetailsForm>>['control'];
}) => {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="trustee"
      render={({ field, fieldState }) => (
        <FormControl margin="normal" component="fieldset" error={fieldState.error !== undefined}>
          <FormLabel id={labelId}>Trustee</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(_, value) => field.onChange(value)}
          >
            {TRUSTEE_TYPES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={TRUSTEE_TYPE_LABELS[value]}
              />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
};

/** The user's existing accounts: type, trustee kind and products; those they may not act for are disabled. */
const ExistingAccounts = ({
  control,
  accounts,
}: {
  control: ReturnType<typeof useZodForm<typeof zAccountDetailsForm>>['control'];
  accounts: TApplyNowAccount[];
}) => {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="existing_account"
      render={({ field, fieldState }) => (
        <FormControl margin="normal" component="fieldset" fullWidth error={fieldState.error !== undefined}>
          <FormLabel id={labelId}>Choose an account</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(_, value) => field.onChange(Number(value))}
          >
            {accounts.map((account) => (
              <Paper key={account.id} variant="outlined" sx={{ p: 1.5, mt: 1 }}>
                <FormControlLabel
                  value={String(account.id)}
                  disabled={!account.has_signing_authority}
                  control={<Radio />}
                  label={
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{account.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[account.type_display, account.trustee_display].filter(Boolean).join(' · ')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        Products: {productsOf(account)}
                      </Typography>
                    </Box>
                  }
                />
                {account.has_signing_authority ? null : (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {ACCOUNT_STEP_TEXTS.noSigningAuthority}
                  </Alert>
                )}
              </Paper>
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
};
