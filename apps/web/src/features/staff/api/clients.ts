import type { TStaffClientDetail, TStaffClientList } from '@portal/contracts/api/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useSession } from '@/shared/session/session-store';

/** GET /api/staff/clients/?q=&page=&page_size= -> clients (never staff) with their accounts, paged. */
export const staffClientsQueryOptions = (search: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['staff', 'clients', search, page, pageSize],
    queryFn: () =>
      http.get<TStaffClientList>('/staff/clients/', { query: { q: search, page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });

/** True outside managed-user mode, where the console's calls are refused. */
export const useConsoleEnabled = () => useSession((session) => session.managedUserId) === null;

export const useStaffClients = (search: string, page: number, pageSize: number) =>
  useQuery({ ...staffClientsQueryOptions(search, page, pageSize), enabled: useConsoleEnabled() });

/** GET /api/staff/clients/{id}/ -> profile, accounts, block, two-factor, invitations, recent activity. */
export const staffClientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['staff', 'client', id],
    queryFn: () => http.get<TStaffClientDetail>(`/staff/clients/${id}/`),
  });

export const useStaffClient = (id: number) =>
  useQuery({ ...staffClientQueryOptions(id), enabled: useConsoleEnabled() });
