import type { TStaffAuditFilters } from '@portal/contracts/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { auditFiltersKey } from './staff-keys';
import { useConsoleEnabled } from './use-console-enabled';

/** GET /api/staff/audit-log/filters/ -> the staff members and the actions the log holds. */
export const fetchAuditFilters = () => http.get<TStaffAuditFilters>('/staff/audit-log/filters/');

export const auditFiltersQueryOptions = () =>
  queryOptions({ queryKey: auditFiltersKey, queryFn: fetchAuditFilters });

export const useAuditFilters = () =>
  useQuery({ ...auditFiltersQueryOptions(), enabled: useConsoleEnabled() });
