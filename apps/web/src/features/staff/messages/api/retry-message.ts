import type { TUndeliveredMessage } from '@portal/contracts/api/staff-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { undeliveredMessagesKey } from './message-keys';

/** POST /api/staff/messages/{id}/retry/ -> the message: a dead message goes back in the queue (logged). */
export const retryMessage = (id: number) => http.post<TUndeliveredMessage>(`/staff/messages/${id}/retry/`);

export const useRetryMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: undeliveredMessagesKey }),
  });
};
