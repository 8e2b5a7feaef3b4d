import Chip from '@mui/material/Chip';
import { REBALANCE_STATUS_LABELS, type TRebalanceStatus } from '@portal/contracts/api/rebalance';

/** Spec 002 section 4: complete green, in progress warning, cancelled error. */
const STATUS_COLORS = {
  complete: 'success',
  in_progress: 'warning',
  cancelled: 'error',
} as const satisfies Record<TRebalanceStatus, 'success' | 'warning' | 'error'>;

export const RebalanceStatusChip = ({ status }: { status: TRebalanceStatus }) => (
  <Chip label={REBALANCE_STATUS_LABELS[status]} color={STATUS_COLORS[status]} size="small" />
);
