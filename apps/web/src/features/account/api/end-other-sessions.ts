import type { TEndOtherSessionsResponse } from '@portal/contracts/api/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sessionsKey } from './account-keys';

/** POST /api/profiles/my/sessions/end-others/ -> { detail, ended }: every session but this one ends. */
export const endOtherSessions = () =>
  http.post<TEndOtherSessionsResponse>(
    '/profiles/my/sessions/end-others/',
    {},
    { errors: { mode: 'silent' } },
  );

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
};
