// The deliverer's SQL on the outbox (providers/messaging.ts writes the rows).
import { sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { exec, run, sqlBuilder } from '../db/typed-sql.ts';

/**
 * Claims up to `limit` due messages, pending and due or sending past the lease, in one autocommit
 * statement (FOR UPDATE SKIP LOCKED: two deliverers never claim the same row); each claim counts an attempt.
 */
export function claimDueMessages(q: Queryable, claim: { now: Date; leaseSeconds: number; limit: number }) {
  const { now, leaseSeconds, limit } = claim;
  return run(
    q,
    sqlBuilder
      .updateTable('outbox')
      .set((eb) => ({ status: 'sending', locked_at: now, attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        sqlBuilder
          .selectFrom('outbox')
          .select('id')
          .where((eb) =>
            eb.or([
              // `now` comes from a JavaScript clock (milliseconds), the row's time from the database's
              // (microseconds): a message written within the same millisecond is due, not 0.5 ms early.
              eb.and([
                eb('status', '=', 'pending'),
                eb('next_attempt_at', '<', sql<Date>`${now}::timestamptz + interval '1 millisecond'`),
              ]),
              eb.and([
                eb('status', '=', 'sending'),
                eb('locked_at', '<', sql<Date>`${now}::timestamptz - make_interval(secs => ${leaseSeconds})`),
              ]),
            ]),
          )
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'channel', 'recipient', 'subject', 'body', 'attempts']),
  );
}

export type ClaimedMessage = Awaited<ReturnType<typeof claimDueMessages>>[number];

/**
 * An attempt's outcome is written only if the row is still the claim this deliverer made (status sending
 * with the attempt number it set), so a deliverer that outlived its lease cannot overwrite a newer claim.
 */
const stillOurs = (message: ClaimedMessage) =>
  sqlBuilder
    .updateTable('outbox')
    .where('id', '=', message.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', message.attempts);

export async function markDelivered(
  q: Queryable,
  message: ClaimedMessage,
  providerMessageId: string | null,
): Promise<void> {
  await exec(
    q,
    stillOurs(message).set({
      status: 'delivered',
      delivered_at: sql`now()`,
      locked_at: null,
      last_error: null,
      provider_message_id: providerMessageId,
    }),
  );
}

export async function markDead(q: Queryable, message: ClaimedMessage, reason: string): Promise<void> {
  await exec(q, stillOurs(message).set({ status: 'dead', locked_at: null, last_error: reason }));
}

export async function markForRetry(
  q: Queryable,
  message: ClaimedMessage,
  retry: { reason: string; nextAttemptAt: Date },
): Promise<void> {
  await exec(
    q,
    stillOurs(message).set({
      status: 'pending',
      locked_at: null,
      last_error: retry.reason,
      next_attempt_at: retry.nextAttemptAt,
    }),
  );
}
