import type {
  TAccountRegistrationStep,
  TAccountRegistrationStepResponse,
} from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountKeys } from '@/shared/application-sections/account-keys';

/** GET /api/accounts/{id}/registration-steps/?step= -> the step's saved data (null when none yet). */
export const fetchAccountRegistrationStep = <T>(id: number, step: TAccountRegistrationStep) =>
  http.get<Omit<TAccountRegistrationStepResponse, 'data'> & { data: T | null }>(
    `/accounts/${id}/registration-steps/`,
    {
      query: { step },
    },
  );

export const accountRegistrationStepQueryOptions = <T>(id: number, step: TAccountRegistrationStep) =>
  queryOptions({
    queryKey: accountKeys.registrationStep(id, step),
    queryFn: () => fetchAccountRegistrationStep<T>(id, step),
  });

export const useAccountRegistrationStep = <T>(id: number, step: TAccountRegistrationStep) =>
  useQuery(accountRegistrationStepQueryOptions<T>(id, step));
