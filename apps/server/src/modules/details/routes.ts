import {
  ZAdditionalDetailsRequestSchema,
  ZContactDetailsRequestSchema,
  ZPersonalDetailsRequestSchema,
  ZRegistrationStepsQuerySchema,
  ZSecondaryDocumentRequestSchema,
} from '@portal/contracts/api/details';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { CONTENT_TYPES, readUpload, sendAttachment, uploadScope } from '../../http/uploads.ts';
import { parse } from '../../http/validation.ts';
import { embeddedIdentityVerifier, type IdentityVerifier } from '../../providers/identity-verification.ts';
import { authenticate } from '../auth/session-context.ts';
import {
  availableSecondaryTypes,
  type DetailsDeps,
  deleteDocument,
  getRegistrationStep,
  readDocument,
  saveAdditionalDetails,
  saveContactDetails,
  savePersonalDetails,
  saveSecondaryDocument,
  skipVerification,
  uploadPersonalDocument,
} from './service.ts';

type IdParams = { id: string };

export type DetailsProviders = { identity?: IdentityVerifier };

/** Registration details, identity verification and personal documents (spec 000 sections 3-5, 7). */
export function detailsRoutes(app: FastifyInstance, deps: Deps, providers: DetailsProviders = {}): void {
  const d: DetailsDeps = {
    ...deps,
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
    const id = pathId(request.params.id);
    return savePersonalDetails(d, ctx, parse(ZPersonalDetailsRequestSchema, request.body), id);
  });
  app.post<{ Params: IdParams }>('/api/personal-details/:id/skip-verification/', async (request) => {
    const ctx = await actor(request);
    return skipVerification(d, ctx, pathId(request.params.id));
  });

  app.post('/api/contact-details/', async (request) => {
    const ctx = await actor(request);
    return saveContactDetails(d, ctx, parse(ZContactDetailsRequestSchema, request.body), null);
  });
  app.patch<{ Params: IdParams }>('/api/contact-details/:id/', async (request) => {
    const ctx = await actor(request);
    const id = pathId(request.params.id);
    return saveContactDetails(d, ctx, parse(ZContactDetailsRequestSchema, request.body), id);
  });

  app.post('/api/additional-details/', async (request) => {
    const ctx = await actor(request);
    return saveAdditionalDetails(d, ctx, parse(ZAdditionalDetailsRequestSchema, request.body), null);
  });
  app.patch<{ Params: IdParams }>('/api/additional-details/:id/', async (request) => {
    const ctx = await actor(request);
    const id = pathId(request.params.id);
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
    return deleteDocument(d, ctx, pathId(request.params.id));
  });
  app.get<{ Params: IdParams }>('/api/personal-document/:id/', async (request, reply) => {
    const ctx = await actor(request);
    const file = await readDocument(d, ctx, pathId(request.params.id));
    const contentType = CONTENT_TYPES[file.key.split('.').pop() ?? ''] ?? 'application/octet-stream';
    return sendAttachment(reply, { contentType, fileName: file.fileName, body: file.stream });
  });

  uploadScope(app, (scope) => {
    scope.post('/api/personal-document/', async (request) => {
      const ctx = await actor(request);
      return uploadPersonalDocument(d, ctx, await readUpload(request));
    });
  });
}
