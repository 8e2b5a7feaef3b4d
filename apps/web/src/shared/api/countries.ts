import type { TCountry } from '@portal/contracts/api/lookups';
import { COUNTRY_CACHE_MINUTES, DEFAULT_REGION } from '@portal/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { countriesKey } from '@/shared/api/lookup-keys';

/** GET /api/utils/countries/ -> [{ id, code, name }]: every country. */
export const fetchCountries = () => http.get<TCountry[]>('/utils/countries/');

/** Cached 30 minutes (spec section 9). */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: countriesKey,
    queryFn: fetchCountries,
    staleTime: COUNTRY_CACHE_MINUTES * 60_000,
    gcTime: COUNTRY_CACHE_MINUTES * 60_000,
  });

export const useCountries = () => useQuery(countriesQueryOptions());

/** The id of Australia (the default region), once the list is loaded. */
export const useAustraliaId = (): number | undefined =>
  useCountries().data?.find((country) => country.code === DEFAULT_REGION)?.id;
