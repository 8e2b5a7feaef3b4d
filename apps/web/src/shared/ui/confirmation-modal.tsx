import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export type TConfirmationModalProps = {
  open: boolean;
  /** Defaults to 'Success!' (spec section 2). */
  title?: string;
  message?: string;
  okLabel?: string;
  onOk: () => void;
};

/** The confirmation modal: a title (default 'Success!'), a message and an OK button. */
export const ConfirmationModal = ({
  open,
  title = 'Success!',
  message,
  okLabel = 'OK',
  onOk,
}: TConfirmationModalProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onOk} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {message ? (
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button variant="contained" onClick={onOk} autoFocus>
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
