import type { TLanguage } from '@portal/contracts/api/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { languagesKey } from '@/shared/api/lookup-keys';

/** GET /api/utils/languages/ -> [{ id, code, name }]: preferred-language choices (English first). */
export const fetchLanguages = () => http.get<TLanguage[]>('/utils/languages/');

export const languagesQueryOptions = () =>
  queryOptions({ queryKey: languagesKey, queryFn: fetchLanguages, staleTime: Number.POSITIVE_INFINITY });

export const useLanguages = () => useQuery(languagesQueryOptions());
