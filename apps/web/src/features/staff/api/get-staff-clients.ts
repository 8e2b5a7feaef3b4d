import type { TStaffClientList } from '@portal/contracts/api/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffClientsKey } from './staff-keys';
import { useConsoleEnabled } from './use-console-enabled';

/** GET /api/staff/clients/?q=&page=&page_size= -> clients (never staff) with their accounts, paged. */
export const fetchStaffClients = (search: string, page: number, pageSize: number) =>
  http.get<TStaffClientList>('/staff/clients/', { query: { q: search, page, page_size: pageSize } });

export const staffClientsQueryOptions = (search: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: staffClientsKey(search, page, pageSize),
    queryFn: () => fetchStaffClients(search, page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useStaffClients = (search: string, page: number, pageSize: number) =>
  useQuery({ ...staffClientsQueryOptions(search, page, pageSize), enabled: useConsoleEnabled() });
