// GET /api/auth/registration-steps/?step=...[&account=]: the saved step data (null when none yet).
import type { TRegistrationStep } from '@portal/contracts/api/details';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const registrationStepKey = (step: TRegistrationStep, account?: number | null) =>
  ['registration-step', step, account ?? null] as const;

export const useRegistrationStep = <T>(step: TRegistrationStep, account?: number | null) =>
  useQuery({
    queryKey: registrationStepKey(step, account),
    queryFn: () =>
      http.get<{ step: TRegistrationStep; data: T | null }>('/auth/registration-steps/', {
        query: { step, account: account ?? undefined },
      }),
  });
