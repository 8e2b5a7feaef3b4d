// The IPS on the account page (spec 001 sections 2, 4, 6 and 8): the active IPS and the one in progress
// with their status tags, who sent it for signature and who signed, and what the primary user may do
// now: continue or send a draft for signature, sign, delete a draft (its error: the first error's
// message), or start a change. Editing is not offered while awaiting signature or in review, and the
// active IPS cannot be changed while a change is in progress.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { docusignRedirectPath } from '@portal/contracts/api/esign';
import { ipsTexts, type TAccountIps, type TIps, type TIpsStatus } from '@portal/contracts/api/ips';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, GENERIC_FAILURE } from '@/shared/api/api-error';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { Section } from '@/shared/application-sections/section';
import { useDeleteIpsDraft } from '../api/delete-ips-draft';
import { useSendIpsForSignature } from '../api/send-ips-for-signature';

export const IPS_SECTION_TITLE = 'Investment policy statement';

const STATUS_COLOURS: Record<TIpsStatus, 'default' | 'warning' | 'info' | 'success'> = {
  draft: 'default',
  awaiting_signature: 'warning',
  portfolio_manager_review: 'info',
  active: 'success',
};

/** Spec section 8: a failed draft delete shows the message of the first error returned. */
export const firstErrorMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return GENERIC_FAILURE;
  const first = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(first).find(Boolean);
    if (value && typeof value === 'object') return Object.values(value).map(first).find(Boolean);
    return undefined;
  };
  return first(error.body) ?? GENERIC_FAILURE;
};

type TAccountFacts = Pick<TAccount, 'id' | 'is_primary' | 'status' | 'type'>;

export const IpsAccountSection = ({
  account,
  redirectUrl,
  answer,
}: {
  account: TAccountFacts;
  redirectUrl: string;
  answer: TAccountIps;
}) => {
  const { active_ips: active, ongoing_ips: ongoing } = answer;
  const wizard = `/accounts/${account.id}/forms/ips-ima/?redirect_url=${encodeURIComponent(redirectUrl)}`;
  // An active account without any IPS yet starts one here; an application's IPS is a step of its wizard.
  const mayStart = account.is_primary && account.status === 'active' && !active && !ongoing;
  return (
    <Section title={IPS_SECTION_TITLE}>
      {!active && !ongoing ? <Typography color="text.secondary">{ipsTexts.noActiveIps}</Typography> : null}
      {active ? (
        <IpsVersion
          heading={ipsTexts.activeIps}
          ips={active}
          account={account}
          actions={
            account.is_primary ? (
              // Disabled while a change is in progress (spec section 4).
              <Button variant="outlined" disabled={!active.can_edit} component={Link} to={wizard}>
                {ipsTexts.editIps}
              </Button>
            ) : null
          }
        />
      ) : null}
      {ongoing ? (
        <IpsVersion
          heading={active ? ipsTexts.ongoingIps : null}
          divided={active !== null}
          ips={ongoing}
          account={account}
          actions={<OngoingActions ips={ongoing} accountId={account.id} wizard={wizard} />}
        />
      ) : null}
      {mayStart ? (
        <Button variant="contained" component={Link} to={wizard} sx={{ mt: 1 }}>
          {ipsTexts.startIps}
        </Button>
      ) : null}
    </Section>
  );
};

const IpsVersion = ({
  heading,
  ips,
  account,
  actions,
  divided = false,
}: {
  heading: string | null;
  ips: TIps;
  account: TAccountFacts;
  actions: ReactNode;
  /** A line above it, when it follows the active IPS. */
  divided?: boolean;
}) => {
  const approvers = ips.approvers.filter((a) => !a.is_admin);
  // As for bank account requests (spec section 6): the list shows with more than one approver, and
  // not for an individual account.
  const showApprovers = approvers.length > 1 && account.type !== 'individual';
  return (
    <Box sx={{ pb: 1.5, pt: divided ? 1.5 : 0, borderTop: divided ? 1 : 0, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        {heading ? (
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
        ) : null}
        <Chip size="small" color={STATUS_COLOURS[ips.status]} label={ips.status_display} />
      </Box>
      {ips.sign_requester_name && ips.sign_requested_date ? (
        <Typography variant="body2" color="text.secondary">
          {ipsTexts.requestedBy(ips.sign_requester_name, formatDisplayDate(ips.sign_requested_date))}
        </Typography>
      ) : null}
      {showApprovers ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {ipsTexts.approvers}
          </Typography>
          {approvers.map((a) => (
            <Typography key={a.user} variant="body2" color="text.secondary">
              {`${a.user}: ${a.status_display}`}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>{actions}</Box>
    </Box>
  );
};

const OngoingActions = ({ ips, accountId, wizard }: { ips: TIps; accountId: number; wizard: string }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const deleteDraft = useDeleteIpsDraft();
  const sendForSignature = useSendIpsForSignature();
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    run(async () => {
      setConfirming(false);
      await deleteDraft.mutateAsync(ips.id);
    });
  const send = () =>
    run(async () => {
      const sent = await sendForSignature.mutateAsync(ips.id);
      if (sent.next === 'sign') navigate(docusignRedirectPath(accountId, sent.change_request));
      else {
        setNotice(sent.detail);
        await queryClient.invalidateQueries({ queryKey: accountsKey });
      }
    });
  const signing = ips.sign_change_request;
  const ready = ips.status === 'draft' && ips.wizard_step === 'done';
  return (
    <>
      {signing?.can_sign && signing.is_sign_url_available ? (
        <Button variant="contained" component={Link} to={docusignRedirectPath(accountId, signing.id)}>
          {ipsTexts.signNow}
        </Button>
      ) : null}
      {ips.can_edit && ready && ips.signed_on_its_own ? (
        <Button variant="contained" disabled={busy} onClick={() => void send()}>
          {ipsTexts.sendForSignature}
        </Button>
      ) : null}
      {ips.can_edit ? (
        <Button variant="outlined" component={Link} to={wizard}>
          {ready ? ipsTexts.change : ipsTexts.continueIps}
        </Button>
      ) : null}
      {ips.can_delete ? (
        <Button color="error" disabled={busy} onClick={() => setConfirming(true)}>
          {ipsTexts.deleteDraft}
        </Button>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      ) : null}
      {notice ? (
        <Alert severity="success" sx={{ width: '100%' }}>
          {notice}
        </Alert>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{ipsTexts.deleteDraft}</DialogTitle>
        <DialogContent>
          <Typography>{ipsTexts.deleteConfirm}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            {ipsTexts.deleteDraft}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
