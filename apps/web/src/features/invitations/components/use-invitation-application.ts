import type { TInvite } from '@portal/contracts/api/invitations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deviceStorage } from '@/shared/storage/device-storage';

/**
 * An invitation is to one application (ipm, icf, viv): the device works in it from now on, so the
 * account setup that follows creates the account in that application and lists its invitation.
 */
export const useInvitationApplication = (invite: TInvite | undefined) => {
  const queryClient = useQueryClient();
  const productKey = invite?.application?.product_key ?? null;
  useEffect(() => {
    if (!productKey || deviceStorage.getApplicationId() === productKey) return;
    deviceStorage.setApplicationId(productKey);
    void queryClient.invalidateQueries({ queryKey: ['applications'] });
  }, [productKey, queryClient]);
};
