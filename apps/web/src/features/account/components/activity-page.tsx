import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SESSION_TEXTS } from '@portal/contracts/api/sessions';
import { LIST_PAGE_SIZES } from '@portal/contracts/constants';
import { useState } from 'react';
import { useActivities } from '@/features/account/api/get-activities';
import { DevicesSection } from '@/features/account/components/devices-section';
import { formatDisplayDateTime } from '@/features/account/components/display-date-time';

/** Activity: a paged log of the user's sign-ins and changes, newest first. */
export const ActivityPage = () => {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(LIST_PAGE_SIZES[0]);
  const { data, isPending } = useActivities(page + 1, pageSize);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Activity
      </Typography>
      <DevicesSection />
      <Typography variant="h2" sx={{ mb: 1 }}>
        {SESSION_TEXTS.logTitle}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Activity">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Activity</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>IP address</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.results.map((activity) => (
              <TableRow key={activity.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(activity.created)}</TableCell>
                <TableCell>
                  {activity.title}
                  {activity.by_staff ? ' (by staff)' : ''}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{activity.ip ?? ''}</TableCell>
              </TableRow>
            ))}
            {data && data.results.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>List is empty</TableCell>
              </TableRow>
            ) : null}
            {isPending ? (
              <TableRow>
                <TableCell colSpan={3}>Loading…</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        sx={{
          overflow: 'visible',
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        }}
        count={data?.count ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...LIST_PAGE_SIZES]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
};
