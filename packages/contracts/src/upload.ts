// File upload rules (spec section 5): pdf, png, jpg; at most 10 MB. The browser checks name, type and
// size before sending; the server checks the same and the content's magic bytes (SECURITY.md item 10).
import * as z from 'zod/mini';
import { type TUploadType, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, UPLOAD_TYPES } from './constants.ts';
import { messages } from './messages.ts';

/** What the rule needs of a file: a browser File, or the server's multipart part. */
export type TUploadMeta = { size: number; name: string; type: string };

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The allowed type a file claims by its name and mime type, or null when it is not allowed. */
export const uploadTypeOf = ({ name, type }: Pick<TUploadMeta, 'name' | 'type'>): TUploadType | null => {
  const byName = UPLOAD_TYPES.find((t) => t.extensions.includes(extensionOf(name)));
  if (!byName) return null;
  // Some browsers leave the type empty; a type that is given must agree with the name.
  if (type !== '' && type.toLowerCase() !== byName.mime) return null;
  return byName;
};

/** The spec's message for a file that cannot be uploaded, or null when it can. Type is checked first. */
export const checkUpload = (file: TUploadMeta): string | null => {
  if (!uploadTypeOf(file)) return messages.fileNotSupported;
  if (file.size > UPLOAD_MAX_BYTES) return messages.maxFileSize(UPLOAD_MAX_MB);
  return null;
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, i) => bytes[i] === byte);

/** The allowed type the content really is, by its first bytes (names and mime types can lie). */
export const detectUploadType = (bytes: Uint8Array): TUploadType['extension'] | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  return null;
};

const isUploadMeta = (value: unknown): value is TUploadMeta => {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.size === 'number' && typeof file.name === 'string' && typeof file.type === 'string';
};

/**
 * A chosen file for forms. z.custom keeps the File object itself (a z.object would copy it into a
 * plain object and lose the content), so this schema is for forms, not for JSON bodies.
 */
export const zUploadFile = z.custom<TUploadMeta>(isUploadMeta, { error: messages.required }).check(
  z.superRefine((file, ctx) => {
    const message = checkUpload(file);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: file });
  }),
);

/**
 * The body of an upload call, sent as multipart: the `file` part and an optional `file_name` field. The
 * route reads the parts itself as they stream in (the size limit applies while reading); this schema
 * names them for the API's description.
 */
export const ZUploadRequestSchema = z.object({
  file: z.optional(z.string()),
  file_name: z.optional(z.string()),
});
