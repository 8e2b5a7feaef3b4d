// Small helpers that turn ordered rules into zod checks. A field reports only its FIRST failing rule:
// the user sees one message per field, and the server answers `{ field: [message] }` with the same one.
import * as z from 'zod/mini';
import { messages } from './messages.ts';

export type TRule<T> = { test: (value: T) => boolean; message: string };

/** The message of the first rule the value fails, or null when it passes them all. */
export const firstFailure = <T>(value: T, rules: readonly TRule<T>[]): string | null =>
  rules.find((rule) => !rule.test(value))?.message ?? null;

/**
 * A zod check running `rules` in order. The issue it adds does not abort the parse, so an object's
 * own refinements (conditional and cross-field rules) still run and every field gets its message.
 */
export const ruleCheck =
  <T>(rules: readonly TRule<T>[]) =>
  (value: T, ctx: z.core.$RefinementCtx<T>): void => {
    const message = firstFailure(value, rules);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  };

/**
 * Runs `schema` on `value` inside an object refinement and reports its first issue at `path`.
 * Used for rules that apply only under a condition (for example sole-trader fields).
 */
export const checkFieldWith = (
  ctx: z.core.$RefinementCtx<unknown>,
  path: readonly PropertyKey[],
  schema: z.core.$ZodType,
  value: unknown,
): void => {
  const result = z.safeParse(schema, value);
  const first = result.error?.issues[0];
  if (first)
    ctx.addIssue({ code: 'custom', message: first.message, path: [...path, ...first.path], input: value });
};

/**
 * Options for object refinements: run even when a field already failed, so conditional and
 * cross-field messages show at once, but not when the input was not an object at all.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
} as const;

/**
 * Cross-field rule for a "confirm" field: it must equal `field`, reported on the confirm field
 * ('Fields are not matched' unless the form has its own text). An empty confirm field is left to its
 * own 'This field is required', so the user reads one message per field.
 */
export const checkFieldsMatch =
  (field: string, confirmField: string, message: string = messages.fieldsNotMatched) =>
  (value: { [key: string]: unknown }, ctx: z.core.$RefinementCtx<unknown>): void => {
    const confirm = value[confirmField];
    if (confirm === undefined || confirm === null || confirm === '') return;
    if (value[field] !== confirm) ctx.addIssue({ code: 'custom', message, path: [confirmField] });
  };
