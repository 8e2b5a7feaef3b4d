import type { ZFlatPageListItemSchema, ZFlatPageSchema } from '@portal/contracts/api/auth';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/api/http-client';

export type TFlatPage = z.infer<typeof ZFlatPageSchema>;
export type TFlatPageListItem = z.infer<typeof ZFlatPageListItemSchema>;

/**
 * GET /api/flat-pages/{slug}/ -> { slug, title, content }. A missing page opens the page-not-found page,
 * unless `notFoundInPlace` (a modal says so in place instead).
 */
export const flatPageQueryOptions = (slug: string, { notFoundInPlace = false } = {}) =>
  queryOptions({
    queryKey: ['flat-pages', 'page', slug, notFoundInPlace],
    queryFn: () =>
      http.get<TFlatPage>(`/flat-pages/${encodeURIComponent(slug)}/`, {
        errors: { handledStatuses: notFoundInPlace ? [404] : [] },
      }),
    staleTime: 5 * 60_000,
  });

/** GET /api/flat-pages/?target=... -> [{ slug, title }]. */
export const flatPageListQueryOptions = (target: string) =>
  queryOptions({
    queryKey: ['flat-pages', 'list', target],
    queryFn: () => http.get<TFlatPageListItem[]>('/flat-pages/', { query: { target } }),
    staleTime: 5 * 60_000,
  });
