import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type TTwoFactorForm, zTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useConfirmLogin } from '@/features/auth/api/confirm-login';
import { useRequestTwoFactorCode } from '@/features/auth/api/request-two-factor-code';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { CodeEntryFields } from '@/shared/forms/code-entry-fields';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useResendCode } from '@/shared/hooks/use-resend-code';
import { logout } from '@/shared/session/logout';
import { profileQueryKey } from '@/shared/session/profile-key';
import { sessionStore, type TVerificationCode } from '@/shared/session/session-store';
import { RouterLink } from '@/shared/ui/router-link';

export const VERIFICATION_TEXTS: Record<TVerificationCode, string> = {
  permission_denied:
    'Your password was recently reset. Two-factor verification is required. A verification code has been sent to your phone by SMS.',
  login_2fa_required: 'A verification code has just been sent to your phone by SMS.',
};

/** Where the resend expiry of the sign-in code is kept on the device. */
export const LOGIN_RESEND_SCOPE = 'login';

/**
 * The Verification overlay (spec sections 2 and 4): shown when the profile answers permission_denied or
 * login_2fa_required; a correct code hides it; Back to Login logs out.
 */
export const VerificationOverlay = ({ code }: { code: TVerificationCode }) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const location = useLocation();
  const resend = useResendCode(LOGIN_RESEND_SCOPE, useRequestTwoFactorCode().mutateAsync);
  const confirmLogin = useConfirmLogin();
  const { control, handleSubmit, setError, formState } = useZodForm(zTwoFactorForm, { code: '' });

  const handleConfirm = async (values: TTwoFactorForm) => {
    try {
      await confirmLogin.mutateAsync(values);
      resend.reset();
      sessionStore.hideVerification();
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  };

  const supportLink = `/account/contact-support/?redirect_uri=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  return (
    <Dialog open aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={handleSubmit(handleConfirm)}>
        <DialogTitle id={titleId} component="h1" variant="h2">
          Verification
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{VERIFICATION_TEXTS[code]}</Typography>
          <FormErrorAlert message={formState.errors.root?.server?.message} />
          <CodeEntryFields
            control={control}
            remainingSeconds={resend.remainingSeconds}
            resending={resend.resending}
            onResend={resend.handleResend}
            support={
              resend.hasResent ? (
                <RouterLink to={supportLink} variant="body2">
                  Contact support
                </RouterLink>
              ) : null
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" onClick={() => void logout()}>
            Back to Login
          </Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
            Submit
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
