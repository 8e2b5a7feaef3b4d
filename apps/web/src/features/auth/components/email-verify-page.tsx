import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { ApiError, GENERIC_FAILURE } from '@/shared/api/api-error';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { RouterLink } from '@/shared/ui/router-link';

/** /auth/email-verify/?key=...: confirms the e-mail address and says how it went. */
export const EmailVerifyPage = () => {
  const key = useSearchParams()[0].get('key') ?? '';
  const result = useVerifyEmail(key);
  const problem =
    key === ''
      ? 'This verification link is not valid.'
      : result.error
        ? (result.error instanceof ApiError && result.error.detail) || GENERIC_FAILURE
        : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Email verification
      </Typography>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {!problem && result.isPending ? <PageSpinner /> : null}
      {result.data ? <Alert severity="success">{result.data.detail}</Alert> : null}
      <Typography sx={{ mt: 3 }}>
        <RouterLink to="/auth/login/">Go to Log In</RouterLink>
      </Typography>
    </Paper>
  );
};
