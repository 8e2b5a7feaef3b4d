// GET /api/utils/countries/: every country (id, code, name), cached 30 minutes (spec section 9).
import type { TCountry } from '@portal/contracts/api/lookups';
import { COUNTRY_CACHE_MINUTES, DEFAULT_REGION } from '@portal/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const countriesQueryOptions = () => ({
  queryKey: ['lookups', 'countries'] as const,
  queryFn: () => http.get<TCountry[]>('/utils/countries/'),
  staleTime: COUNTRY_CACHE_MINUTES * 60_000,
  gcTime: COUNTRY_CACHE_MINUTES * 60_000,
});

export const useCountries = () => useQuery(countriesQueryOptions());

/** The id of Australia (the default region), once the list is loaded. */
export const useAustraliaId = (): number | undefined =>
  useCountries().data?.find((country) => country.code === DEFAULT_REGION)?.id;
