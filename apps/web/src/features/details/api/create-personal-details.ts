import type { TPersonalDetail, TPersonalDetailsRequest } from '@portal/contracts/api/details';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { detailsKeys, stepAccount } from './details-keys';

/** POST /api/personal-details/ -> the saved details with the identity document and the check's outcome. */
export const createPersonalDetails = ({ body }: { body: TPersonalDetailsRequest }) =>
  http.post<TPersonalDetail>('/personal-details/', body, { errors: { mode: 'form' } });

/** Once the identity is verified the step is done: it and the profile are read again. */
export const useCreatePersonalDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonalDetails,
    onSuccess: async (answer, { body }) => {
      if (!answer.is_verified) return;
      await queryClient.invalidateQueries({
        queryKey: detailsKeys.registrationStep('personal_details', stepAccount(body.account)),
      });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
