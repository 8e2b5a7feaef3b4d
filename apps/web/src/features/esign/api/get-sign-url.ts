import type { TSignUrlResponse } from '@portal/contracts/api/change-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { esignKeys, SILENT } from './esign-keys';

/** GET /api/change-requests/{id}/sign-url/ (polled) -> { sign_url }: null while the documents are prepared. */
export const fetchSignUrl = (id: number) =>
  http.get<TSignUrlResponse>(`/change-requests/${id}/sign-url/`, SILENT);

export const signUrlQueryOptions = (id: number) =>
  queryOptions({ queryKey: esignKeys.signUrl(id), queryFn: () => fetchSignUrl(id) });

export const useSignUrl = (id: number) => useQuery(signUrlQueryOptions(id));
