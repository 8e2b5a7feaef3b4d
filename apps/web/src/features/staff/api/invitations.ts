import type {
  TStaffInvitation,
  TStaffInvitationForm,
  TStaffInvitationList,
  TStaffInvitationStatus,
} from '@portal/contracts/api/staff';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useConsoleEnabled } from './clients';

/** GET /api/staff/invitations/?q=&status=&page=&page_size= -> every invitation, newest first. */
export const staffInvitationsQueryOptions = (
  search: string,
  status: TStaffInvitationStatus | '',
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: ['staff', 'invitations', search, status, page, pageSize],
    queryFn: () =>
      http.get<TStaffInvitationList>('/staff/invitations/', {
        query: { q: search, status: status || undefined, page, page_size: pageSize },
      }),
    placeholderData: keepPreviousData,
  });

export const useStaffInvitations = (
  search: string,
  status: TStaffInvitationStatus | '',
  page: number,
  pageSize: number,
) =>
  useQuery({ ...staffInvitationsQueryOptions(search, status, page, pageSize), enabled: useConsoleEnabled() });

/** POST /api/staff/invitations/ -> { detail, invitation }: the link by e-mail, the code by SMS. */
export const useInviteApplicant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffInvitationForm) =>
      http.post<{ detail: string; invitation: TStaffInvitation }>('/staff/invitations/', body, {
        errors: { mode: 'form' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};

/** POST /api/staff/invitations/{id}/resend/ -> { detail }: a fresh invitation replaces this one. */
export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<{ detail: string }>(`/staff/invitations/${id}/resend/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
