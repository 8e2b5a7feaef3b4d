import multipart from '@fastify/multipart';
import {
  ZAdditionalDetailsRequestSchema,
  ZContactDetailsRequestSchema,
  ZPersonalDetailsRequestSchema,
  ZRegistrationStepsQuerySchema,
  ZSecondaryDocumentRequestSchema,
} from '@portal/contracts/api/details';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@portal/contracts/constants';
import { messages } from '@portal/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';
import { createFileStorage, type FileStorage } from '../../providers/file-storage.ts';
import { embeddedIdentityVerifier, type IdentityVerifier } from '../../providers/identity-verification.ts';
import { authenticate } from '../auth/session-context.ts';
import {
  availableSecondaryTypes,
  type DetailsDeps,
  deleteDocument,
  getRegistrationStep,
  parseId,
  readDocument,
  saveAdditionalDetails,
  saveContactDetails,
  savePersonalDetails,
  saveSecondaryDocument,
  skipVerification,
  uploadPersonalDocument,
} from './service.ts';

type IdParams = { id: string };
// The multipart envelope (boundaries, the file_name field) on top of the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const tooLarge = () => new AppError(413, { detail: messages.maxFileSize(UPLOAD_MAX_MB) });

export type DetailsProviders = { files?: FileStorage; identity?: IdentityVerifier };

/** Registration details, identity verification and personal documents (spec 000 sections 3-5, 7). */
export function detailsRoutes(app: FastifyInstance, deps: Deps, providers: DetailsProviders = {}): void {
  const d: DetailsDeps = {
    ...deps,
    files: providers.files ?? createFileStorage(deps.config.dataDir),
    identity: providers.identity ?? embeddedIdentityVerifier,
  };
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });

  app.get('/api/auth/registration-steps/', async (request) => {
    const ctx = await actor(request);
    const { step, account } = parse(ZRegistrationStepsQuerySchema, request.query);
    return getRegistrationStep(d, ctx, step, account);
  });

  app.post('/api/personal-details/', async (request) => {
    const ctx = await actor(request);
    return savePersonalDetails(d, ctx, parse(ZPersonalDetailsRequestSchema, request.body), null);
  });
  app.patch<{ Params: IdParams }>('/api/personal-details/:id/', async (request) => {
    const ctx = await actor(request);
    const id = parseId(request.params.id);
    return savePersonalDetails(d, ctx, parse(ZPersonalDetailsRequestSchema, request.body), id);
  });
  app.post<{ Params: IdParams }>('/api/personal-details/:id/skip-verification/', async (request) => {
    const ctx = await actor(request);
    return skipVerification(d, ctx, parseId(request.params.id));
  });

  app.post('/api/contact-details/', async (request) => {
    const ctx = await actor(request);
    return saveContactDetails(d, ctx, parse(ZContactDetailsRequestSchema, request.body), null);
  });
  app.patch<{ Params: IdParams }>('/api/contact-details/:id/', async (request) => {
    const ctx = await actor(request);
    const id = parseId(request.params.id);
    return saveContactDetails(d, ctx, parse(ZContactDetailsRequestSchema, request.body), id);
  });

  app.post('/api/additional-details/', async (request) => {
    const ctx = await actor(request);
    return saveAdditionalDetails(d, ctx, parse(ZAdditionalDetailsRequestSchema, request.body), null);
  });
  app.patch<{ Params: IdParams }>('/api/additional-details/:id/', async (request) => {
    const ctx = await actor(request);
    const id = parseId(request.params.id);
    return saveAdditionalDetails(d, ctx, parse(ZAdditionalDetailsRequestSchema, request.body), id);
  });

  app.get('/api/secondary-verification-document/available-types/', async (request) =>
    availableSecondaryTypes(d, await actor(request)),
  );
  app.post('/api/secondary-verification-document/', async (request) => {
    const ctx = await actor(request);
    return saveSecondaryDocument(d, ctx, parse(ZSecondaryDocumentRequestSchema, request.body));
  });

  app.delete<{ Params: IdParams }>('/api/personal-document/:id/', async (request) => {
    const ctx = await actor(request);
    return deleteDocument(d, ctx, parseId(request.params.id));
  });
  app.get<{ Params: IdParams }>('/api/personal-document/:id/', async (request, reply) => {
    const ctx = await actor(request);
    const file = await readDocument(d, ctx, parseId(request.params.id));
    const extension = file.key.split('.').pop();
    const type = extension === 'pdf' ? 'application/pdf' : extension === 'png' ? 'image/png' : 'image/jpeg';
    return reply
      .header('Content-Type', type)
      .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.\- ]/g, '_')}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(file.bytes));
  });

  // Uploads: multipart only here, refused with 413 before the body is read when it announces more than
  // the limit, and cut off at the limit when it does not say.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    scope.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
    });
    scope.post('/api/personal-document/', async (request) => {
      const ctx = await actor(request);
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
        if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
        throw error;
      }
      if (!bytes) throw fieldError('file', messages.required);
      return uploadPersonalDocument(d, ctx, { bytes, fileName });
    });
  });
}
