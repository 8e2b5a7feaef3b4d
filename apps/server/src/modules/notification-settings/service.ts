import {
  notificationChannelsValid,
  type TNotificationArea,
  type TNotificationSetting,
  type TNotificationSettingsBulkUpdateRequest,
} from '@portal/contracts/api/account-settings';
import { accountMessages } from '@portal/contracts/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { logActivity } from '../../security/activity-log.ts';
import { listSettings, upsertSetting } from './queries.ts';

export function settingsOf(
  deps: Deps,
  userId: number,
  area: TNotificationArea,
): Promise<TNotificationSetting[]> {
  return listSettings(deps.db, userId, area);
}

/**
 * Saves the user's choices for some notifications of one area, all or nothing. An id outside the area
 * answers 404; a required notification with neither e-mail nor SMS answers 400 on that item.
 */
export async function bulkUpdate(
  deps: Deps,
  ids: { userId: number; actorUserId: number },
  area: TNotificationArea,
  items: TNotificationSettingsBulkUpdateRequest,
  ip: string,
): Promise<TNotificationSetting[]> {
  return deps.db.tx(async (q) => {
    const current = new Map((await listSettings(q, ids.userId, area)).map((s) => [s.id, s]));
    const errors: Record<string, Record<string, string[]>> = {};
    items.forEach((item, index) => {
      const kind = current.get(item.id);
      if (!kind) return;
      if (!notificationChannelsValid({ ...item, is_required: kind.is_required })) {
        errors[String(index)] = { send_email: [accountMessages.notificationChannelRequired] };
      }
    });
    if (items.some((item) => !current.has(item.id))) throw new AppError(404, { detail: 'Not found.' });
    if (Object.keys(errors).length > 0) throw new AppError(400, errors);
    for (const item of items) {
      await upsertSetting(q, {
        user_id: ids.userId,
        kind_id: item.id,
        send_email: item.send_email,
        send_sms: item.send_sms,
      });
    }
    await logActivity(q, {
      userId: ids.userId,
      actorUserId: ids.actorUserId,
      action: 'notification_settings_changed',
      ip,
      detail: { area },
    });
    return listSettings(q, ids.userId, area);
  });
}
