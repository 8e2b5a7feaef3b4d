import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TChangeEmailForm, zChangeEmailForm } from '@portal/contracts/forms/account';
import { type TTwoFactorForm, zTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useChangeEmail } from '@/features/account/api/change-email';
import { useConfirmEmailByCode } from '@/features/account/api/confirm-email-by-code';
import { useResendEmailConfirmation } from '@/features/account/api/resend-email-confirmation';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { handlePasswordFormError } from '@/shared/forms/incorrect-password';
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useProfile } from '@/shared/session/profile';
import { toast } from '@/shared/toast/toast-store';

/** Where the change flows return to: the settings of the layout the user came from. */
export const useAccountHome = () =>
  useLocation().pathname.startsWith('/account-new/') ? '/account-new/settings/' : '/account/settings/';

/**
 * The e-mail to the new address also carries a six-digit code: entered here (in the session that asked
 * for the change, within 10 minutes) it finishes the change as the link does.
 */
const EmailCodeForm = ({ onConfirmed }: { onConfirmed: () => void }) => {
  const confirmByCode = useConfirmEmailByCode();
  const { control, handleSubmit, setError, formState } = useZodForm(zTwoFactorForm, { code: '' });
  const handleConfirm = async (values: TTwoFactorForm) => {
    try {
      const { detail } = await confirmByCode.mutateAsync(values);
      toast.success(detail);
      onConfirmed();
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleConfirm)} sx={{ mb: 2 }}>
      <Typography sx={{ mb: 1 }}>Or enter the six-digit code from that e-mail:</Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <FormTextField
        control={control}
        name="code"
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
        Confirm
      </Button>
    </Box>
  );
};

/** Change email: new e-mail and password; the link (or the code) sent to the new address finishes it. */
export const ChangeEmailPage = () => {
  const navigate = useNavigate();
  const home = useAccountHome();
  const current = useProfile().data?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, setError, formState } = useZodForm(zChangeEmailForm, {
    new_email: '',
    password: '',
  });
  useUnsavedChanges(formState.isDirty && sentTo === null);
  const changeEmail = useChangeEmail();
  const resendEmailConfirmation = useResendEmailConfirmation();

  const handleChange = async (values: TChangeEmailForm) => {
    try {
      const { new_email } = await changeEmail.mutateAsync(values);
      setSentTo(new_email);
    } catch (error) {
      handlePasswordFormError(error, setError, ['new_email', 'password']);
    }
  };

  const handleResend = async () => {
    setResending(true);
    try {
      const { detail } = await resendEmailConfirmation.mutateAsync();
      toast.success(detail);
    } catch {
      // The error catalogue has told the user.
    } finally {
      setResending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Change email
      </Typography>
      {sentTo ? (
        <>
          <Typography sx={{ mb: 1 }}>
            We have sent a confirmation link to <strong>{sentTo}</strong>. Open it to finish the change.
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Your e-mail address stays {current ?? 'as it is'} until the link is opened.
          </Typography>
          <EmailCodeForm onConfirmed={() => navigate(home)} />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void handleResend()} disabled={resending}>
              Resend link
            </Button>
            <Button variant="outlined" onClick={() => navigate(home)}>
              Done
            </Button>
          </Box>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(handleChange)}>
          {current ? <Typography sx={{ mb: 1 }}>Current email: {current}</Typography> : null}
          <FormErrorAlert message={formState.errors.root?.server?.message} />
          <FormTextField
            control={control}
            name="new_email"
            label="New email"
            type="email"
            autoComplete="email"
          />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <FormActions
            submitLabel="Change email"
            disabled={!formState.isValid || formState.isSubmitting}
            onCancel={() => navigate(home)}
          />
        </Box>
      )}
    </Paper>
  );
};
