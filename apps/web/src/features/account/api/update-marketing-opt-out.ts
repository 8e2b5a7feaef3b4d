import type { TMiscSettingsResponse } from '@portal/contracts/api/account-settings';
import type { TProfile } from '@portal/contracts/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';

/** PATCH /api/profiles/my/misc/ { marketing_opt_out } -> { detail, marketing_opt_out }. */
export const updateMarketingOptOut = (optOut: boolean) =>
  http.patch<TMiscSettingsResponse>(
    '/profiles/my/misc/',
    { marketing_opt_out: optOut },
    { errors: { mode: 'silent' } },
  );

/** The profile takes the saved choice. */
export const useUpdateMarketingOptOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketingOptOut,
    onSuccess: (answer) =>
      queryClient.setQueryData<TProfile>(profileQueryKey, (profile) =>
        profile ? { ...profile, marketing_opt_out: answer.marketing_opt_out } : profile,
      ),
  });
};
