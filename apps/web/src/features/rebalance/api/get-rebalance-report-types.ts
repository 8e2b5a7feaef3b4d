import type { TRebalanceReportTypes } from '@portal/contracts/api/rebalance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { rebalanceReportTypesKey } from './rebalance-keys';

/** GET /api/ipm/rebalance/report-types/ -> [{ id, name }]. */
export const fetchRebalanceReportTypes = () =>
  http.get<TRebalanceReportTypes>('/ipm/rebalance/report-types/');

export const rebalanceReportTypesQueryOptions = () =>
  queryOptions({
    queryKey: rebalanceReportTypesKey,
    queryFn: fetchRebalanceReportTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRebalanceReportTypes = () => useQuery(rebalanceReportTypesQueryOptions());
