import Typography from '@mui/material/Typography';
import { zAppCodeForm, zBackupCodeForm } from '@portal/contracts/api/second-factors';
import type { TTypedChannel } from '@/features/auth/api/confirm-login-with-factor';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';

export const TYPED_FACTOR_TEXTS: Record<TTypedChannel, string> = {
  totp: 'Enter the six-digit code that your authenticator app shows.',
  backup_code: 'Enter one of your backup codes. Each backup code works once.',
};

/**
 * A code typed from an authenticator app or a backup code: the form's state, its fields and its submit
 * handler, for the Verification overlay and the action-confirmation page to lay out in their own frame.
 */
export const useTypedFactorForm = (channel: TTypedChannel, confirm: (code: string) => Promise<unknown>) => {
  const form = useZodForm(channel === 'totp' ? zAppCodeForm : zBackupCodeForm, { code: '' });
  const { control, handleSubmit, setError, formState } = form;
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm(code);
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  });
  const fields = (
    <>
      <Typography sx={{ mb: 1 }}>{TYPED_FACTOR_TEXTS[channel]}</Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <FormTextField
        key={channel}
        control={control}
        name="code"
        label={channel === 'totp' ? 'Code' : 'Backup code'}
        inputMode={channel === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoFocus
      />
    </>
  );
  return { fields, onSubmit, canSubmit: formState.isValid && !formState.isSubmitting };
};
