import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import {
  ZApplyNowRequestSchema,
  ZLinkedBankAccountResponseSchema,
  ZLinkedBankAccountsResponseSchema,
  ZLoanNoteAccountQuerySchema,
  ZLoanNoteAccountsResponseSchema,
  ZLoanNoteBundleSchema,
  ZLoanNoteSchema,
  ZLoanNotesResponseSchema,
  ZLoanNoteTransactionsResponseSchema,
  ZNoteTypesResponseSchema,
  ZRedeemRequestSchema,
  zLinkedBankAccountRequest,
  zLoanNotesForm,
  zRedeemRequestForm,
  zReinvestmentForm,
} from '@portal/contracts/api/loan-notes';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers, BODY_PARSED_BY_SERVICE, created } from '../../http/route-schemas.ts';
import { actorOf, signedIn } from '../auth/signed-in.ts';
import {
  applyNow,
  bankAccountsFor,
  bundleOf,
  confirmNoteInstruction,
  confirmRedeem,
  createRedeem,
  loanNote,
  loanNoteAccounts,
  loanNotesOf,
  noteTypesFor,
  redeemRequest,
  setInstruction,
  transactionsOf,
  updateBundle,
  updateLinkedBankAccount,
} from './service.ts';

const tags = ['loan notes'];
const security = TOKEN_SECURITY;

/** Loan notes (spec 001 section 7 and the holdings screens of docs/decisions/loan-notes.md). */
export function loanNoteRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const id = (request: { params: { id: string } }) => pathId(request.params.id);

  app.get(
    '/api/loan-notes/accounts/',
    {
      schema: {
        tags,
        summary: 'The caller’s loan-note accounts',
        security,
        response: answers(ZLoanNoteAccountsResponseSchema),
      },
      preValidation,
    },
    async (request) => loanNoteAccounts(deps, actorOf(request)),
  );

  app.get(
    '/api/loan-notes/',
    {
      schema: {
        tags,
        summary: 'The notes an account holds',
        security,
        querystring: ZLoanNoteAccountQuerySchema,
        response: answers(ZLoanNotesResponseSchema),
      },
      preValidation,
    },
    async (request) => loanNotesOf(deps, actorOf(request), request.query.account),
  );

  app.get(
    '/api/loan-notes/types/',
    {
      schema: {
        tags,
        summary: 'Every note type, withdrawn ones too (an account of the caller names the call)',
        security,
        querystring: ZLoanNoteAccountQuerySchema,
        response: answers(ZNoteTypesResponseSchema),
      },
      preValidation,
    },
    async (request) => noteTypesFor(deps, actorOf(request), request.query.account),
  );

  app.get(
    '/api/loan-notes/bank-accounts/',
    {
      schema: {
        tags,
        summary: 'The bank accounts an account’s notes can pay to',
        security,
        querystring: ZLoanNoteAccountQuerySchema,
        response: answers(ZLinkedBankAccountsResponseSchema),
      },
      preValidation,
    },
    async (request) => bankAccountsFor(deps, actorOf(request), request.query.account),
  );

  app.get(
    '/api/loan-notes/transactions/',
    {
      schema: {
        tags,
        summary: 'The transactions of an account’s notes',
        security,
        querystring: ZLoanNoteAccountQuerySchema,
        response: answers(ZLoanNoteTransactionsResponseSchema),
      },
      preValidation,
    },
    async (request) => transactionsOf(deps, actorOf(request), request.query.account),
  );

  // The products are checked by the service, once it knows the account may apply: their rules depend
  // on the note types on offer.
  app.post(
    '/api/loan-notes/apply-now/',
    {
      schema: {
        tags,
        summary: 'Apply for loan notes: the account, the bank account and the products',
        security,
        body: ZApplyNowRequestSchema,
        response: created(ZLoanNoteBundleSchema),
      },
      preValidation,
    },
    async (request, reply) => reply.status(201).send(await applyNow(deps, actorOf(request), request.body)),
  );

  app.post(
    '/api/loan-notes/linked-bank-account/',
    {
      schema: {
        tags,
        summary: 'Pay the fixed-term or the at-call notes of an account to one of its bank accounts',
        security,
        body: zLinkedBankAccountRequest,
        response: answers(ZLinkedBankAccountResponseSchema),
      },
      preValidation,
    },
    async (request) => updateLinkedBankAccount(deps, actorOf(request), request.body),
  );

  app.get(
    '/api/loan-note-bundles/:id/',
    {
      schema: {
        tags,
        summary: 'The products an application chose (the account in ?account=)',
        security,
        params: ZIdPathSchema,
        querystring: ZLoanNoteAccountQuerySchema,
        response: answers(ZLoanNoteBundleSchema),
      },
      preValidation,
    },
    async (request) => bundleOf(deps, actorOf(request), request.query.account, id(request)),
  );

  app.patch(
    '/api/loan-note-bundles/:id/',
    {
      schema: {
        tags,
        summary: 'Replace the products an application chose (the account in ?account=)',
        security,
        params: ZIdPathSchema,
        querystring: ZLoanNoteAccountQuerySchema,
        body: zLoanNotesForm([]),
        response: answers(ZLoanNoteBundleSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request) => updateBundle(deps, actorOf(request), request.query.account, id(request), request.body),
  );

  app.get(
    '/api/loan-notes/:id/',
    {
      schema: {
        tags,
        summary: 'A note held',
        security,
        params: ZIdPathSchema,
        response: answers(ZLoanNoteSchema),
      },
      preValidation,
    },
    async (request) => loanNote(deps, actorOf(request), id(request)),
  );

  app.put(
    '/api/loan-notes/:id/reinvestment-instruction/',
    {
      schema: {
        tags,
        summary: 'What happens to a fixed-term note at maturity: reinvest or redeem (saved as a draft)',
        security,
        params: ZIdPathSchema,
        body: zReinvestmentForm,
        response: answers(ZLoanNoteSchema),
      },
      preValidation,
    },
    async (request) => setInstruction(deps, actorOf(request), id(request), request.body),
  );

  app.post(
    '/api/loan-notes/:id/reinvestment-instruction/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirm the draft instruction of a note',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZLoanNoteSchema),
      },
      preValidation,
    },
    async (request) => confirmNoteInstruction(deps, actorOf(request), id(request)),
  );

  app.post(
    '/api/loan-notes/:id/redeem-requests/',
    {
      schema: {
        tags,
        summary: 'Ask to redeem part of the at-call note (a draft, confirmed next)',
        security,
        params: ZIdPathSchema,
        body: zRedeemRequestForm,
        response: created(ZRedeemRequestSchema),
      },
      preValidation,
    },
    async (request, reply) =>
      reply.status(201).send(await createRedeem(deps, actorOf(request), id(request), request.body)),
  );

  app.get(
    '/api/redeem-requests/:id/',
    {
      schema: {
        tags,
        summary: 'A redeem request',
        security,
        params: ZIdPathSchema,
        response: answers(ZRedeemRequestSchema),
      },
      preValidation,
    },
    async (request) => redeemRequest(deps, actorOf(request), id(request)),
  );

  app.post(
    '/api/redeem-requests/:id/confirm/',
    {
      schema: {
        tags,
        summary: 'Send a draft redeem request (the balance is checked again)',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZRedeemRequestSchema),
      },
      preValidation,
    },
    async (request) => confirmRedeem(deps, actorOf(request), id(request)),
  );
}
