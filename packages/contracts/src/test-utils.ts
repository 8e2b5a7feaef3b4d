// Helpers for the contract tests: what the user would see for a value.
import * as z from 'zod/mini';

export type TSeenIssue = { message: string; path: PropertyKey[] };

/** The first issue a schema reports (what a form shows), or null when the value is accepted. */
export const firstIssue = (schema: z.core.$ZodType, value: unknown): TSeenIssue | null => {
  const issue = z.safeParse(schema, value).error?.issues[0];
  return issue ? { message: issue.message, path: issue.path } : null;
};

/** Every issue as [path, message], for forms where several fields fail at once. */
export const allIssues = (schema: z.core.$ZodType, value: unknown): [string, string][] =>
  (z.safeParse(schema, value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
