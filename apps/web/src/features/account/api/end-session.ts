import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sessionsKey } from './account-keys';

/** DELETE /api/profiles/my/sessions/{id}/ -> { detail }: that device is signed out at its next call. */
export const endSession = (id: number) =>
  http.delete<TDetailResponse>(`/profiles/my/sessions/${id}/`, { errors: { mode: 'silent' } });

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
};
