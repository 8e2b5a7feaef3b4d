import type { TNotificationArea } from '@portal/contracts/api/account-settings';
import type { Queryable } from '../../db/client.ts';

export type NotificationSettingRow = {
  id: number;
  title: string;
  is_required: boolean;
  send_email: boolean;
  send_sms: boolean;
};

/** The area's notifications with the user's choices, or the defaults where the user has none. */
export async function listSettings(
  q: Queryable,
  userId: number,
  area: TNotificationArea,
): Promise<NotificationSettingRow[]> {
  return q.query<NotificationSettingRow>(
    `SELECT k.id, k.title, k.is_required,
            coalesce(s.send_email, k.default_email) AS send_email,
            coalesce(s.send_sms, k.default_sms) AS send_sms
       FROM notification_kinds k
       LEFT JOIN user_notification_settings s ON s.kind_id = k.id AND s.user_id = $1
      WHERE k.area = $2
      ORDER BY k.sort_order, k.id`,
    [userId, area],
  );
}

export async function upsertSetting(
  q: Queryable,
  values: { userId: number; kindId: number; sendEmail: boolean; sendSms: boolean },
): Promise<void> {
  await q.query(
    `INSERT INTO user_notification_settings (user_id, kind_id, send_email, send_sms) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind_id) DO UPDATE SET send_email = $3, send_sms = $4, updated_at = now()`,
    [values.userId, values.kindId, values.sendEmail, values.sendSms],
  );
}
