import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { detailsKeys } from './details-keys';

/** POST /api/personal-details/{id}/skip-verification/ -> { detail }: continue without the automatic identity check. */
export const skipVerification = ({ id }: { id: number; account?: number | null }) =>
  http.post<TDetailResponse>(`/personal-details/${id}/skip-verification/`);

/** The step is done without the check: it and the profile are read again. */
export const useSkipVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipVerification,
    onSuccess: async (_answer, { account }) => {
      await queryClient.invalidateQueries({
        queryKey: detailsKeys.registrationStep('personal_details', account),
      });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
