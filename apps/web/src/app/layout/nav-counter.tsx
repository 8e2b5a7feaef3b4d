import Box from '@mui/material/Box';
import { NAV_COUNTER_MAX } from '@portal/contracts/constants';

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

/** New reports: 0 until the reports work supplies GET /api/ipm/reports/new-counter/. */
export const useNavCounts = (): Record<string, number> => ({ reports: 0 });
