import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TBlockAccountForm, zBlockAccountForm } from '@portal/contracts/forms/account';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBlockAccess } from '@/features/account/api/block-access';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { handlePasswordFormError } from '@/shared/forms/incorrect-password';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PATHS } from '@/shared/lib/paths';
import { logout } from '@/shared/session/logout';

const PasswordStep = ({ onBack }: { onBack: () => void }) => {
  const { control, handleSubmit, setError, formState } = useZodForm(zBlockAccountForm, { password: '' });
  const blockAccess = useBlockAccess();

  const handleBlock = async (values: TBlockAccountForm) => {
    try {
      await blockAccess.mutateAsync(values);
      // The server has ended every session already: log out here without calling it.
      await logout({ callServer: false, redirectTo: PATHS.accountBlocked });
    } catch (error) {
      handlePasswordFormError(error, setError, ['password']);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleBlock)}>
      <Typography>Enter your password to confirm that you want to block your account.</Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button type="button" variant="outlined" onClick={onBack}>
          Back
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={!formState.isValid || formState.isSubmitting}
        >
          Block my account
        </Button>
      </Box>
    </Box>
  );
};

/** Block my account: a warning step, then the password step, then logout to 'Your account is blocked'. */
export const BlockAccountPage = () => {
  const navigate = useNavigate();
  const [step, setStep] = useState<'warning' | 'password'>('warning');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Block my account
      </Typography>
      {step === 'warning' ? (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            If you block your account you will be logged out everywhere and will not be able to log in until
            an administrator unblocks it.
          </Alert>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="button" variant="outlined" onClick={() => navigate('/account/settings/')}>
              Cancel
            </Button>
            <Button type="button" variant="contained" color="error" onClick={() => setStep('password')}>
              Continue
            </Button>
          </Box>
        </>
      ) : (
        <PasswordStep onBack={() => setStep('warning')} />
      )}
    </Paper>
  );
};
