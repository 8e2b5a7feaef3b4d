import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPasswordResetToken } from '@portal/contracts/api/auth';
import { type TResetPasswordConfirmForm, zResetPasswordConfirmForm } from '@portal/contracts/forms/passwords';
import { useNavigate, useSearchParams } from 'react-router';
import { useCheckResetToken } from '@/features/auth/api/check-reset-token';
import { useConfirmPasswordReset } from '@/features/auth/api/confirm-password-reset';
import { ApiError, GENERIC_FAILURE } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { NewPasswordFields } from '@/shared/forms/new-password-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PATHS } from '@/shared/lib/paths';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { RouterLink } from '@/shared/ui/router-link';

const NewPasswordForm = ({ resetToken }: { resetToken: TPasswordResetToken }) => {
  const navigate = useNavigate();
  const confirmPasswordReset = useConfirmPasswordReset();
  const { control, handleSubmit, setError, formState } = useZodForm(zResetPasswordConfirmForm, {
    new_password1: '',
    new_password2: '',
  });

  const handleConfirm = async (values: TResetPasswordConfirmForm) => {
    try {
      const { detail } = await confirmPasswordReset.mutateAsync({ ...resetToken, ...values });
      toast.success(detail);
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['new_password1', 'new_password2']);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleConfirm)}>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <NewPasswordFields control={control} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={!formState.isValid || formState.isSubmitting}
      >
        Reset password
      </Button>
    </Box>
  );
};

/** /auth/reset-password-confirm/?uid=...&token=...: check the link first, then take the new password. */
export const ResetPasswordConfirmPage = () => {
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const check = useCheckResetToken({ uid, token });

  const problem =
    uid === '' || token === ''
      ? 'This password reset link is not valid.'
      : check.error
        ? (check.error instanceof ApiError && check.error.detail) || GENERIC_FAILURE
        : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Set a new password
      </Typography>
      {problem ? (
        <>
          <Alert severity="error" sx={{ my: 2 }}>
            {problem}
          </Alert>
          <RouterLink to="/auth/reset-password/">Request a new link</RouterLink>
        </>
      ) : check.isPending ? (
        <PageSpinner />
      ) : (
        <NewPasswordForm resetToken={{ uid, token }} />
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <RouterLink to="/auth/login/">Back to Log In</RouterLink>
      </Typography>
    </Paper>
  );
};
