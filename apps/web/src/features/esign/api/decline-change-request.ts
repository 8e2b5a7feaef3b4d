import type { TChangeRequest, TChangeRequestActionResponse } from '@portal/contracts/api/change-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';
import { esignKeys, SILENT } from './esign-keys';

/** POST /api/change-requests/{id}/decline/ -> { detail, change_request }: Declines the request. */
export const declineChangeRequest = (id: number) =>
  http.post<TChangeRequestActionResponse>(`/change-requests/${id}/decline/`, {}, SILENT);

/** The request as it now stands is kept; the accounts (their status and open requests) are read again. */
export const useDeclineChangeRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineChangeRequest,
    onSuccess: async (answer, id) => {
      queryClient.setQueryData<TChangeRequest>(esignKeys.changeRequest(id), answer.change_request);
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    },
  });
};
