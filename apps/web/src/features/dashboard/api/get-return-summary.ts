import type { TReturnSummary } from '@portal/contracts/api/dashboard';
import { cardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/return-summary/?period=&account=&investment_option= -> monthly income return, capital return, fee, total return. */
const returnSummary = cardQuery<TReturnSummary>('return-summary');
export const returnSummaryQueryOptions = returnSummary.options;
export const useReturnSummary = returnSummary.useQuery;
