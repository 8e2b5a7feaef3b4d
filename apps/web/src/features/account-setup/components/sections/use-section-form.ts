// The form state of the tax, company and trust forms: react-hook-form with the section's contracts
// schema, and submit wired to the save step (send, refresh, move on or show the server's errors).
// `frame` is what SectionFormFrame takes besides the title and mode.
import type { QueryKey } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useSectionSave } from '@/shared/application-sections/section-form';
import { useZodForm } from '@/shared/forms/use-zod-form';

type TSaveOptions<TValues> = {
  /** The section's own query, read again after the save. */
  queryKey: QueryKey;
  /** The fields the server's errors may name; others show above the form. */
  fields: readonly string[];
  onDone: () => void;
  /** Sends the checked values (POST the first time, PATCH after). */
  send: (values: TValues) => Promise<unknown>;
};

export const useSectionForm = <TSchema extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
  { queryKey, fields, onDone, send }: TSaveOptions<z.output<TSchema>>,
) => {
  const form = useZodForm(schema, defaultValues);
  const save = useSectionSave({ queryKey, setError: form.setError, fields, onDone });
  const { errors, isValid, isSubmitting } = form.formState;
  return {
    ...form,
    frame: {
      onSubmit: form.handleSubmit((values) => save(() => send(values))),
      /** The server's non_field_errors or a generic failure. */
      error: errors.root?.server?.message,
      /** Until every field is valid, and while sending. */
      disabled: !isValid || isSubmitting,
    },
  };
};
