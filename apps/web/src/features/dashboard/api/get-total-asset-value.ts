import type { TTotalAssetValue } from '@portal/contracts/api/dashboard';
import { cardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/total-asset-value/?period=&account=&investment_option= -> daily totals, margin loan, net equity and per option. */
const totalAssetValue = cardQuery<TTotalAssetValue>('total-asset-value');
export const totalAssetValueQueryOptions = totalAssetValue.options;
export const useTotalAssetValue = totalAssetValue.useQuery;
