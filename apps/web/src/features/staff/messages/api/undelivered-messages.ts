import type { TUndeliveredMessage, TUndeliveredMessages } from '@portal/contracts/api/staff-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const undeliveredMessagesKey = ['staff', 'messages'] as const;

export const undeliveredMessagesOptions = () =>
  queryOptions({
    queryKey: undeliveredMessagesKey,
    queryFn: ({ signal }) => http.get<TUndeliveredMessages>('/staff/messages/', { signal }),
  });
export const useUndeliveredMessages = () => useQuery(undeliveredMessagesOptions());

/** POST /api/staff/messages/{id}/retry/: a dead message goes back in the queue (logged). */
export const useRetryMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<TUndeliveredMessage>(`/staff/messages/${id}/retry/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: undeliveredMessagesKey }),
  });
};
