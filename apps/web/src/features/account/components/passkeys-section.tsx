import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  PASSKEY_MESSAGES,
  type TPasskeyForm,
  type TPasskeySummary,
  zPasskeyForm,
} from '@portal/contracts/api/second-factors';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { useAddPasskey } from '@/features/account/api/add-passkey';
import { useRemovePasskey } from '@/features/account/api/remove-passkey';
import { ApiError } from '@/shared/api/api-error';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { CheckboxField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { defaultPasskeyName, passkeyFailureMessage, passkeysSupported } from '@/shared/passkeys/passkeys';
import { toast } from '@/shared/toast/toast-store';
import { ListRow } from '@/shared/ui/list-row';

export const PASSKEY_TEXTS = {
  intro: 'Sign in with your fingerprint, face or device PIN instead of a code.',
  passwordless: 'Use this passkey to sign in without a password',
  signsInAlone: 'Signs in without a password',
  neverUsed: 'never',
} as const;

type TFailure = (error: unknown) => void;

/** The name and the passwordless choice; Create passkey opens the browser's prompt. */
const AddPasskeyForm = ({
  onAdded,
  onFailure,
  onCancel,
}: {
  onAdded: (codes: string[]) => void;
  onFailure: TFailure;
  onCancel: () => void;
}) => {
  const add = useAddPasskey();
  const { control, handleSubmit, setError, formState } = useZodForm(zPasskeyForm, {
    name: defaultPasskeyName(),
    passwordless: false,
  });
  const handleAdd = handleSubmit(async (values: TPasskeyForm) => {
    try {
      const { detail, backup_codes } = await add.mutateAsync(values);
      toast.success(detail);
      onAdded(backup_codes);
    } catch (error) {
      // A change of second factor needs a fresh one: the page sends the user to confirm first.
      if (error instanceof ApiError && error.code === 'action_confirmation_required') onFailure(error);
      else setError('root.server', { message: passkeyFailureMessage(error) });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={handleAdd} aria-label="Add a passkey" sx={{ maxWidth: 420 }}>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <FormTextField control={control} name="name" label="Passkey name" />
      <CheckboxField control={control} name="passwordless" label={PASSKEY_TEXTS.passwordless} />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Create passkey
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
};

const PasskeyItem = ({ passkey, onFailure }: { passkey: TPasskeySummary; onFailure: TFailure }) => {
  const remove = useRemovePasskey();
  const handleRemove = () =>
    remove.mutateAsync(passkey.id).then(({ detail }) => toast.success(detail), onFailure);
  return (
    <ListRow>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Created {formatDisplayDate(passkey.created)} · Last used{' '}
          {passkey.last_used ? formatDisplayDate(passkey.last_used) : PASSKEY_TEXTS.neverUsed}
        </Typography>
        {passkey.passwordless ? (
          <Typography variant="body2" color="text.secondary">
            {PASSKEY_TEXTS.signsInAlone}
          </Typography>
        ) : null}
      </Box>
      <Button
        variant="outlined"
        onClick={() => void handleRemove()}
        disabled={remove.isPending}
        aria-label={`Remove ${passkey.name}`}
      >
        Remove
      </Button>
    </ListRow>
  );
};

/** The user's passkeys: each with its name, creation and last use, and adding another. */
export const PasskeysSection = ({
  passkeys,
  onCodes,
  onFailure,
}: {
  passkeys: TPasskeySummary[];
  onCodes: (codes: string[]) => void;
  onFailure: TFailure;
}) => {
  const [adding, setAdding] = useState(false);
  const supported = passkeysSupported();
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Passkeys
      </Typography>
      <Typography sx={{ mb: 1 }}>{PASSKEY_TEXTS.intro}</Typography>
      {passkeys.length > 0 ? (
        <Box component="ul" aria-label="Passkeys" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onFailure={onFailure} />
          ))}
        </Box>
      ) : null}
      {!supported ? (
        <Typography color="text.secondary">{PASSKEY_MESSAGES.unsupported}</Typography>
      ) : adding ? (
        <AddPasskeyForm
          onAdded={(codes) => {
            setAdding(false);
            if (codes.length > 0) onCodes(codes);
          }}
          onFailure={onFailure}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      )}
    </>
  );
};
