import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@portal/contracts/api/auth';
import { type TChangePasswordForm, zChangePasswordForm } from '@portal/contracts/forms/passwords';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { changePassword } from '@/features/account/api/password-change';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { handlePasswordFormError } from '@/shared/forms/incorrect-password';
import { NewPasswordFields } from '@/shared/forms/new-password-fields';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useProfile } from '@/shared/session/profile';
import { profileQueryKey } from '@/shared/session/profile-key';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast/toast-store';

const EMPTY = { old_password: '', new_password1: '', new_password2: '' };

/** Change password: current, new and repeat, with the live checklist; also the forced-change screen. */
export const ChangePasswordPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const forced = useProfile().data?.force_password_change === true;
  const { control, handleSubmit, setError, formState, reset } = useZodForm(zChangePasswordForm, EMPTY);

  const handleChange = async (values: TChangePasswordForm) => {
    try {
      const { detail, key } = await changePassword(values);
      sessionStore.setToken(key);
      queryClient.setQueryData<TProfile>(profileQueryKey, (profile) =>
        profile ? { ...profile, force_password_change: false } : profile,
      );
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
