import type { TStaffDetailResponse } from '@portal/contracts/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffKey } from './staff-keys';

/** POST /api/staff/clients/{id}/unblock/ -> { detail }: the client can sign in again (logged). */
export const unblockClient = (id: number) => http.post<TStaffDetailResponse>(`/staff/clients/${id}/unblock/`);

export const useUnblockClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
};
