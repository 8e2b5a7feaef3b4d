import type { FieldErrors } from 'react-hook-form';

/**
 * The message of an error a schema's rule across fields puts under a name that is no field of the form
 * (one error for two checkboxes, for example), so the form's typed errors do not name it.
 */
export const ruleErrorMessage = (errors: FieldErrors, name: string): string | undefined => {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
};
