import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REBALANCE_BADGE_CAP } from '@portal/contracts/api/dashboard';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useNavigate } from 'react-router';
import { useLatestRebalance } from '@/features/dashboard/api/get-latest-rebalance';
import { useSession } from '@/shared/session/session-store';
import { RouterLink } from '@/shared/ui/router-link';

export const REBALANCE_HISTORY_PATH = '/rebalance/list';
export const rebalanceReportPath = (id: number) => `/rebalance/report/${id}/`;

/**
 * The panel's first block, except for a viewer of shared accounts: rebalances are not among the areas an
 * investor shares.
 */
export const RebalanceBlock = () =>
  useSession((session) => session.sharedView !== null) ? null : <LatestRebalance />;

/** The last rebalance, its new-report badge (capped at 9), the report and the history. */
const LatestRebalance = () => {
  const navigate = useNavigate();
  const { data } = useLatestRebalance();
  const latestId = data?.id ?? null;
  const newCount = Math.min(data?.new_count ?? 0, REBALANCE_BADGE_CAP);
  return (
    <Stack component="section" aria-label="Rebalance history" spacing={1} data-testid="rebalance-block">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>Rebalance history</Typography>
        <Badge
          badgeContent={newCount}
          color="error"
          slotProps={{ badge: { 'aria-label': `${newCount} new rebalance reports` } as object }}
        />
      </Stack>
      {latestId !== null ? (
        <>
          {data?.date ? (
            <Typography variant="body2" color="text.secondary">
              Last rebalance: {formatDisplayDate(data.date)}
            </Typography>
          ) : null}
          <RouterLink to={rebalanceReportPath(latestId)} variant="body2">
            View latest report
          </RouterLink>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No rebalance reports yet
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        disabled={latestId === null}
        onClick={() => navigate(REBALANCE_HISTORY_PATH)}
        sx={{ alignSelf: 'flex-start' }}
      >
        View History
      </Button>
    </Stack>
  );
};
