import type { TNotificationArea } from '@portal/contracts/api/account-settings';
import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, sqlBuilder } from '../../db/typed-sql.ts';

/** The area's notifications with the user's choices, or the defaults where the user has none. */
export function listSettings(q: Queryable, userId: number, area: TNotificationArea) {
  return run(
    q,
    sqlBuilder
      .selectFrom('notification_kinds as k')
      .leftJoin('user_notification_settings as s', (join) =>
        join.onRef('s.kind_id', '=', 'k.id').on('s.user_id', '=', userId),
      )
      .select((eb) => [
        'k.id',
        'k.title',
        'k.is_required',
        eb.fn.coalesce('s.send_email', 'k.default_email').as('send_email'),
        eb.fn.coalesce('s.send_sms', 'k.default_sms').as('send_sms'),
      ])
      .where('k.area', '=', area)
      .orderBy('k.sort_order')
      .orderBy('k.id'),
  );
}

export async function upsertSetting(
  q: Queryable,
  setting: Insertable<Database['user_notification_settings']>,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('user_notification_settings')
      .values(setting)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'kind_id']).doUpdateSet((eb) => ({
          send_email: eb.ref('excluded.send_email'),
          send_sms: eb.ref('excluded.send_sms'),
          updated_at: sql`now()`,
        })),
      ),
  );
}
