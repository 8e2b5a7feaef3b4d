import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZAccountingMethodsResponseSchema,
  ZPortfolioApplicationCreateSchema,
  ZPortfolioApplicationOrNoneSchema,
  ZPortfolioApplicationSchema,
  ZSourcesOfFundsResponseSchema,
  zPortfolioApplicationForm,
} from '@portal/contracts/api/portfolio-application';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { notFound } from '../../http/errors.ts';
import { pathId, rowIdOf } from '../../http/ids.ts';
import { answers, BODY_PARSED_BY_SERVICE } from '../../http/route-schemas.ts';
import { actorOf, signedIn } from '../auth/signed-in.ts';
import { listAccountingMethods, listSourcesOfFunds } from './queries.ts';
import { getPortfolioApplication, savePortfolioApplication } from './service.ts';

const tags = ['portfolio application'];
const security = TOKEN_SECURITY;

/** Portfolio details of a private-portfolio application and their lists (spec 001 section 7). */
export function portfolioApplicationRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  app.get(
    '/api/source-of-funds/',
    {
      schema: {
        tags,
        summary: 'The sources of funds a portfolio application chooses from',
        security,
        response: answers(ZSourcesOfFundsResponseSchema),
      },
      preValidation,
    },
    async () => listSourcesOfFunds(deps.db),
  );

  app.get(
    '/api/accounting-methods/',
    {
      schema: {
        tags,
        summary: 'The accounting methods a portfolio application chooses from',
        security,
        response: answers(ZAccountingMethodsResponseSchema),
      },
      preValidation,
    },
    async () => listAccountingMethods(deps.db),
  );

  // The form is checked by the service: its rules depend on which sources of funds are "other", and
  // who may change the account is decided first.
  app.post(
    '/api/portfolio-applications/',
    {
      schema: {
        tags,
        summary: 'Save the portfolio details of an application (account in the body)',
        security,
        body: ZPortfolioApplicationCreateSchema,
        response: answers(ZPortfolioApplicationSchema),
      },
      preValidation,
    },
    async (request) => {
      const accountId = rowIdOf(request.body.account);
      if (accountId === null) throw notFound();
      return savePortfolioApplication(deps, actorOf(request), accountId, request.body, 'create');
    },
  );

  app.get(
    '/api/portfolio-applications/:id/',
    {
      schema: {
        tags,
        summary: 'The portfolio details of an account (null until saved)',
        security,
        params: ZIdPathSchema,
        response: answers(ZPortfolioApplicationOrNoneSchema),
      },
      preValidation,
    },
    async (request) => getPortfolioApplication(deps, actorOf(request), pathId(request.params.id)),
  );

  app.patch(
    '/api/portfolio-applications/:id/',
    {
      schema: {
        tags,
        summary: 'Change the portfolio details of an account',
        security,
        params: ZIdPathSchema,
        body: zPortfolioApplicationForm(),
        response: answers(ZPortfolioApplicationSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request) =>
      savePortfolioApplication(deps, actorOf(request), pathId(request.params.id), request.body, 'update'),
  );
}
