import {
  ZAddressSearchQuerySchema,
  ZAddressSearchResponseSchema,
  ZAuStatesResponseSchema,
  ZCountriesResponseSchema,
  ZGendersResponseSchema,
  ZLanguagesResponseSchema,
  ZNameTitlesQuerySchema,
  ZNameTitlesResponseSchema,
  ZRegionsQuerySchema,
  ZRegionsResponseSchema,
  ZStatesDocumentInfoResponseSchema,
} from '@portal/contracts/api/lookups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { signedIn } from '../auth/signed-in.ts';
import { listCountries, listGenders, listLanguages, listNameTitles, listRegions } from './queries.ts';
import { australianStates, searchAddresses } from './service.ts';

const tags = ['lookups'];
const security = TOKEN_SECURITY;

/** Reference lists for signed-in users (the detail steps come after sign-up). */
export function lookupRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  app.get(
    '/api/utils/countries/',
    {
      schema: { tags, summary: 'Countries', security, response: answers(ZCountriesResponseSchema) },
      preValidation,
    },
    async () => listCountries(deps.db),
  );

  app.get(
    '/api/utils/languages/',
    {
      schema: {
        tags,
        summary: 'Languages, English first',
        security,
        response: answers(ZLanguagesResponseSchema),
      },
      preValidation,
    },
    async () => listLanguages(deps.db),
  );

  app.get(
    '/api/utils/regions/',
    {
      schema: {
        tags,
        summary: 'Regions (states) of a country',
        security,
        querystring: ZRegionsQuerySchema,
        response: answers(ZRegionsResponseSchema),
      },
      preValidation,
    },
    async (request) => {
      const rows = await listRegions(deps.db, request.query.country, request.query.page_size);
      return { count: rows.length, results: rows };
    },
  );

  app.get(
    '/api/genders/',
    {
      schema: { tags, summary: 'Genders', security, response: answers(ZGendersResponseSchema) },
      preValidation,
    },
    async () => listGenders(deps.db),
  );

  app.get(
    '/api/name-titles/',
    {
      schema: {
        tags,
        summary: 'Name titles, those of one gender when it is named',
        security,
        querystring: ZNameTitlesQuerySchema,
        response: answers(ZNameTitlesResponseSchema),
      },
      preValidation,
    },
    async (request) => listNameTitles(deps.db, request.query.gender),
  );

  app.get(
    '/api/utils/au-states/',
    {
      schema: {
        tags,
        summary: 'Australian states by code',
        security,
        response: answers(ZAuStatesResponseSchema),
      },
      preValidation,
    },
    async () => australianStates(deps.db),
  );

  app.get(
    '/api/utils/states-document-info/',
    {
      schema: {
        tags,
        summary: 'Which states’ driver licences carry a card number',
        security,
        response: answers(ZStatesDocumentInfoResponseSchema),
      },
      preValidation,
    },
    async () =>
      (await australianStates(deps.db)).map((r) => ({
        state: r.code,
        has_card_number: r.licence_has_card_number,
      })),
  );

  app.get(
    '/api/utils/address-search/',
    {
      schema: {
        tags,
        summary: 'Address suggestions for a search text',
        security,
        querystring: ZAddressSearchQuerySchema,
        response: answers(ZAddressSearchResponseSchema),
      },
      preValidation,
    },
    async (request) => searchAddresses(request.query.query),
  );
}
