import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STAFF_SECOND_FACTOR_REQUIRED } from '@portal/contracts/api/codes';
import { type TTotpEnrolmentResponse, zAppCodeForm } from '@portal/contracts/api/second-factors';
import { accountMessages } from '@portal/contracts/messages';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfirmTotpEnrolment } from '@/features/account/api/confirm-totp-enrolment';
import { useSecondFactors } from '@/features/account/api/get-second-factors';
import { useRegenerateBackupCodes } from '@/features/account/api/regenerate-backup-codes';
import { useRemoveTotp } from '@/features/account/api/remove-totp';
import { useStartTotpEnrolment } from '@/features/account/api/start-totp-enrolment';
import { ApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { PATHS } from '@/shared/lib/paths';
import { useProfile } from '@/shared/session/profile';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { PasskeysSection } from './passkeys-section';

/** A change needs a second factor given in the last minutes: confirm again, then come back. */
const useOnFailure = () => {
  const navigate = useNavigate();
  const location = useLocation();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'action_confirmation_required') {
      navigate(
        `${PATHS.checkRequiredConfirmation}?resource=two_factor&next=${encodeURIComponent(location.pathname)}`,
      );
      return;
    }
    toast.error(error instanceof ApiError && error.detail ? error.detail : accountMessages.settingsFailed);
  };
};

/** New backup codes, shown this once. */
const BackupCodesShown = ({ codes }: { codes: string[] }) => (
  <Alert severity="warning" sx={{ my: 2 }}>
    <Typography sx={{ mb: 1 }}>
      Save these backup codes somewhere safe. Each code works once, and they will not be shown again.
    </Typography>
    <Box
      component="ul"
      aria-label="Backup codes"
      sx={{ fontFamily: 'monospace', columns: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </Box>
  </Alert>
);

/** The QR code and the secret as text, and the app's first code that confirms it. */
const TotpEnrolment = ({
  enrolment,
  onDone,
}: {
  enrolment: TTotpEnrolmentResponse;
  onDone: (codes: string[]) => void;
}) => {
  const confirm = useConfirmTotpEnrolment();
  const { control, handleSubmit, setError, formState } = useZodForm(zAppCodeForm, { code: '' });
  const handleConfirm = handleSubmit(async (values) => {
    try {
      onDone((await confirm.mutateAsync(values)).backup_codes);
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={handleConfirm} sx={{ maxWidth: 420 }}>
      <Typography sx={{ mb: 1 }}>
        Scan this QR code with your authenticator app, then enter the code the app shows.
      </Typography>
      <Box
        component="img"
        src={enrolment.qr_code}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, display: 'block', mb: 1 }}
      />
      <Typography variant="body2" sx={{ mb: 2 }}>
        Or type this key into the app:{' '}
        <Box component="code" aria-label="Secret key" sx={{ wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Box>
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <FormTextField
        control={control}
        name="code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!formState.isValid || formState.isSubmitting}
      >
        Confirm
      </Button>
    </Box>
  );
};

/** Account settings beside the spec's SMS code: the authenticator app, passkeys and backup codes (issue 19). */
export const SignInMethodsPage = () => {
  const { data, isPending } = useSecondFactors();
  const setupRequired = useProfile().data?.second_factor_setup_required === true;
  const start = useStartTotpEnrolment();
  const remove = useRemoveTotp();
  const regenerate = useRegenerateBackupCodes();
  const onFailure = useOnFailure();
  const [enrolment, setEnrolment] = useState<TTotpEnrolmentResponse | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  if (isPending || !data) return <PageSpinner />;

  const handleStart = () => start.mutateAsync().then(setEnrolment, onFailure);
  const handleRemove = () =>
    remove.mutateAsync().then(({ detail }) => {
      setShownCodes(null);
      toast.success(detail);
    }, onFailure);
  const handleRegenerate = () =>
    regenerate.mutateAsync().then(({ backup_codes }) => setShownCodes(backup_codes), onFailure);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Sign-in methods
      </Typography>
      {data.app_or_passkey_required ? (
        <Alert severity={setupRequired ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {setupRequired
            ? STAFF_SECOND_FACTOR_REQUIRED.detail
            : 'Staff sign in with an authenticator app or a passkey.'}
        </Alert>
      ) : null}

      <Typography variant="h2" sx={{ mb: 1 }}>
        Authenticator app
      </Typography>
      {data.totp ? (
        <>
          <Typography sx={{ mb: 1 }}>
            An authenticator app is set up. Each sign-in asks for its code.
          </Typography>
          <Button variant="outlined" onClick={() => void handleRemove()} disabled={remove.isPending}>
            Remove authenticator app
          </Button>
        </>
      ) : enrolment ? (
        <TotpEnrolment
          enrolment={enrolment}
          onDone={(codes) => {
            setEnrolment(null);
            setShownCodes(codes);
          }}
        />
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            Use an app such as Google Authenticator or Microsoft Authenticator for the codes of your sign-ins.
          </Typography>
          <Button variant="contained" onClick={() => void handleStart()} disabled={start.isPending}>
            Set up an authenticator app
          </Button>
        </>
      )}

      <Divider sx={{ my: 2 }} />
      <PasskeysSection passkeys={data.passkeys} onCodes={setShownCodes} onFailure={onFailure} />

      <Divider sx={{ my: 2 }} />
      <Typography variant="h2" sx={{ mb: 1 }}>
        Backup codes
      </Typography>
      {shownCodes ? <BackupCodesShown codes={shownCodes} /> : null}
      {data.totp || data.passkeys.length > 0 ? (
        <>
          <Typography sx={{ mb: 1 }}>
            {data.backup_codes_left === 1
              ? '1 backup code left.'
              : `${data.backup_codes_left} backup codes left.`}
          </Typography>
          <Button variant="outlined" onClick={() => void handleRegenerate()} disabled={regenerate.isPending}>
            Create new backup codes
          </Button>
        </>
      ) : (
        <Typography color="text.secondary">
          Backup codes come with an authenticator app or a passkey, for when it is out of reach.
        </Typography>
      )}
    </Paper>
  );
};
