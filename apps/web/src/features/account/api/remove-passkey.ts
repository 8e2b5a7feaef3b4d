import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { secondFactorsKey } from './account-keys';

/** DELETE /api/profiles/my/second-factors/passkeys/{id}/ -> { detail }. */
export const removePasskey = (id: number) =>
  http.delete<TDetailResponse>(`/profiles/my/second-factors/passkeys/${id}/`, { errors: { mode: 'silent' } });

export const useRemovePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorsKey }),
  });
};
