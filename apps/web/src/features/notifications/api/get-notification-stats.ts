import type { TNotificationStats } from '@portal/contracts/api/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { notificationsKey } from './notification-keys';

/**
 * GET /api/notifications/stats/ -> { unseen_count, recent_notifications }. Refetched when a live event
 * arrives, so it does not count as the user's activity.
 */
export const fetchNotificationStats = () =>
  http.get<TNotificationStats>('/notifications/stats/', { countsAsActivity: false });

export const notificationStatsQueryOptions = () =>
  // Live events and the marks invalidate it; a remount of the header need not fetch it again.
  queryOptions({
    queryKey: [...notificationsKey, 'stats'],
    queryFn: fetchNotificationStats,
    staleTime: 30_000,
  });

export const useNotificationStats = (enabled = true) =>
  useQuery({ ...notificationStatsQueryOptions(), enabled });
