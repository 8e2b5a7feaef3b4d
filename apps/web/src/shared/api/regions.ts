// GET /api/utils/regions/?country=AU&page_size=500: a country's regions, cached 60 minutes (default AU).
import type { TRegion } from '@portal/contracts/api/lookups';
import { DEFAULT_REGION, REGION_CACHE_MINUTES, REGION_PAGE_SIZE } from '@portal/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useRegions = (country: string = DEFAULT_REGION) =>
  useQuery({
    queryKey: ['lookups', 'regions', country] as const,
    queryFn: () =>
      http.get<{ count: number; results: TRegion[] }>('/utils/regions/', {
        query: { country, page_size: REGION_PAGE_SIZE },
      }),
    staleTime: REGION_CACHE_MINUTES * 60_000,
    gcTime: REGION_CACHE_MINUTES * 60_000,
  });
