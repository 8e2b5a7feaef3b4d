import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/notifications/unsubscribe/ { token } -> { detail }: notification e-mails off. */
export const unsubscribe = (token: string) =>
  http.post<TDetailResponse>(
    '/notifications/unsubscribe/',
    { token },
    { errors: { handledStatuses: [400] } },
  );

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
