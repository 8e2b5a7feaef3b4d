import type { TStaffDetailResponse } from '@portal/contracts/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffKey } from './staff-keys';

/** POST /api/staff/invitations/{id}/resend/ -> { detail }: a fresh invitation replaces this one. */
export const resendInvitation = (id: number) =>
  http.post<TStaffDetailResponse>(`/staff/invitations/${id}/resend/`);

export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
};
