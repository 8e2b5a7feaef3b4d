import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export const VERIFICATION_REQUIRED_TEXT =
  'We could not verify your identity automatically. You can continue, and we will contact you to verify your identity, or go back and check your details.';

/** The Verification required modal (spec section 2): Continue calls skip-verification. */
export const VerificationRequiredModal = ({
  open,
  busy,
  onContinue,
  onBack,
}: {
  open: boolean;
  busy?: boolean;
  onContinue: () => void;
  onBack: () => void;
}) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onBack} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Verification required</DialogTitle>
      <DialogContent>
        <DialogContentText>{VERIFICATION_REQUIRED_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={onContinue} disabled={busy}>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
};
