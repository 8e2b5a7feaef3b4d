import type { TStaffInvitationList, TStaffInvitationStatus } from '@portal/contracts/api/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffInvitationsKey } from './staff-keys';
import { useConsoleEnabled } from './use-console-enabled';

/** GET /api/staff/invitations/?q=&status=&page=&page_size= -> every invitation, newest first. */
export const fetchStaffInvitations = (
  search: string,
  status: TStaffInvitationStatus | '',
  page: number,
  pageSize: number,
) =>
  http.get<TStaffInvitationList>('/staff/invitations/', {
    query: { q: search, status: status || undefined, page, page_size: pageSize },
  });

export const staffInvitationsQueryOptions = (
  search: string,
  status: TStaffInvitationStatus | '',
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: staffInvitationsKey(search, status, page, pageSize),
    queryFn: () => fetchStaffInvitations(search, status, page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useStaffInvitations = (
  search: string,
  status: TStaffInvitationStatus | '',
  page: number,
  pageSize: number,
) =>
  useQuery({ ...staffInvitationsQueryOptions(search, status, page, pageSize), enabled: useConsoleEnabled() });
