import type { TAllocationRequest, TStrategicAssetAllocation } from '@portal/contracts/api/ips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { allocationKey } from './ips-keys';

/** PUT /api/ips/{id}/strategic-asset-allocation/ { categories } -> the allocation as saved. */
export const saveStrategicAssetAllocation = ({ ipsId, body }: { ipsId: number; body: TAllocationRequest }) =>
  http.put<TStrategicAssetAllocation>(`/ips/${ipsId}/strategic-asset-allocation/`, body, {
    errors: { mode: 'form' },
  });

/** The cached allocation becomes the saved one; the account reads again (its portfolio details name the tailored label). */
export const useSaveStrategicAssetAllocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStrategicAssetAllocation,
    onSuccess: async (allocation, { ipsId }) => {
      queryClient.setQueryData(allocationKey(ipsId), allocation);
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
