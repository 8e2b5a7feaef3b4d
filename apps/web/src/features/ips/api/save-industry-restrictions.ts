import type { TIndustryRestrictions, TIndustryRestrictionsRequest } from '@portal/contracts/api/ips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { industryRestrictionsKey } from './ips-keys';

/** POST /api/ips/{id}/industry-restrictions/ [{ id, restriction_type }] -> the tree as saved. */
export const saveIndustryRestrictions = ({
  ipsId,
  body,
}: {
  ipsId: number;
  body: TIndustryRestrictionsRequest;
}) =>
  http.post<TIndustryRestrictions>(`/ips/${ipsId}/industry-restrictions/`, body, {
    errors: { mode: 'form' },
  });

/** The cached tree becomes the saved one. */
export const useSaveIndustryRestrictions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIndustryRestrictions,
    onSuccess: (saved, { ipsId }) => queryClient.setQueryData(industryRestrictionsKey(ipsId), saved),
  });
};
