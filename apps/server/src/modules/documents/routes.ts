import {
  ZDocumentDownloadQuerySchema,
  ZDocumentSearchQuerySchema,
  ZDocumentsQuerySchema,
  ZDocumentsZipRequestSchema,
} from '@portal/contracts/api/documents';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { contentDisposition, extensionOf } from '../../http/uploads.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import * as documents from './service.ts';

const BASE = '/api/documents';

/** Headers of every file answer (SECURITY.md, Files): never sniffed, never cached. */
function fileHeaders(reply: FastifyReply, contentType: string, disposition: string): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store');
}

export function documentsRoutes(app: FastifyInstance, deps: Deps): void {
  const scopeOf = async (request: FastifyRequest): Promise<documents.DocumentScope> => ({
    userId: (await authenticate(deps, request)).actingUserId,
    applicationId: applicationIdOf(request),
  });

  app.get(`${BASE}/`, async (request) => {
    const scope = await scopeOf(request);
    return documents.list(deps, scope, parse(ZDocumentsQuerySchema, request.query));
  });

  app.get(`${BASE}/search/`, async (request) => {
    const scope = await scopeOf(request);
    return documents.suggest(deps, scope, parse(ZDocumentSearchQuerySchema, request.query).search);
  });

  // The file itself, streamed; `?inline=1` (PDFs only) is what the side viewer shows.
  app.get<{ Params: { id: string } }>(`${BASE}/:id/download/`, async (request, reply) => {
    const scope = await scopeOf(request);
    const id = Number(request.params.id);
    if (!/^\d{1,9}$/.test(request.params.id) || id < 1) throw notFound();
    const inline = parse(ZDocumentDownloadQuerySchema, request.query).inline === '1';
    const file = await documents.download(deps, scope, id, inline);
    fileHeaders(
      reply,
      file.contentType,
      contentDisposition(inline ? 'inline' : 'attachment', file.fileName, extensionOf(file.contentType)),
    );
    reply.header('Content-Length', String(file.size));
    return reply.send(file.stream);
  });

  // The selection as one zip, streamed while it is built; its length is known before it starts.
  app.post(`${BASE}/download-zip/`, async (request, reply) => {
    const scope = await scopeOf(request);
    const { ids } = parse(ZDocumentsZipRequestSchema, request.body);
    const zip = await documents.zip(deps, scope, ids);
    fileHeaders(reply, 'application/zip', contentDisposition('attachment', zip.fileName, 'zip'));
    reply.header('Content-Length', String(zip.size));
    return reply.send(zip.stream);
  });
}
