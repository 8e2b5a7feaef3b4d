import type { TRegistrationStep, TRegistrationStepResponse } from '@portal/contracts/api/details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { detailsKeys } from './details-keys';

/** The answer with the step's data in the shape its own call answers (null when none yet). */
type TStepAnswer<T> = Omit<TRegistrationStepResponse, 'data'> & { data: T | null };

/** GET /api/auth/registration-steps/?step=...[&account=] -> { step, data }: the saved step data. */
export const fetchRegistrationStep = <T>(step: TRegistrationStep, account?: number | null) =>
  http.get<TStepAnswer<T>>('/auth/registration-steps/', { query: { step, account: account ?? undefined } });

export const registrationStepQueryOptions = <T>(step: TRegistrationStep, account?: number | null) =>
  queryOptions({
    queryKey: detailsKeys.registrationStep(step, account),
    queryFn: () => fetchRegistrationStep<T>(step, account),
  });

export const useRegistrationStep = <T>(step: TRegistrationStep, account?: number | null) =>
  useQuery(registrationStepQueryOptions<T>(step, account));
