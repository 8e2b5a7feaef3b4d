import type { TRegionsResponse } from '@portal/contracts/api/lookups';
import { DEFAULT_REGION, REGION_CACHE_MINUTES, REGION_PAGE_SIZE } from '@portal/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { regionsKey } from '@/shared/api/lookup-keys';

/** GET /api/utils/regions/?country=AU&page_size=500 -> { count, results }: a country's regions. */
export const fetchRegions = (country: string) =>
  http.get<TRegionsResponse>('/utils/regions/', { query: { country, page_size: REGION_PAGE_SIZE } });

/** Cached 60 minutes. */
export const regionsQueryOptions = (country: string = DEFAULT_REGION) =>
  queryOptions({
    queryKey: regionsKey(country),
    queryFn: () => fetchRegions(country),
    staleTime: REGION_CACHE_MINUTES * 60_000,
    gcTime: REGION_CACHE_MINUTES * 60_000,
  });

export const useRegions = (country: string = DEFAULT_REGION) => useQuery(regionsQueryOptions(country));
