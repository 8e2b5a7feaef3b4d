import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { readUpload, sendAttachment, uploadScope } from '../../http/uploads.ts';
import { type BsbDirectory, createBsbDirectory } from '../../providers/bsb-directory.ts';
import { authenticate } from '../auth/session-context.ts';
import { cancelBankChangeRequest, getBankChangeRequest } from './change-requests.ts';
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

type Params = { id: string; bankAccountId: string; documentId: string; bsb: string; requestId: string };

/** 202 when the change became a change request the members sign (it is not applied yet). */
const statusOf = (answer: object) => ('change_request' in answer ? 202 : 200);

/**
 * The BSB lookup and the bank accounts of an account with their statements (spec 001 section 7). The
 * BSB directory is the AusPayNet file named by BSB_DIRECTORY_FILE (read once, here at start) or the
 * embedded one.
 */
export function bankAccountRoutes(
  app: FastifyInstance,
  deps: Deps,
  providers: { bsbDirectory?: BsbDirectory } = {},
): void {
  const d: BankAccountsDeps = {
    ...deps,
    bsbDirectory: providers.bsbDirectory ?? createBsbDirectory(process.env.BSB_DIRECTORY_FILE || undefined),
  };
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });
  const accountOf = (request: FastifyRequest<{ Params: Params }>) => pathId(request.params.id);

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
  app.post<{ Params: Params }>(list, async (request, reply) => {
    const answer = await createBankAccount(d, await actor(request), accountOf(request), request.body);
    return reply.status(statusOf(answer)).send(answer);
  });
  app.get<{ Params: Params }>(one, async (request) => {
    const ctx = await actor(request);
    return getBankAccount(d, ctx, accountOf(request), pathId(request.params.bankAccountId));
  });
  app.patch<{ Params: Params }>(one, async (request, reply) => {
    const ctx = await actor(request);
    const bankAccountId = pathId(request.params.bankAccountId);
    const answer = await editBankAccount(d, ctx, accountOf(request), bankAccountId, request.body);
    return reply.status(statusOf(answer)).send(answer);
  });
  app.delete<{ Params: Params }>(one, async (request, reply) => {
    const ctx = await actor(request);
    const bankAccountId = pathId(request.params.bankAccountId);
    const answer = await deleteBankAccount(d, ctx, accountOf(request), bankAccountId, request.body);
    return reply.status(statusOf(answer)).send(answer);
  });

  // A bank change request of the account (confirm, decline, sign URL and mark-as-viewed are the
  // change request calls under /api/change-requests/{id}/).
  const changeRequest = '/api/accounts/:id/bank-change-requests/:requestId/';
  app.get<{ Params: Params }>(changeRequest, async (request) => {
    const ctx = await actor(request);
    return getBankChangeRequest(d, ctx, accountOf(request), pathId(request.params.requestId));
  });
  app.post<{ Params: Params }>(`${changeRequest}cancel/`, async (request) => {
    const ctx = await actor(request);
    return cancelBankChangeRequest(d, ctx, accountOf(request), pathId(request.params.requestId));
  });

  const documents = '/api/accounts/:id/bank-account-documents/';
  app.delete<{ Params: Params }>(`${documents}:documentId/`, async (request) => {
    const ctx = await actor(request);
    return deleteBankStatement(d, ctx, accountOf(request), pathId(request.params.documentId));
  });
  app.get<{ Params: Params }>(`${documents}:documentId/download/`, async (request, reply) => {
    const ctx = await actor(request);
    const file = await openBankStatement(d, ctx, accountOf(request), pathId(request.params.documentId));
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
