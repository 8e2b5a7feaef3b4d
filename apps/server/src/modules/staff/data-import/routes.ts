import multipart from '@fastify/multipart';
import { IMPORT_MAX_FILES, STAFF_DATA_TEXTS } from '@portal/contracts/api/staff-operations';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../http/errors.ts';
import { pathId } from '../../../http/ids.ts';
import { fileTooLarge } from '../../../http/uploads.ts';
import { requireStaff } from '../access.ts';
import * as imports from './service.ts';

/** All the files of one import together (each file at most UPLOAD_MAX_BYTES). */
const IMPORT_MAX_TOTAL_BYTES = 50 * 1024 * 1024;

async function readCsvFiles(request: FastifyRequest): Promise<imports.UploadedCsv[]> {
  if (!request.isMultipart()) return [];
  const files: imports.UploadedCsv[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      files.push({ name: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    // More files than the limit: the parser stops; the answer says how many are allowed.
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(400, { files: [STAFF_DATA_TEXTS.tooManyFiles] });
    if (statusCode === 413) throw fileTooLarge();
    // A broken multipart body is the sender's mistake, not the server's.
    throw new AppError(400, { detail: 'The request could not be read.' });
  }
  return files;
}

/** Portfolio imports from the console (durable jobs, see worker.ts) and the latest availability date. */
export function staffDataImportRoutes(app: FastifyInstance, deps: Deps, jobs: imports.ImportJobs): void {
  const staffOf = async (request: FastifyRequest) => ({
    ...(await requireStaff(deps, request)),
    ip: request.ip,
  });

  app.get('/api/staff/data/availability/', async (request) => {
    await requireStaff(deps, request);
    return imports.availability(deps);
  });

  app.get('/api/staff/data/imports/', async (request) => {
    await requireStaff(deps, request);
    return imports.recentImports(deps);
  });

  app.get<{ Params: { id?: string } }>('/api/staff/data/imports/:id/', async (request) => {
    await requireStaff(deps, request);
    return imports.importJob(deps, pathId(request.params.id));
  });

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: IMPORT_MAX_FILES, fields: 0, parts: IMPORT_MAX_FILES },
    });
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_TOTAL_BYTES) throw fileTooLarge();
    });
    scope.post('/api/staff/data/imports/', async (request, reply) => {
      const staff = await staffOf(request);
      const job = await imports.startImport(deps, jobs, staff, await readCsvFiles(request));
      reply.status(201);
      return job;
    });
  });
}
