// /accounts/{id} (spec sections 2, 4, 6): the account's header with Select account, its open requests,
// its notices (a manual identity check, a rebalance in progress), its sections with edit pencils while
// its details may change, documents for an SMSF, a trust or the loan-note line, and its members with
// status tags and Resend invite.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { Link, useParams } from 'react-router';
import { useAccount } from '@/features/account-setup/api/get-account';
import { useOpenRequests } from '@/features/account-setup/api/get-open-requests';
import { useSelectAccount } from '@/features/account-setup/api/select-account';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ResendInviteButton } from '../sections/person-fields';
import { AccountSections } from '../summary/account-sections';
import { AccountNotices } from './account-notices';
import { ACCOUNTS_TEXTS } from './accounts-page';
import { OpenRequestsList } from './open-requests-list';
import { StatusTag } from './status-tag';

export const ACCOUNT_PAGE_TEXTS = {
  openRequests: 'Open requests',
  noOpenRequests: 'There are no open requests.',
  continueApplication: 'Continue application',
  reviewApplication: 'Review the application',
  backToAccounts: 'All accounts',
} as const;

export const AccountDetailsPage = () => {
  const id = Number(useParams().accountId);
  const account = useAccount(Number.isInteger(id) && id > 0 ? id : null);
  if (!account.data) return <PageSpinner />;
  return <AccountDetails account={account.data} />;
};

const AccountDetails = ({ account }: { account: TAccount }) => {
  const select = useSelectAccount();
  const requests = useOpenRequests(account.id);
  const redirectUrl = `/accounts/${account.id}/`;
  const step = account.extra_application_info.step;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Button component={Link} to="/accounts/" sx={{ mb: 1 }}>
        {ACCOUNT_PAGE_TEXTS.backToAccounts}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {account.name}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
              <Typography color="text.secondary">
                {[account.type_display, account.trustee_display].filter(Boolean).join(' · ')}
              </Typography>
              <StatusTag status={account.status_display} />
              {account.account_members_status_display ? (
                <StatusTag status={account.account_members_status_display} />
              ) : null}
            </Box>
          </Box>
          {account.is_selected ? (
            <Chip color="success" variant="outlined" label={ACCOUNTS_TEXTS.current} />
          ) : (
            <Button variant="outlined" disabled={select.isPending} onClick={() => select.mutate(account.id)}>
              {ACCOUNTS_TEXTS.select}
            </Button>
          )}
        </Box>
        {account.is_primary && step === 'fill_in_missing_details' ? (
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            component={Link}
            to={
              account.extra_application_info.data.unfilled_fields.length > 0
                ? `/account-setup/apply-now/?account=${account.id}`
                : `/account-setup/summary/?account=${account.id}`
            }
          >
            {ACCOUNT_PAGE_TEXTS.continueApplication}
          </Button>
        ) : null}
        {!account.is_primary && account.status === 'awaiting_secondary_users' ? (
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            component={Link}
            to={`/account-setup/secondary-summary/?account=${account.id}`}
          >
            {ACCOUNT_PAGE_TEXTS.reviewApplication}
          </Button>
        ) : null}
      </Paper>

      <AccountNotices account={account} />

      <Paper
        variant="outlined"
        component="section"
        aria-label={ACCOUNT_PAGE_TEXTS.openRequests}
        sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
      >
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {ACCOUNT_PAGE_TEXTS.openRequests}
        </Typography>
        {requests.data && requests.data.length === 0 ? (
          <Typography color="text.secondary">{ACCOUNT_PAGE_TEXTS.noOpenRequests}</Typography>
        ) : null}
        {requests.data && requests.data.length > 0 ? <OpenRequestsList requests={requests.data} /> : null}
      </Paper>

      <AccountSections
        account={account}
        redirectUrl={redirectUrl}
        showDocuments
        manageBankAccounts
        memberAction={(member) =>
          member.can_resend_invite ? <ResendInviteButton accountId={account.id} personId={member.id} /> : null
        }
      />
    </Box>
  );
};
