import type { TCapitalPerformance } from '@portal/contracts/api/dashboard';
import { cardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/capital-performance/?period=&account=&investment_option= -> monthly unrealised, realised, options bought, capital return. */
const capitalPerformance = cardQuery<TCapitalPerformance>('capital-performance');
export const capitalPerformanceQueryOptions = capitalPerformance.options;
export const useCapitalPerformance = capitalPerformance.useQuery;
