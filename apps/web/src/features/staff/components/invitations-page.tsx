import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_INVITATION_STATUSES, type TStaffInvitationStatus } from '@portal/contracts/api/staff';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useState } from 'react';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { useStaffInvitations } from '../api/get-staff-invitations';
import { ConsolePagination, useConsolePaging } from './console-pagination';
import { InvitationsTable } from './invitations-table';
import { InviteApplicantForm } from './invite-applicant-form';
import { INVITATION_STATUS_LABELS } from './status-chips';

/** Invitations: invite a new applicant, and every invitation sent (primary and secondary) with Resend. */
export const InvitationsPage = () => {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), DEBOUNCE_MS);
  const [status, setStatus] = useState<TStaffInvitationStatus | ''>('');
  const { page, pageSize, setPage, pagination } = useConsolePaging();
  const { data } = useStaffInvitations(debounced, status, page + 1, pageSize);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2">Invite an applicant</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          The invitation link goes by e-mail and its 12-digit code by SMS to the mobile.
        </Typography>
        <InviteApplicantForm />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          Invitations sent
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, mb: 1 }}>
          <TextField
            type="search"
            label="Search invitations"
            helperText="Name, e-mail or account"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            select
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TStaffInvitationStatus | '');
              setPage(0);
            }}
          >
            <MenuItem value="">All</MenuItem>
            {STAFF_INVITATION_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {INVITATION_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <InvitationsTable invitations={data?.results ?? []} label="Invitations sent" />
        <ConsolePagination count={data?.count ?? 0} {...pagination} />
      </Paper>
    </Box>
  );
};
