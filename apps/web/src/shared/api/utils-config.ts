import type { TUtilsConfigResponse } from '@portal/contracts/api/auth';
import { RESEND_CODE_TIMEOUT_SECONDS } from '@portal/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** GET /api/utils/config/ -> { resendVerificationCodeTimeout, monitoring_script }: constants of the site. */
export const fetchUtilsConfig = () =>
  http.get<TUtilsConfigResponse>('/utils/config/', { errors: { mode: 'silent' } });

export const utilsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['utils-config'],
    queryFn: fetchUtilsConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUtilsConfig = () => useQuery(utilsConfigQueryOptions());

/** Seconds to wait before a code can be resent: the server's config, else the spec's default of 60. */
export const useResendTimeoutSeconds = (): number => {
  const value = useUtilsConfig().data?.resendVerificationCodeTimeout;
  return typeof value === 'number' && value > 0 ? value : RESEND_CODE_TIMEOUT_SECONDS;
};
