import { sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { run, sqlBuilder } from '../db/typed-sql.ts';

const countOf = sql<number>`count(*)::int`;

/**
 * The outbox's backlog by delivery status: pending, sending and dead (the dead letters staff retry).
 * Delivered rows are history, not backlog, and are not counted (the partial index covers the rest).
 */
export const outboxByStatus = (q: Queryable) =>
  run(
    q,
    sqlBuilder
      .selectFrom('outbox')
      .select(['status', countOf.as('n')])
      .where('status', '<>', 'delivered')
      .groupBy('status'),
  );

/** Report jobs (generated_reports) by status. */
export const reportJobsByStatus = (q: Queryable) =>
  run(
    q,
    sqlBuilder
      .selectFrom('generated_reports')
      .select(['status', countOf.as('n')])
      .groupBy('status'),
  );
