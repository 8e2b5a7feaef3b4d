import type { TContactDetail } from '@portal/contracts/api/details';
import type { TAddress } from '@portal/contracts/forms/details';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { detailsKeys } from './details-keys';

/** POST /api/profiles/my/change-address/ { country, address_line_1, suburb, state, post_code } -> the contact details. */
export const changeAddress = (body: TAddress) =>
  http.post<TContactDetail>('/profiles/my/change-address/', body, { errors: { mode: 'form' } });

/** The saved contact details and the profile (which carries them) are read again. */
export const useChangeAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAddress,
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: detailsKeys.registrationStep('contact_details', null),
      });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
