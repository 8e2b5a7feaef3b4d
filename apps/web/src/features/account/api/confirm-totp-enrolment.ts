import type { TBackupCodesResponse } from '@portal/contracts/api/second-factors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
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
    // The profile says whether a staff member still has to set up a second factor.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: secondFactorsKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
};
