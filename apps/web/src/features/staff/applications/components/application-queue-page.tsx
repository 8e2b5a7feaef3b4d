import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_QUEUE_LABELS,
  APPLICATION_QUEUES,
  DEFAULT_APPLICATION_QUEUE,
  STAFF_APPLICATION_TEXTS,
  type TApplicationQueue,
} from '@portal/contracts/api/staff-operations';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useNavigate, useSearchParams } from 'react-router';
import { PrimaryUserCell, StaffQueueTable, useStaffQueueControls } from '../../components/staff-queue';
import { useApplicationQueue } from '../api/get-application-queue';

const COLUMNS = ['Account', 'Type', 'Application', 'Primary applicant', 'Submitted', 'Status'] as const;

const isQueue = (value: string | null): value is TApplicationQueue =>
  (APPLICATION_QUEUES as readonly string[]).includes(value ?? '');

/** The queue of submitted applications: a tab per status (with its count), searchable and paged. */
export const ApplicationQueuePage = () => {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status = isQueue(requested) ? requested : DEFAULT_APPLICATION_QUEUE;
  const controls = useStaffQueueControls();
  const { debouncedSearch: search, page, pageSize } = controls;
  const { data, isPending } = useApplicationQueue({ status, search, page, pageSize });

  const chooseTab = (next: TApplicationQueue) => {
    controls.setPage(1);
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
      <StaffQueueTable
        controls={controls}
        searchLabel="Search by account, applicant or e-mail"
        tableLabel={APPLICATION_QUEUE_LABELS[status]}
        columns={COLUMNS}
        count={data?.count ?? 0}
        empty={!isPending && data?.results.length === 0}
        emptyText={STAFF_APPLICATION_TEXTS.empty}
      >
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
              {row.trust_deed_missing ? (
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={STAFF_APPLICATION_TEXTS.trustDeedMissing}
                  sx={{ ml: 1 }}
                />
              ) : null}
              {row.returned_reason ? (
                <Typography variant="body2" color="text.secondary">
                  Returned: {row.returned_reason}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{row.type_display}</TableCell>
            <TableCell>{row.application.toUpperCase()}</TableCell>
            <PrimaryUserCell primary={row.primary} />
            <TableCell>{row.submitted_at ? formatDisplayDate(row.submitted_at) : '-'}</TableCell>
            <TableCell>
              <Chip
                size="small"
                label={
                  status === 'returned' ? APPLICATION_QUEUE_LABELS.returned : row.status_display.display_name
                }
                color={row.status_display.style === 'warning' ? 'warning' : 'default'}
              />
            </TableCell>
          </TableRow>
        ))}
      </StaffQueueTable>
    </Box>
  );
};
