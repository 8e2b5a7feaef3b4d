import type { TSecondFactorChannelsResponse } from '@portal/contracts/api/second-factors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { secondFactorChannelsKey } from './auth-keys';

/**
 * GET /api/auth/second-factors/ -> { channels, default_channel }: how the user can confirm. Silent: when
 * it cannot be read, the screens fall back to the spec's SMS code.
 */
export const fetchSecondFactorChannels = () =>
  http.get<TSecondFactorChannelsResponse>('/auth/second-factors/', { errors: { mode: 'silent' } });

export const secondFactorChannelsQueryOptions = () =>
  queryOptions({
    queryKey: secondFactorChannelsKey,
    queryFn: fetchSecondFactorChannels,
    gcTime: 0,
    retry: false,
  });

export const useSecondFactorChannels = () => useQuery(secondFactorChannelsQueryOptions());
