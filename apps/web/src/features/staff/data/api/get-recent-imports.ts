import type { TImportJob } from '@portal/contracts/api/staff-operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { importsKey } from './staff-data-keys';

/** GET /api/staff/data/imports/ -> the recent import jobs, newest first. */
export const fetchRecentImports = (signal?: AbortSignal) =>
  http.get<TImportJob[]>('/staff/data/imports/', { signal });

export const recentImportsQueryOptions = () =>
  queryOptions({ queryKey: importsKey, queryFn: ({ signal }) => fetchRecentImports(signal) });

export const useRecentImports = () => useQuery(recentImportsQueryOptions());
