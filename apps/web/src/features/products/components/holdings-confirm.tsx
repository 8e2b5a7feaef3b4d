// The last step of a holdings change (a redeem request, a maturity instruction, the linked bank
// account): Confirm sends it (its mutation reads the holdings again), and the server's refusal shows
// above the buttons.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link } from 'react-router';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';

/**
 * `confirm(send, onSent)`: sends, then calls `onSent`; `busy` while it runs, `error` the server's message
 * when it refused.
 */
export const useHoldingsConfirm = () => {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const confirm = async (send: () => Promise<unknown>, onSent?: () => void) => {
    setBusy(true);
    try {
      await send();
      onSent?.();
    } catch (failure) {
      applyServerErrors(failure, (_, e) => setError(e.message), []);
    }
    setBusy(false);
  };
  return { confirm, busy, error };
};

/** Cancel and Confirm until the change is made; then the one way on, back to the products. */
export const ConfirmActions = ({
  done,
  busy,
  onConfirm,
  backTo,
}: {
  done: boolean;
  busy: boolean;
  onConfirm: () => void;
  /** Back to products, once done. */
  backTo: string;
}) => (
  <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
    {done ? (
      <Button component={Link} variant="contained" to={backTo}>
        Back to products
      </Button>
    ) : (
      <>
        <Button component={Link} variant="outlined" to="/products/">
          Cancel
        </Button>
        <Button variant="contained" disabled={busy} onClick={onConfirm}>
          Confirm
        </Button>
      </>
    )}
  </Stack>
);
