import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_QUEUE_LABELS,
  APPLICATION_QUEUES,
  DEFAULT_APPLICATION_QUEUE,
  DEFAULT_STAFF_PAGE_SIZE,
  STAFF_APPLICATION_TEXTS,
  STAFF_PAGE_SIZES,
  type TApplicationQueue,
} from '@portal/contracts/api/staff-operations';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { useApplicationQueue } from '../api/application-queue';

const isQueue = (value: string | null): value is TApplicationQueue =>
  (APPLICATION_QUEUES as readonly string[]).includes(value ?? '');

/** The queue of submitted applications: a tab per status (with its count), searchable and paged. */
export const ApplicationQueuePage = () => {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status = isQueue(requested) ? requested : DEFAULT_APPLICATION_QUEUE;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_STAFF_PAGE_SIZE);
  const { data, isPending } = useApplicationQueue({ status, search: debouncedSearch, page, pageSize });

  const chooseTab = (next: TApplicationQueue) => {
    setPage(1);
    setSearchParams({ status: next });
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h2" gutterBottom>
        {STAFF_APPLICATION_TEXTS.queueTitle}
      </Typography>
      <Tabs
        value={status}
        onChange={(_, next: TApplicationQueue) => chooseTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Application status"
        sx={{ mb: 2 }}
      >
        {APPLICATION_QUEUES.map((queue) => (
          <Tab
            key={queue}
            value={queue}
            label={`${APPLICATION_QUEUE_LABELS[queue]} (${data?.counts[queue] ?? 0})`}
          />
        ))}
      </Tabs>
      <TextField
        label="Search by account, applicant or e-mail"
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
        <Table size="small" aria-label={APPLICATION_QUEUE_LABELS[status]}>
          <TableHead>
            <TableRow>
              <TableCell>Account</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Application</TableCell>
              <TableCell>Primary applicant</TableCell>
              <TableCell>Submitted</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.results.map((row) => (
              <TableRow
                key={row.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => navigate(`/staff/applications/${row.id}/`)}
              >
                <TableCell>
                  <Typography
                    component="a"
                    href={`/staff/applications/${row.id}/`}
                    onClick={(event) => event.preventDefault()}
                    sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'none' }}
                  >
                    {row.name}
                  </Typography>
                  {row.returned_reason ? (
                    <Typography variant="body2" color="text.secondary">
                      Returned: {row.returned_reason}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{row.type_display}</TableCell>
                <TableCell>{row.application.toUpperCase()}</TableCell>
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
                <TableCell>{row.submitted_at ? formatDisplayDate(row.submitted_at) : '-'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={
                      status === 'returned'
                        ? APPLICATION_QUEUE_LABELS.returned
                        : row.status_display.display_name
                    }
                    color={row.status_display.style === 'warning' ? 'warning' : 'default'}
                  />
                </TableCell>
              </TableRow>
            ))}
            {!isPending && data?.results.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>{STAFF_APPLICATION_TEXTS.empty}</TableCell>
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
