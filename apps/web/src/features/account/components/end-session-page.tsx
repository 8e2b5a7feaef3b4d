import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SESSION_TEXTS } from '@portal/contracts/api/sessions';
import { useParams } from 'react-router';
import { useEndSessionByLink } from '@/features/account/api/end-session-by-link';
import { failureMessageOf } from '@/features/account/components/failure-message';
import { PATHS } from '@/shared/lib/paths';
import { useSession } from '@/shared/session/session-store';
import { RouterLink } from '@/shared/ui/router-link';

/**
 * The page of the link e-mailed about a sign-in from a new device or address. Nothing happens on opening
 * it (mail scanners open links too): the person presses the button, and that session ends. No session is
 * needed; a signed-in person is pointed to the password change, anyone else to signing in or a reset.
 */
export const EndSessionPage = () => {
  const key = useParams().key ?? '';
  const signedIn = useSession((session) => session.token) !== null;
  const end = useEndSessionByLink();
  const failure = end.error ? failureMessageOf(end.error) : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {SESSION_TEXTS.endPageTitle}
      </Typography>
      {end.data ? (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            {end.data.detail}
          </Alert>
          <Typography sx={{ mb: 2 }}>{SESSION_TEXTS.changePasswordAdvice}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {signedIn ? (
              <RouterLink to={PATHS.changePassword}>{SESSION_TEXTS.changePassword}</RouterLink>
            ) : (
              <>
                <RouterLink to={PATHS.login}>{SESSION_TEXTS.goToLogin}</RouterLink>
                <RouterLink to={PATHS.resetPassword}>{SESSION_TEXTS.resetPassword}</RouterLink>
              </>
            )}
          </Stack>
        </>
      ) : (
        <>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <Typography sx={{ mb: 3 }}>{SESSION_TEXTS.endPageIntro}</Typography>
          <Button
            variant="contained"
            color="error"
            onClick={() => end.mutate(key)}
            disabled={end.isPending || failure !== null}
          >
            {SESSION_TEXTS.endThisSession}
          </Button>
          {failure ? (
            <Typography sx={{ mt: 2 }}>
              <RouterLink to={signedIn ? '/' : PATHS.login}>
                {signedIn ? SESSION_TEXTS.goToDashboard : SESSION_TEXTS.goToLogin}
              </RouterLink>
            </Typography>
          ) : null}
        </>
      )}
    </Paper>
  );
};
