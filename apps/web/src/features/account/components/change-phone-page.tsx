import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@portal/contracts/api/auth';
import { formatPhoneGrouped } from '@portal/contracts/formats';
import { type TChangePhoneForm, zChangePhoneForm } from '@portal/contracts/forms/account';
import { type TTwoFactorForm, zTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useChangePhone } from '@/features/account/api/change-phone';
import { useConfirmPhone } from '@/features/account/api/confirm-phone';
import { useResendPhoneConfirmation } from '@/features/account/api/resend-phone-confirmation';
import { useAccountHome } from '@/features/account/components/change-email-page';
import { useCurrentApplication } from '@/shared/application/current-application';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { CodeEntryFields } from '@/shared/forms/code-entry-fields';
import { FormActions } from '@/shared/forms/form-actions';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { handlePasswordFormError } from '@/shared/forms/incorrect-password';
import { PatternTextField } from '@/shared/forms/masked-text-field';
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useResendCode } from '@/shared/hooks/use-resend-code';
import { profileQueryKey } from '@/shared/session/profile-key';
import { toast } from '@/shared/toast/toast-store';

/** Where the resend expiry of the phone-change code is kept on the device. */
export const PHONE_CHANGE_RESEND_SCOPE = 'phone-change';

/** Phone confirmation (Enter your code): the code, the number grouped 4-3-3, resend and support links. */
export const PhoneConfirmation = ({ phone, onConfirmed }: { phone: string; onConfirmed: () => void }) => {
  const supportEmail = useCurrentApplication()?.configuration.support_email;
  const resend = useResendCode(PHONE_CHANGE_RESEND_SCOPE, useResendPhoneConfirmation().mutateAsync);
  const confirmPhone = useConfirmPhone();
  const { control, handleSubmit, setError, formState } = useZodForm(zTwoFactorForm, { code: '' });

  const handleConfirm = async (values: TTwoFactorForm) => {
    try {
      const { detail } = await confirmPhone.mutateAsync(values);
      resend.reset();
      toast.success(detail);
      onConfirmed();
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleConfirm)}>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        Enter your code
      </Typography>
      <Typography sx={{ mb: 1 }}>
        We have sent a six-digit code by SMS to{' '}
        <strong data-testid="grouped-phone">{formatPhoneGrouped(phone)}</strong>.
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <CodeEntryFields
        control={control}
        remainingSeconds={resend.remainingSeconds}
        resending={resend.resending}
        onResend={resend.handleResend}
        support={
          supportEmail ? (
            <Link href={`mailto:${supportEmail}`} variant="body2">
              {supportEmail}
            </Link>
          ) : null
        }
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!formState.isValid || formState.isSubmitting}
      >
        Submit
      </Button>
    </Box>
  );
};

/** Change phone: new mobile and password, then the code sent to the new number. */
export const ChangePhonePage = () => {
  const navigate = useNavigate();
  const home = useAccountHome();
  const queryClient = useQueryClient();
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useZodForm(zChangePhoneForm, {
    new_phone_number: '',
    password: '',
  });
  useUnsavedChanges(formState.isDirty && pendingPhone === null);
  const changePhone = useChangePhone();

  const handleChange = async (values: TChangePhoneForm) => {
    try {
      const { new_phone_number } = await changePhone.mutateAsync(values);
      setPendingPhone(new_phone_number);
    } catch (error) {
      handlePasswordFormError(error, setError, ['new_phone_number', 'password']);
    }
  };

  const handleConfirmed = () => {
    queryClient.setQueryData<TProfile>(profileQueryKey, (profile) =>
      profile && pendingPhone ? { ...profile, phone_number: pendingPhone } : profile,
    );
    navigate(home);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Change phone
      </Typography>
      {pendingPhone ? (
        <PhoneConfirmation phone={pendingPhone} onConfirmed={handleConfirmed} />
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(handleChange)}>
          <FormErrorAlert message={formState.errors.root?.server?.message} />
          <PatternTextField
            control={control}
            name="new_phone_number"
            label="New mobile phone"
            kind="mobile"
            autoComplete="tel"
          />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <FormActions
            submitLabel="Change phone"
            disabled={!formState.isValid || formState.isSubmitting}
            onCancel={() => navigate(home)}
          />
        </Box>
      )}
    </Paper>
  );
};
