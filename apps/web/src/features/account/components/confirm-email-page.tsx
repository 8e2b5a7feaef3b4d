import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { accountMessages } from '@portal/contracts/messages';
import { useSearchParams } from 'react-router';
import { useConfirmEmailByLink } from '@/features/account/api/confirm-email-by-link';
import { ApiError } from '@/shared/api/api-error';
import { PATHS } from '@/shared/lib/paths';
import { useSession } from '@/shared/session/session-store';
import { RouterLink } from '@/shared/ui/router-link';

/** The landing page of the link sent to a new e-mail address: it confirms the change once. */
export const ConfirmEmailPage = () => {
  const key = useSearchParams()[0].get('key') ?? '';
  const signedIn = useSession((session) => session.token) !== null;
  const { data, error, isPending } = useConfirmEmailByLink(key);

  const failure =
    key === ''
      ? accountMessages.emailLinkInvalid
      : error
        ? error instanceof ApiError && error.detail
          ? error.detail
          : accountMessages.settingsFailed
        : null;

  return (
    <section>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Email confirmation
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {data ? <Alert severity="success">{data.detail}</Alert> : null}
      {isPending && key !== '' ? <Typography>Confirming your new e-mail address…</Typography> : null}
      {data || failure ? (
        <Typography sx={{ mt: 2 }}>
          {signedIn ? (
            <RouterLink to="/">Go to the dashboard</RouterLink>
          ) : (
            <RouterLink to={PATHS.login}>Log In</RouterLink>
          )}
        </Typography>
      ) : null}
    </section>
  );
};
