import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TYPE_LABELS } from '@portal/contracts/api/onboarding';
import type { TStaffClientDetail } from '@portal/contracts/api/staff';
import { formatDisplayDate, formatPhoneGrouped } from '@portal/contracts/formats';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { toast } from '@/shared/toast/toast-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { useStaffClient } from '../api/get-staff-client';
import { useResetClientTwoFactor } from '../api/reset-client-two-factor';
import { useStartActingAs } from '../api/start-acting-as';
import { useUnblockClient } from '../api/unblock-client';
import { ConfirmDialog } from './confirm-dialog';
import { InvitationsTable } from './invitations-table';
import { AccountStatusChip, BlockChip } from './status-chips';

const narrowHidden = { display: { xs: 'none', md: 'table-cell' } } as const;

const timeOf = (iso: string): string => {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

const Section = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', flex: 1 }}>
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Paper>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);

const twoFactorState = (client: TStaffClientDetail): string => {
  if (client.login_two_factor_auth_enabled)
    return `On (codes to ${client.phone_number ? formatPhoneGrouped(client.phone_number) : 'no mobile'})`;
  if (client.two_factor_after_reset) return 'Off; the next sign-in asks for a code after a password reset';
  return 'Off';
};

type TPendingAction = 'unblock' | 'reset-two-factor' | null;

/** One client: profile, accounts, blocks, two-factor, invitations and recent activity, and what staff can do. */
export const ClientPage = () => {
  const id = Number(useParams().id);
  const { data: client } = useStaffClient(id);
  const [pending, setPending] = useState<TPendingAction>(null);
  const [entering, setEntering] = useState(false);
  const unblock = useUnblockClient();
  const resetTwoFactor = useResetClientTwoFactor();
  const actAs = useStartActingAs();
  if (!client) return <PageSpinner />;

  const name = `${client.first_name} ${client.last_name}`.trim() || client.email;
  const runPending = () => {
    const mutation = pending === 'unblock' ? unblock : resetTwoFactor;
    mutation.mutate(id, {
      onSuccess: (answer) => toast.success(answer.detail),
      onSettled: () => setPending(null),
    });
  };
  const handleActAs = () => {
    setEntering(true);
    actAs.mutateAsync(client.id).catch(() => setEntering(false));
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Link component={RouterLink} to="/staff/clients/" variant="body2">
          ← Clients
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          <Typography variant="h2">{name}</Typography>
          <BlockChip status={client.blocked_status} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          <Fact label="E-mail">
            <Box sx={{ wordBreak: 'break-all' }}>
              {client.email} {client.email_verified ? '' : '(not verified)'}
            </Box>
          </Fact>
          <Fact label="Mobile">{client.phone_number ? formatPhoneGrouped(client.phone_number) : 'None'}</Fact>
          <Fact label="Login two-factor">{twoFactorState(client)}</Fact>
          <Fact label="Identity">{client.verified_status === 'verified' ? 'Verified' : 'Not verified'}</Fact>
          <Fact label="Applications">
            {client.applications.map((a) => a.toUpperCase()).join(', ') || 'None'}
          </Fact>
          <Fact label="Client since">{formatDisplayDate(client.created)}</Fact>
          <Fact label="Sign-in">{client.blocked_status ? 'Blocked' : 'Allowed'}</Fact>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={handleActAs} disabled={entering}>
            Act as client
          </Button>
          {client.blocked_status ? (
            <Button variant="outlined" color="error" onClick={() => setPending('unblock')}>
              Unblock
            </Button>
          ) : null}
          {client.login_two_factor_auth_enabled || client.two_factor_after_reset ? (
            <Button variant="outlined" onClick={() => setPending('reset-two-factor')}>
              Reset two-factor
            </Button>
          ) : null}
        </Box>
      </Paper>

      <Section title="Accounts">
        <TableContainer>
          <Table size="small" aria-label="Accounts">
            <TableHead>
              <TableRow>
                <TableCell>Account</TableCell>
                <TableCell sx={narrowHidden}>Type</TableCell>
                <TableCell sx={narrowHidden}>Role</TableCell>
                <TableCell sx={narrowHidden}>ABN / ACN</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {client.accounts.map((account) => (
                <TableRow key={account.id}>
                  <TableCell>
                    {account.name}
                    <Typography variant="body2" color="text.secondary">
                      {account.application_id.toUpperCase()}
                    </Typography>
                  </TableCell>
                  <TableCell sx={narrowHidden}>{ACCOUNT_TYPE_LABELS[account.account_type]}</TableCell>
                  <TableCell sx={narrowHidden}>
                    {account.role === 'primary' ? 'Primary' : 'Secondary'}
                  </TableCell>
                  <TableCell sx={narrowHidden}>
                    {[account.abn, account.acn].filter(Boolean).join(' / ')}
                  </TableCell>
                  <TableCell>
                    <AccountStatusChip status={account.status} />
                  </TableCell>
                </TableRow>
              ))}
              {client.accounts.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5}>No accounts.</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section title="Invitations">
        <InvitationsTable invitations={client.invitations} label="Invitations of the client" />
      </Section>

      <Section
        title="Recent activity"
        action={
          <Link component={RouterLink} to={`/staff/audit-log/?client=${encodeURIComponent(client.email)}`}>
            Staff actions in the audit log
          </Link>
        }
      >
        <TableContainer>
          <Table size="small" aria-label="Recent activity">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Activity</TableCell>
                <TableCell sx={narrowHidden}>IP address</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {client.activity.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDisplayDate(entry.created)} {timeOf(entry.created)}
                  </TableCell>
                  <TableCell>
                    {entry.title}
                    {entry.staff_name ? (
                      <Typography variant="body2" color="text.secondary">
                        by {entry.staff_name} (staff)
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={narrowHidden}>{entry.ip ?? ''}</TableCell>
                </TableRow>
              ))}
              {client.activity.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3}>List is empty</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <ConfirmDialog
        open={pending === 'unblock'}
        title="Unblock the account?"
        message={`${name} will be able to sign in again and is told by e-mail.`}
        confirmLabel="Unblock"
        busy={unblock.isPending}
        onConfirm={runPending}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'reset-two-factor'}
        title="Reset login two-factor?"
        message={`${name}'s next sign-in will need the password alone; they can turn two-factor on again in Settings. They are told by e-mail.`}
        confirmLabel="Reset two-factor"
        busy={resetTwoFactor.isPending}
        onConfirm={runPending}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
};
