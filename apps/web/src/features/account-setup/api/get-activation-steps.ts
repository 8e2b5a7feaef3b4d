import type { TExtraApplicationInfo } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountKeys } from '@/shared/application-sections/account-keys';

/** GET /api/accounts/{id}/activation-steps/ -> { step, data: { unfilled_fields, warning } }. */
export const fetchActivationSteps = (id: number) =>
  http.get<TExtraApplicationInfo>(`/accounts/${id}/activation-steps/`);

export const activationStepsQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountKeys.activationSteps(id), queryFn: () => fetchActivationSteps(id) });

export const useActivationSteps = (id: number) => useQuery(activationStepsQueryOptions(id));
