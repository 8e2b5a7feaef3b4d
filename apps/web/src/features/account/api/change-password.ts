import type { TPasswordChangeResponse, TProfile } from '@portal/contracts/api/auth';
import type { TChangePasswordForm } from '@portal/contracts/forms/passwords';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { sessionStore } from '@/shared/session/session-store';

/** POST /api/auth/password-change/ -> { detail, key }: other sessions end; this device gets a new key. */
export const changePassword = (body: TChangePasswordForm) =>
  http.post<TPasswordChangeResponse>('/auth/password-change/', body, { errors: { mode: 'form' } });

/** The new key replaces this device's token, and a forced change is no longer pending. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ key }) => {
      sessionStore.setToken(key);
      queryClient.setQueryData<TProfile>(profileQueryKey, (profile) =>
        profile ? { ...profile, force_password_change: false } : profile,
      );
    },
  });
};
