import type {
  TNotificationArea,
  TNotificationSetting,
  TNotificationSettingsBulkUpdateRequest,
} from '@portal/contracts/api/account-settings';
import { notificationSettingsPath } from '@/features/account/api/notification-settings';
import { http } from '@/shared/api/http-client';

/** PUT /api/profiles/my/notification-settings/{area}/bulk-update/ [{ id, send_email, send_sms }] -> the list. */
export const bulkUpdateNotificationSettings = (
  area: TNotificationArea,
  items: TNotificationSettingsBulkUpdateRequest,
) =>
  http.put<TNotificationSetting[]>(`${notificationSettingsPath(area)}bulk-update/`, items, {
    errors: { mode: 'silent' },
  });
