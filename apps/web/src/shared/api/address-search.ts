import type { TAddressSearchResult } from '@portal/contracts/api/lookups';
import { DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '@portal/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { addressSearchKey } from '@/shared/api/lookup-keys';
import { useDebounced } from '@/shared/hooks/use-debounced';

/** GET /api/utils/address-search/?query= -> [{ full_address, postcode, state, suburb }]: Australian suburbs and postcodes. */
export const fetchAddressSearch = (query: string, signal?: AbortSignal) =>
  http.get<TAddressSearchResult[]>('/utils/address-search/', {
    query: { query },
    signal,
    errors: { mode: 'silent' },
  });

/** Sent only with more than 2 characters (spec section 9). */
export const addressSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: addressSearchKey(query),
    queryFn: ({ signal }) => fetchAddressSearch(query, signal),
    enabled: query.length >= SUGGESTION_MIN_CHARS,
    staleTime: 5 * 60_000,
  });

/** The query is debounced 300 ms (spec section 9). */
export const useAddressSearch = (query: string) =>
  useQuery(addressSearchQueryOptions(useDebounced(query.trim(), DEBOUNCE_MS)));
