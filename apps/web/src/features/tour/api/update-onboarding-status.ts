import type { TDetailResponse, TProfile } from '@portal/contracts/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';

/** POST /api/profiles/my/update-onboarding-status/ { key } -> { detail }: the onboarding is done. */
export const updateOnboardingStatus = (key: string) =>
  http.post<TDetailResponse>('/profiles/my/update-onboarding-status/', { key });

/** Marks it done in the cached profile at once, so the tour does not show again while the call runs. */
export const useUpdateOnboardingStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboardingStatus,
    onMutate: (key) => {
      queryClient.setQueryData<TProfile>(profileQueryKey, (profile) =>
        profile ? { ...profile, onboardings: { ...profile.onboardings, [key]: true } } : profile,
      );
    },
  });
};
