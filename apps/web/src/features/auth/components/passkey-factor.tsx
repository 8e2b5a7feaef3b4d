import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { passkeyFailureMessage } from '@/shared/passkeys/passkeys';

export const PASSKEY_FACTOR_TEXT =
  'Confirm with your passkey: select Submit, then follow your browser’s prompt.';

/**
 * A passkey as the second factor: Submit opens the browser's prompt; the state, the text and the submit
 * handler for the Verification overlay and the action-confirmation page, like a typed code's form.
 */
export const usePasskeyFactor = (confirm: () => Promise<unknown>) => {
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await confirm();
    } catch (error) {
      setFailure(passkeyFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const fields = (
    <>
      <Typography sx={{ mb: 1 }}>{PASSKEY_FACTOR_TEXT}</Typography>
      <FormErrorAlert message={failure} />
    </>
  );
  return { fields, onSubmit, canSubmit: !busy };
};
