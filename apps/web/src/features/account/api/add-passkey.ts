import type { TBackupCodesResponse, TPasskeyForm } from '@portal/contracts/api/second-factors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPasskey } from '@/shared/passkeys/passkeys';
import { secondFactorsKey } from './account-keys';

/**
 * POST /api/profiles/my/second-factors/passkeys/options/ { passwordless } -> WebAuthn options; the browser
 * makes the passkey; POST /api/profiles/my/second-factors/passkeys/ { name, passwordless, credential } ->
 * { detail, backup_codes } (codes only with a first app or passkey, shown once).
 */
export const addPasskey = (fields: TPasskeyForm) =>
  createPasskey<TBackupCodesResponse>('/profiles/my/second-factors/passkeys/', fields);

export const useAddPasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorsKey }),
  });
};
