import {
  NOTIFICATION_AREA_PATHS,
  type TNotificationArea,
  type TNotificationSetting,
} from '@portal/contracts/api/account-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { notificationSettingsKey } from './account-keys';

export const notificationSettingsPath = (area: TNotificationArea) =>
  `/profiles/my/notification-settings/${NOTIFICATION_AREA_PATHS[area]}/`;

/** GET /api/profiles/my/notification-settings/{area}/ -> [{ id, title, is_required, send_email, send_sms }]. */
export const fetchNotificationSettings = (area: TNotificationArea) =>
  http.get<TNotificationSetting[]>(notificationSettingsPath(area));

export const notificationSettingsQueryOptions = (area: TNotificationArea) =>
  queryOptions({ queryKey: notificationSettingsKey(area), queryFn: () => fetchNotificationSettings(area) });

export const useNotificationSettings = (area: TNotificationArea) =>
  useQuery(notificationSettingsQueryOptions(area));
