// /change-requests/sign-callback/{id}/?event= (spec section 4, signing outcomes): signing_complete confirms
// the request; decline asks the member to confirm before it declines (a link never changes anything by
// itself: opening one is a GET, the decline is the member's own POST); cancel, viewing_complete and
// ttl_expired offer to finish later; session_timeout says the session timed out. A request no longer
// pending leads to the account.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TChangeRequest } from '@portal/contracts/api/change-requests';
import { docusignRedirectPath, esignTexts, signingEventOf } from '@portal/contracts/api/esign';
import { ipsTexts } from '@portal/contracts/api/ips';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useConfirmChangeRequest } from '../api/confirm-change-request';
import { useDeclineChangeRequest } from '../api/decline-change-request';
import { changeRequestQueryOptions } from '../api/get-change-request';

type TOutcome = { request: TChangeRequest } | { error: string };

/** Whether the viewer may still decline the request: it awaits signatures, and their own part too. */
const canDecline = (request: TChangeRequest) =>
  request.status === 'pending' && request.my_status === 'pending';

const errorText = (error: unknown) =>
  error instanceof ApiError && typeof (error.body as { detail?: unknown })?.detail === 'string'
    ? (error.body as { detail: string }).detail
    : esignTexts.redirectFailed;

/** The success wording (spec sections 2 and 4): activated, signed, or waiting for the other members. */
export function signedMessages(request: TChangeRequest): string[] {
  if (request.status !== 'approved_by_users') return [esignTexts.willBeActivated];
  // A signed IPS goes to the portfolio manager's review before it is active.
  if (request.kind === 'ips') return [ipsTexts.signedForReview];
  if (request.account.status === 'active') return [esignTexts.changeActivated];
  return [esignTexts.applicationSigned, onboardingTexts.processingTime];
}

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
    // What the page does with the event: confirm, or only look the request up (the accounts are read
    // again either way, as the outcome may have changed them). A decline waits for the member's click.
    const call =
      event === 'signing_complete'
        ? confirm(id).then((answer) => answer.change_request)
        : queryClient.fetchQuery(changeRequestQueryOptions(id)).then(async (request) => {
            await queryClient.invalidateQueries({ queryKey: accountsKey });
            return request;
          });
    call
      .then((request) => {
        if (!stopped) setOutcome({ request });
      })
      .catch((error: unknown) => {
        if (!stopped) setOutcome({ error: errorText(error) });
      });
    return () => {
      stopped = true;
    };
  }, [event, id, queryClient, confirm]);

  if (!outcome) return <PageSpinner />;
  if ('error' in outcome) return <Frame heading={esignTexts.finishLater} lines={[]} alert={outcome.error} />;
  const { request } = outcome;
  const account = `/accounts/${request.account.id}/`;
  switch (event) {
    case 'signing_complete':
      return <Frame heading={esignTexts.signedHeading} lines={signedMessages(request)} to={account} ok />;
    case 'decline':
      // Declined already (here, or on the signing provider's page, which asks too): the outcome.
      if (request.my_status === 'declined')
        return (
          <Frame
            heading={esignTexts.declinedHeading}
            lines={[request.is_primary_user ? esignTexts.declinedPrimary : esignTexts.declinedMember]}
            to={account}
            ok
          />
        );
      if (!canDecline(request)) return <Navigate to={account} replace />;
      return <ConfirmDecline request={request} account={account} onAnswer={setOutcome} />;
    default: {
      // Nothing to finish on a request that is no longer pending: its account shows where it stands.
      if (request.status !== 'pending') return <Navigate to={account} replace />;
      const timedOut = event === 'session_timeout';
      return (
        <Frame
          heading={timedOut ? esignTexts.sessionTimeOut : esignTexts.finishLater}
          lines={[timedOut ? esignTexts.sessionTimeOutText : esignTexts.finishLaterText]}
          to={account}
          signAgain={request.can_sign ? docusignRedirectPath(request.account.id, request.id) : undefined}
        />
      );
    }
  }
};

/** The member's own decision to decline: nothing is sent until they choose to. */
const ConfirmDecline = ({
  request,
  account,
  onAnswer,
}: {
  request: TChangeRequest;
  account: string;
  onAnswer: (outcome: TOutcome) => void;
}): ReactNode => {
  const decline = useDeclineChangeRequest();
  const navigate = useNavigate();
  const declineNow = () =>
    decline.mutateAsync(request.id).then(
      (answer) => onAnswer({ request: answer.change_request }),
      (error: unknown) => onAnswer({ error: errorText(error) }),
    );
  return (
    <Frame
      heading={esignTexts.declineConfirmHeading}
      lines={[
        request.title,
        request.is_primary_user ? esignTexts.declineConfirmPrimary : esignTexts.declineConfirmMember,
      ]}
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
