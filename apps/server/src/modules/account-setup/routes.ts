import {
  ZAbnLookupRequestSchema,
  ZAccountDetailQuerySchema,
  ZAccountRegistrationStepQuerySchema,
  ZCreateAccountRequestSchema,
  ZFetchCorporateInfoRequestSchema,
  ZOpenRequestsQuerySchema,
  ZPatchAccountRequestSchema,
  ZSecondaryDecisionRequestSchema,
} from '@portal/contracts/api/account-setup';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { type CompanyRegister, createCompanyRegister } from '../../providers/company-register.ts';
import { authenticate } from '../auth/session-context.ts';
import {
  type AccountSetupDeps,
  activateAccount,
  activationSteps,
  applyNowAccounts,
  createAccount,
  deleteAcnData,
  fetchCorporateInfo,
  getAccount,
  lookupAbn,
  openRequests,
  patchAccount,
  registrationStep,
  roles,
  secondaryDecision,
  selectAccountFor,
  submitApplication,
} from './service.ts';

type IdParams = { id: string };
const zUuidParam = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

/** Account setup (spec 001 sections 2 to 7): creating, reading and submitting an application. */
export function accountSetupRoutes(
  app: FastifyInstance,
  deps: Deps,
  providers: { register?: CompanyRegister } = {},
): void {
  const d: AccountSetupDeps = { ...deps, register: providers.register ?? createCompanyRegister(deps.config) };
  const actor = (request: FastifyRequest) => authenticate(deps, request);
  const accountId = (request: FastifyRequest<{ Params: IdParams }>) => pathId(request.params.id);

  app.post('/api/accounts/create/', async (request, reply) => {
    const ctx = await actor(request);
    const body = parse(ZCreateAccountRequestSchema, request.body);
    const { created, account } = await createAccount(d, ctx, applicationIdOf(request), body);
    return reply.status(created ? 201 : 200).send(account);
  });
  app.get('/api/accounts/apply-now/', async (request) =>
    applyNowAccounts(d, await actor(request), applicationIdOf(request)),
  );
  app.get('/api/accounts/open-requests/', async (request) => {
    const ctx = await actor(request);
    const { account } = parse(ZOpenRequestsQuerySchema, request.query);
    return openRequests(d, ctx, pathId(account));
  });

  app.get<{ Params: IdParams }>('/api/accounts/:id/', async (request) => {
    const ctx = await actor(request);
    parse(ZAccountDetailQuerySchema, request.query);
    return getAccount(d, ctx, accountId(request));
  });
  app.patch<{ Params: IdParams }>('/api/accounts/:id/', async (request) => {
    const ctx = await actor(request);
    const id = accountId(request);
    return patchAccount(d, ctx, id, parse(ZPatchAccountRequestSchema, request.body));
  });
  app.post<{ Params: IdParams }>('/api/accounts/:id/select/', async (request) =>
    selectAccountFor(d, await actor(request), accountId(request)),
  );
  app.post<{ Params: IdParams }>('/api/accounts/:id/activate/', async (request) => {
    const ctx = await actor(request);
    return activateAccount(d, ctx, applicationIdOf(request), accountId(request));
  });
  app.get<{ Params: IdParams }>('/api/accounts/:id/activation-steps/', async (request) =>
    activationSteps(d, await actor(request), accountId(request)),
  );
  app.get<{ Params: IdParams }>('/api/accounts/:id/registration-steps/', async (request) => {
    const ctx = await actor(request);
    const id = accountId(request);
    return registrationStep(d, ctx, id, parse(ZAccountRegistrationStepQuerySchema, request.query).step);
  });
  // The acknowledgements are checked after access, so another user's account answers 404 whatever is sent.
  app.post<{ Params: IdParams }>('/api/accounts/:id/submit/', async (request) =>
    submitApplication(d, await actor(request), accountId(request), request.body),
  );
  app.post<{ Params: IdParams }>('/api/accounts/:id/secondary-decision/', async (request) => {
    const ctx = await actor(request);
    const id = accountId(request);
    return secondaryDecision(d, ctx, id, parse(ZSecondaryDecisionRequestSchema, request.body).decision);
  });

  app.post('/api/utils/fetch-corporate-info/', async (request) => {
    const ctx = await actor(request);
    return fetchCorporateInfo(d, ctx, parse(ZFetchCorporateInfoRequestSchema, request.body));
  });
  app.post('/api/utils/abn-lookup/', async (request) => {
    const ctx = await actor(request);
    return lookupAbn(d, ctx, parse(ZAbnLookupRequestSchema, request.body));
  });
  app.delete<{ Params: { uuid: string }; Querystring: { acn?: string } }>(
    '/api/utils/acn-data/:uuid/',
    async (request, reply) => {
      const ctx = await actor(request);
      const uuid = z.safeParse(zUuidParam, request.params.uuid);
      if (!uuid.success) throw notFound();
      await deleteAcnData(d, ctx, uuid.data, request.query.acn);
      return reply.status(204).send();
    },
  );
  app.get('/api/roles/', async (request) => {
    await actor(request);
    return roles(d);
  });
}
