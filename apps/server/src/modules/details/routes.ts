import { ZDetailResponseSchema } from '@portal/contracts/api/auth';
import {
  ZAdditionalDetailSchema,
  ZAdditionalDetailsRequestSchema,
  ZAvailableSecondaryTypesResponseSchema,
  ZChangeAddressRequestSchema,
  ZContactDetailSchema,
  ZContactDetailsRequestSchema,
  ZDocumentFileSchema,
  ZPersonalDetailSchema,
  ZPersonalDetailsRequestSchema,
  ZRegistrationStepResponseSchema,
  ZRegistrationStepsQuerySchema,
  ZSecondaryDocumentRequestSchema,
  ZSecondaryDocumentResponseSchema,
} from '@portal/contracts/api/details';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import { ZUploadRequestSchema } from '@portal/contracts/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers, fileAnswers } from '../../http/route-schemas.ts';
import { CONTENT_TYPES, readUpload, sendAttachment, uploadScope } from '../../http/uploads.ts';
import { embeddedIdentityVerifier, type IdentityVerifier } from '../../providers/identity-verification.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import {
  availableSecondaryTypes,
  changeOwnAddress,
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

export type DetailsProviders = { identity?: IdentityVerifier };

const tags = ['details'];
const security = TOKEN_SECURITY;

/** Registration details, identity verification and personal documents (spec 000 sections 3-5, 7). */
export function detailsRoutes(fastify: FastifyInstance, deps: Deps, providers: DetailsProviders = {}): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const d: DetailsDeps = {
    ...deps,
    identity: providers.identity ?? embeddedIdentityVerifier,
  };
  const preValidation = signedIn(deps);
  const actor = (request: FastifyRequest) => ({ ...callerOf(request), ip: request.ip });

  app.get(
    '/api/auth/registration-steps/',
    {
      schema: {
        tags,
        summary: 'What is saved of one registration step, for the user or one of their accounts',
        security,
        querystring: ZRegistrationStepsQuerySchema,
        response: answers(ZRegistrationStepResponseSchema),
      },
      preValidation,
    },
    async (request) => getRegistrationStep(d, actor(request), request.query.step, request.query.account),
  );

  app.post(
    '/api/personal-details/',
    {
      schema: {
        tags,
        summary: 'Save personal details with the identity document, which is checked',
        security,
        body: ZPersonalDetailsRequestSchema,
        response: answers(ZPersonalDetailSchema),
      },
      preValidation,
    },
    async (request) => savePersonalDetails(d, actor(request), request.body, null),
  );
  app.patch(
    '/api/personal-details/:id/',
    {
      schema: {
        tags,
        summary: 'Change personal details; a new or changed identity document is checked',
        security,
        params: ZIdPathSchema,
        body: ZPersonalDetailsRequestSchema,
        response: answers(ZPersonalDetailSchema),
      },
      preValidation,
    },
    async (request) => savePersonalDetails(d, actor(request), request.body, pathId(request.params.id)),
  );
  app.post(
    '/api/personal-details/:id/skip-verification/',
    {
      schema: {
        tags,
        summary: 'Go on without a verified identity (a secondary document is asked for instead)',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => skipVerification(d, actor(request), pathId(request.params.id)),
  );

  app.post(
    '/api/contact-details/',
    {
      schema: {
        tags,
        summary: 'Save contact details',
        security,
        body: ZContactDetailsRequestSchema,
        response: answers(ZContactDetailSchema),
      },
      preValidation,
    },
    async (request) => saveContactDetails(d, actor(request), request.body, null),
  );
  app.patch(
    '/api/contact-details/:id/',
    {
      schema: {
        tags,
        summary: 'Change contact details',
        security,
        params: ZIdPathSchema,
        body: ZContactDetailsRequestSchema,
        response: answers(ZContactDetailSchema),
      },
      preValidation,
    },
    async (request) => saveContactDetails(d, actor(request), request.body, pathId(request.params.id)),
  );

  app.post(
    '/api/profiles/my/change-address/',
    {
      schema: {
        tags,
        summary: 'Change the own contact address',
        security,
        body: ZChangeAddressRequestSchema,
        response: answers(ZContactDetailSchema),
      },
      preValidation,
    },
    async (request) => changeOwnAddress(d, actor(request), request.body),
  );

  app.post(
    '/api/additional-details/',
    {
      schema: {
        tags,
        summary: 'Save additional details',
        security,
        body: ZAdditionalDetailsRequestSchema,
        response: answers(ZAdditionalDetailSchema),
      },
      preValidation,
    },
    async (request) => saveAdditionalDetails(d, actor(request), request.body, null),
  );
  app.patch(
    '/api/additional-details/:id/',
    {
      schema: {
        tags,
        summary: 'Change additional details',
        security,
        params: ZIdPathSchema,
        body: ZAdditionalDetailsRequestSchema,
        response: answers(ZAdditionalDetailSchema),
      },
      preValidation,
    },
    async (request) => saveAdditionalDetails(d, actor(request), request.body, pathId(request.params.id)),
  );

  app.get(
    '/api/secondary-verification-document/available-types/',
    {
      schema: {
        tags,
        summary: 'The kinds of secondary document the user may give (not the kind already given)',
        security,
        response: answers(ZAvailableSecondaryTypesResponseSchema),
      },
      preValidation,
    },
    async (request) => availableSecondaryTypes(d, actor(request)),
  );
  app.post(
    '/api/secondary-verification-document/',
    {
      schema: {
        tags,
        summary: 'Give a secondary identity document (an uploaded personal document)',
        security,
        body: ZSecondaryDocumentRequestSchema,
        response: answers(ZSecondaryDocumentResponseSchema),
      },
      preValidation,
    },
    async (request) => saveSecondaryDocument(d, actor(request), request.body),
  );

  app.delete(
    '/api/personal-document/:id/',
    {
      schema: {
        tags,
        summary: 'Delete an uploaded personal document that no detail uses',
        security,
        params: ZIdPathSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => deleteDocument(d, actor(request), pathId(request.params.id)),
  );
  app.get(
    '/api/personal-document/:id/',
    {
      schema: {
        tags,
        summary: 'Download an uploaded personal document (its owner only)',
        security,
        params: ZIdPathSchema,
        response: fileAnswers('application/octet-stream'),
      },
      preValidation,
    },
    async (request, reply) => {
      const file = await readDocument(d, actor(request), pathId(request.params.id));
      const contentType = CONTENT_TYPES[file.key.split('.').pop() ?? ''] ?? 'application/octet-stream';
      return sendAttachment(reply, { contentType, fileName: file.fileName, body: file.stream });
    },
  );

  uploadScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/personal-document/',
      {
        schema: {
          tags,
          summary: 'Upload a personal document (multipart: file, optionally file_name; PDF, PNG or JPG)',
          security,
          consumes: ['multipart/form-data'],
          body: ZUploadRequestSchema,
          response: answers(ZDocumentFileSchema),
        },
        preValidation,
      },
      async (request) => uploadPersonalDocument(d, actor(request), await readUpload(request)),
    );
  });
}
