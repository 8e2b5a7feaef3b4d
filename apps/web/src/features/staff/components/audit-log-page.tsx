import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TStaffAuditEntry } from '@portal/contracts/api/staff';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateInput } from '@/shared/forms/date-field';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { useAuditFilters } from '../api/get-audit-filters';
import { useAuditLog } from '../api/get-audit-log';
import type { TAuditFilter } from '../api/staff-keys';
import { ConsoleListStatusRows, ConsolePagination, useConsolePaging } from './console-pagination';

const narrowHidden = { display: { xs: 'none', md: 'table-cell' } } as const;
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { xs: 'block', sm: 'none' } } as const;

const timeOf = (iso: string): string => {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/** The detail a staff action recorded, as `key: value` pairs (never secrets: the log holds none). */
const detailText = (detail: TStaffAuditEntry['detail']): string =>
  Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${key.replace(/_/g, ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');

/** The audit log: every staff action (who, what, when, for whom), filtered and paged, newest first. */
export const AuditLogPage = () => {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<TAuditFilter>({
    staffId: '',
    client: params.get('client') ?? '',
    action: '',
    dateFrom: '',
    dateTo: '',
  });
  const debouncedClient = useDebounced(filter.client.trim(), DEBOUNCE_MS);
  const { page, pageSize, setPage, pagination } = useConsolePaging();
  const { data, isPending } = useAuditLog({ ...filter, client: debouncedClient }, page + 1, pageSize);
  const { data: options } = useAuditFilters();

  const set = (key: keyof TAuditFilter) => (value: string) => {
    setFilter((current) => ({ ...current, [key]: value }));
    setPage(0);
  };
  const change = (key: keyof TAuditFilter) => (event: { target: { value: string } }) =>
    set(key)(event.target.value);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Audit log
      </Typography>
      <Box
        role="search"
        aria-label="Filter the audit log"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.2fr 1.2fr 1.4fr 1fr 1fr' },
          mb: 2,
        }}
      >
        <TextField select label="Staff member" value={filter.staffId} onChange={change('staffId')}>
          <MenuItem value="">Everyone</MenuItem>
          {options?.staff.map((member) => (
            <MenuItem key={member.id} value={String(member.id)}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          label="Client"
          helperText="Name or e-mail"
          value={filter.client}
          onChange={change('client')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField select label="Action" value={filter.action} onChange={change('action')}>
          <MenuItem value="">Every action</MenuItem>
          {options?.actions.map((action) => (
            <MenuItem key={action.value} value={action.value}>
              {action.title}
            </MenuItem>
          ))}
        </TextField>
        <DateInput
          id="audit-date-from"
          label="From"
          margin="none"
          value={filter.dateFrom}
          onChange={set('dateFrom')}
        />
        <DateInput
          id="audit-date-to"
          label="To"
          margin="none"
          value={filter.dateTo}
          onChange={set('dateTo')}
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Audit log">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell sx={phoneHidden}>Staff member</TableCell>
              <TableCell>Action</TableCell>
              <TableCell sx={phoneHidden}>Client</TableCell>
              <TableCell sx={narrowHidden}>Detail</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.results.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {formatDisplayDate(entry.created)}
                  <Typography variant="body2" color="text.secondary">
                    {timeOf(entry.created)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...phoneHidden, verticalAlign: 'top' }}>{entry.staff?.name ?? ''}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {entry.title}
                  {entry.managed ? (
                    <Box>
                      <Chip size="small" variant="outlined" label="as the client" sx={{ mt: 0.5 }} />
                    </Box>
                  ) : null}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ ...phoneOnly, wordBreak: 'break-word' }}
                  >
                    by {entry.staff?.name ?? ''}
                    {entry.client ? ` for ${entry.client.name}` : ''}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...phoneHidden, verticalAlign: 'top' }}>
                  {entry.client ? (
                    <>
                      {entry.client.name}
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                        {entry.client.email}
                      </Typography>
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell sx={{ ...narrowHidden, verticalAlign: 'top' }}>
                  <Typography variant="body2">{detailText(entry.detail)}</Typography>
                </TableCell>
              </TableRow>
            ))}
            <ConsoleListStatusRows
              colSpan={5}
              empty={data?.results.length === 0}
              emptyText="List is empty"
              loading={isPending}
            />
          </TableBody>
        </Table>
      </TableContainer>
      <ConsolePagination count={data?.count ?? 0} {...pagination} />
    </Paper>
  );
};
