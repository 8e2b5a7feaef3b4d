import type { TSecondFactorsResponse } from '@portal/contracts/api/second-factors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { secondFactorsKey } from './account-keys';

/** GET /api/profiles/my/second-factors/ -> what the user has set up: app, backup codes left, passkeys. */
export const fetchSecondFactors = () => http.get<TSecondFactorsResponse>('/profiles/my/second-factors/');

export const secondFactorsQueryOptions = () =>
  queryOptions({ queryKey: secondFactorsKey, queryFn: fetchSecondFactors });

export const useSecondFactors = () => useQuery(secondFactorsQueryOptions());
