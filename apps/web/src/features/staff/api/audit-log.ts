import type { TStaffAuditFilters, TStaffAuditList } from '@portal/contracts/api/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useConsoleEnabled } from './clients';

export type TAuditFilter = {
  staffId: string;
  client: string;
  action: string;
  dateFrom: string;
  dateTo: string;
};

/** GET /api/staff/audit-log/?staff_id=&client=&action=&date_from=&date_to=&page=&page_size= */
export const auditLogQueryOptions = (filter: TAuditFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['staff', 'audit-log', filter, page, pageSize],
    queryFn: () =>
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
      }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: TAuditFilter, page: number, pageSize: number) =>
  useQuery({ ...auditLogQueryOptions(filter, page, pageSize), enabled: useConsoleEnabled() });

/** GET /api/staff/audit-log/filters/ -> the staff members and the actions the log holds. */
export const useAuditFilters = () =>
  useQuery({
    queryKey: ['staff', 'audit-log-filters'],
    queryFn: () => http.get<TStaffAuditFilters>('/staff/audit-log/filters/'),
    enabled: useConsoleEnabled(),
  });
