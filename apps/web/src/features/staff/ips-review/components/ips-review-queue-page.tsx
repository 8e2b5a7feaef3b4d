// /staff/ips-reviews/: the IPS versions and custom strategies awaiting a portfolio manager (spec 001
// section 4), oldest signature first, searchable by account, member name or e-mail, paged.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_IPS_REVIEW_TEXTS as TEXTS } from '@portal/contracts/api/staff-ips-review';
import { DEFAULT_STAFF_PAGE_SIZE, STAFF_PAGE_SIZES } from '@portal/contracts/api/staff-operations';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { useIpsReviewQueue } from '../api/ips-review';

export const ipsReviewPath = (id: number) => `/staff/ips-reviews/${id}/`;

export const IpsReviewQueuePage = () => {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_STAFF_PAGE_SIZE);
  const { data, isPending } = useIpsReviewQueue({ search: debouncedSearch, page, pageSize });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h2" gutterBottom>
        {TEXTS.queueTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {TEXTS.queueIntro}
      </Typography>
      <TextField
        label="Search by account, member or e-mail"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        size="small"
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
      />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={TEXTS.queueTitle}>
          <TableHead>
            <TableRow>
              <TableCell>Account</TableCell>
              <TableCell>Primary user</TableCell>
              <TableCell>Review of</TableCell>
              <TableCell>{TEXTS.customStrategies}</TableCell>
              <TableCell>Sent for signature</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.results.map((row) => (
              <TableRow
                key={row.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => navigate(ipsReviewPath(row.id))}
              >
                <TableCell>
                  <Typography
                    component={Link}
                    to={ipsReviewPath(row.id)}
                    onClick={(event) => event.stopPropagation()}
                    sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'none' }}
                  >
                    {row.account.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.account.type_display}
                  </Typography>
                </TableCell>
                <TableCell>
                  {row.primary ? (
                    <>
                      {row.primary.name}
                      <Typography variant="body2" color="text.secondary">
                        {row.primary.email}
                      </Typography>
                    </>
                  ) : (
                    '-'
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.is_change ? 'info' : 'default'}
                    label={row.is_change ? TEXTS.changedIps : TEXTS.newIps}
                  />
                </TableCell>
                <TableCell>{row.custom_strategy_count}</TableCell>
                <TableCell>
                  {row.sign_requested_date ? formatDisplayDate(row.sign_requested_date) : '-'}
                  {row.sign_requester_name ? (
                    <Typography variant="body2" color="text.secondary">
                      {row.sign_requester_name}
                    </Typography>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {!isPending && data?.results.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>{TEXTS.empty}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.count ?? 0}
        page={page - 1}
        onPageChange={(_, next) => setPage(next + 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...STAFF_PAGE_SIZES]}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(1);
        }}
      />
    </Box>
  );
};
