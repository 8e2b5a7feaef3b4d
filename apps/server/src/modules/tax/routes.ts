import { ZIdPathSchema } from '@portal/contracts/api/path';
import {
  ZCorporateTaxCategoriesResponseSchema,
  ZCorporateTaxRequestSchema,
  ZCorporateTaxResponseSchema,
  ZCorporateTaxSchema,
  ZIndividualTaxQuerySchema,
  ZIndividualTaxRequestSchema,
  ZIndividualTaxResponseSchema,
  ZIndividualTaxSchema,
} from '@portal/contracts/api/tax';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers, BODY_PARSED_BY_SERVICE } from '../../http/route-schemas.ts';
import { actorOf, signedIn } from '../auth/signed-in.ts';
import { listCorporateTaxCategories } from './queries.ts';
import { getCorporateTax, getIndividualTax, saveCorporateTax, saveIndividualTax } from './service.ts';

const CORPORATE_TAX_PATH = '/api/accounts/:id/corporate-tax/';
const tags = ['tax'];
const security = TOKEN_SECURITY;

/** Individual tax of the acting user; corporate tax of an account and its categories (spec 001 section 7). */
export function taxRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  app.get(
    '/api/individual-tax/',
    {
      schema: {
        tags,
        summary: 'The caller’s tax details, TFN masked (null before any are given)',
        security,
        querystring: ZIndividualTaxQuerySchema,
        response: answers(ZIndividualTaxResponseSchema),
      },
      preValidation,
    },
    async (request) => getIndividualTax(deps, actorOf(request), request.query.account),
  );
  app.post(
    '/api/individual-tax/',
    {
      schema: {
        tags,
        summary: 'Give the caller’s tax details',
        security,
        body: ZIndividualTaxRequestSchema,
        response: answers(ZIndividualTaxSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request) => saveIndividualTax(deps, actorOf(request), request.body, null),
  );
  app.patch(
    '/api/individual-tax/:id/',
    {
      schema: {
        tags,
        summary: 'Change the caller’s tax details (an empty TFN keeps the one on file)',
        security,
        params: ZIdPathSchema,
        body: ZIndividualTaxRequestSchema,
        response: answers(ZIndividualTaxSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
    },
    async (request) => saveIndividualTax(deps, actorOf(request), request.body, pathId(request.params.id)),
  );

  app.get(
    '/api/corporate-tax-categories/',
    {
      schema: {
        tags,
        summary: 'The corporate tax categories, with the descriptions their tooltips show',
        security,
        response: answers(ZCorporateTaxCategoriesResponseSchema),
      },
      preValidation,
    },
    async () => listCorporateTaxCategories(deps.db),
  );
  app.get(
    CORPORATE_TAX_PATH,
    {
      schema: {
        tags,
        summary: 'The account’s tax details, TFN masked (null before any are given)',
        security,
        params: ZIdPathSchema,
        response: answers(ZCorporateTaxResponseSchema),
      },
      preValidation,
    },
    async (request) => getCorporateTax(deps, actorOf(request), pathId(request.params.id)),
  );
  const corporateTaxSaves = [
    { method: 'POST', mode: 'create', summary: 'Give the tax details of a company, trust or SMSF account' },
    {
      method: 'PATCH',
      mode: 'update',
      summary: 'Change the account’s tax details (an empty TFN keeps the one on file)',
    },
  ] as const;
  for (const { method, mode, summary } of corporateTaxSaves)
    app.route({
      method,
      url: CORPORATE_TAX_PATH,
      schema: {
        tags,
        summary,
        security,
        params: ZIdPathSchema,
        body: ZCorporateTaxRequestSchema,
        response: answers(ZCorporateTaxSchema),
      },
      preValidation,
      ...BODY_PARSED_BY_SERVICE,
      handler: async (request) =>
        saveCorporateTax(deps, actorOf(request), pathId(request.params.id), request.body, mode),
    });
}
