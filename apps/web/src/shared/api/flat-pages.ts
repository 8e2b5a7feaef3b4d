import type { TFlatPageListItem } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** GET /api/flat-pages/?target=... -> [{ slug, title }]. */
export const fetchFlatPages = (target: string) =>
  http.get<TFlatPageListItem[]>('/flat-pages/', { query: { target } });

export const flatPageListQueryOptions = (target: string) =>
  queryOptions({
    queryKey: ['flat-pages', 'list', target],
    queryFn: () => fetchFlatPages(target),
    staleTime: 5 * 60_000,
  });

export const useFlatPages = (target: string) => useQuery(flatPageListQueryOptions(target));
