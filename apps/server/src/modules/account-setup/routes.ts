import {
  ZAbnLookupRequestSchema,
  ZAbnLookupResponseSchema,
  ZAccountDetailQuerySchema,
  ZAccountRegistrationStepQuerySchema,
  ZAccountRegistrationStepResponseSchema,
  ZAccountSchema,
  ZAcnDataPathSchema,
  ZAcnDataQuerySchema,
  ZApplyNowResponseSchema,
  ZCorporateInfoSchema,
  ZCreateAccountRequestSchema,
  ZExtraApplicationInfoSchema,
  ZFetchCorporateInfoRequestSchema,
  ZOpenRequestsQuerySchema,
  ZOpenRequestsResponseSchema,
  ZPatchAccountRequestSchema,
  ZRolesResponseSchema,
  ZSecondaryDecisionRequestSchema,
  ZSecondaryDecisionResponseSchema,
  ZSelectAccountResponseSchema,
  ZSubmitApplicationRequestSchema,
  ZSubmitApplicationResponseSchema,
} from '@portal/contracts/api/account-setup';
import { ERROR_RESPONSES, ZEmptyRequestSchema, ZNoContentSchema } from '@portal/contracts/api/errors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { pathId } from '../../http/ids.ts';
import { answers } from '../../http/route-schemas.ts';
import { type CompanyRegister, createCompanyRegister } from '../../providers/company-register.ts';
import { primaryUserOnly } from '../accounts/primary-user.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
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

const zUuidParam = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const ACCOUNT_PATH = '/api/accounts/:id/';
const tags = ['account-setup'];
const security = TOKEN_SECURITY;

/** Account setup (spec 001 sections 2 to 7): creating, reading and submitting an application. */
export function accountSetupRoutes(
  fastify: FastifyInstance,
  deps: Deps,
  providers: { register?: CompanyRegister } = {},
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const d: AccountSetupDeps = { ...deps, register: providers.register ?? createCompanyRegister(deps.config) };
  const preValidation = signedIn(deps);

  app.post(
    '/api/accounts/create/',
    {
      schema: {
        tags,
        summary: 'Create an account to apply with (200 with the account when the same one exists)',
        security,
        body: ZCreateAccountRequestSchema,
        response: { 200: ZAccountSchema, 201: ZAccountSchema, ...ERROR_RESPONSES },
      },
      preValidation,
    },
    async (request, reply) => {
      const { created, account } = await createAccount(
        d,
        callerOf(request),
        applicationIdOf(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(account);
    },
  );
  app.get(
    '/api/accounts/apply-now/',
    {
      schema: {
        tags,
        summary: 'The accounts (and registration invites) the caller may apply with',
        security,
        response: answers(ZApplyNowResponseSchema),
      },
      preValidation,
    },
    async (request) => applyNowAccounts(d, callerOf(request), applicationIdOf(request)),
  );
  app.get(
    '/api/accounts/open-requests/',
    {
      schema: {
        tags,
        summary: 'The pending change requests of an account',
        security,
        querystring: ZOpenRequestsQuerySchema,
        response: answers(ZOpenRequestsResponseSchema),
      },
      preValidation,
    },
    async (request) => openRequests(d, callerOf(request), pathId(request.query.account)),
  );

  app.get(
    ACCOUNT_PATH,
    {
      schema: {
        tags,
        summary: 'The account with every section of its application, as its members see it',
        security,
        params: ZIdPathSchema,
        querystring: ZAccountDetailQuerySchema,
        response: answers(ZAccountSchema),
      },
      preValidation,
    },
    async (request) => getAccount(d, callerOf(request), pathId(request.params.id)),
  );
  app.patch(
    ACCOUNT_PATH,
    {
      schema: {
        tags,
        summary: 'Change the account’s answers (skips, the primary user’s role, other members)',
        security,
        params: ZIdPathSchema,
        body: ZPatchAccountRequestSchema,
        response: answers(ZAccountSchema),
      },
      preValidation,
    },
    async (request) => patchAccount(d, callerOf(request), pathId(request.params.id), request.body),
  );
  app.post(
    `${ACCOUNT_PATH}select/`,
    {
      schema: {
        tags,
        summary: 'Make the account the caller’s selected one',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZSelectAccountResponseSchema),
      },
      preValidation,
    },
    async (request) => selectAccountFor(d, callerOf(request), pathId(request.params.id)),
  );
  app.post(
    `${ACCOUNT_PATH}activate/`,
    {
      schema: {
        tags,
        summary: 'Take over an account the provider prepared for the caller',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZAccountSchema),
      },
      preValidation,
    },
    async (request) =>
      activateAccount(d, callerOf(request), applicationIdOf(request), pathId(request.params.id)),
  );
  app.get(
    `${ACCOUNT_PATH}activation-steps/`,
    {
      schema: {
        tags,
        summary: 'The application’s next step and the sections still to fill in',
        security,
        params: ZIdPathSchema,
        response: answers(ZExtraApplicationInfoSchema),
      },
      preValidation,
    },
    async (request) => activationSteps(d, callerOf(request), pathId(request.params.id)),
  );
  app.get(
    `${ACCOUNT_PATH}registration-steps/`,
    {
      schema: {
        tags,
        summary: 'The saved data of one registration step',
        security,
        params: ZIdPathSchema,
        querystring: ZAccountRegistrationStepQuerySchema,
        response: answers(ZAccountRegistrationStepResponseSchema),
      },
      preValidation,
    },
    async (request) => registrationStep(d, callerOf(request), pathId(request.params.id), request.query.step),
  );
  app.post(
    `${ACCOUNT_PATH}submit/`,
    {
      schema: {
        tags,
        summary: 'Submit the application with the six acknowledgements (primary user)',
        security,
        params: ZIdPathSchema,
        body: ZSubmitApplicationRequestSchema,
        response: answers(ZSubmitApplicationResponseSchema),
      },
      // Another user's account answers 404 whatever is sent.
      preValidation: [preValidation, primaryUserOnly(deps)],
    },
    async (request) => submitApplication(d, callerOf(request), pathId(request.params.id), request.body),
  );
  app.post(
    `${ACCOUNT_PATH}secondary-decision/`,
    {
      schema: {
        tags,
        summary: 'A secondary member accepts or declines the submitted application',
        security,
        params: ZIdPathSchema,
        body: ZSecondaryDecisionRequestSchema,
        response: answers(ZSecondaryDecisionResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      secondaryDecision(d, callerOf(request), pathId(request.params.id), request.body.decision),
  );

  app.post(
    '/api/utils/fetch-corporate-info/',
    {
      schema: {
        tags,
        summary: 'What the company register holds for an ACN (its directors included)',
        security,
        body: ZFetchCorporateInfoRequestSchema,
        response: answers(ZCorporateInfoSchema),
      },
      preValidation,
    },
    async (request) => fetchCorporateInfo(d, callerOf(request), request.body),
  );
  app.post(
    '/api/utils/abn-lookup/',
    {
      schema: {
        tags,
        summary: 'The organisation the company register names for an ABN',
        security,
        body: ZAbnLookupRequestSchema,
        response: answers(ZAbnLookupResponseSchema),
      },
      preValidation,
    },
    async (request) => lookupAbn(d, callerOf(request), request.body),
  );
  app.delete(
    '/api/utils/acn-data/:uuid/',
    {
      schema: {
        tags,
        summary: 'Leave one director of the register’s answer out of the directors step',
        security,
        params: ZAcnDataPathSchema,
        querystring: ZAcnDataQuerySchema,
        response: { 204: ZNoContentSchema, ...ERROR_RESPONSES },
      },
      preValidation,
    },
    async (request, reply) => {
      const uuid = z.safeParse(zUuidParam, request.params.uuid);
      if (!uuid.success) throw notFound();
      await deleteAcnData(d, callerOf(request), uuid.data, request.query.acn);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/roles/',
    {
      schema: {
        tags,
        summary: 'The roles a person of an account may hold',
        security,
        response: answers(ZRolesResponseSchema),
      },
      preValidation,
    },
    async () => roles(d),
  );
}
