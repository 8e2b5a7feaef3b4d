import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@portal/contracts/constants';
import { messages } from '@portal/contracts/messages';
import { detectUploadType } from '@portal/contracts/upload';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FileStorage, StoredFileMissingError } from '../storage/file-storage.ts';
import { AppError, fieldError, notFound } from './errors.ts';
import { hasActivePdfContent } from './pdf-active-content.ts';

// The multipart envelope (boundaries, the file_name field) on top of the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const fileTooLarge = () => new AppError(413, { detail: messages.maxFileSize(UPLOAD_MAX_MB) });

/**
 * Registers upload routes in a scope of their own that accepts multipart: refused with 413 before the
 * body is read when it announces more than the limit, and cut off at the limit when it does not say.
 */
export function uploadScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    scope.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge();
    });
    routes(scope);
  });
}

export type Upload = { bytes: Buffer; fileName: string };

/** The `file` part (and the optional `file_name` field) of a multipart request; 400 when there is none. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw fieldError('file', messages.required);
  let bytes: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
        fileName ||= part.filename;
      } else if (part.fieldname === 'file_name' && typeof part.value === 'string') {
        fileName = part.value;
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge();
    throw error;
  }
  if (!bytes) throw fieldError('file', messages.required);
  return { bytes, fileName };
}

/**
 * What an upload really is, read from its content (never its name or mime type): pdf, png or jpg. Any
 * other content, and a PDF that can run script or launch a program, is refused with the spec's message.
 */
export function sniffUpload(bytes: Uint8Array): 'pdf' | 'png' | 'jpg' {
  const type = detectUploadType(bytes);
  if (!type || (type === 'pdf' && hasActivePdfContent(bytes)))
    throw fieldError('file', messages.fileNotSupported);
  return type;
}

// Characters that are never part of a name shown or saved: C0 and C1 controls, DEL, and the bidi
// controls that make 'evil\u202Egnp.exe' read as 'evilexe.png'.
const BIDI_CONTROLS = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);
const isInvisible = (c: string): boolean => {
  const code = c.codePointAt(0)!;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || BIDI_CONTROLS.has(code);
};

/**
 * The user's name for a file, kept only to be shown (always as text): the last path part, without
 * control or bidi characters, at most 100 characters.
 */
export function cleanFileName(name: string, type: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => !isInvisible(c))
    .join('')
    .trim()
    .slice(0, 100);
  return clean || `document.${type}`;
}

/**
 * The name a file is saved under, with the extension of what the content really is: a PNG sent as
 * 'x.html' is saved as 'x.png', so the saved file opens in the right program and never as a page.
 */
export function nameForContent(fileName: string, type: string): string {
  const clean = cleanFileName(fileName, type);
  const dot = clean.lastIndexOf('.');
  const base = dot > 0 ? clean.slice(0, dot) : clean;
  const extension = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  if (extension === type || (type === 'jpg' && extension === 'jpeg')) return clean;
  return `${base}.${type}`;
}

// RFC 5987 attr-char: what `filename*` may carry unescaped.
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` or `inline`: `filename` is a name the server makes (letters, digits, space, dot, dash,
 * underscore), `filename*` the user's name for browsers that read it; both end in the extension of
 * the content, and neither carries control or bidi characters.
 */
export function contentDisposition(
  kind: 'attachment' | 'inline',
  displayName: string,
  extension: string,
): string {
  const shown = nameForContent(displayName, extension);
  const base = shown
    .slice(0, shown.lastIndexOf('.'))
    .replace(/[^A-Za-z0-9 _-]/g, '_')
    .slice(0, 80);
  const plain = `${/[A-Za-z0-9]/.test(base) ? base : 'document'}.${extension}`;
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeRfc5987(shown)}`;
}

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** A stored file to send as a stream; one the storage does not have answers 404, before anything is sent. */
export async function openStoredFile(files: FileStorage, key: string): Promise<Readable> {
  try {
    return await files.open(key);
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw notFound();
    throw error;
  }
}

/** The extension of a content type the server sends files as. */
export function extensionOf(contentType: string): string {
  if (contentType === 'application/zip') return 'zip';
  return Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType)?.[0] ?? 'bin';
}

/** A file answer (SECURITY.md, Files): saved, never shown in place, never sniffed, never cached. */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: Buffer | Uint8Array | NodeJS.ReadableStream },
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      contentDisposition('attachment', file.fileName, extensionOf(file.contentType)),
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.body);
}
