import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useJwtLogin } from '@/features/auth/api/jwt-login';
import { ApiError } from '@/shared/api/api-error';
import { toSafeInternalPath } from '@/shared/lib/safe-path';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { RouterLink } from '@/shared/ui/router-link';

/**
 * /advisor-entry?jwt_token=...&target_url=...: the advisor hand-off. The token leaves the address bar and
 * the history at once (SECURITY.md), is swapped by POST for a session, and the user lands on the target
 * when it is a path of this site.
 */
export const AdvisorEntryPage = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  const { mutateAsync: signInWithJwt } = useJwtLogin();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const jwtToken = params.get('jwt_token');
    const target = toSafeInternalPath(params.get('target_url')) ?? '/';
    window.history.replaceState(window.history.state, '', window.location.pathname);
    navigate('/advisor-entry', { replace: true });
    if (!jwtToken) {
      setProblem('This sign-in link is not valid.');
      return;
    }
    signInWithJwt(jwtToken).then(
      () => navigate(target, { replace: true }),
      (error: unknown) => {
        const detail = error instanceof ApiError ? error.detail : undefined;
        setProblem(detail ?? 'This sign-in link is not valid or has expired.');
      },
    );
  }, [navigate, params, signInWithJwt]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Signing in
      </Typography>
      {problem ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
          <RouterLink to="/auth/login/">Go to Log In</RouterLink>
        </>
      ) : (
        <PageSpinner label="Signing in" />
      )}
    </Paper>
  );
};
