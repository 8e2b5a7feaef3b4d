import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { secondFactorsKey } from './account-keys';

/** DELETE /api/profiles/my/second-factors/totp/ -> { detail }. */
export const removeTotp = () =>
  http.delete<TDetailResponse>('/profiles/my/second-factors/totp/', { errors: { mode: 'silent' } });

export const useRemoveTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorsKey }),
  });
};
