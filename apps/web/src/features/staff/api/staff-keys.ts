import type { TStaffInvitationStatus } from '@portal/contracts/api/staff';

export type TAuditFilter = {
  staffId: string;
  client: string;
  action: string;
  dateFrom: string;
  dateTo: string;
};

// Every console query lives under ['staff']: a client action or an invitation refreshes them all, and
// managed-user mode drops them.
export const staffKey = ['staff'] as const;
export const staffClientsKey = (search: string, page: number, pageSize: number) =>
  [...staffKey, 'clients', search, page, pageSize] as const;
export const staffClientKey = (id: number) => [...staffKey, 'client', id] as const;
export const staffInvitationsKey = (
  search: string,
  status: TStaffInvitationStatus | '',
  page: number,
  pageSize: number,
) => [...staffKey, 'invitations', search, status, page, pageSize] as const;
export const auditLogKey = (filter: TAuditFilter, page: number, pageSize: number) =>
  [...staffKey, 'audit-log', filter, page, pageSize] as const;
export const auditFiltersKey = [...staffKey, 'audit-log-filters'] as const;
