import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/notifications/unsubscribe/ { token } -> { detail }: notification e-mails off. */
export const unsubscribe = (token: string) =>
  http.post<{ detail: string }>(
    '/notifications/unsubscribe/',
    { token },
    { errors: { handledStatuses: [400] } },
  );

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
