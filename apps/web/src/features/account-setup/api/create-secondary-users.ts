import type { TSecondaryUser, TSecondaryUsersRequest } from '@portal/contracts/api/people';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/secondary-users/ -> the saved section: the first list of the account's people. */
export const createSecondaryUsers = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TSecondaryUsersRequest;
}) =>
  http.post<TSecondaryUser[]>(`/accounts/${accountId}/secondary-users/`, body, { errors: { mode: 'form' } });

/** The section form's save step reads the section and the account again, then moves on. */
export const useCreateSecondaryUsers = () => useMutation({ mutationFn: createSecondaryUsers });
