import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * react-hook-form with a contracts schema, validated on every change so submit buttons can stay
 * disabled until the form is valid (spec section 5).
 */
export const useZodForm = <TSchema extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) =>
  useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues,
  });
