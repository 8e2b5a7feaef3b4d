import type { TUndeliveredMessages } from '@portal/contracts/api/staff-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { undeliveredMessagesKey } from './message-keys';

/** GET /api/staff/messages/ -> { counts, results }: the e-mails and SMS not yet delivered. */
export const fetchUndeliveredMessages = (signal?: AbortSignal) =>
  http.get<TUndeliveredMessages>('/staff/messages/', { signal });

export const undeliveredMessagesQueryOptions = () =>
  queryOptions({
    queryKey: undeliveredMessagesKey,
    queryFn: ({ signal }) => fetchUndeliveredMessages(signal),
  });

export const useUndeliveredMessages = () => useQuery(undeliveredMessagesQueryOptions());
