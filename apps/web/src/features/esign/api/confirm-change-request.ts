import type { TChangeRequest, TChangeRequestActionResponse } from '@portal/contracts/api/change-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { esignKeys, SILENT } from './esign-keys';

/** POST /api/change-requests/{id}/confirm/ -> { detail, change_request }: Records that the caller signed the request. */
export const confirmChangeRequest = (id: number) =>
  http.post<TChangeRequestActionResponse>(`/change-requests/${id}/confirm/`, {}, SILENT);

/** The request as it now stands is kept; the accounts (their status and open requests) are read again. */
export const useConfirmChangeRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmChangeRequest,
    onSuccess: async (answer, id) => {
      queryClient.setQueryData<TChangeRequest>(esignKeys.changeRequest(id), answer.change_request);
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
