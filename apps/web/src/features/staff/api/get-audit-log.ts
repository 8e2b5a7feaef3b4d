import type { TStaffAuditList } from '@portal/contracts/api/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { auditLogKey, type TAuditFilter } from './staff-keys';
import { useConsoleEnabled } from './use-console-enabled';

/** GET /api/staff/audit-log/?staff_id=&client=&action=&date_from=&date_to=&page=&page_size= -> the entries, paged. */
export const fetchAuditLog = (filter: TAuditFilter, page: number, pageSize: number) =>
  http.get<TStaffAuditList>('/staff/audit-log/', {
    query: {
      staff_id: filter.staffId || undefined,
      client: filter.client || undefined,
      action: filter.action || undefined,
      date_from: filter.dateFrom || undefined,
      date_to: filter.dateTo || undefined,
      page,
      page_size: pageSize,
    },
  });

export const auditLogQueryOptions = (filter: TAuditFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: auditLogKey(filter, page, pageSize),
    queryFn: () => fetchAuditLog(filter, page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: TAuditFilter, page: number, pageSize: number) =>
  useQuery({ ...auditLogQueryOptions(filter, page, pageSize), enabled: useConsoleEnabled() });
