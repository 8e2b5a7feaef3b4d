import type { TStaffApplication } from '@portal/contracts/api/staff-operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffApplicationKey } from './staff-application-keys';

/** GET /api/staff/applications/{id}/ -> the account, its members, files and reviews; a 404 is shown in place. */
export const fetchStaffApplication = (id: number, signal?: AbortSignal) =>
  http.get<TStaffApplication>(`/staff/applications/${id}/`, { signal, errors: { handledStatuses: [404] } });

export const staffApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffApplicationKey(id),
    queryFn: ({ signal }) => fetchStaffApplication(id, signal),
  });

export const useStaffApplication = (id: number) => useQuery(staffApplicationQueryOptions(id));
