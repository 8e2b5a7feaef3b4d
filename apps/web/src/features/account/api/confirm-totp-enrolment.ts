import type { TBackupCodesResponse } from '@portal/contracts/api/second-factors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { secondFactorsKey } from './account-keys';

/** POST /api/profiles/my/second-factors/totp/confirm/ { code } -> { detail, backup_codes } (shown once). */
export const confirmTotpEnrolment = (body: { code: string }) =>
  http.post<TBackupCodesResponse>('/profiles/my/second-factors/totp/confirm/', body, {
    errors: { mode: 'form' },
  });

export const useConfirmTotpEnrolment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotpEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorsKey }),
  });
};
