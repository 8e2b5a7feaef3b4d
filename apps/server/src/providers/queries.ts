import { type Insertable, sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { type Database, exec, sqlBuilder } from '../db/typed-sql.ts';

/** A message as the outbox stores it before delivery. */
export type OutboxMessage = Pick<
  Insertable<Database['outbox']>,
  'channel' | 'recipient' | 'subject' | 'body'
>;

/** Writes a message to the outbox; one `delivered` now (an embedded channel) is not sent again. */
export const insertOutboxMessage = (q: Queryable, message: OutboxMessage, delivered: boolean) =>
  exec(
    q,
    sqlBuilder
      .insertInto('outbox')
      .values({ ...message, ...(delivered && { status: 'delivered', delivered_at: sql<Date>`now()` }) }),
  );
