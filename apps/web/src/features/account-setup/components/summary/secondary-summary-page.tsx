// /account-setup/secondary-summary/?account= (spec sections 2, 4, 6): a member's review of a submitted
// application. Their own steps (tax details) come first; then the read-only application with Accept and
// Decline, where Decline asks for confirmation and says the primary user will be informed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { docusignRedirectPath } from '@portal/contracts/api/esign';
import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAccount } from '@/features/account-setup/api/get-account';
import { useSendSecondaryDecision } from '@/features/account-setup/api/send-secondary-decision';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { FillInHost } from '../wizard/fill-in-host';
import { WizardFrame } from '../wizard/wizard-frame';
import { AccountSections } from './account-sections';
import { useAccountParam } from './use-account-param';

export const SECONDARY_SUMMARY_TEXTS = {
  heading: 'Review the application',
  intro: 'Please review the application and accept it, or decline it if something is not right.',
  accept: 'Accept',
  decline: 'Decline',
  declineTitle: 'Decline the application?',
  declineConfirm: 'Are you sure you want to decline this application? The primary user will be informed.',
  cancel: 'Cancel',
  notAwaiting: 'There is nothing for you to decide on this application at the moment.',
  accepted: 'You have accepted this application.',
} as const;

export const SecondarySummaryPage = () => {
  const accountId = useAccountParam();
  const account = useAccount(accountId ?? null);
  if (accountId === null) return <Navigate to="/accounts/" replace />;
  if (!account.data) return <PageSpinner />;
  if (account.data.is_primary)
    return <Navigate to={`/account-setup/summary/?account=${accountId}`} replace />;
  return <SecondaryReview account={account.data} onStepsDone={() => account.refetch()} />;
};

const SecondaryReview = ({ account, onStepsDone }: { account: TAccount; onStepsDone: () => void }) => {
  const ownSteps = account.extra_application_info.step === 'fill_in_missing_details';
  return (
    <WizardFrame stage="application" step={2}>
      {ownSteps ? (
        <FillInHost accountId={account.id} onFinished={onStepsDone} />
      ) : (
        <>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {SECONDARY_SUMMARY_TEXTS.heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {SECONDARY_SUMMARY_TEXTS.intro}
          </Typography>
          <AccountSections
            account={account}
            redirectUrl={`/account-setup/secondary-summary/?account=${account.id}`}
          />
          <Decision account={account} />
        </>
      )}
    </WizardFrame>
  );
};

const Decision = ({ account }: { account: TAccount }) => {
  const navigate = useNavigate();
  const sendDecision = useSendSecondaryDecision();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // While the application awaits signatures, Accept leads a member whose signature is needed to sign.
  const awaitingSignature = account.status === 'awaiting_signature';
  if (account.status !== 'awaiting_secondary_users' && !awaitingSignature)
    return <Alert severity="info">{SECONDARY_SUMMARY_TEXTS.notAwaiting}</Alert>;

  const decide = async (decision: 'accept' | 'decline') => {
    setBusy(true);
    try {
      const result = await sendDecision.mutateAsync({ id: account.id, decision });
      toast.success(result.detail);
      if (result.next === 'sign' && result.change_request !== null)
        navigate(docusignRedirectPath(account.id, result.change_request));
      else navigate(`/accounts/${account.id}/`);
    } catch {
      // The error catalogue has shown the server's reason.
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      {account.decision === 'accepted' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {SECONDARY_SUMMARY_TEXTS.accepted}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        <Button variant="outlined" size="large" disabled={busy} onClick={() => setConfirming(true)}>
          {SECONDARY_SUMMARY_TEXTS.decline}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={busy || (account.decision === 'accepted' && !awaitingSignature)}
          onClick={() => decide('accept')}
        >
          {SECONDARY_SUMMARY_TEXTS.accept}
        </Button>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{SECONDARY_SUMMARY_TEXTS.declineTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{SECONDARY_SUMMARY_TEXTS.declineConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{SECONDARY_SUMMARY_TEXTS.cancel}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => decide('decline')}>
            {SECONDARY_SUMMARY_TEXTS.decline}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
