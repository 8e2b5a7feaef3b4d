import type { Queryable } from '../../db/client.ts';
import { run, sqlBuilder } from '../../db/typed-sql.ts';

/** The latest messages the outbox holds, newest first. */
export const latestOutboxMessages = (q: Queryable) =>
  run(
    q,
    sqlBuilder
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(200),
  );
