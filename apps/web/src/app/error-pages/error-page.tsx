import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { GENERIC_FAILURE } from '@/shared/api/api-error';
import type { TErrorPageState } from '@/shared/api/error-catalogue';
import { useSession } from '@/shared/session/session-store';
import { WarningIcon } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/router-link';

export type TErrorPageKind =
  | 'error'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'server-error'
  | 'account-blocked';

const TEXTS: Record<TErrorPageKind, { title: string; message: (status?: number) => string }> = {
  error: { title: 'Sorry!', message: () => GENERIC_FAILURE },
  unauthorized: { title: 'Unauthorized', message: () => 'You need to log in to view this page.' },
  forbidden: { title: 'Access denied', message: () => 'You do not have permission to view this page.' },
  'not-found': {
    title: 'Page not found',
    message: () => 'The page you are looking for does not exist or has moved.',
  },
  'server-error': {
    title: 'Internal server error',
    message: (status) =>
      `The server could not complete the request${status ? ` (error ${status})` : ''}. Please try again later.`,
  },
  'account-blocked': {
    title: 'Your account is blocked',
    message: () => 'You cannot log in until an administrator unblocks your account.',
  },
};

const readState = (state: unknown): TErrorPageState =>
  state && typeof state === 'object' ? (state as TErrorPageState) : {};

/** Error page: warning icon, title, message, then a way on (support when signed in, else log in). */
export const ErrorPage = ({ kind }: { kind: TErrorPageKind }) => {
  const state = readState(useLocation().state);
  const signedIn = useSession((session) => session.token !== null);
  const texts = TEXTS[kind];
  const title = (kind === 'error' && state.title) || texts.title;
  const message =
    ((kind === 'error' || kind === 'forbidden') && state.message) || texts.message(state.status);
  return (
    <Box
      component="section"
      sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 10 }, px: 2, textAlign: 'center' }}
    >
      <WarningIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      {signedIn ? (
        <Typography>
          Need help? <RouterLink to="/account/contact-support/">Contact support</RouterLink>
        </Typography>
      ) : (
        <Typography>
          Please try to <RouterLink to="/auth/login/">Log In</RouterLink>
        </Typography>
      )}
    </Box>
  );
};
