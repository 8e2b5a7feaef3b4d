import type { TSecondaryUser, TSecondaryUsersRequest } from '@portal/contracts/api/people';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PUT /api/accounts/{id}/secondary-users/ -> the saved section: the list as it now is. */
export const replaceSecondaryUsers = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TSecondaryUsersRequest;
}) =>
  http.put<TSecondaryUser[]>(`/accounts/${accountId}/secondary-users/`, body, { errors: { mode: 'form' } });

/** The section form's save step reads the section and the account again, then moves on. */
export const useReplaceSecondaryUsers = () => useMutation({ mutationFn: replaceSecondaryUsers });
