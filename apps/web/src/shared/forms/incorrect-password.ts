import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/shared/api/api-error';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';

/** The password fields the server answers a wrong current password on (change password uses old_password). */
const PASSWORD_FIELDS = ['password', 'old_password'] as const;

/** True when the server refused the current password (a field error on password or old_password). */
export const isIncorrectPassword = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 400 &&
  PASSWORD_FIELDS.some((field) => error.fieldErrors[field] !== undefined);

export type TIncorrectPasswordOptions = {
  /** Called when the password was wrong (for example to clear it so the user types it again). */
  onIncorrect?: () => void;
};

/**
 * The shared incorrect-password handler (spec 001 section 8) of change e-mail, change phone, change
 * password and block: the server's message goes under the password field, the field is emptied and
 * focused, and any other error goes where applyServerErrors puts it. Answers whether the password was wrong.
 */
export const handlePasswordFormError = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  options: TIncorrectPasswordOptions = {},
): boolean => {
  applyServerErrors(error, setError, fields);
  const incorrect = isIncorrectPassword(error);
  if (incorrect) options.onIncorrect?.();
  return incorrect;
};
