import type { TSharedAccessGrantsResponse } from '@portal/contracts/api/shared-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sharedAccessKey } from './shared-access-keys';

/** DELETE /api/profiles/my/shared-access/{id}/ -> the people who still have access. */
export const revokeViewer = (id: number) =>
  http.delete<TSharedAccessGrantsResponse>(`/profiles/my/shared-access/${id}/`);

export const useRevokeViewer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeViewer,
    onSuccess: (grants) => queryClient.setQueryData(sharedAccessKey, grants),
  });
};
