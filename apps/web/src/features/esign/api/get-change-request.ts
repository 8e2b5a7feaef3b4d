import type { TChangeRequest } from '@portal/contracts/api/change-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { esignKeys, SILENT } from './esign-keys';

/** GET /api/change-requests/{id}/ -> the change request as the caller sees it. */
export const fetchChangeRequest = (id: number) => http.get<TChangeRequest>(`/change-requests/${id}/`, SILENT);

export const changeRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: esignKeys.changeRequest(id), queryFn: () => fetchChangeRequest(id) });

export const useChangeRequest = (id: number) => useQuery(changeRequestQueryOptions(id));
