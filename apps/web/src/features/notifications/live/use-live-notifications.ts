// Live notifications: the user's `inapp#{user_id}` channel (shared/realtime); every event there, and every
// reconnect (events may have been missed), refetches the notification list and stats.
import { inAppChannel } from '@portal/contracts/api/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { notificationsKey } from '@/features/notifications/api/notification-keys';
import { useRealtimeChannel } from '@/shared/realtime/realtime-channel';

/** Keeps a socket open for `userId` while mounted; null keeps none. */
export const useLiveNotifications = (userId: number | null): void => {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
  useRealtimeChannel(userId === null ? null : inAppChannel(userId), {
    onEvent: refetch,
    onResync: refetch,
  });
};
