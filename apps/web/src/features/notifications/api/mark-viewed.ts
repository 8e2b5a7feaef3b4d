import type { TNotificationUpdatedResponse } from '@portal/contracts/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { notificationsKey } from './notification-keys';

/** POST /api/notifications/mark-viewed/ (all of the user's) -> { updated }: the bell's count clears. */
export const markNotificationsViewed = () =>
  http.post<TNotificationUpdatedResponse>('/notifications/mark-viewed/', undefined, {
    errors: { mode: 'silent' },
  });

export const useMarkNotificationsViewed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsViewed,
    onSuccess: (answer) => {
      if (answer.updated > 0) void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
};
