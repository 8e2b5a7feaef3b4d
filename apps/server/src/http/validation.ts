import { messages as contractMessages } from '@portal/contracts/messages';
import * as z from 'zod/mini';
import { AppError } from './errors.ts';

// The contracts are zod mini schemas, which carry no texts of their own: zod's English texts (for a
// value of the wrong type, or a limit the contract gives no wording for) are switched on here, so the
// server answers with them whichever zod build a route's schema comes from.
z.config(z.locales.en());

/**
 * Validates a request part with its contract. Failures answer 400 in the spec's shape: messages per
 * field (nested paths joined with dots) and `non_field_errors` for rules about the whole form.
 * Fields the contract does not name are dropped, never stored.
 */
export function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  // No body at all reads as an empty form; a JSON `null` (or any other non-object) is checked as sent,
  // so a call that expects an object refuses it with 400 instead of failing on it later.
  const result = z.safeParse(schema, value === undefined ? {} : value);
  if (result.success) {
    // PostgreSQL text cannot hold NUL: such a value would fail at the database as a 500.
    const nulAt = pathOfNul(result.data, []);
    if (nulAt)
      throw new AppError(400, {
        [nulAt.length > 0 ? nulAt.join('.') : 'non_field_errors']: [contractMessages.formatInvalid],
      });
    return result.data;
  }
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  throw new AppError(400, errors);
}

/** The path of the first string holding a NUL character, or null when there is none. */
function pathOfNul(value: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
