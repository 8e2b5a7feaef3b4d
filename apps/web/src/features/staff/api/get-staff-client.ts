import type { TStaffClientDetail } from '@portal/contracts/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffClientKey } from './staff-keys';
import { useConsoleEnabled } from './use-console-enabled';

/** GET /api/staff/clients/{id}/ -> profile, accounts, block, two-factor, invitations, recent activity. */
export const fetchStaffClient = (id: number) => http.get<TStaffClientDetail>(`/staff/clients/${id}/`);

export const staffClientQueryOptions = (id: number) =>
  queryOptions({ queryKey: staffClientKey(id), queryFn: () => fetchStaffClient(id) });

export const useStaffClient = (id: number) =>
  useQuery({ ...staffClientQueryOptions(id), enabled: useConsoleEnabled() });
