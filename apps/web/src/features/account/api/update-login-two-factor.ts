import type { TProfileSettingsResponse } from '@portal/contracts/api/account-settings';
import type { TProfile } from '@portal/contracts/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';

/** PATCH /api/profiles/my/ { login_two_factor_auth_enabled } -> { detail, login_two_factor_auth_enabled, logged_out }. */
export const updateLoginTwoFactor = (enabled: boolean) =>
  http.patch<TProfileSettingsResponse>(
    '/profiles/my/',
    { login_two_factor_auth_enabled: enabled },
    { errors: { mode: 'silent' } },
  );

/** The profile takes the new setting, unless every session has ended (the user signs in again). */
export const useUpdateLoginTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoginTwoFactor,
    onSuccess: (answer) => {
      if (answer.logged_out) return;
      queryClient.setQueryData<TProfile>(profileQueryKey, (profile) =>
        profile
          ? { ...profile, login_two_factor_auth_enabled: answer.login_two_factor_auth_enabled }
          : profile,
      );
    },
  });
};
