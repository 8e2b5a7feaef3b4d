import type { TAdditionalDetail, TAdditionalDetailsRequest } from '@portal/contracts/api/details';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { detailsKeys, stepAccount } from './details-keys';

/** POST /api/additional-details/ -> the saved additional details. */
export const createAdditionalDetails = ({ body }: { body: TAdditionalDetailsRequest }) =>
  http.post<TAdditionalDetail>('/additional-details/', body, { errors: { mode: 'form' } });

/** The step and the profile (which says which details are done) are read again. */
export const useCreateAdditionalDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdditionalDetails,
    onSuccess: async (_answer, { body }) => {
      await queryClient.invalidateQueries({
        queryKey: detailsKeys.registrationStep('additional_details', stepAccount(body.account)),
      });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
