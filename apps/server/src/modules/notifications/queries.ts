import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

const COLUMNS = [
  'id',
  'user_id',
  'application_id',
  'status',
  'title',
  'description',
  'labels',
  'redirect_url',
  'created_at',
  'viewed_at',
] as const;

/** What a new notification says and to whom; status and times are the table's defaults. */
export type NotificationValues = Pick<
  Insertable<Database['notifications']>,
  'user_id' | 'application_id' | 'title' | 'description' | 'labels' | 'redirect_url'
>;

export function insertNotification(q: Queryable, values: NotificationValues) {
  return runOne(q, sqlBuilder.insertInto('notifications').values(values).returning(COLUMNS));
}

export type NotificationRow = Awaited<ReturnType<typeof insertNotification>>;

/**
 * Announces an event to every server instance (LISTEN realtime); delivered when the transaction commits.
 * NOTIFY channels span the whole database, so the schema travels with it and other schemas' servers
 * (other deployments or test runs on one PostgreSQL) ignore it.
 */
export async function announce(q: Queryable, channel: string, event: Record<string, unknown>): Promise<void> {
  await exec(
    q,
    sql`SELECT pg_notify('realtime', json_build_object('schema', current_schema(), 'channel', ${channel}::text, 'event', ${JSON.stringify(event)}::json)::text)`,
  );
}

export function listNotifications(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  return run(
    q,
    sqlBuilder
      .selectFrom('notifications')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset),
  );
}

export async function countNotifications(q: Queryable, userId: number): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId),
  );
  return row.n;
}

export async function countUnseen(q: Queryable, userId: number): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('viewed_at', 'is', null),
  );
  return row.n;
}

/** How many of `ids` (distinct) are the user's notifications. */
export async function countOwnNotifications(q: Queryable, userId: number, ids: number[]): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids)))),
  );
  return row.n;
}

/** Marks read (and seen) only the caller's notifications among `ids`; answers how many changed. */
export async function markRead(q: Queryable, userId: number, ids: number[] | null): Promise<number> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('notifications')
      .set((eb) => ({
        status: 'read',
        read_at: sql`now()`,
        viewed_at: eb.fn.coalesce('viewed_at', sql<Date>`now()`),
      }))
      .where('user_id', '=', userId)
      .where('status', '=', 'new')
      .$if(ids !== null, (query) => query.where((eb) => eb('id', '=', eb.fn.any(eb.val(ids!)))))
      .returning('id'),
  );
  return rows.length;
}

export async function markViewed(q: Queryable, userId: number, ids: number[] | null): Promise<number> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('notifications')
      .set({ viewed_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('viewed_at', 'is', null)
      .$if(ids !== null, (query) => query.where((eb) => eb('id', '=', eb.fn.any(eb.val(ids!)))))
      .returning('id'),
  );
  return rows.length;
}

export async function userExists(q: Queryable, userId: number): Promise<boolean> {
  const row = await runMaybeOne(q, sqlBuilder.selectFrom('users').select('id').where('id', '=', userId));
  return row !== undefined;
}

export async function usersOfApplication(q: Queryable, applicationId: string): Promise<number[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('user_applications as ua')
      .innerJoin('users as u', 'u.id', 'ua.user_id')
      .select('ua.user_id')
      .where('ua.application_id', '=', applicationId)
      .where('u.is_staff', '=', false)
      .orderBy('ua.user_id'),
  );
  return rows.map((r) => r.user_id);
}

export function findRecipient(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .leftJoin('notification_email_preferences as p', 'p.user_id', 'u.id')
      .select((eb) => ['u.id', 'u.email', eb.fn.coalesce('p.send_email', eb.lit(true)).as('send_email')])
      .where('u.id', '=', userId),
  );
}

export async function insertUnsubscribeToken(q: Queryable, userId: number, tokenHash: string): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('notification_unsubscribe_tokens')
      .values({ token_hash: tokenHash, user_id: userId }),
  );
}

/** Turns notification e-mails off for the owner of the token; answers false for an unknown token. */
export async function unsubscribeByToken(q: Queryable, tokenHash: string): Promise<number | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('notification_unsubscribe_tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash),
  );
  if (!row) return null;
  await exec(
    q,
    sqlBuilder
      .insertInto('notification_email_preferences')
      .values({ user_id: row.user_id, send_email: false })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ send_email: false, updated_at: sql`now()` }),
      ),
  );
  return row.user_id;
}
