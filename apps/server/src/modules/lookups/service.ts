import type { TAddressSearchResult } from '@portal/contracts/api/lookups';
import { CITIES_LIMIT, type TCity } from '@portal/contracts/api/reference-lists';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import {
  type AddressSearch,
  AddressSearchUnavailableError,
  embeddedAddressSearch,
} from '../../providers/address-search.ts';
import { AUSTRALIAN_SUBURBS, titleCase } from '../../providers/australian-suburbs.ts';
import { listRegions } from './queries.ts';

/** The states and territories of Australia, by name. */
export const australianStates = (q: Queryable) => listRegions(q, 'AU', 50);

/**
 * Suburbs and towns of Australia (spec 000 utils cities) from the shipped suburb list, one entry per name and
 * state (its lowest postcode): those starting with the search first, then those containing it; at most
 * CITIES_LIMIT, in the state named when one is.
 */
export function searchCities({ state, search }: { state?: string; search?: string }): TCity[] {
  const wantedState = state?.toUpperCase();
  const needle = (search ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  const seen = new Set<string>();
  const starts: TCity[] = [];
  const contains: TCity[] = [];
  for (const entry of AUSTRALIAN_SUBURBS) {
    if (wantedState && entry.state !== wantedState) continue;
    const key = `${entry.suburb}|${entry.state}`;
    if (seen.has(key)) continue;
    const city = { name: titleCase(entry.suburb), state: entry.state, postcode: entry.postcode };
    if (entry.suburb.startsWith(needle)) starts.push(city);
    else if (entry.suburb.includes(needle)) contains.push(city);
    else continue;
    seen.add(key);
    if (starts.length >= CITIES_LIMIT) break;
  }
  return [...starts, ...contains].slice(0, CITIES_LIMIT);
}

/**
 * Address suggestions from the configured provider. When it cannot be asked, the embedded suburb search
 * answers instead: the person still finds the suburb, state and postcode, and types the street.
 */
export async function searchAddresses(
  search: AddressSearch,
  query: string,
  log: FastifyBaseLogger,
): Promise<TAddressSearchResult[]> {
  try {
    return await search.search(query);
  } catch (error) {
    if (!(error instanceof AddressSearchUnavailableError)) throw error;
    log.warn({ err: error }, 'address search unavailable; answering from the embedded suburb list');
    return embeddedAddressSearch.search(query);
  }
}
