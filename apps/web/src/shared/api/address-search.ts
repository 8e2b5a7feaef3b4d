// GET /api/utils/address-search/?query=: Australian suburbs and postcodes. The query is debounced
// 300 ms and sent only with more than 2 characters (spec section 9).
import type { TAddressSearchResult } from '@portal/contracts/api/lookups';
import { DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '@portal/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useDebounced } from '@/shared/hooks/use-debounced';

export const useAddressSearch = (query: string) => {
  const debounced = useDebounced(query.trim(), DEBOUNCE_MS);
  return useQuery({
    queryKey: ['lookups', 'address-search', debounced] as const,
    queryFn: ({ signal }) =>
      http.get<TAddressSearchResult[]>('/utils/address-search/', {
        query: { query: debounced },
        signal,
        errors: { mode: 'silent' },
      }),
    enabled: debounced.length >= SUGGESTION_MIN_CHARS,
    staleTime: 5 * 60_000,
  });
};
