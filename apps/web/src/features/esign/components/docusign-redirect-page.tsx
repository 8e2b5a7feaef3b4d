// /account/docusign-redirect/{account_id}/?change_request= (spec section 2, redirecting screen): rotating
// progress texts, each shown 4 to 6 seconds, while the sign URL is polled; then on to the provider.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TChangeRequest } from '@portal/contracts/api/change-requests';
import {
  esignTexts,
  REDIRECT_PROGRESS_TEXTS,
  REDIRECT_TEXT_MAX_MS,
  REDIRECT_TEXT_MIN_MS,
} from '@portal/contracts/api/esign';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { accountChangeRequestsQueryOptions } from '../api/get-account-change-requests';
import { signUrlQueryOptions } from '../api/get-sign-url';

/** How often the sign URL is asked for while the documents are prepared (the spec leaves it open). */
export const SIGN_URL_POLL_MS = 2000;

/** A display time for one progress text: from 4 to 6 seconds. */
export const progressTextDelay = (random: () => number = Math.random) =>
  REDIRECT_TEXT_MIN_MS + Math.round(random() * (REDIRECT_TEXT_MAX_MS - REDIRECT_TEXT_MIN_MS));

/** The provider's page: the embedded one is a page of this app; DocuSign's is another site. */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

const detailOf = (error: unknown) =>
  error instanceof ApiError && typeof (error.body as { detail?: unknown })?.detail === 'string'
    ? (error.body as { detail: string }).detail
    : esignTexts.redirectFailed;

/** The request to sign: the one named in the URL, else the account's first one the user can sign. */
async function requestToSign(
  queryClient: QueryClient,
  accountId: number,
  named: number | null,
): Promise<number | null> {
  if (named !== null) return named;
  const requests = await queryClient.fetchQuery(accountChangeRequestsQueryOptions(accountId));
  return requests.find((r: TChangeRequest) => r.can_sign)?.id ?? null;
}

export const DocusignRedirectPage = () => {
  const accountId = Number(useParams().accountId);
  const [params] = useSearchParams();
  const named = params.get('change_request');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [textIndex, setTextIndex] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  // The texts rotate on their own clock, stopping at the last ('Connecting').
  useEffect(() => {
    if (textIndex >= REDIRECT_PROGRESS_TEXTS.length - 1) return;
    const timer = setTimeout(() => setTextIndex((i) => i + 1), progressTextDelay());
    return () => clearTimeout(timer);
  }, [textIndex]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const id = await requestToSign(
          queryClient,
          accountId,
          named && /^\d+$/.test(named) ? Number(named) : null,
        );
        if (stopped) return;
        if (id === null) {
          navigate(`/accounts/${accountId}/`, { replace: true });
          return;
        }
        // Each poll asks again: the answer is never fresh for long.
        const { sign_url } = await queryClient.fetchQuery({ ...signUrlQueryOptions(id), staleTime: 0 });
        if (stopped) return;
        if (!sign_url) {
          timer = setTimeout(poll, SIGN_URL_POLL_MS);
          return;
        }
        if (isExternalUrl(sign_url)) window.location.assign(sign_url);
        else navigate(sign_url, { replace: true });
      } catch (error) {
        if (!stopped) setFailure(detailOf(error));
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [accountId, named, navigate, queryClient]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}
      >
        {failure ? (
          <>
            <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
              {failure}
            </Alert>
            <Button variant="contained" onClick={() => navigate(`/accounts/${accountId}/`)}>
              {esignTexts.backToAccount}
            </Button>
          </>
        ) : (
          <>
            <CircularProgress sx={{ mb: 3 }} aria-hidden />
            <Typography variant="h3" component="p" role="status" aria-live="polite">
              {REDIRECT_PROGRESS_TEXTS[textIndex]}
            </Typography>
          </>
        )}
      </Paper>
    </Box>
  );
};
