// The outbox as the staff console sees it: what is not delivered yet. Message texts are never read here.
import { type Selectable, sql } from 'kysely';
import type { Queryable } from '../../../db/client.ts';
import { type Database, run, runMaybeOne, sqlBuilder } from '../../../db/typed-sql.ts';

/** The statuses of a message not delivered yet: the queries' WHERE leaves delivered ones out. */
type UndeliveredStatus = { status: Exclude<Selectable<Database['outbox']>['status'], 'delivered'> };

const UNDELIVERED_COLUMNS = [
  'id',
  'channel',
  'recipient',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'next_attempt_at',
  'locked_at',
] as const;

/** The newest messages not delivered yet. */
export function listUndelivered(q: Queryable, limit: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('outbox')
      .select(UNDELIVERED_COLUMNS)
      .where('status', '<>', 'delivered')
      .$narrowType<UndeliveredStatus>()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  );
}

export type UndeliveredRow = Awaited<ReturnType<typeof listUndelivered>>[number];

/** How many messages not delivered yet each status holds. */
export function countUndeliveredByStatus(q: Queryable) {
  return run(
    q,
    sqlBuilder
      .selectFrom('outbox')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('status', '<>', 'delivered')
      .$narrowType<UndeliveredStatus>()
      .groupBy('status'),
  );
}

/** Puts a dead letter back in the queue with a fresh set of attempts; undefined when it is not dead. */
export function requeueDeadMessage(q: Queryable, id: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .updateTable('outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, locked_at: null })
      .where('id', '=', id)
      .where('status', '=', 'dead')
      .returning(UNDELIVERED_COLUMNS)
      .$narrowType<{ status: 'pending' }>(),
  );
}

export function findMessageStatus(q: Queryable, id: number) {
  return runMaybeOne(q, sqlBuilder.selectFrom('outbox').select('status').where('id', '=', id));
}
