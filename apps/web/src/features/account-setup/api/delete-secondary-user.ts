import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** DELETE /api/accounts/{accountId}/secondary-users/{personId}/ -> 204: removes one person of the account. */
export const deleteSecondaryUser = ({ accountId, personId }: { accountId: number; personId: number }) =>
  http.delete<void>(`/accounts/${accountId}/secondary-users/${personId}/`);

/** The directors form's save step reads the account's people and the account again. */
export const useDeleteSecondaryUser = () => useMutation({ mutationFn: deleteSecondaryUser });
