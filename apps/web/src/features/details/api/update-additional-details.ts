import type { TAdditionalDetail, TAdditionalDetailsRequest } from '@portal/contracts/api/details';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { detailsKeys, stepAccount } from './details-keys';

/** PATCH /api/additional-details/{id}/ -> the saved additional details. */
export const updateAdditionalDetails = ({ id, body }: { id: number; body: TAdditionalDetailsRequest }) =>
  http.patch<TAdditionalDetail>(`/additional-details/${id}/`, body, { errors: { mode: 'form' } });

/** The step and the profile (which says which details are done) are read again. */
export const useUpdateAdditionalDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdditionalDetails,
    onSuccess: async (_answer, { body }) => {
      await queryClient.invalidateQueries({
        queryKey: detailsKeys.registrationStep('additional_details', stepAccount(body.account)),
      });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
