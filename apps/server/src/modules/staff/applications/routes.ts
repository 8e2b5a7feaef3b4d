import {
  APPLICATION_FILE_KINDS,
  type TApplicationFileKind,
  ZApplicationQueueQuerySchema,
  ZReturnApplicationRequestSchema,
} from '@portal/contracts/api/staff-operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../http/errors.ts';
import { sendAttachment } from '../../../http/uploads.ts';
import { parse } from '../../../http/validation.ts';
import { requireStaff } from '../access.ts';
import * as applications from './service.ts';

/** A path id: a positive int4, else the resource does not exist. */
export function pathId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw notFound();
  return Number(value);
}

type Params = { id?: string; kind?: string; fileId?: string };

/** The queue of submitted applications, one application with its files, and the decisions on it. */
export function staffApplicationRoutes(app: FastifyInstance, deps: Deps): void {
  const staffOf = async (request: FastifyRequest) => ({
    ...(await requireStaff(deps, request)),
    ip: request.ip,
  });

  app.get('/api/staff/applications/', async (request) => {
    await requireStaff(deps, request);
    return applications.queue(deps, parse(ZApplicationQueueQuerySchema, request.query));
  });

  app.get<{ Params: Params }>('/api/staff/applications/:id/', async (request) => {
    const staff = await staffOf(request);
    return applications.application(deps, staff, pathId(request.params.id));
  });

  app.get<{ Params: Params }>('/api/staff/applications/:id/files/:kind/:fileId/', async (request, reply) => {
    const staff = await staffOf(request);
    const kind = request.params.kind ?? '';
    if (!(APPLICATION_FILE_KINDS as readonly string[]).includes(kind)) throw notFound();
    const file = await applications.applicationFile(
      deps,
      staff,
      pathId(request.params.id),
      kind as TApplicationFileKind,
      pathId(request.params.fileId),
    );
    return sendAttachment(reply, {
      contentType: file.contentType,
      fileName: file.fileName,
      body: file.stream,
    });
  });

  app.post<{ Params: Params }>('/api/staff/applications/:id/activate/', async (request) => {
    const staff = await staffOf(request);
    return applications.activate(deps, staff, pathId(request.params.id));
  });

  app.post<{ Params: Params }>('/api/staff/applications/:id/return/', async (request) => {
    const staff = await staffOf(request);
    const accountId = pathId(request.params.id);
    const { reason } = parse(ZReturnApplicationRequestSchema, request.body);
    return applications.returnApplication(deps, staff, accountId, reason);
  });
}
