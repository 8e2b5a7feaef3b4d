import type { TBackupCodesResponse } from '@portal/contracts/api/second-factors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { secondFactorsKey } from './account-keys';

/** POST /api/profiles/my/second-factors/backup-codes/ -> { detail, backup_codes }: ten new codes, shown once. */
export const regenerateBackupCodes = () =>
  http.post<TBackupCodesResponse>(
    '/profiles/my/second-factors/backup-codes/',
    {},
    { errors: { mode: 'silent' } },
  );

export const useRegenerateBackupCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorsKey }),
  });
};
