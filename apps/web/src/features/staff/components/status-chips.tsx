import Chip from '@mui/material/Chip';
import { ACCOUNT_STATUS_DISPLAY, type TAccountStatus } from '@portal/contracts/api/onboarding';
import {
  BLOCKED_STATUS_LABELS,
  type TStaffClient,
  type TStaffInvitationStatus,
} from '@portal/contracts/api/staff';

const CHIP_COLOR = {
  success: 'success',
  warning: 'warning',
  info: 'info',
  default: 'default',
  error: 'error',
} as const;

export const AccountStatusChip = ({ status }: { status: TAccountStatus }) => {
  const display = ACCOUNT_STATUS_DISPLAY[status];
  return (
    <Chip size="small" variant="outlined" label={display.display_name} color={CHIP_COLOR[display.style]} />
  );
};

/** A client's block, or nothing when they may sign in. */
export const BlockChip = ({ status }: { status: TStaffClient['blocked_status'] }) =>
  status ? <Chip size="small" color="error" label={BLOCKED_STATUS_LABELS[status]} /> : null;

export const INVITATION_STATUS_LABELS: Record<TStaffInvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Replaced',
};
const INVITATION_COLORS = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'default',
} as const;

export const InvitationStatusChip = ({ status }: { status: TStaffInvitationStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    label={INVITATION_STATUS_LABELS[status]}
    color={INVITATION_COLORS[status]}
  />
);
