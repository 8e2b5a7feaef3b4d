// What the people forms share (individuals and trustees, directors, beneficial owners): one person's
// block (first name, last name, mobile phone, email, with the fields a saved person locks), the status
// of their invitation with Resend invite, the possible-duplicate warning, and the removal confirmation.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TStatusDisplay } from '@portal/contracts/api/account-setup';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { peopleTexts, type TEditablePersonField } from '@portal/contracts/api/people';
import { type ReactNode, useId, useState } from 'react';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useReinviteSecondaryUser } from '@/features/account-setup/api/reinvite-secondary-user';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PatternTextField } from '@/shared/forms/masked-text-field';
import { toast } from '@/shared/toast/toast-store';
import { StatusTag } from '../accounts/status-tag';

/** A person as a form holds them: the values sent, and what the saved person says about the block. */
export type TPersonValues = {
  id?: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role?: number | string;
};

/** What a saved person (or a register director) fixes about their block; not sent. */
export type TPersonMeta = {
  status?: TStatusDisplay | null;
  canResendInvite?: boolean;
  /** Fields that may change; all when absent. */
  editable?: readonly TEditablePersonField[];
  acnUuid?: string | null;
};

// A block given a role always has one: forms whose people need a role accept it as it is.
export function emptyPerson(): TPersonValues;
export function emptyPerson(role: number | string): TPersonValues & { role: number | string };
export function emptyPerson(role?: number | string): TPersonValues {
  return {
    id: null,
    first_name: '',
    last_name: '',
    email: '',
    phone_number: '',
    ...(role === undefined ? {} : { role }),
  };
}

/** The form values of a saved person (the role by its id). */
const personValues = (person: {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role: { id: number };
}): TPersonValues => ({
  id: person.id,
  first_name: person.first_name,
  last_name: person.last_name,
  email: person.email,
  phone_number: person.phone_number,
  role: person.role.id,
});

const personMeta = (person: {
  status_display: TStatusDisplay;
  can_resend_invite: boolean;
  list_of_editable_fields?: readonly TEditablePersonField[];
  acn_uuid?: string | null;
}): TPersonMeta => ({
  status: person.status_display,
  canResendInvite: person.can_resend_invite,
  editable: person.list_of_editable_fields,
  acnUuid: person.acn_uuid ?? null,
});

/** A person's block as a form holds it: what is sent, and (not sent) what the saved person fixes. */
export type TPersonBlockValues = TPersonValues & { meta?: TPersonMeta };

/** The blocks of the people saved. */
export const savedBlocks = (
  saved: ReadonlyArray<Parameters<typeof personValues>[0] & Parameters<typeof personMeta>[0]>,
): TPersonBlockValues[] => saved.map((person) => ({ ...personValues(person), meta: personMeta(person) }));

/** The repeatable blocks of a list and their current values. */
export const usePersonList = <T extends FieldValues, TName extends ArrayPath<T>>(
  control: Control<T>,
  name: TName,
) => {
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const values = (useWatch({ control, name: name as FieldPath<T> }) ?? []) as TPersonBlockValues[];
  return { fields, remove, values, append: (person: FieldArray<T, TName>) => append(person) };
};

const PERSON_PARTS = ['first_name', 'last_name', 'phone_number', 'email', 'role'] as const;
/** The field paths of a list, for the server's `users.N.field` errors. */
export const personFieldPaths = (list: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => PERSON_PARTS.map((part) => `${list}.${index}.${part}`)).flat();

const sameName = (
  a: { first_name: string; last_name: string },
  b: { first_name: string; last_name: string },
) =>
  a.first_name.trim() !== '' &&
  a.first_name.trim().toLowerCase() === b.first_name.trim().toLowerCase() &&
  a.last_name.trim().toLowerCase() === b.last_name.trim().toLowerCase();

/**
 * Which people may be entered twice: a name the primary user's or another person's of the list (the
 * server's rule, applied as the user types).
 */
export const possibleDuplicates = (
  people: readonly { first_name: string; last_name: string }[],
  primary: { first_name: string; last_name: string } | null,
): boolean[] =>
  people.map(
    (person, index) =>
      (primary !== null && sameName(person, primary)) ||
      people.some((other, otherIndex) => otherIndex !== index && sameName(person, other)),
  );

const PERSON_INPUTS: ReadonlyArray<{
  field: TEditablePersonField;
  label: string;
  type?: 'email';
  mobile?: true;
}> = [
  { field: 'first_name', label: peopleTexts.firstName },
  { field: 'last_name', label: peopleTexts.lastName },
  { field: 'phone_number', label: peopleTexts.mobilePhone, mobile: true },
  { field: 'email', label: peopleTexts.email, type: 'email' },
];

type TPersonBlockProps<T extends FieldValues> = {
  control: Control<T>;
  /** The block's path in the form, e.g. 'users.0'. */
  path: string;
  title: string;
  accountId: number;
  personId?: number | null;
  meta?: TPersonMeta;
  duplicate?: boolean;
  onRemove?: () => void;
  /** The role choice, above the person's fields. */
  role?: ReactNode;
};

export const PersonBlock = <T extends FieldValues>({
  control,
  path,
  title,
  accountId,
  personId,
  meta,
  duplicate,
  onRemove,
  role,
}: TPersonBlockProps<T>) => {
  const locked = (field: TEditablePersonField) =>
    meta?.editable !== undefined && !meta.editable.includes(field);
  const name = (field: string) => `${path}.${field}` as FieldPath<T>;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, mb: 2, mx: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="legend" variant="h3" sx={{ flex: 1, minWidth: 160, float: 'left' }}>
          {title}
        </Typography>
        {meta?.status ? <StatusTag status={meta.status} /> : null}
        {meta?.canResendInvite && personId ? (
          <ResendInviteButton accountId={accountId} personId={personId} />
        ) : null}
        {onRemove ? (
          <Button size="small" color="error" onClick={onRemove}>
            {peopleTexts.remove}
          </Button>
        ) : null}
      </Box>
      {duplicate ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {peopleTexts.possibleDuplicate}
        </Alert>
      ) : null}
      {role}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {PERSON_INPUTS.map((input) =>
          input.mobile ? (
            <PatternTextField
              key={input.field}
              control={control}
              name={name(input.field)}
              label={input.label}
              kind="mobile"
              autoComplete="off"
              disabled={locked(input.field)}
            />
          ) : (
            <FormTextField
              key={input.field}
              control={control}
              name={name(input.field)}
              label={input.label}
              type={input.type}
              autoComplete="off"
              disabled={locked(input.field)}
            />
          ),
        )}
      </Box>
    </Paper>
  );
};

/** Sends the person a fresh invitation (spec: 'Resend invite' when can_resend_invite). */
export const ResendInviteButton = ({ accountId, personId }: { accountId: number; personId: number }) => {
  const reinvite = useReinviteSecondaryUser();
  const [busy, setBusy] = useState(false);
  const handleResend = async () => {
    setBusy(true);
    try {
      await reinvite.mutateAsync({ accountId, personId });
      toast.success(onboardingTexts.reinvited);
    } catch {
      // The error catalogue has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={handleResend}>
      {peopleTexts.resendInvite}
    </Button>
  );
};

/** 'Confirm that you want to remove this person', with what removing does. */
export const RemovePersonDialog = ({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{peopleTexts.confirmRemovePerson}</DialogTitle>
      <DialogContent>
        <DialogContentText>{peopleTexts.removeWarning}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{peopleTexts.cancel}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {peopleTexts.removeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
