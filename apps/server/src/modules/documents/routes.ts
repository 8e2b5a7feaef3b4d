import {
  ZDocumentDownloadQuerySchema,
  ZDocumentSearchQuerySchema,
  ZDocumentSuggestionsResponseSchema,
  ZDocumentsQuerySchema,
  ZDocumentsResponseSchema,
  ZDocumentsZipRequestSchema,
} from '@portal/contracts/api/documents';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { answers, fileAnswers, sendStream } from '../../http/route-schemas.ts';
import { contentDisposition, extensionOf } from '../../http/uploads.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import * as documents from './service.ts';

const BASE = '/api/documents';
const tags = ['documents'];
const security = TOKEN_SECURITY;

/** Headers of every file answer (SECURITY.md, Files): never sniffed, never cached. */
function fileHeaders(reply: FastifyReply, contentType: string, disposition: string): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store');
}

export function documentsRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  // The one place the documents area chooses accounts: a viewer sees only the accounts shared with them.
  const scopeOf = (request: FastifyRequest): documents.DocumentScope => {
    const ctx = callerOf(request);
    return {
      userId: ctx.actingUserId,
      applicationId: applicationIdOf(request),
      ...(ctx.viewer ? { accountIds: ctx.viewer.accountIds } : {}),
    };
  };

  app.get(
    `${BASE}/`,
    {
      schema: {
        tags,
        summary: 'A page of the caller’s documents, filtered and ordered',
        security,
        querystring: ZDocumentsQuerySchema,
        response: answers(ZDocumentsResponseSchema),
      },
      preValidation,
    },
    async (request) => documents.list(deps, scopeOf(request), request.query),
  );

  app.get(
    `${BASE}/search/`,
    {
      schema: {
        tags,
        summary: 'Suggestions for the search box, grouped',
        security,
        querystring: ZDocumentSearchQuerySchema,
        response: answers(ZDocumentSuggestionsResponseSchema),
      },
      preValidation,
    },
    async (request) => documents.suggest(deps, scopeOf(request), request.query.search),
  );

  // The file itself, streamed; `?inline=1` (PDFs only) is what the side viewer shows.
  app.get(
    `${BASE}/:id/download/`,
    {
      schema: {
        tags,
        summary: 'Download a document (inline=1: shown in the page, PDFs only)',
        security,
        params: ZIdPathSchema,
        querystring: ZDocumentDownloadQuerySchema,
        response: fileAnswers('application/octet-stream'),
      },
      preValidation,
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const id = Number(request.params.id);
      if (!/^\d{1,9}$/.test(request.params.id) || id < 1) throw notFound();
      const inline = request.query.inline === '1';
      const file = await documents.download(deps, scope, id, inline);
      fileHeaders(
        reply,
        file.contentType,
        contentDisposition(inline ? 'inline' : 'attachment', file.fileName, extensionOf(file.contentType)),
      );
      reply.header('Content-Length', String(file.size));
      return sendStream(reply, file.stream);
    },
  );

  // The selection as one zip, streamed while it is built; its length is known before it starts.
  app.post(
    `${BASE}/download-zip/`,
    {
      schema: {
        tags,
        summary: 'Download the chosen documents as one zip file',
        security,
        body: ZDocumentsZipRequestSchema,
        response: fileAnswers('application/zip'),
      },
      preValidation,
    },
    async (request, reply) => {
      const zip = await documents.zip(deps, scopeOf(request), request.body.ids);
      fileHeaders(reply, 'application/zip', contentDisposition('attachment', zip.fileName, 'zip'));
      reply.header('Content-Length', String(zip.size));
      return sendStream(reply, zip.stream);
    },
  );
}
