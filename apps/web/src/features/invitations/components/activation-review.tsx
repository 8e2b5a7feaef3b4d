import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { maskBankAccountNumber } from '@portal/contracts/api/applied-for';
import type { TInviteActivationObject } from '@portal/contracts/api/invitations';
import { formatAcn } from '@portal/contracts/formats';
import type { ReactNode } from 'react';
import { InvitationCard } from './invitation-card';
import { type TContinueStepProps, useStepAction } from './invitation-session';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
      gap: { xs: 0, sm: 2 },
      py: 1,
    }}
  >
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const AccountSummary = ({ account }: { account: TInviteActivationObject }) => (
  <Box component="dl" sx={{ m: 0 }}>
    <Row label="Account type">{account.account_type_display}</Row>
    <Row label="Account name">{account.name}</Row>
    {account.trustee ? (
      <Row label="Trustee">
        {account.trustee_display}
        {account.trustee_name ? `: ${account.trustee_name}` : ''}
      </Row>
    ) : null}
    {account.acn ? <Row label="ACN">{formatAcn(account.acn)}</Row> : null}
    <Row label="Secondary users">
      {account.secondary_users.length === 0
        ? 'None'
        : account.secondary_users
            .map((user) => `${user.first_name} ${user.last_name} (${user.label})`)
            .join(', ')}
    </Row>
    <Row label="Bank details">
      {account.bank_accounts.length === 0
        ? 'Not provided yet'
        : account.bank_accounts
            .map((bank) => `${bank.name} ${bank.bsb} ${maskBankAccountNumber(bank.number)}`)
            .join(', ')}
    </Row>
  </Box>
);

/**
 * activation / login_activation: the read-only account the user is joining (spec section 2, secondary
 * invitation screen); Continue activates their part in it.
 */
export const ActivationReview = ({ invite, activate }: TContinueStepProps) => {
  const { busy, handle: handleContinue } = useStepAction(activate);
  return (
    <InvitationCard title="Review the application">
      <Typography sx={{ mb: 2 }}>
        {invite.primary_user_full_name} has named you in this application with {invite.application.name}.
      </Typography>
      <Divider />
      {invite.activation_object ? <AccountSummary account={invite.activation_object} /> : null}
      <Divider sx={{ mb: 3 }} />
      <Button variant="contained" onClick={handleContinue} disabled={busy}>
        Continue
      </Button>
    </InvitationCard>
  );
};
