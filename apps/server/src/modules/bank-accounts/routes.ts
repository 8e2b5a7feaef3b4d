import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { readUpload, sendAttachment, uploadScope } from '../../http/uploads.ts';
import { type BsbDirectory, createBsbDirectory } from '../../providers/bsb-directory.ts';
import { createFileStorage, type FileStorage } from '../../providers/file-storage.ts';
import { authenticate } from '../auth/session-context.ts';
import { parseId } from '../details/service.ts';
import {
  type BankAccountsDeps,
  bankAccountOptions,
  createBankAccount,
  deleteBankAccount,
  deleteBankStatement,
  editBankAccount,
  getBankAccount,
  listAccountBankAccounts,
  lookupBsb,
  openBankStatement,
  uploadBankStatement,
} from './service.ts';

type Params = { id: string; bankAccountId: string; documentId: string; bsb: string };

/**
 * The BSB lookup and the bank accounts of an account with their statements (spec 001 section 7). The
 * BSB directory is the AusPayNet file named by BSB_DIRECTORY_FILE (read once, here at start) or the
 * embedded one.
 */
export function bankAccountRoutes(
  app: FastifyInstance,
  deps: Deps,
  providers: { files?: FileStorage; bsbDirectory?: BsbDirectory } = {},
): void {
  const d: BankAccountsDeps = {
    ...deps,
    files: providers.files ?? createFileStorage(deps.config.dataDir),
    bsbDirectory: providers.bsbDirectory ?? createBsbDirectory(process.env.BSB_DIRECTORY_FILE || undefined),
  };
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });
  const accountOf = (request: FastifyRequest<{ Params: Params }>) => parseId(request.params.id);

  app.get<{ Params: Params }>('/api/bsb/:bsb/', async (request) => {
    await authenticate(deps, request);
    return lookupBsb(d.bsbDirectory, request.params.bsb);
  });

  const list = '/api/accounts/:id/bank-accounts/';
  const one = `${list}:bankAccountId/`;
  app.options<{ Params: Params }>(list, async (request) =>
    bankAccountOptions(d, await actor(request), accountOf(request)),
  );
  app.get<{ Params: Params }>(list, async (request) =>
    listAccountBankAccounts(d, await actor(request), accountOf(request)),
  );
  app.post<{ Params: Params }>(list, async (request) =>
    createBankAccount(d, await actor(request), accountOf(request), request.body),
  );
  app.get<{ Params: Params }>(one, async (request) => {
    const ctx = await actor(request);
    return getBankAccount(d, ctx, accountOf(request), parseId(request.params.bankAccountId));
  });
  app.patch<{ Params: Params }>(one, async (request) => {
    const ctx = await actor(request);
    return editBankAccount(d, ctx, accountOf(request), parseId(request.params.bankAccountId), request.body);
  });
  app.delete<{ Params: Params }>(one, async (request) => {
    const ctx = await actor(request);
    return deleteBankAccount(d, ctx, accountOf(request), parseId(request.params.bankAccountId), request.body);
  });

  const documents = '/api/accounts/:id/bank-account-documents/';
  app.delete<{ Params: Params }>(`${documents}:documentId/`, async (request) => {
    const ctx = await actor(request);
    return deleteBankStatement(d, ctx, accountOf(request), parseId(request.params.documentId));
  });
  app.get<{ Params: Params }>(`${documents}:documentId/download/`, async (request, reply) => {
    const ctx = await actor(request);
    const file = await openBankStatement(d, ctx, accountOf(request), parseId(request.params.documentId));
    reply.header('Content-Length', String(file.size));
    return sendAttachment(reply, {
      contentType: file.contentType,
      fileName: file.fileName,
      body: file.stream,
    });
  });
  uploadScope(app, (scope) => {
    scope.post<{ Params: Params }>(documents, async (request) => {
      const ctx = await actor(request);
      return uploadBankStatement(d, ctx, accountOf(request), await readUpload(request));
    });
  });
}
