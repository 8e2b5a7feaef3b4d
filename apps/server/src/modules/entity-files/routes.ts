import { ZDetailResponseSchema } from '@portal/contracts/api/auth';
import {
  ACCOUNT_FILE_KINDS,
  ACCOUNT_FILE_PATHS,
  CERTIFICATE_TEMPLATE_DOWNLOAD_PATH,
  CERTIFICATE_TEMPLATE_FILE_NAME,
  CERTIFICATE_TEMPLATE_PATH,
  type TAccountFileKind,
  ZAccountFilePathSchema,
  ZAccountFileSchema,
  ZAccountFilesResponseSchema,
  ZAccountFileUploadRequestSchema,
  ZCertificateTemplateResponseSchema,
} from '@portal/contracts/api/entity-files';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers, fileAnswers } from '../../http/route-schemas.ts';
import { readUpload, sendAttachment, uploadScope } from '../../http/uploads.ts';
import { actorOf, signedIn } from '../auth/signed-in.ts';
import { certificateTemplatePdf } from './certificate-template.ts';
import { deleteFile, listFiles, openFile, uploadFile } from './service.ts';

const tags = ['entity-files'];
const security = TOKEN_SECURITY;

const NAMES: Record<TAccountFileKind, { one: string; many: string }> = {
  certificate: { one: 'wholesale investor certificate', many: 'wholesale investor certificates' },
  deed_attachment: { one: 'trust deed file', many: 'trust deed files' },
};

/** Wholesale investor certificates and trust deed attachments of an account, and the certificate template. */
export function entityFileRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  for (const kind of ACCOUNT_FILE_KINDS) {
    const base = `/api/accounts/:id/${ACCOUNT_FILE_PATHS[kind]}/`;
    const names = NAMES[kind];
    app.get(
      base,
      {
        schema: {
          tags,
          summary: `The account’s ${names.many}`,
          security,
          params: ZIdPathSchema,
          response: answers(ZAccountFilesResponseSchema),
        },
        preValidation,
      },
      async (request) => listFiles(deps, actorOf(request), pathId(request.params.id), kind),
    );
    app.delete(
      `${base}:fileId/`,
      {
        schema: {
          tags,
          summary: `Delete one of the account’s ${names.many}`,
          security,
          params: ZAccountFilePathSchema,
          response: answers(ZDetailResponseSchema),
        },
        preValidation,
      },
      async (request) => {
        const { id, fileId } = request.params;
        return deleteFile(deps, actorOf(request), pathId(id), kind, pathId(fileId));
      },
    );
    app.get(
      `${base}:fileId/download/`,
      {
        schema: {
          tags,
          summary: `Download a ${names.one}`,
          security,
          params: ZAccountFilePathSchema,
          response: fileAnswers('application/octet-stream'),
        },
        preValidation,
      },
      async (request, reply) => {
        const { id, fileId } = request.params;
        const file = await openFile(deps, actorOf(request), pathId(id), kind, pathId(fileId));
        reply.header('Content-Length', String(file.size));
        return sendAttachment(reply, {
          contentType: file.contentType,
          fileName: file.fileName,
          body: file.stream,
        });
      },
    );
    uploadScope(app, (scope) => {
      scope.withTypeProvider<ZodTypeProvider>().post(
        base,
        {
          schema: {
            tags,
            summary: `Upload a ${names.one} (multipart: file, optional file_name; PDF, PNG or JPG up to 10 MB)`,
            security,
            consumes: ['multipart/form-data'],
            params: ZIdPathSchema,
            body: ZAccountFileUploadRequestSchema,
            response: answers(ZAccountFileSchema),
          },
          preValidation,
        },
        async (request) =>
          uploadFile(deps, actorOf(request), pathId(request.params.id), kind, await readUpload(request)),
      );
    });
  }

  app.get(
    CERTIFICATE_TEMPLATE_PATH,
    {
      schema: {
        tags,
        summary: 'Where to download the wholesale investor certificate template',
        security,
        response: answers(ZCertificateTemplateResponseSchema),
      },
      preValidation,
    },
    async () => ({ certificate_template: CERTIFICATE_TEMPLATE_DOWNLOAD_PATH }),
  );
  // A blank form with no personal data: served without a session, so a plain link can save it.
  app.get(
    CERTIFICATE_TEMPLATE_DOWNLOAD_PATH,
    {
      schema: {
        tags,
        summary: 'The blank wholesale investor certificate template (PDF)',
        security: PUBLIC,
        response: fileAnswers('application/pdf'),
      },
    },
    async (_request, reply) =>
      sendAttachment(reply, {
        contentType: 'application/pdf',
        fileName: CERTIFICATE_TEMPLATE_FILE_NAME,
        body: await certificateTemplatePdf(),
      }),
  );
}
