// /change-requests/sign-callback/{id}/?event= (spec section 4, signing outcomes): signing_complete confirms
// the request; decline asks the member to confirm before it declines (a link never changes anything by
// itself: opening one is a GET, the decline is the member's own POST). What each event shows for the
// request's state is outcomeOf's (sign-outcome.ts).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TChangeRequest } from '@portal/contracts/api/change-requests';
import { docusignRedirectPath, esignTexts, signingEventOf } from '@portal/contracts/api/esign';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useConfirmChangeRequest } from '../api/confirm-change-request';
import { useDeclineChangeRequest } from '../api/decline-change-request';
import { changeRequestQueryOptions } from '../api/get-change-request';
import { outcomeOf } from './sign-outcome';

/** The request as it stands, with the server's refusal when the page's own call was refused. */
type TOutcome = { request: TChangeRequest; alert?: string } | { error: string };

const errorText = (error: unknown) =>
  error instanceof ApiError && typeof (error.body as { detail?: unknown })?.detail === 'string'
    ? (error.body as { detail: string }).detail
    : esignTexts.outcomeFailed;

/** Reads the request (and the accounts again, as the outcome may have changed them). */
const readRequest = (queryClient: QueryClient, id: number) =>
  queryClient.fetchQuery({ ...changeRequestQueryOptions(id), staleTime: 0 }).then(async (request) => {
    await queryClient.invalidateQueries({ queryKey: accountsKey });
    return request;
  });

/**
 * After a refused confirm or decline the request is read again: it tells what happened (declined by
 * another member, signed already), and the refusal is kept to show where the member has still to act.
 */
const afterRefusal = (queryClient: QueryClient, id: number, refusal: unknown): Promise<TOutcome> =>
  readRequest(queryClient, id).then(
    (request) => ({ request, alert: errorText(refusal) }),
    () => ({ error: errorText(refusal) }),
  );

export const SignCallbackPage = () => {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const event = signingEventOf(params.get('event'));
  const queryClient = useQueryClient();
  const confirm = useConfirmChangeRequest().mutateAsync;
  const [outcome, setOutcome] = useState<TOutcome | null>(null);

  useEffect(() => {
    let stopped = false;
    setOutcome(null);
    // What the page does with the event: confirm, or only look the request up. A decline waits for the
    // member's click.
    const call: Promise<TOutcome> =
      event === 'signing_complete'
        ? confirm(id).then(
            (answer) => ({ request: answer.change_request }),
            (refusal: unknown) => afterRefusal(queryClient, id, refusal),
          )
        : readRequest(queryClient, id).then(
            (request) => ({ request }),
            (error: unknown) => ({ error: errorText(error) }),
          );
    void call.then((next) => {
      if (!stopped) setOutcome(next);
    });
    return () => {
      stopped = true;
    };
  }, [event, id, queryClient, confirm]);

  if (!outcome) return <PageSpinner />;
  if ('error' in outcome)
    return (
      <Frame
        heading={esignTexts.outcomeFailedHeading}
        lines={[esignTexts.outcomeFailed]}
        // The server's own reason, when it gave one (the general sentence is not said twice).
        alert={outcome.error === esignTexts.outcomeFailed ? undefined : outcome.error}
      />
    );
  const { request } = outcome;
  const account = `/accounts/${request.account.id}/`;
  const shown = outcomeOf(event, request);
  switch (shown.show) {
    case 'account':
      return <Navigate to={account} replace />;
    case 'confirmDecline':
      return (
        <ConfirmDecline
          request={request}
          heading={shown.heading}
          lines={shown.lines}
          alert={outcome.alert}
          account={account}
          onAnswer={setOutcome}
        />
      );
    case 'page':
      return (
        <Frame
          heading={shown.heading}
          lines={shown.lines}
          alert={shown.unsigned ? outcome.alert : undefined}
          to={account}
          ok={!shown.unsigned}
          signAgain={shown.signNow ? docusignRedirectPath(request.account.id, request.id) : undefined}
        />
      );
  }
};

/** The member's own decision to decline: nothing is sent until they choose to. */
const ConfirmDecline = ({
  request,
  heading,
  lines,
  alert,
  account,
  onAnswer,
}: {
  request: TChangeRequest;
  heading: string;
  lines: string[];
  alert?: string;
  account: string;
  onAnswer: (outcome: TOutcome) => void;
}): ReactNode => {
  const decline = useDeclineChangeRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const declineNow = () =>
    decline.mutateAsync(request.id).then(
      (answer) => onAnswer({ request: answer.change_request }),
      (refusal: unknown) => afterRefusal(queryClient, request.id, refusal).then(onAnswer),
    );
  return (
    <Frame
      heading={heading}
      lines={lines}
      alert={alert}
      actions={
        <>
          <Button variant="outlined" onClick={() => navigate(account)}>
            {esignTexts.backToAccount}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={decline.isPending}
            onClick={() => void declineNow()}
          >
            {esignTexts.declineConfirmButton}
          </Button>
        </>
      }
    />
  );
};

const Frame = ({
  heading,
  lines,
  alert,
  to,
  ok,
  signAgain,
  actions,
}: {
  heading: string;
  lines: string[];
  alert?: string;
  to?: string;
  ok?: boolean;
  signAgain?: string;
  /** Buttons of the page's own, in place of Sign now and Ok / Back to account. */
  actions?: ReactNode;
}): ReactNode => {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, width: '100%' }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        {alert ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {alert}
          </Alert>
        ) : null}
        {lines.map((line) => (
          <Typography key={line} sx={{ mb: 1.5 }}>
            {line}
          </Typography>
        ))}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 3 }}>
          {actions ?? (
            <>
              {signAgain ? (
                <Button variant="outlined" onClick={() => navigate(signAgain)}>
                  {esignTexts.signNow}
                </Button>
              ) : null}
              <Button variant="contained" onClick={() => navigate(to ?? '/accounts/')}>
                {ok ? 'Ok' : esignTexts.backToAccount}
              </Button>
            </>
          )}
        </Box>
      </Paper>
    </Box>
  );
};
