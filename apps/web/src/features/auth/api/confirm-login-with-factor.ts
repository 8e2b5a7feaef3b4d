import type { TLoginResponse } from '@portal/contracts/api/auth';
import { CODE_CHANNEL_PATHS } from '@portal/contracts/api/second-factors';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { answerPasskeyChallenge } from '@/shared/passkeys/passkeys';
import { sessionStore } from '@/shared/session/session-store';

export type TTypedChannel = keyof typeof CODE_CHANNEL_PATHS;

/** POST /api/auth/login-confirmation/{totp|backup-code}/ { code } -> { key, profile }. */
export const confirmLoginWithFactor = ({ channel, code }: { channel: TTypedChannel; code: string }) =>
  http.post<TLoginResponse>(
    `/auth/login-confirmation/${CODE_CHANNEL_PATHS[channel]}/`,
    { code },
    { errors: { mode: 'form' } },
  );

export const useConfirmLoginWithFactor = () =>
  useMutation({ mutationFn: confirmLoginWithFactor, onSuccess: ({ key }) => sessionStore.setToken(key) });

/** POST /api/auth/login-confirmation/passkey/options/, the browser's passkey, then the same path -> { key, profile }. */
export const confirmLoginWithPasskey = () =>
  answerPasskeyChallenge<TLoginResponse>('/auth/login-confirmation/passkey/');

export const useConfirmLoginWithPasskey = () =>
  useMutation({ mutationFn: confirmLoginWithPasskey, onSuccess: ({ key }) => sessionStore.setToken(key) });
