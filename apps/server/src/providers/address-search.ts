// Address search behind GET /api/utils/address-search/. The embedded search knows Australian suburbs and
// postcodes only (the list shipped with the product), so its suggestions leave the street to the person;
// with ADDRESS_SEARCH_PROVIDER=addressr an Addressr server (G-NAF, the national address file; self-hosted
// or the hosted API) answers whole addresses, street number and name included.
import type { TAddressSearchResult } from '@portal/contracts/api/lookups';
import type { Config } from '../config.ts';
import {
  AUSTRALIAN_SUBURBS,
  isPostOfficeBoxPostcode,
  type TSuburbEntry,
  titleCase,
} from './australian-suburbs.ts';

export type AddressSearch = {
  /** At most ADDRESS_SEARCH_LIMIT suggestions for what the person typed. */
  search(query: string): Promise<TAddressSearchResult[]>;
};

/** The provider could not be asked (network, timeout, a refused key). */
export class AddressSearchUnavailableError extends Error {}

export const ADDRESS_SEARCH_LIMIT = 10;

const suburbOnly = (suburb: string, state: string, postcode: string): TAddressSearchResult => ({
  full_address: `${suburb} ${state} ${postcode}`,
  address_line_1: '',
  street_number: '',
  street_name: '',
  suburb,
  postcode,
  state,
});

/**
 * Suburbs starting with the query and postcodes starting with it, then suburbs containing it. Delivery
 * areas come before post-office-box postcodes (Sydney 2000 before Sydney 1001..1010), which no one lives at.
 */
export const embeddedAddressSearch: AddressSearch = {
  async search(query) {
    const needle = query.trim().toUpperCase().replace(/\s+/g, ' ');
    const starts: TSuburbEntry[] = [];
    const contains: TSuburbEntry[] = [];
    for (const entry of AUSTRALIAN_SUBURBS) {
      if (entry.key.startsWith(needle) || entry.postcode.startsWith(needle)) starts.push(entry);
      else if (entry.key.includes(needle)) contains.push(entry);
    }
    const streetsFirst = (entries: TSuburbEntry[]) => [
      ...entries.filter((e) => !isPostOfficeBoxPostcode(e.postcode)),
      ...entries.filter((e) => isPostOfficeBoxPostcode(e.postcode)),
    ];
    return [...streetsFirst(starts), ...streetsFirst(contains)]
      .slice(0, ADDRESS_SEARCH_LIMIT)
      .map((e) => suburbOnly(titleCase(e.suburb), e.state, e.postcode));
  },
};

// --- Addressr (https://addressr.io): GET {base}/addresses?q= answers [{ sla, ssla?, pid, score }] ---

const ADDRESSR_TIMEOUT_MS = 5000;

export type AddressrConfig = { baseUrl: string; apiKey: string | undefined };

type AddressrHit = { sla?: unknown; ssla?: unknown };

/** 'LEVEL 1, 12 SMITH ST, PARRAMATTA NSW 2150': the street part, then the locality, state and postcode. */
const SINGLE_LINE =
  /^(?<street>.+),\s*(?<suburb>[^,]+?)\s+(?<state>ACT|NSW|NT|OT|QLD|SA|TAS|VIC|WA)\s+(?<postcode>\d{4})$/;
/** The last part of the street: a number (with a flat '1/109' or a range '10-12'), then the street's name. */
const NUMBER_AND_STREET = /^(?<number>[\dA-Z]*\d[\dA-Z/-]*)\s+(?<name>.+)$/;

/**
 * One Addressr hit as a suggestion. The short form (ssla: '1/109 KIRRIBILLI AV, ...') is preferred, as it
 * fits the address line; a hit whose line cannot be read is left out rather than half-filled.
 */
export function addressrHitToResult(hit: AddressrHit): TAddressSearchResult | null {
  const line = typeof hit.ssla === 'string' && hit.ssla.trim() ? hit.ssla : hit.sla;
  if (typeof line !== 'string') return null;
  const match = SINGLE_LINE.exec(line.trim().replace(/\s+/g, ' '));
  const { street, suburb, state, postcode } = match?.groups ?? {};
  if (!street || !suburb || !state || !postcode) return null;
  const lastPart = street.split(',').at(-1)!.trim();
  const parts = NUMBER_AND_STREET.exec(lastPart)?.groups;
  const addressLine = titleCase(street.replace(/\s*,\s*/g, ', '));
  return {
    full_address: `${addressLine}, ${titleCase(suburb)} ${state} ${postcode}`,
    address_line_1: addressLine,
    street_number: parts?.number ?? '',
    street_name: titleCase(parts?.name ?? lastPart),
    suburb: titleCase(suburb),
    postcode,
    state,
  };
}

export function addressrAddressSearch(
  config: AddressrConfig,
  fetchImpl: typeof fetch = fetch,
): AddressSearch {
  const base = config.baseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  // The hosted API is sold through RapidAPI, which takes the key and its host in these headers.
  if (config.apiKey) {
    headers['x-rapidapi-key'] = config.apiKey;
    headers['x-rapidapi-host'] = new URL(base).host;
  }
  return {
    async search(query) {
      const url = new URL(`${base}/addresses`);
      url.searchParams.set('q', query.trim());
      let response: Response;
      try {
        response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(ADDRESSR_TIMEOUT_MS) });
      } catch (error) {
        throw new AddressSearchUnavailableError(`Addressr could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) throw new AddressSearchUnavailableError(`Addressr answered ${response.status}`);
      let hits: unknown;
      try {
        hits = await response.json();
      } catch {
        throw new AddressSearchUnavailableError('Addressr answered something unreadable');
      }
      if (!Array.isArray(hits))
        throw new AddressSearchUnavailableError('Addressr answered something unreadable');
      return hits
        .map((hit) => addressrHitToResult(hit as AddressrHit))
        .filter((result): result is TAddressSearchResult => result !== null)
        .slice(0, ADDRESS_SEARCH_LIMIT);
    },
  };
}

/** Addressr when configured, else the embedded suburb search. */
export const createAddressSearch = (config: Pick<Config, 'addressSearch'>): AddressSearch =>
  config.addressSearch.provider === 'addressr'
    ? addressrAddressSearch(config.addressSearch)
    : embeddedAddressSearch;
