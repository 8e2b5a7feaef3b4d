import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@portal/contracts/constants';
import { messages } from '@portal/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../modules/documents/routes.ts';
import { type FileStorage, StoredFileMissingError } from '../storage/file-storage.ts';
import { AppError, fieldError, notFound } from './errors.ts';

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

/** The name shown to the user only: control characters and paths removed, at most 100 characters. */
export function cleanFileName(name: string, type: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 100);
  return clean || `document.${type}`;
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

/** A file answer (SECURITY.md, Files): saved, never shown in place, never sniffed, never cached. */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: Buffer | Uint8Array | NodeJS.ReadableStream },
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition('attachment', file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.body);
}
