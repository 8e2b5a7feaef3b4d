import type { TTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';

/**
 * POST /api/profiles/my/confirm-email-address-by-code/ { code } -> { detail }: the six-digit code of the
 * e-mail sent to the new address confirms the change in the session that asked for it.
 */
export const confirmEmailByCode = (body: TTwoFactorForm) =>
  http.post<{ detail: string }>('/profiles/my/confirm-email-address-by-code/', body, {
    errors: { mode: 'form' },
  });

/** The profile (which carries the e-mail) is read again. */
export const useConfirmEmailByCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailByCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
};
