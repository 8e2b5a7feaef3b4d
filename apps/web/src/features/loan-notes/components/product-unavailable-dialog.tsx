// Spec section 8: the server's 'Note type is not active' opens this dialog.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { loanNoteTexts } from '@portal/contracts/api/loan-notes';
import { useId } from 'react';

export const ProductUnavailableDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{loanNoteTexts.unavailableTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{loanNoteTexts.unavailableBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
};
