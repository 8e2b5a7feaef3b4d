// GET /api/utils/config/: constants such as the resend-code timeout (default 60 seconds).
import { RESEND_CODE_TIMEOUT_SECONDS } from '@portal/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

type TUtilsConfig = { resendVerificationCodeTimeout?: number; monitoring_script?: string };

export const utilsConfigQueryOptions = () => ({
  queryKey: ['utils-config'] as const,
  queryFn: () => http.get<TUtilsConfig>('/utils/config/', { errors: { mode: 'silent' as const } }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Seconds to wait before a code can be resent: the server's config, else the spec's default of 60. */
export const useResendTimeoutSeconds = (): number => {
  const { data } = useQuery(utilsConfigQueryOptions());
  const value = data?.resendVerificationCodeTimeout;
  return typeof value === 'number' && value > 0 ? value : RESEND_CODE_TIMEOUT_SECONDS;
};
