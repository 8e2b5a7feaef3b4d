import type { TNotificationList } from '@portal/contracts/api/notifications';
import { NOTIFICATION_PAGE_SIZE } from '@portal/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { notificationsKey } from './notification-keys';

/** GET /api/notifications/?page=&page_size=10 -> { count, page, page_size, results }. */
export const fetchNotifications = (page: number) =>
  http.get<TNotificationList>('/notifications/', { query: { page, page_size: NOTIFICATION_PAGE_SIZE } });

export const notificationListQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...notificationsKey, 'list', page], queryFn: () => fetchNotifications(page) });

/** The previous page stays on screen while the next loads. */
export const useNotifications = (page: number) =>
  useQuery({ ...notificationListQueryOptions(page), placeholderData: keepPreviousData });
