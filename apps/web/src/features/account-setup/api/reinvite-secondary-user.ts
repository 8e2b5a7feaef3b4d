import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{accountId}/secondary-users/{personId}/reinvite/ -> { detail }: a fresh invitation to the member. */
export const reinviteSecondaryUser = ({ accountId, personId }: { accountId: number; personId: number }) =>
  http.post<TDetailResponse>(`/accounts/${accountId}/secondary-users/${personId}/reinvite/`);

/** A new e-mail to the member: what the account shows of them does not change. */
export const useReinviteSecondaryUser = () => useMutation({ mutationFn: reinviteSecondaryUser });
