import {
  ZAddressSearchQuerySchema,
  ZNameTitlesQuerySchema,
  ZRegionsQuerySchema,
} from '@portal/contracts/api/lookups';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import { listCountries, listGenders, listLanguages, listNameTitles, listRegions } from './queries.ts';
import { searchAddresses } from './service.ts';

/** Reference lists for signed-in users (the detail steps come after sign-up). */
export function lookupRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/utils/countries/', async (request) => {
    await authenticate(deps, request);
    return listCountries(deps.db);
  });

  app.get('/api/utils/languages/', async (request) => {
    await authenticate(deps, request);
    return listLanguages(deps.db);
  });

  app.get('/api/utils/regions/', async (request) => {
    await authenticate(deps, request);
    const { country, page_size } = parse(ZRegionsQuerySchema, request.query);
    const rows = await listRegions(deps.db, country, page_size);
    return {
      count: rows.length,
      results: rows.map(({ id, code, name, geoname_id }) => ({ id, code, name, geoname_id })),
    };
  });

  app.get('/api/genders/', async (request) => {
    await authenticate(deps, request);
    return listGenders(deps.db);
  });

  app.get('/api/name-titles/', async (request) => {
    await authenticate(deps, request);
    const { gender } = parse(ZNameTitlesQuerySchema, request.query);
    return listNameTitles(deps.db, gender);
  });

  app.get('/api/utils/au-states/', async (request) => {
    await authenticate(deps, request);
    return (await listRegions(deps.db, 'AU', 50)).map(({ code, name }) => ({ code, name }));
  });

  app.get('/api/utils/states-document-info/', async (request) => {
    await authenticate(deps, request);
    return (await listRegions(deps.db, 'AU', 50)).map((r) => ({
      state: r.code,
      has_card_number: r.licence_has_card_number,
    }));
  });

  app.get('/api/utils/address-search/', async (request) => {
    await authenticate(deps, request);
    const { query } = parse(ZAddressSearchQuerySchema, request.query);
    return searchAddresses(query);
  });
}
