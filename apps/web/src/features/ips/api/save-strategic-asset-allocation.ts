import type { TAllocationRequest, TStrategicAssetAllocation } from '@portal/contracts/api/ips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { allocationKey } from './ips-keys';

/** PUT /api/ips/{id}/strategic-asset-allocation/ { categories } -> the allocation as saved. */
export const saveStrategicAssetAllocation = ({ ipsId, body }: { ipsId: number; body: TAllocationRequest }) =>
  http.put<TStrategicAssetAllocation>(`/ips/${ipsId}/strategic-asset-allocation/`, body, {
    errors: { mode: 'form' },
  });

/** The cached allocation becomes the saved one. */
export const useSaveStrategicAssetAllocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStrategicAssetAllocation,
    onSuccess: (allocation, { ipsId }) => queryClient.setQueryData(allocationKey(ipsId), allocation),
  });
};
