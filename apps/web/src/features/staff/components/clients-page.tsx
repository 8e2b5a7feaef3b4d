import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TStaffClient } from '@portal/contracts/api/staff';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { formatPhoneGrouped } from '@portal/contracts/formats';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { useStaffClients } from '../api/get-staff-clients';
import { ConsoleListStatusRows, ConsolePagination, useConsolePaging } from './console-pagination';
import { AccountStatusChip, BlockChip } from './status-chips';

const narrowHidden = { display: { xs: 'none', md: 'table-cell' } } as const;
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A client's accounts, each with its status. */
const AccountList = ({ accounts }: { accounts: TStaffClient['accounts'] }) => (
  <Stack spacing={0.5}>
    {accounts.map((account) => (
      <Box key={account.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{account.name}</Typography>
        <AccountStatusChip status={account.status} />
      </Box>
    ))}
    {accounts.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        No accounts
      </Typography>
    ) : null}
  </Stack>
);

/** Clients: one search over names, e-mails, mobiles, account names, ABNs and ACNs; paged. */
export const ClientsPage = () => {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const debounced = useDebounced(search.trim(), DEBOUNCE_MS);
  const { page, pageSize, setPage, pagination } = useConsolePaging();
  const { data, isPending } = useStaffClients(debounced, page + 1, pageSize);

  const handleSearch = (value: string) => {
    setSearch(value);
    setPage(0);
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Clients
      </Typography>
      <TextField
        fullWidth
        type="search"
        label="Search clients and accounts"
        helperText="Name, e-mail, mobile, account name, ABN or ACN"
        value={search}
        onChange={(event) => handleSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label="Clients">
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell sx={narrowHidden}>Mobile</TableCell>
              <TableCell sx={phoneHidden}>Accounts</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.results.map((client) => {
              const name = `${client.first_name} ${client.last_name}`.trim() || client.email;
              return (
                <TableRow key={client.id} hover>
                  <TableCell sx={{ verticalAlign: 'top', minWidth: 0 }}>
                    <Link component={RouterLink} to={`/staff/clients/${client.id}/`} sx={{ fontWeight: 600 }}>
                      {name}
                    </Link>
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                      {client.email}
                    </Typography>
                    <Box sx={{ mt: 0.5 }}>
                      <BlockChip status={client.blocked_status} />
                    </Box>
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 1 }}>
                      <AccountList accounts={client.accounts} />
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...narrowHidden, verticalAlign: 'top' }}>
                    {formatPhoneGrouped(client.phone_number ?? '')}
                  </TableCell>
                  <TableCell sx={{ ...phoneHidden, verticalAlign: 'top' }}>
                    <AccountList accounts={client.accounts} />
                  </TableCell>
                </TableRow>
              );
            })}
            <ConsoleListStatusRows
              colSpan={3}
              empty={data?.results.length === 0}
              emptyText="No clients match the search."
              loading={isPending}
            />
          </TableBody>
        </Table>
      </TableContainer>
      <ConsolePagination count={data?.count ?? 0} {...pagination} />
    </Paper>
  );
};
