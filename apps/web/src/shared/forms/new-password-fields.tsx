import type { TNewPasswordPair } from '@portal/contracts/password';
import { type Control, type FieldPath, useWatch } from 'react-hook-form';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PasswordChecklist } from '@/shared/forms/password-checklist';

/** New password, its live checklist, and the repeat: the same on change-password and reset-confirm. */
export const NewPasswordFields = <T extends TNewPasswordPair>({ control }: { control: Control<T> }) => {
  const first = 'new_password1' as FieldPath<T>;
  const password = useWatch({ control, name: first });
  return (
    <>
      <FormTextField
        control={control}
        name={first}
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <PasswordChecklist password={typeof password === 'string' ? password : ''} />
      <FormTextField
        control={control}
        name={'new_password2' as FieldPath<T>}
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
};
