import type { TStaffDetailResponse } from '@portal/contracts/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffKey } from './staff-keys';

/** POST /api/staff/clients/{id}/reset-two-factor/ -> { detail }: login two-factor is reset (logged). */
export const resetClientTwoFactor = (id: number) =>
  http.post<TStaffDetailResponse>(`/staff/clients/${id}/reset-two-factor/`);

export const useResetClientTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetClientTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
};
