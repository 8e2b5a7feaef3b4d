import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, GENERIC_FAILURE } from '@/shared/api/api-error';

/** True for failures the error catalogue already answered with a page, an overlay or a logout. */
const answeredByCatalogue = (error: ApiError): boolean =>
  error.extraCode === 'temporary_blocked' ||
  error.extraCode === 'permanent_blocked' ||
  error.status === 401 ||
  error.status === 403 ||
  error.status === 404 ||
  (error.status >= 500 && error.status <= 505);

/**
 * Spec section 8 inside a form: each field error goes under its field; non_field_errors (and errors of
 * fields the form does not have) go to the top of the form; a failure with nothing to show reads
 * 'Looks like something went wrong'. A `detail` was already shown as a toast by the catalogue.
 * Call it for calls made with `errors: { mode: 'form' }`.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): void => {
  const setTop = (message: string) => setError('root.server' as FieldPath<T>, { type: 'server', message });
  if (!(error instanceof ApiError)) {
    setTop(GENERIC_FAILURE);
    return;
  }
  if (answeredByCatalogue(error) || error.detail) return;
  const top: string[] = error.nonFieldErrors ? [error.nonFieldErrors] : [];
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(path)) {
      setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: true });
    } else {
      top.push(message);
    }
  }
  if (top.length > 0) setTop(top.join(', '));
  else if (!error.hasFormErrors) setTop(GENERIC_FAILURE);
};
