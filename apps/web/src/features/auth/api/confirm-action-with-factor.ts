import type { TDetailResponse } from '@portal/contracts/api/auth';
import { CODE_CHANNEL_PATHS } from '@portal/contracts/api/second-factors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { answerPasskeyChallenge } from '@/shared/passkeys/passkeys';
import { securitySchemaRootKey } from './auth-keys';
import type { TTypedChannel } from './confirm-login-with-factor';

/** POST /api/auth/action-confirmation/{totp|backup-code}/ { code } -> { detail }. */
export const confirmActionWithFactor = ({ channel, code }: { channel: TTypedChannel; code: string }) =>
  http.post<TDetailResponse>(
    `/auth/action-confirmation/${CODE_CHANNEL_PATHS[channel]}/`,
    { code },
    { errors: { mode: 'form' } },
  );

/** The security schemas answered before the confirmation are stale now. */
export const useConfirmActionWithFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmActionWithFactor,
    onSuccess: () => queryClient.removeQueries({ queryKey: securitySchemaRootKey }),
  });
};

/** POST /api/auth/action-confirmation/passkey/options/, the browser's passkey, then the same path -> { detail }. */
export const confirmActionWithPasskey = () =>
  answerPasskeyChallenge<TDetailResponse>('/auth/action-confirmation/passkey/');

export const useConfirmActionWithPasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmActionWithPasskey,
    onSuccess: () => queryClient.removeQueries({ queryKey: securitySchemaRootKey }),
  });
};
