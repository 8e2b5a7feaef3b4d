import multipart from '@fastify/multipart';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZPostRebalanceReportRequestSchema,
  ZPublishDocumentFieldsSchema,
  ZPublishDocumentFormSchema,
  ZPublishResponseSchema,
  ZStaffAccountLookupItemSchema,
  ZStaffAccountLookupQuerySchema,
} from '@portal/contracts/api/staff-operations';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import { messages } from '@portal/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Deps } from '../../../deps.ts';
import { TOKEN_SECURITY } from '../../../http/api-docs.ts';
import { AppError, fieldError } from '../../../http/errors.ts';
import { pathId } from '../../../http/ids.ts';
import { answers, created } from '../../../http/route-schemas.ts';
import { fileTooLarge, type Upload } from '../../../http/uploads.ts';
import { parse } from '../../../http/validation.ts';
import { staffCallerOf, staffOnly } from '../access.ts';
import * as publishing from './service.ts';

// A document's file comes with a few form fields (category, description, date, tax pack).
const DOCUMENT_FORM_FIELDS = 6;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const REPORT_BODY_LIMIT_BYTES = 1024 * 1024;
const tags = ['staff'];
const security = TOKEN_SECURITY;

/** The `file` part and the text fields of a document upload. */
async function readDocumentForm(
  request: FastifyRequest,
): Promise<{ upload: Upload; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw fieldError('file', messages.required);
  let upload: Upload | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          continue;
        }
        upload = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw fileTooLarge();
    // A broken multipart body is the sender's mistake, not the server's.
    throw new AppError(400, { detail: 'The request could not be read.' });
  }
  if (!upload) throw fieldError('file', messages.required);
  return { upload, fields };
}

/** Publishing to clients' accounts: the account picker, documents and rebalance reports. */
export function staffPublishingRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = staffOnly(deps);

  app.get(
    '/api/staff/publishing/accounts/',
    {
      schema: {
        tags,
        summary: 'Find accounts to publish to by name or member e-mail, active first',
        security,
        querystring: ZStaffAccountLookupQuerySchema,
        response: answers(z.array(ZStaffAccountLookupItemSchema)),
      },
      preValidation,
    },
    async (request) => publishing.accounts(deps, request.query.search),
  );

  // A report's data can be larger than a form: a model portfolio lists every security.
  app.post(
    '/api/staff/publishing/rebalance-reports/',
    {
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Post a rebalance report to an account; its members are told',
        security,
        body: ZPostRebalanceReportRequestSchema,
        response: created(ZPublishResponseSchema),
      },
      preValidation,
    },
    async (request, reply) => {
      const result = await publishing.postRebalanceReport(deps, staffCallerOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 1,
        fields: DOCUMENT_FORM_FIELDS,
        fieldSize: 1024,
        parts: DOCUMENT_FORM_FIELDS + 1,
      },
    });
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
        throw fileTooLarge();
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/staff/publishing/accounts/:id/documents/',
      {
        schema: {
          tags,
          summary: 'Publish a document (PDF, PNG or JPG) to an account; its members are told',
          security,
          params: ZIdPathSchema,
          consumes: ['multipart/form-data'],
          body: ZPublishDocumentFormSchema,
          response: created(ZPublishResponseSchema),
        },
        preValidation,
      },
      async (request, reply) => {
        const staff = staffCallerOf(request);
        const accountId = pathId(request.params.id);
        const { upload, fields } = await readDocumentForm(request);
        const values = parse(ZPublishDocumentFieldsSchema, fields);
        const result = await publishing.publishDocument(deps, staff, accountId, upload, values);
        return reply.status(201).send(result);
      },
    );
  });
}
