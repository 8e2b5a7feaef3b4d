// The one shape of every failed call (the spec's error catalogue): `detail` for a refusal, messages per
// field for a form, `non_field_errors` for a rule about the whole form, and `extra.code` for a blocked
// account. The server alone writes these bodies, so other keys (the fields of a form) pass as written.
import * as z from 'zod/mini';

export const ZErrorResponseSchema = z.catchall(
  z.object({
    detail: z.optional(z.string()),
    non_field_errors: z.optional(z.array(z.string())),
    extra: z.optional(z.looseObject({ code: z.optional(z.string()) })),
  }),
  z.unknown(),
);
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

/** What any call may answer when it fails: every 4xx and 5xx status carries the error shape. */
export const ERROR_RESPONSES = {
  '4xx': ZErrorResponseSchema,
  '5xx': ZErrorResponseSchema,
} as const;

/** The body of a call that takes none: any JSON object is read as an empty form. */
export const ZEmptyRequestSchema = z.object({});

/** A file answered as it is stored or generated (PDF, CSV, zip): bytes, not JSON. */
export const ZFileSchema = z.string();

/** The answer of a call that answers 204: no body. */
export const ZNoContentSchema = z.null();
