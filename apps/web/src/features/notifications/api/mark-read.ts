import type { TNotificationUpdatedResponse } from '@portal/contracts/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { notificationsKey } from './notification-keys';

/** POST /api/notifications/mark-read/ { notifications: [ids] } -> { updated }. */
export const markNotificationsRead = (ids: number[]) =>
  http.post<TNotificationUpdatedResponse>(
    '/notifications/mark-read/',
    { notifications: ids },
    // A background mark that fails leaves the items unread: nothing to show the user.
    { errors: { mode: 'silent' } },
  );

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (answer) => {
      if (answer.updated > 0) void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
};
