// /accounts (spec section 2, Accounts list): the user's open invitations first, then their accounts, each
// linking to its details with a status tag and Select account; the current account is marked.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TAccountListItem, TInvitationCard } from '@portal/contracts/api/account-setup';
import { Link } from 'react-router';
import { useAccounts } from '@/features/account-setup/api/get-accounts';
import { useSelectAccount } from '@/features/account-setup/api/select-account';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { RouterLink } from '@/shared/ui/router-link';
import { StatusTag } from './status-tag';

export const ACCOUNTS_TEXTS = {
  heading: 'Accounts',
  apply: 'Apply for a new account',
  empty: 'You have no accounts yet.',
  invitation: 'Invitation',
  invitedAs: (by: string, role: string) => `${by || 'An account holder'} invited you to join as ${role}.`,
  openInvitation: 'Open invitation',
  current: 'Current account',
  select: 'Select account',
  viewDetails: 'View details',
} as const;

const cardSx = {
  p: { xs: 2, sm: 3 },
  mb: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  alignItems: 'center',
} as const;

export const AccountsPage = () => {
  const accounts = useAccounts();
  if (!accounts.data) return <PageSpinner />;
  const invitations = accounts.data.filter((entry): entry is TInvitationCard => entry.kind === 'invitation');
  const own = accounts.data.filter((entry): entry is TAccountListItem => entry.kind === 'account');
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {ACCOUNTS_TEXTS.heading}
        </Typography>
        <Button variant="contained" component={Link} to="/account-setup/create-new-account/">
          {ACCOUNTS_TEXTS.apply}
        </Button>
      </Box>
      {invitations.map((invitation) => (
        <InvitationCard key={invitation.uuid} invitation={invitation} />
      ))}
      {own.length === 0 && invitations.length === 0 ? (
        <Typography color="text.secondary">{ACCOUNTS_TEXTS.empty}</Typography>
      ) : null}
      {own.map((account) => (
        <AccountCard key={account.id} account={account} />
      ))}
    </Box>
  );
};

const InvitationCard = ({ invitation }: { invitation: TInvitationCard }) => (
  <Paper
    variant="outlined"
    component="article"
    aria-label={`Invitation to ${invitation.account_name}`}
    sx={{ ...cardSx, borderColor: 'primary.main' }}
  >
    <Box sx={{ flex: 1, minWidth: 220 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color="primary" label={ACCOUNTS_TEXTS.invitation} />
        <Typography variant="h3" component="h2">
          {invitation.account_name}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {[invitation.type_display, ACCOUNTS_TEXTS.invitedAs(invitation.invited_by, invitation.role_label)]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
    <Button variant="contained" component={Link} to={invitation.url}>
      {ACCOUNTS_TEXTS.openInvitation}
    </Button>
  </Paper>
);

const AccountCard = ({ account }: { account: TAccountListItem }) => {
  const select = useSelectAccount();
  return (
    <Paper variant="outlined" component="article" aria-label={account.name} sx={cardSx}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2">
            <RouterLink to={`/accounts/${account.id}/`} underline="hover" color="inherit">
              {account.name}
            </RouterLink>
          </Typography>
          <StatusTag status={account.status_display} />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {account.type_display}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          component={Link}
          to={`/accounts/${account.id}/`}
          aria-label={`${ACCOUNTS_TEXTS.viewDetails} of ${account.name}`}
        >
          {ACCOUNTS_TEXTS.viewDetails}
        </Button>
        {account.is_selected ? (
          <Chip color="success" variant="outlined" label={ACCOUNTS_TEXTS.current} />
        ) : (
          <Button
            variant="outlined"
            disabled={select.isPending}
            onClick={() => select.mutate(account.id)}
            aria-label={`${ACCOUNTS_TEXTS.select} ${account.name}`}
          >
            {ACCOUNTS_TEXTS.select}
          </Button>
        )}
      </Box>
    </Paper>
  );
};
