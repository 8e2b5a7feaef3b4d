import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { TStaffInvitation } from '@portal/contracts/api/staff';
import { formatDisplayDate, formatPhoneGrouped } from '@portal/contracts/formats';
import { toast } from '@/shared/toast/toast-store';
import { useResendInvitation } from '../api/resend-invitation';
import { InvitationStatusChip } from './status-chips';

const narrowHidden = { display: { xs: 'none', md: 'table-cell' } } as const;
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Invitations with their state; Resend sends a fresh one to a person who has not taken theirs up. */
export const InvitationsTable = ({
  invitations,
  label,
}: {
  invitations: readonly TStaffInvitation[];
  label: string;
}) => {
  const resend = useResendInvitation();
  const handleResend = (id: number) =>
    resend.mutate(id, { onSuccess: (answer) => toast.success(answer.detail) });
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Invited</TableCell>
            <TableCell sx={narrowHidden}>For</TableCell>
            <TableCell sx={narrowHidden}>Sent</TableCell>
            <TableCell sx={phoneHidden}>Status</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell sx={{ minWidth: 150 }}>
                {`${invitation.first_name} ${invitation.last_name}`.trim()}
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {invitation.email} · {formatPhoneGrouped(invitation.phone_number)}
                </Typography>
                <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                  <InvitationStatusChip status={invitation.status} />
                </Box>
              </TableCell>
              <TableCell sx={narrowHidden}>
                {invitation.kind === 'primary' ? 'Applicant' : 'Secondary user'} ·{' '}
                {invitation.account_name ?? invitation.application_id.toUpperCase()}
                <Typography variant="body2" color="text.secondary">
                  by {invitation.invited_by || 'the provider'}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...narrowHidden, whiteSpace: 'nowrap' }}>
                {formatDisplayDate(invitation.created)}
              </TableCell>
              <TableCell sx={phoneHidden}>
                <InvitationStatusChip status={invitation.status} />
              </TableCell>
              <TableCell align="right">
                {invitation.can_resend ? (
                  <Button
                    size="small"
                    onClick={() => handleResend(invitation.id)}
                    disabled={resend.isPending}
                    aria-label={`Resend the invitation to ${invitation.email}`}
                  >
                    Resend
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
          {invitations.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>No invitations.</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
