import type { TNotificationUpdatedResponse } from '@portal/contracts/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { notificationsKey } from './notification-keys';

/** POST /api/notifications/mark-all-read/ -> { updated }. */
export const markAllNotificationsRead = () =>
  http.post<TNotificationUpdatedResponse>('/notifications/mark-all-read/');

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
};
