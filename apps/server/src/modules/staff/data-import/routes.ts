import multipart from '@fastify/multipart';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  IMPORT_MAX_FILES,
  STAFF_DATA_TEXTS,
  ZAvailabilityResponseSchema,
  ZImportFormSchema,
  ZImportJobSchema,
  ZImportJobsResponseSchema,
} from '@portal/contracts/api/staff-operations';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps.ts';
import { TOKEN_SECURITY } from '../../../http/api-docs.ts';
import { AppError } from '../../../http/errors.ts';
import { pathId } from '../../../http/ids.ts';
import { answers, created } from '../../../http/route-schemas.ts';
import { fileTooLarge } from '../../../http/uploads.ts';
import { staffCallerOf, staffOnly } from '../access.ts';
import * as imports from './service.ts';

/** All the files of one import together (each file at most UPLOAD_MAX_BYTES). */
const IMPORT_MAX_TOTAL_BYTES = 50 * 1024 * 1024;
const tags = ['staff'];
const security = TOKEN_SECURITY;

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
export function staffDataImportRoutes(fastify: FastifyInstance, deps: Deps, jobs: imports.ImportJobs): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = staffOnly(deps);

  app.get(
    '/api/staff/data/availability/',
    {
      schema: {
        tags,
        summary: 'The newest valuation date of the portal and the newest price',
        security,
        response: answers(ZAvailabilityResponseSchema),
      },
      preValidation,
    },
    async () => imports.availability(deps),
  );

  app.get(
    '/api/staff/data/imports/',
    {
      schema: {
        tags,
        summary: 'The recent portfolio imports, newest first, with their files',
        security,
        response: answers(ZImportJobsResponseSchema),
      },
      preValidation,
    },
    async () => imports.recentImports(deps),
  );

  app.get(
    '/api/staff/data/imports/:id/',
    {
      schema: {
        tags,
        summary: 'One portfolio import: its progress and what each file loaded or why it was rejected',
        security,
        params: ZIdPathSchema,
        response: answers(ZImportJobSchema),
      },
      preValidation,
    },
    async (request) => imports.importJob(deps, pathId(request.params.id)),
  );

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: IMPORT_MAX_FILES, fields: 0, parts: IMPORT_MAX_FILES },
    });
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_TOTAL_BYTES) throw fileTooLarge();
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/staff/data/imports/',
      {
        schema: {
          tags,
          summary: 'Start a portfolio import of CSV files (loaded in the background, in load order)',
          security,
          consumes: ['multipart/form-data'],
          body: ZImportFormSchema,
          response: created(ZImportJobSchema),
        },
        preValidation,
      },
      async (request, reply) => {
        const job = await imports.startImport(
          deps,
          jobs,
          staffCallerOf(request),
          await readCsvFiles(request),
        );
        return reply.status(201).send(job);
      },
    );
  });
}
