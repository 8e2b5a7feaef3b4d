import Chip from '@mui/material/Chip';
import type { TStatusDisplay } from '@portal/contracts/api/account-setup';

/** A status tag in the server's display name and style (awaiting activation is a warning tag). */
export const StatusTag = ({ status }: { status: TStatusDisplay }) => (
  <Chip
    size="small"
    label={status.display_name}
    color={status.style}
    variant={status.style === 'default' ? 'outlined' : 'filled'}
  />
);
