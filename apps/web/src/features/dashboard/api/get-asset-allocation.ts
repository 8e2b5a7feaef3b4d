import type { TAssetAllocationItem } from '@portal/contracts/api/dashboard';
import { cardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/asset-allocation/?period=&account=&investment_option= -> items per asset class, account and option. */
const assetAllocation = cardQuery<TAssetAllocationItem[]>('asset-allocation');
export const assetAllocationQueryOptions = assetAllocation.options;
export const useAssetAllocation = assetAllocation.useQuery;
