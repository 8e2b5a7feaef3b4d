import type { TContactDetail, TContactDetailsRequest } from '@portal/contracts/api/details';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { detailsKeys, stepAccount } from './details-keys';

/** PATCH /api/contact-details/{id}/ -> the saved contact details. */
export const updateContactDetails = ({ id, body }: { id: number; body: TContactDetailsRequest }) =>
  http.patch<TContactDetail>(`/contact-details/${id}/`, body, { errors: { mode: 'form' } });

/** The step and the profile (which says which details are done) are read again. */
export const useUpdateContactDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactDetails,
    onSuccess: async (_answer, { body }) => {
      await queryClient.invalidateQueries({
        queryKey: detailsKeys.registrationStep('contact_details', stepAccount(body.account)),
      });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
