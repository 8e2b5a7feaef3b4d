// /staff/ips-reviews/: the IPS versions and custom strategies awaiting a portfolio manager (spec 001
// section 4), oldest signature first, searchable by account, member name or e-mail, paged.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { STAFF_IPS_REVIEW_TEXTS as TEXTS } from '@portal/contracts/api/staff-ips-review';
import { formatDisplayDate } from '@portal/contracts/formats';
import { Link, useNavigate } from 'react-router';
import { PrimaryUserCell, StaffQueueTable, useStaffQueueControls } from '../../components/staff-queue';
import { useIpsReviewQueue } from '../api/get-ips-review-queue';

const COLUMNS = [
  'Account',
  'Primary user',
  'Review of',
  TEXTS.customStrategies,
  'Sent for signature',
] as const;

export const ipsReviewPath = (id: number) => `/staff/ips-reviews/${id}/`;

export const IpsReviewQueuePage = () => {
  const navigate = useNavigate();
  const controls = useStaffQueueControls();
  const { debouncedSearch: search, page, pageSize } = controls;
  const { data, isPending } = useIpsReviewQueue({ search, page, pageSize });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h2" gutterBottom>
        {TEXTS.queueTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {TEXTS.queueIntro}
      </Typography>
      <StaffQueueTable
        controls={controls}
        searchLabel="Search by account, member or e-mail"
        tableLabel={TEXTS.queueTitle}
        columns={COLUMNS}
        count={data?.count ?? 0}
        empty={!isPending && data?.results.length === 0}
        emptyText={TEXTS.empty}
      >
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
            <PrimaryUserCell primary={row.primary} />
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
      </StaffQueueTable>
    </Box>
  );
};
