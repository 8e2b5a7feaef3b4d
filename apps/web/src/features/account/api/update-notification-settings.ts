import type {
  TNotificationArea,
  TNotificationSetting,
  TNotificationSettingsBulkUpdateRequest,
} from '@portal/contracts/api/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { notificationSettingsKey } from './account-keys';
import { notificationSettingsPath } from './get-notification-settings';

type TNotificationSettingsUpdate = { area: TNotificationArea; items: TNotificationSettingsBulkUpdateRequest };

/** PUT /api/profiles/my/notification-settings/{area}/bulk-update/ [{ id, send_email, send_sms }] -> the list. */
export const updateNotificationSettings = ({ area, items }: TNotificationSettingsUpdate) =>
  http.put<TNotificationSetting[]>(`${notificationSettingsPath(area)}bulk-update/`, items, {
    errors: { mode: 'silent' },
  });

/** The saved list replaces the area's cached one. */
export const useUpdateNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved, { area }) => queryClient.setQueryData(notificationSettingsKey(area), saved),
  });
};
