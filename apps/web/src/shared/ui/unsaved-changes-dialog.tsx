import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { accountMessages } from '@portal/contracts/messages';
import { useId } from 'react';

export type TUnsavedChangesDialogProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** Asks before logging out of a form with unsaved changes: 'Changes that you made may not be saved.' */
export const UnsavedChangesDialog = ({ open, onStay, onLeave }: TUnsavedChangesDialogProps) => {
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogContent>
        <DialogContentText id={textId}>{accountMessages.unsavedChanges}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={onLeave}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
};
