import { ZDetailResponseSchema } from '@portal/contracts/api/auth';
import {
  ZBankAccountDocumentPathSchema,
  ZBankAccountDocumentSchema,
  ZBankAccountOptionsSchema,
  ZBankAccountPathSchema,
  ZBankAccountSchema,
  ZBankAccountsResponseSchema,
  ZBankChangeCancelledSchema,
  ZBankChangeOpenedSchema,
  ZBankChangeRequestPathSchema,
  ZBankChangeRequestSchema,
  ZBsbDetailsSchema,
  ZBsbPathSchema,
  zBankAccountForm,
  zDeleteBankAccountForm,
} from '@portal/contracts/api/bank-accounts';
import { ERROR_RESPONSES, ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import { ZUploadRequestSchema } from '@portal/contracts/upload';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers, BODY_PARSED_BY_SERVICE, fileAnswers } from '../../http/route-schemas.ts';
import { readUpload, sendAttachment, uploadScope } from '../../http/uploads.ts';
import { type BsbDirectory, createBsbDirectory } from '../../providers/bsb-directory.ts';
import { actorOf, signedIn } from '../auth/signed-in.ts';
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

const tags = ['bank accounts'];
const security = TOKEN_SECURITY;

/** 202 when the change became a change request the members sign (it is not applied yet). */
const statusOf = (answer: object) => ('change_request' in answer ? 202 : 200);
/** A change answers the bank account as it is now, or 202 with the change request the members sign. */
const changeAnswers = <S>(applied: S) => ({ 200: applied, 202: ZBankChangeOpenedSchema, ...ERROR_RESPONSES });

/**
 * The BSB lookup and the bank accounts of an account with their statements (spec 001 section 7). The
 * BSB directory is the AusPayNet file named by BSB_DIRECTORY_FILE (read once, here at start) or the
 * embedded one. A change's form is checked by the service, after it has decided that the caller may
 * change the account now (a stranger is answered 404, a missing code 403, whatever they sent): whether
 * the form asks for the password depends on the account having a bank account.
 */
export function bankAccountRoutes(
  fastify: FastifyInstance,
  deps: Deps,
  providers: { bsbDirectory?: BsbDirectory } = {},
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const d: BankAccountsDeps = {
    ...deps,
    bsbDirectory: providers.bsbDirectory ?? createBsbDirectory(process.env.BSB_DIRECTORY_FILE || undefined),
  };
  const accountOf = (request: { params: { id: string } }) => pathId(request.params.id);

  app.get(
    '/api/utils/bsb/:bsb/',
    {
      schema: {
        tags,
        summary: 'The bank and branch of a BSB (404 when no institution uses it)',
        security,
        params: ZBsbPathSchema,
        response: answers(ZBsbDetailsSchema),
      },
      preValidation,
    },
    async (request) => lookupBsb(d.bsbDirectory, request.params.bsb),
  );

  const list = '/api/accounts/:id/bank-accounts/';
  const one = `${list}:bankAccountId/`;

  app.options(
    list,
    {
      schema: {
        tags,
        summary: 'What a change of the account’s bank accounts needs: the password, a code',
        security,
        params: ZIdPathSchema,
        response: answers(ZBankAccountOptionsSchema),
      },
      preValidation,
    },
    async (request) => bankAccountOptions(d, actorOf(request), accountOf(request)),
  );

  app.get(
    list,
    {
      schema: {
        tags,
        summary: 'The bank accounts of an account, with the change requests pending on them',
        security,
        params: ZIdPathSchema,
        response: answers(ZBankAccountsResponseSchema),
      },
      preValidation,
    },
    async (request) => listAccountBankAccounts(d, actorOf(request), accountOf(request)),
  );

  app.post(
    list,
    {
      schema: {
        tags,
        summary: 'Add a bank account (202: the members must sign the change first)',
        security,
        params: ZIdPathSchema,
        body: zBankAccountForm(),
        response: changeAnswers(ZBankAccountSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request, reply) => {
      const answer = await createBankAccount(d, actorOf(request), accountOf(request), request.body);
      return reply.status(statusOf(answer)).send(answer);
    },
  );

  app.get(
    one,
    {
      schema: {
        tags,
        summary: 'A bank account, or one a pending change request will add',
        security,
        params: ZBankAccountPathSchema,
        response: answers(ZBankAccountSchema),
      },
      preValidation,
    },
    async (request) =>
      getBankAccount(d, actorOf(request), accountOf(request), pathId(request.params.bankAccountId)),
  );

  app.patch(
    one,
    {
      schema: {
        tags,
        summary: 'Change a bank account (202: the members must sign the change first)',
        security,
        params: ZBankAccountPathSchema,
        body: zBankAccountForm(),
        response: changeAnswers(ZBankAccountSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request, reply) => {
      const bankAccountId = pathId(request.params.bankAccountId);
      const answer = await editBankAccount(
        d,
        actorOf(request),
        accountOf(request),
        bankAccountId,
        request.body,
      );
      return reply.status(statusOf(answer)).send(answer);
    },
  );

  app.delete(
    one,
    {
      schema: {
        tags,
        summary: 'Delete a bank account with the password (202: the members must sign the change first)',
        security,
        params: ZBankAccountPathSchema,
        body: zDeleteBankAccountForm({ passwordRequired: true }),
        response: changeAnswers(ZDetailResponseSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request, reply) => {
      const bankAccountId = pathId(request.params.bankAccountId);
      const answer = await deleteBankAccount(
        d,
        actorOf(request),
        accountOf(request),
        bankAccountId,
        request.body,
      );
      return reply.status(statusOf(answer)).send(answer);
    },
  );

  // A bank change request of the account (confirm, decline, sign URL and mark-as-viewed are the
  // change request calls under /api/change-requests/{id}/).
  const changeRequest = '/api/accounts/:id/bank-change-requests/:requestId/';

  app.get(
    changeRequest,
    {
      schema: {
        tags,
        summary: 'A bank change request of the account',
        security,
        params: ZBankChangeRequestPathSchema,
        response: answers(ZBankChangeRequestSchema),
      },
      preValidation,
    },
    async (request) =>
      getBankChangeRequest(d, actorOf(request), accountOf(request), pathId(request.params.requestId)),
  );

  app.post(
    `${changeRequest}cancel/`,
    {
      schema: {
        tags,
        summary: 'Cancel a pending bank change request (its initiator only)',
        security,
        params: ZBankChangeRequestPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZBankChangeCancelledSchema),
      },
      preValidation,
    },
    async (request) =>
      cancelBankChangeRequest(d, actorOf(request), accountOf(request), pathId(request.params.requestId)),
  );

  const documents = '/api/accounts/:id/bank-account-documents/';

  app.delete(
    `${documents}:documentId/`,
    {
      schema: {
        tags,
        summary: 'Delete a bank statement no bank account names',
        security,
        params: ZBankAccountDocumentPathSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      deleteBankStatement(d, actorOf(request), accountOf(request), pathId(request.params.documentId)),
  );

  app.get(
    `${documents}:documentId/download/`,
    {
      schema: {
        tags,
        summary: 'Download a bank statement',
        security,
        params: ZBankAccountDocumentPathSchema,
        response: fileAnswers('application/octet-stream'),
      },
      preValidation,
    },
    async (request, reply) => {
      const documentId = pathId(request.params.documentId);
      const file = await openBankStatement(d, actorOf(request), accountOf(request), documentId);
      reply.header('Content-Length', String(file.size));
      return sendAttachment(reply, {
        contentType: file.contentType,
        fileName: file.fileName,
        body: file.stream,
      });
    },
  );

  uploadScope(fastify, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      documents,
      {
        schema: {
          tags,
          summary: 'Upload a bank statement (multipart: file, optionally file_name)',
          security,
          consumes: ['multipart/form-data'],
          params: ZIdPathSchema,
          body: ZUploadRequestSchema,
          response: answers(ZBankAccountDocumentSchema),
        },
        preValidation,
      },
      async (request) =>
        uploadBankStatement(d, actorOf(request), accountOf(request), await readUpload(request)),
    );
  });
}
