import type {
  TSharedAccessGrantsResponse,
  TSharedAccessInviteRequest,
} from '@portal/contracts/api/shared-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sharedAccessKey } from './shared-access-keys';

/** POST /api/profiles/my/shared-access/ -> the people with access, the invited one among them. */
export const inviteViewer = (input: TSharedAccessInviteRequest) =>
  http.post<TSharedAccessGrantsResponse>('/profiles/my/shared-access/', input, { errors: { mode: 'form' } });

export const useInviteViewer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteViewer,
    onSuccess: (grants) => queryClient.setQueryData(sharedAccessKey, grants),
  });
};
