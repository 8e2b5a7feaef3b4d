import type { TChangeRequestActionResponse } from '@portal/contracts/api/change-requests';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/**
 * POST /api/change-requests/{id}/mark-as-viewed/ -> { detail, change_request }, quietly: nothing for the
 * member to do on failure.
 */
export const markBankChangeViewed = (requestId: number) =>
  http.post<TChangeRequestActionResponse>(
    `/change-requests/${requestId}/mark-as-viewed/`,
    {},
    { errors: { mode: 'silent' } },
  );

/** Nothing on screen depends on it: no query is read again. */
export const useMarkBankChangeViewed = () => useMutation({ mutationFn: markBankChangeViewed });
