import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { authenticate } from '../auth/session-context.ts';
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

type IdParams = { id: string };
type AccountQuery = { account?: unknown };

/** Loan notes (spec 001 section 7 and the holdings screens of docs/decisions/loan-notes.md). */
export function loanNoteRoutes(app: FastifyInstance, deps: Deps): void {
  const actor = async (request: FastifyRequest) => ({
    ...(await authenticate(deps, request)),
    ip: request.ip,
  });
  const account = (request: FastifyRequest) => (request.query as AccountQuery).account;
  const id = (request: FastifyRequest<{ Params: IdParams }>) => pathId(request.params.id);

  app.get('/api/loan-notes/accounts/', async (request) => loanNoteAccounts(deps, await actor(request)));
  app.get('/api/loan-notes/', async (request) => loanNotesOf(deps, await actor(request), account(request)));
  app.get('/api/loan-notes/types/', async (request) =>
    noteTypesFor(deps, await actor(request), account(request)),
  );
  app.get('/api/loan-notes/bank-accounts/', async (request) =>
    bankAccountsFor(deps, await actor(request), account(request)),
  );
  app.get('/api/loan-notes/transactions/', async (request) =>
    transactionsOf(deps, await actor(request), account(request)),
  );
  app.post('/api/loan-notes/apply-now/', async (request, reply) => {
    const bundle = await applyNow(deps, await actor(request), request.body);
    return reply.status(201).send(bundle);
  });
  app.post('/api/loan-notes/linked-bank-account/', async (request) =>
    updateLinkedBankAccount(deps, await actor(request), request.body),
  );

  app.get<{ Params: IdParams }>('/api/loan-note-bundles/:id/', async (request) => {
    const ctx = await actor(request);
    return bundleOf(deps, ctx, account(request), id(request));
  });
  app.patch<{ Params: IdParams }>('/api/loan-note-bundles/:id/', async (request) => {
    const ctx = await actor(request);
    return updateBundle(deps, ctx, account(request), id(request), request.body);
  });

  app.get<{ Params: IdParams }>('/api/loan-notes/:id/', async (request) => {
    const ctx = await actor(request);
    return loanNote(deps, ctx, id(request));
  });
  app.put<{ Params: IdParams }>('/api/loan-notes/:id/reinvestment-instruction/', async (request) => {
    const ctx = await actor(request);
    return setInstruction(deps, ctx, id(request), request.body);
  });
  app.post<{ Params: IdParams }>('/api/loan-notes/:id/reinvestment-instruction/confirm/', async (request) => {
    const ctx = await actor(request);
    return confirmNoteInstruction(deps, ctx, id(request));
  });
  app.post<{ Params: IdParams }>('/api/loan-notes/:id/redeem-requests/', async (request, reply) => {
    const ctx = await actor(request);
    return reply.status(201).send(await createRedeem(deps, ctx, id(request), request.body));
  });
  app.get<{ Params: IdParams }>('/api/redeem-requests/:id/', async (request) => {
    const ctx = await actor(request);
    return redeemRequest(deps, ctx, id(request));
  });
  app.post<{ Params: IdParams }>('/api/redeem-requests/:id/confirm/', async (request) => {
    const ctx = await actor(request);
    return confirmRedeem(deps, ctx, id(request));
  });
}
