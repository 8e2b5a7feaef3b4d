import type { TLoginResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { answerPasskeyChallenge } from '@/shared/passkeys/passkeys';
import { clearLocalSession } from '@/shared/session/local-logout';
import { sessionStore } from '@/shared/session/session-store';

/** POST /api/auth/passkey-login/options/, the browser's passkey, POST /api/auth/passkey-login/ -> { key, profile }. */
export const passkeyLogin = () => answerPasskeyChallenge<TLoginResponse>('/auth/passkey-login/');

/** A passwordless sign-in starts clean, as a password sign-in does. */
export const usePasskeyLogin = () =>
  useMutation({
    mutationFn: passkeyLogin,
    onSuccess: ({ key }) => {
      clearLocalSession();
      sessionStore.setToken(key);
    },
  });
