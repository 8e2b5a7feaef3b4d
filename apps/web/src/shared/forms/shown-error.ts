import type { ControllerFieldState, FieldValues, UseFormStateReturn } from 'react-hook-form';

/**
 * The error a field shows: only once the person has been at it (typed in, picked or left it) or has
 * tried to submit. A form validates all of itself on every change, so a block of fields just added would
 * otherwise open with every one of its fields marked required (and they count as dirty, having no
 * default values). `changed` says the field was typed in, even if it is back to how it started.
 */
export const shownError = <T extends FieldValues>(
  fieldState: ControllerFieldState,
  formState: UseFormStateReturn<T>,
  changed = false,
) => (changed || fieldState.isTouched || formState.isSubmitted ? fieldState.error : undefined);
