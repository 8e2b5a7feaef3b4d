import type { TFlatPage } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

type TFlatPageOptions = { notFoundInPlace?: boolean };

/**
 * GET /api/flat-pages/{slug}/ -> { slug, title, content }. A missing page opens the page-not-found page,
 * unless `notFoundInPlace` (a modal says so in place instead).
 */
export const fetchFlatPage = (slug: string, { notFoundInPlace = false }: TFlatPageOptions = {}) =>
  http.get<TFlatPage>(`/flat-pages/${encodeURIComponent(slug)}/`, {
    errors: { handledStatuses: notFoundInPlace ? [404] : [] },
  });

export const flatPageQueryOptions = (slug: string, { notFoundInPlace = false }: TFlatPageOptions = {}) =>
  queryOptions({
    queryKey: ['flat-pages', 'page', slug, notFoundInPlace],
    queryFn: () => fetchFlatPage(slug, { notFoundInPlace }),
    staleTime: 5 * 60_000,
  });

export const useFlatPage = (slug: string, options: TFlatPageOptions = {}) =>
  useQuery(flatPageQueryOptions(slug, options));
