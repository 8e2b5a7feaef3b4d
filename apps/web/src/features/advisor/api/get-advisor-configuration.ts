import type { TAdvisorConfiguration } from '@portal/contracts/api/advisors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { advisorsKey } from './advisor-keys';

/** GET /api/ipm/advisors/configuration/ -> the booking team's phone and two e-mails. */
export const fetchAdvisorConfiguration = () =>
  http.get<TAdvisorConfiguration>('/ipm/advisors/configuration/');

export const advisorConfigurationQueryOptions = () =>
  queryOptions({ queryKey: [...advisorsKey, 'configuration'], queryFn: fetchAdvisorConfiguration });

export const useAdvisorConfiguration = () => useQuery(advisorConfigurationQueryOptions());
