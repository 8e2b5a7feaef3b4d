// The pages of a bank change request (spec 001 sections 2, 4 and 6):
// /accounts/verify-new-bank-account/{account}/{bankAccId}/, /accounts/confirm-edit-bank-account/{account}/
// {bankAccId}/ and /accounts/delete-bank-account/{account}/{bankAccId}/{requestId}. The initiator sees
// Submit (sign) or Cancel; the other members Confirm (sign) or Decline. Signing goes through the
// redirecting screen, which polls the sign URL. A request no longer pending leads to the account page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  bankChangeTexts,
  type TBankAccount,
  type TBankChangeRequest,
  visibleApprovers,
} from '@portal/contracts/api/bank-accounts';
import { formatBsb } from '@portal/contracts/formats';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PATHS } from '@/shared/lib/paths';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useCancelBankChangeRequest } from '../api/cancel-bank-change-request';
import { useDeclineBankChangeRequest } from '../api/decline-bank-change-request';
import { useBankAccount } from '../api/get-bank-account';
import { useBankChangeRequest } from '../api/get-bank-change-request';
import { useMarkBankChangeViewed } from '../api/mark-bank-change-viewed';

type TDetails = NonNullable<TBankChangeRequest['new_data']['bank_account']>;

const positiveParam = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /accounts/verify-new-bank-account/{account}/{bankAccId}/ */
export const VerifyNewBankAccountPage = () => <FromBankAccount pick={(bank) => bank.verify_change_request} />;

/** /accounts/confirm-edit-bank-account/{account}/{bankAccId}/ */
export const ConfirmEditBankAccountPage = () => <FromBankAccount pick={(bank) => bank.edit_change_request} />;

/** /accounts/delete-bank-account/{account}/{bankAccId}/{requestId} */
export const DeleteBankAccountRequestPage = () => {
  const params = useParams();
  const accountId = positiveParam(params.account);
  const requestId = positiveParam(params.requestId);
  if (accountId === null || requestId === null) return <Navigate to={PATHS.notFound} replace />;
  return <ByRequestId accountId={accountId} requestId={requestId} />;
};

const ByRequestId = ({ accountId, requestId }: { accountId: number; requestId: number }) => {
  const request = useBankChangeRequest(accountId, requestId);
  if (request.isPending) return <PageSpinner />;
  if (!request.data) return <Navigate to={PATHS.notFound} replace />;
  return <BankChangeRequestView request={request.data} />;
};

/** The verify and confirm-edit pages find the pending request on the bank account. */
const FromBankAccount = ({ pick }: { pick: (bank: TBankAccount) => TBankChangeRequest | null }) => {
  const params = useParams();
  const accountId = positiveParam(params.account);
  const bankAccountId = positiveParam(params.bankAccId);
  if (accountId === null || bankAccountId === null) return <Navigate to={PATHS.notFound} replace />;
  return <BankAccountRequest accountId={accountId} bankAccountId={bankAccountId} pick={pick} />;
};

const BankAccountRequest = ({
  accountId,
  bankAccountId,
  pick,
}: {
  accountId: number;
  bankAccountId: number;
  pick: (bank: TBankAccount) => TBankChangeRequest | null;
}) => {
  const bank = useBankAccount(accountId, bankAccountId);
  if (bank.isPending) return <PageSpinner />;
  // No such bank account (an added one that was declined or cancelled is gone too): the account page.
  if (!bank.data) return <Navigate to={`/accounts/${accountId}/`} replace />;
  const request = pick(bank.data);
  // Spec section 4: a request that is no longer pending leads to the account's details.
  if (!request) return <Navigate to={`/accounts/${accountId}/`} replace />;
  return <BankChangeRequestView request={request} />;
};

const BankDetails = ({ heading, details }: { heading: string; details: TDetails }) => (
  <Box sx={{ mb: 2 }}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {heading}
    </Typography>
    <Typography sx={{ overflowWrap: 'anywhere' }}>{details.name}</Typography>
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      {formatBsb(details.bsb)} · {details.number}
    </Typography>
    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {[details.bank, details.branch].filter(Boolean).join(', ')}
    </Typography>
  </Box>
);

/** What the request changes, in the words of its kind. */
const ChangeDetails = ({ request }: { request: TBankChangeRequest }) => {
  const { bank_account: proposed, previous } = request.new_data;
  if (request.kind === 'bank_account_add')
    return proposed ? <BankDetails heading={bankChangeTexts.newBankAccount} details={proposed} /> : null;
  if (request.kind === 'bank_account_delete')
    return previous ? <BankDetails heading={bankChangeTexts.bankAccountToDelete} details={previous} /> : null;
  return (
    <>
      {previous ? <BankDetails heading={bankChangeTexts.currentBankAccount} details={previous} /> : null}
      {proposed ? <BankDetails heading={bankChangeTexts.changedTo} details={proposed} /> : null}
    </>
  );
};

const Approvers = ({ request }: { request: TBankChangeRequest }) => {
  const approvers = visibleApprovers(request);
  if (approvers.length === 0) return null;
  return (
    <Box component="section" aria-label={bankChangeTexts.approvers} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {bankChangeTexts.approvers}
      </Typography>
      {approvers.map((approver) => (
        <Box
          key={`${approver.first_name} ${approver.last_name}`}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
        >
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {approver.first_name} {approver.last_name}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={
              approver.status === 'signed' ? 'success' : approver.status === 'declined' ? 'error' : 'default'
            }
            label={bankChangeTexts.approverStatus[approver.status]}
          />
        </Box>
      ))}
    </Box>
  );
};

/** Marks the request viewed the first time a member who signs it sees it. */
const useMarkViewed = (request: TBankChangeRequest) => {
  const { id, is_viewed: viewed, can_sign: canSign } = request;
  const { mutate: markViewed } = useMarkBankChangeViewed();
  useEffect(() => {
    // A failure is quiet: nothing for the member to do.
    if (!viewed && canSign) markViewed(id);
  }, [id, viewed, canSign, markViewed]);
};

export const BankChangeRequestView = ({ request }: { request: TBankChangeRequest }) => {
  const navigate = useNavigate();
  const cancel = useCancelBankChangeRequest();
  const decline = useDeclineBankChangeRequest();
  const [busy, setBusy] = useState(false);
  const [askDecline, setAskDecline] = useState(false);
  useMarkViewed(request);
  const accountPage = `/accounts/${request.account.id}/`;
  if (request.status !== 'pending') return <Navigate to={accountPage} replace />;

  const isInitiator = request.initiator.is_current_user;
  const sign = () =>
    navigate(`/account/docusign-redirect/${request.account.id}/?change_request=${request.id}`);
  const finish = async (send: () => Promise<{ detail: string }>) => {
    setBusy(true);
    try {
      const answer = await send();
      toast.success(answer.detail);
      navigate(accountPage);
    } catch {
      // The client showed the server's detail.
    } finally {
      setBusy(false);
    }
  };
  const initiatorName = `${request.initiator.first_name} ${request.initiator.last_name}`.trim();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {request.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {bankChangeTexts.requestedBy(initiatorName)}
      </Typography>
      <ChangeDetails request={request} />
      <Approvers request={request} />
      <Hint>
        {request.can_sign
          ? isInitiator
            ? bankChangeTexts.initiatorHint
            : bankChangeTexts.memberHint
          : bankChangeTexts.alreadySigned}
      </Hint>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {isInitiator ? (
          <>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                finish(() => cancel.mutateAsync({ accountId: request.account.id, requestId: request.id }))
              }
            >
              {bankChangeTexts.cancel}
            </Button>
            {request.can_sign && request.is_sign_url_available ? (
              <Button variant="contained" disabled={busy} onClick={sign}>
                {bankChangeTexts.submit}
              </Button>
            ) : null}
          </>
        ) : request.can_sign && request.is_sign_url_available ? (
          <>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setAskDecline(true)}>
              {bankChangeTexts.decline}
            </Button>
            <Button variant="contained" disabled={busy} onClick={sign}>
              {bankChangeTexts.confirm}
            </Button>
          </>
        ) : null}
      </Box>
      <Dialog open={askDecline} onClose={() => setAskDecline(false)} fullWidth maxWidth="xs">
        <DialogContent>
          <DialogContentText>{bankChangeTexts.declineQuestion}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskDecline(false)}>{bankChangeTexts.cancel}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={busy}
            onClick={() => {
              setAskDecline(false);
              void finish(() => decline.mutateAsync(request.id));
            }}
          >
            {bankChangeTexts.decline}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};

const Hint = ({ children }: { children: ReactNode }) => (
  <Alert severity="info" sx={{ mb: 2 }}>
    {children}
  </Alert>
);
