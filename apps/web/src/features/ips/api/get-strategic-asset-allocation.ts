import type { TStrategicAssetAllocation } from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { allocationKey } from './ips-keys';

/** GET /api/ips/{id}/strategic-asset-allocation/ -> { categories: [{ investment_options }] }. */
export const fetchStrategicAssetAllocation = (ipsId: number) =>
  http.get<TStrategicAssetAllocation>(`/ips/${ipsId}/strategic-asset-allocation/`);

export const strategicAssetAllocationQueryOptions = (ipsId: number) =>
  queryOptions({ queryKey: allocationKey(ipsId), queryFn: () => fetchStrategicAssetAllocation(ipsId) });

export const useStrategicAssetAllocation = (ipsId: number) =>
  useQuery(strategicAssetAllocationQueryOptions(ipsId));
