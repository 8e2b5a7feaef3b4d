import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TResetPasswordRequestForm, zResetPasswordRequestForm } from '@portal/contracts/forms/sign-in';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PATHS } from '@/shared/lib/paths';
import { ConfirmationModal } from '@/shared/ui/confirmation-modal';
import { RouterLink } from '@/shared/ui/router-link';

/** /auth/reset-password/: ask for a reset link by e-mail. */
export const ResetPasswordPage = () => {
  const navigate = useNavigate();
  const [sentDetail, setSentDetail] = useState<string | null>(null);
  const requestPasswordReset = useRequestPasswordReset();
  const { control, handleSubmit, setError, formState } = useZodForm(zResetPasswordRequestForm, { email: '' });

  const handleRequest = async (values: TResetPasswordRequestForm) => {
    try {
      const { detail } = await requestPasswordReset.mutateAsync(values);
      setSentDetail(detail);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Box component="form" noValidate onSubmit={handleSubmit(handleRequest)}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Reset password
        </Typography>
        <Typography color="text.secondary">
          Enter the e-mail address of your account and we will send you a link to reset your password.
        </Typography>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={!formState.isValid || formState.isSubmitting}
        >
          Send reset link
        </Button>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          <RouterLink to="/auth/login/">Back to Log In</RouterLink>
        </Typography>
      </Box>
      <ConfirmationModal
        open={sentDetail !== null}
        message={sentDetail ?? undefined}
        onOk={() => navigate(PATHS.login, { replace: true })}
      />
    </Paper>
  );
};
