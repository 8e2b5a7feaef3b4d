import type { TRebalanceReports } from '@portal/contracts/api/rebalance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { rebalanceReportsKey } from './rebalance-keys';

/** What the history asks with: the filters as lists (sent comma-joined), the page 1-based. */
export type TRebalanceReportsParams = {
  accounts: number[];
  rebalance_type: string[];
  status: string[];
  ordering: string;
  page: number;
  page_size: number;
};

const joined = (values: Array<string | number>) => (values.length > 0 ? values.join(',') : undefined);

/** GET /api/ipm/rebalance/reports/?accounts=&rebalance_type=&status=&ordering=&page=&page_size= */
export const fetchRebalanceReports = (params: TRebalanceReportsParams) =>
  http.get<TRebalanceReports>('/ipm/rebalance/reports/', {
    query: {
      accounts: joined(params.accounts),
      rebalance_type: joined(params.rebalance_type),
      status: joined(params.status),
      ordering: params.ordering,
      page: params.page,
      page_size: params.page_size,
    },
  });

export const rebalanceReportsQueryOptions = (params: TRebalanceReportsParams) =>
  queryOptions({
    queryKey: [...rebalanceReportsKey, params],
    queryFn: () => fetchRebalanceReports(params),
  });

/** The previous page stays on screen while the next loads. */
export const useRebalanceReports = (params: TRebalanceReportsParams) =>
  useQuery({ ...rebalanceReportsQueryOptions(params), placeholderData: keepPreviousData });
