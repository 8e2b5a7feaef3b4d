import type { TProfile } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { useSession } from '@/shared/session/session-store';
import { deviceStorage } from '@/shared/storage/device-storage';

/**
 * GET /api/profiles/my/ (version 2) -> the signed-in user's profile, shared by guards, header and pages.
 * Who the user is and what they may do are kept on the device too.
 */
export const fetchProfile = async (): Promise<TProfile> => {
  const profile = await http.get<TProfile>('/profiles/my/', { apiVersion: 2 });
  deviceStorage.setUser({
    user_id: profile.user_id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    is_staff: profile.is_staff,
  });
  deviceStorage.setPermissions(profile.permissions);
  return profile;
};

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: fetchProfile, staleTime: Number.POSITIVE_INFINITY });

/** The profile when a token is stored; idle (no call) otherwise. */
export const useProfile = () => {
  const token = useSession((session) => session.token);
  return useQuery({ ...profileQueryOptions(), enabled: token !== null });
};
