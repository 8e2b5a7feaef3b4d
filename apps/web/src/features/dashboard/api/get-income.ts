import type { TIncome } from '@portal/contracts/api/dashboard';
import { cardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/income/?period=&account=&investment_option= -> monthly premiums, dividends, franking credits, other income, income return. */
const income = cardQuery<TIncome>('income');
export const incomeQueryOptions = income.options;
export const useIncome = income.useQuery;
