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
import {
  ACCOUNT_STATUS_ENTRIES,
  CURRENCIES,
  FREQUENCIES,
  FREQUENCY_TITLES,
  financialYearsUpTo,
  LOOKUP_LISTS,
  type TLookupListName,
  ZCitiesQuerySchema,
  ZCitiesResponseSchema,
  ZCurrenciesResponseSchema,
  ZFrequenciesResponseSchema,
  ZLookupListResponseSchema,
  ZStatusesResponseSchema,
  ZUtilsFinancialYearsResponseSchema,
} from '@portal/contracts/api/reference-lists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { type AddressSearch, createAddressSearch } from '../../providers/address-search.ts';
import { signedIn } from '../auth/signed-in.ts';
import { listCountries, listGenders, listLanguages, listNameTitles, listRegions } from './queries.ts';
import { australianStates, searchAddresses, searchCities } from './service.ts';

const tags = ['lookups'];
const security = TOKEN_SECURITY;

/** Reference lists for signed-in users (the detail steps come after sign-up). */
export function lookupRoutes(
  fastify: FastifyInstance,
  deps: Deps,
  providers: { addressSearch?: AddressSearch } = {},
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const addressSearch = providers.addressSearch ?? createAddressSearch(deps.config);
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

  // The lookup lists the spec names by path only (spec 000 section 7); fixed lists of the product.
  for (const name of Object.keys(LOOKUP_LISTS) as TLookupListName[]) {
    app.get(
      `/api/${name}/`,
      {
        schema: {
          tags,
          summary: `Lookup list: ${name.replace(/-/g, ' ')}`,
          security,
          response: answers(ZLookupListResponseSchema),
        },
        preValidation,
      },
      async () => LOOKUP_LISTS[name],
    );
  }

  app.get(
    '/api/utils/currencies/',
    {
      schema: {
        tags,
        summary: 'Currencies, AUD first',
        security,
        response: answers(ZCurrenciesResponseSchema),
      },
      preValidation,
    },
    async () => CURRENCIES,
  );

  app.get(
    '/api/utils/frequencies/',
    {
      schema: {
        tags,
        summary: 'Payment frequencies',
        security,
        response: answers(ZFrequenciesResponseSchema),
      },
      preValidation,
    },
    async () => FREQUENCIES.map((key) => ({ key, title: FREQUENCY_TITLES[key] })),
  );

  app.get(
    '/api/utils/statuses/',
    {
      schema: {
        tags,
        summary: 'Account statuses and the tag each shows',
        security,
        response: answers(ZStatusesResponseSchema),
      },
      preValidation,
    },
    async () => ACCOUNT_STATUS_ENTRIES,
  );

  app.get(
    '/api/utils/financial-years/',
    {
      schema: {
        tags,
        summary: 'Australian financial years, the current one first',
        security,
        response: answers(ZUtilsFinancialYearsResponseSchema),
      },
      preValidation,
    },
    async () => financialYearsUpTo(new Date()),
  );

  app.get(
    '/api/utils/cities/',
    {
      schema: {
        tags,
        summary: 'Australian suburbs and towns, of a state when one is named',
        security,
        querystring: ZCitiesQuerySchema,
        response: answers(ZCitiesResponseSchema),
      },
      preValidation,
    },
    async (request) => searchCities(request.query),
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
    async (request) => searchAddresses(addressSearch, request.query.query, request.log),
  );
}
