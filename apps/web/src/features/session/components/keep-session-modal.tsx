import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatCountdown } from '@portal/contracts/formats';
import { useEffect, useId } from 'react';
import { useCountdown } from '@/shared/hooks/use-countdown';

export type TKeepSessionModalProps = {
  /** When (epoch ms) the session ends. */
  deadline: number;
  busy: boolean;
  onStay: () => void;
  onLogout: () => void;
  /** The countdown reached zero: the idle timeout. */
  onExpired: () => void;
};

/** 'Do you want to stay logged in?' with a live countdown; at zero the user is logged out. */
export const KeepSessionModal = ({ deadline, busy, onStay, onLogout, onExpired }: TKeepSessionModalProps) => {
  const titleId = useId();
  const remaining = useCountdown(deadline);
  useEffect(() => {
    if (remaining === 0) onExpired();
  }, [remaining, onExpired]);
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Do you want to stay logged in?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          For your security you will be logged out in <strong>{formatCountdown(remaining)}</strong> because of
          inactivity.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>Log out</Button>
        <Button variant="contained" onClick={onStay} disabled={busy} autoFocus>
          Stay logged in
        </Button>
      </DialogActions>
    </Dialog>
  );
};
