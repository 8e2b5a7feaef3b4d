import {
  ACCOUNT_FILE_KINDS,
  ACCOUNT_FILE_PATHS,
  CERTIFICATE_TEMPLATE_DOWNLOAD_PATH,
  CERTIFICATE_TEMPLATE_FILE_NAME,
  CERTIFICATE_TEMPLATE_PATH,
} from '@portal/contracts/api/account-files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { readUpload, sendAttachment, uploadScope } from '../../http/uploads.ts';
import { authenticate } from '../auth/session-context.ts';
import { certificateTemplatePdf } from './certificate-template.ts';
import { deleteFile, listFiles, openFile, uploadFile } from './service.ts';

type FileParams = { id: string; fileId: string };

/** Wholesale investor certificates and trust deed attachments of an account, and the certificate template. */
export function accountFileRoutes(app: FastifyInstance, deps: Deps): void {
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });

  for (const kind of ACCOUNT_FILE_KINDS) {
    const base = `/api/accounts/:id/${ACCOUNT_FILE_PATHS[kind]}/`;
    app.get<{ Params: FileParams }>(base, async (request) => {
      const ctx = await actor(request);
      return listFiles(deps, ctx, pathId(request.params.id), kind);
    });
    app.delete<{ Params: FileParams }>(`${base}:fileId/`, async (request) => {
      const ctx = await actor(request);
      return deleteFile(deps, ctx, pathId(request.params.id), kind, pathId(request.params.fileId));
    });
    app.get<{ Params: FileParams }>(`${base}:fileId/download/`, async (request, reply) => {
      const ctx = await actor(request);
      const file = await openFile(deps, ctx, pathId(request.params.id), kind, pathId(request.params.fileId));
      reply.header('Content-Length', String(file.size));
      return sendAttachment(reply, {
        contentType: file.contentType,
        fileName: file.fileName,
        body: file.stream,
      });
    });
    uploadScope(app, (scope) => {
      scope.post<{ Params: FileParams }>(base, async (request) => {
        const ctx = await actor(request);
        const accountId = pathId(request.params.id);
        return uploadFile(deps, ctx, accountId, kind, await readUpload(request));
      });
    });
  }

  app.get(CERTIFICATE_TEMPLATE_PATH, async (request) => {
    await authenticate(deps, request);
    return { certificate_template: CERTIFICATE_TEMPLATE_DOWNLOAD_PATH };
  });
  // A blank form with no personal data: served without a session, so a plain link can save it.
  app.get(CERTIFICATE_TEMPLATE_DOWNLOAD_PATH, async (_request, reply) =>
    sendAttachment(reply, {
      contentType: 'application/pdf',
      fileName: CERTIFICATE_TEMPLATE_FILE_NAME,
      body: await certificateTemplatePdf(),
    }),
  );
}
