import Box from '@mui/material/Box';
import { NAV_COUNTER_MAX } from '@portal/contracts/constants';
import { useReportsCounter } from '@/features/reports/api/get-reports-counter';
import { useLiveReports } from '@/features/reports/live/use-live-reports';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';

/**
 * The counter beside a header link (spec: capped at 9, shown as '9+' above). It is hidden from the
 * accessibility tree so the link's name stays its label; `title` says what it counts.
 */
export const NavCounter = ({ count, label }: { count: number; label: string }) => (
  <Box
    component="span"
    aria-hidden
    title={`${count} ${label}`}
    data-testid="nav-counter"
    sx={{
      ml: 0.75,
      minWidth: 20,
      height: 20,
      px: 0.5,
      borderRadius: 10,
      fontSize: 12,
      lineHeight: '20px',
      textAlign: 'center',
      bgcolor: 'action.selected',
      color: 'text.primary',
    }}
  >
    {count > NAV_COUNTER_MAX ? `${NAV_COUNTER_MAX}+` : count}
  </Box>
);

/**
 * New reports: GET /api/ipm/reports/new-counter/, kept current by the live reports channel (which the
 * header holds open on every signed-in page, for staff the client they act for) and by mark-as-read.
 */
export const useNavCounts = (): Record<string, number> => {
  const { data: profile } = useProfile();
  const managedUserId = useSession((session) => session.managedUserId);
  // A viewer of shared accounts follows no live channel: the investor's is not theirs to open.
  const viewing = useSession((session) => session.sharedView !== null);
  useLiveReports(profile && !viewing ? (managedUserId ?? profile.user_id) : null);
  const counter = useReportsCounter(profile !== undefined);
  return { reports: counter.data?.new_counter ?? 0 };
};
