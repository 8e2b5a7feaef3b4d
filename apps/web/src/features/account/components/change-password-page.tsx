import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TChangePasswordForm, zChangePasswordForm } from '@portal/contracts/forms/passwords';
import { useNavigate } from 'react-router';
import { useChangePassword } from '@/features/account/api/change-password';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { handlePasswordFormError } from '@/shared/forms/incorrect-password';
import { NewPasswordFields } from '@/shared/forms/new-password-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useProfile } from '@/shared/session/profile';
import { toast } from '@/shared/toast/toast-store';

const EMPTY = { old_password: '', new_password1: '', new_password2: '' };

/** Change password: current, new and repeat, with the live checklist; also the forced-change screen. */
export const ChangePasswordPage = () => {
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const forced = useProfile().data?.force_password_change === true;
  const { control, handleSubmit, setError, formState, reset } = useZodForm(zChangePasswordForm, EMPTY);

  const handleChange = async (values: TChangePasswordForm) => {
    try {
      const { detail } = await changePassword.mutateAsync(values);
      toast.success(detail);
      reset(EMPTY);
      if (forced) navigate('/', { replace: true });
    } catch (error) {
      handlePasswordFormError(error, setError, ['old_password', 'new_password1', 'new_password2']);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Change password
      </Typography>
      {forced ? (
        <Typography color="warning.main" sx={{ mb: 1 }}>
          For security reasons you need to change your password before you continue.
        </Typography>
      ) : null}
      <Box component="form" noValidate onSubmit={handleSubmit(handleChange)}>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <FormTextField
          control={control}
          name="old_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields control={control} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ mt: 2 }}
          disabled={!formState.isValid || formState.isSubmitting}
        >
          Change password
        </Button>
      </Box>
    </Paper>
  );
};
