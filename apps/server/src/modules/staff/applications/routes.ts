import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  APPLICATION_FILE_KINDS,
  type TApplicationFileKind,
  ZApplicationDecisionResponseSchema,
  ZApplicationFilePathSchema,
  ZApplicationQueueQuerySchema,
  ZApplicationQueueResponseSchema,
  ZReturnApplicationRequestSchema,
  ZStaffApplicationResponseSchema,
} from '@portal/contracts/api/staff-operations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps.ts';
import { TOKEN_SECURITY } from '../../../http/api-docs.ts';
import { notFound } from '../../../http/errors.ts';
import { pathId } from '../../../http/ids.ts';
import { answers, fileAnswers } from '../../../http/route-schemas.ts';
import { sendAttachment } from '../../../http/uploads.ts';
import { staffCallerOf, staffOnly } from '../access.ts';
import * as applications from './service.ts';

const tags = ['staff'];
const security = TOKEN_SECURITY;

/** A file kind from the path: an unknown one names no file. */
function fileKindOf(value: string): TApplicationFileKind {
  if (!(APPLICATION_FILE_KINDS as readonly string[]).includes(value)) throw notFound();
  return value as TApplicationFileKind;
}

/** The queue of submitted applications, one application with its files, and the decisions on it. */
export function staffApplicationRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = staffOnly(deps);

  app.get(
    '/api/staff/applications/',
    {
      schema: {
        tags,
        summary: 'A page of submitted applications in one tab of the queue, with the count of each tab',
        security,
        querystring: ZApplicationQueueQuerySchema,
        response: answers(ZApplicationQueueResponseSchema),
      },
      preValidation,
    },
    async (request) => applications.queue(deps, request.query),
  );

  app.get(
    '/api/staff/applications/:id/',
    {
      schema: {
        tags,
        summary: 'A submitted application with its members, files and the decisions taken on it',
        security,
        params: ZIdPathSchema,
        response: answers(ZStaffApplicationResponseSchema),
      },
      preValidation,
    },
    async (request) => applications.application(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  app.get(
    '/api/staff/applications/:id/files/:kind/:fileId/',
    {
      schema: {
        tags,
        summary: 'Download a file of an application (trust deed, certificate or identity document)',
        security,
        params: ZApplicationFilePathSchema,
        response: fileAnswers('application/octet-stream'),
      },
      preValidation,
    },
    async (request, reply) => {
      const { id, kind, fileId } = request.params;
      const accountId = pathId(id);
      const file = await applications.applicationFile(
        deps,
        staffCallerOf(request),
        accountId,
        fileKindOf(kind),
        pathId(fileId),
      );
      return sendAttachment(reply, {
        contentType: file.contentType,
        fileName: file.fileName,
        body: file.stream,
      });
    },
  );

  app.post(
    '/api/staff/applications/:id/activate/',
    {
      schema: {
        tags,
        summary: 'Activate an application whose signatures are all in; its members are told',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZApplicationDecisionResponseSchema),
      },
      preValidation,
    },
    async (request) => applications.activate(deps, staffCallerOf(request), pathId(request.params.id)),
  );

  app.post(
    '/api/staff/applications/:id/return/',
    {
      schema: {
        tags,
        summary: 'Return a submitted application to its members with a reason',
        security,
        params: ZIdPathSchema,
        body: ZReturnApplicationRequestSchema,
        response: answers(ZApplicationDecisionResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      applications.returnApplication(
        deps,
        staffCallerOf(request),
        pathId(request.params.id),
        request.body.reason,
      ),
  );
}
