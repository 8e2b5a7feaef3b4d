import type { Queryable } from '../db/client.ts';
import { DeliveryError, type OutgoingMessage, type Transports } from '../providers/message-transports.ts';
import { type PollingWorker, startPollingWorker } from './polling-worker.ts';

// The deliverer of the outbox. A request writes its messages in its own transaction (providers/
// messaging.ts); this sends them after commit. One autocommit UPDATE claims due rows (FOR UPDATE SKIP
// LOCKED: two deliverers never claim the same row), the sends run with no transaction open, and each
// outcome is written back only if the row is still the claim this deliverer made (status sending with
// the attempt number it set), so a deliverer that outlived its lease cannot overwrite a newer claim.

/** Attempts before a message is dead (about an hour of trying with the delays below). */
export const MAX_ATTEMPTS = 8;
/** A row left sending this long (a server killed mid-send) is claimed again. Longer than any send. */
export const LEASE_SECONDS = 300;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
export const POLL_INTERVAL_MS = 750;

/**
 * The wait before attempt `attempt + 1`: 30 s doubling each time, capped at an hour, then spread over
 * its upper half at random so that messages a provider outage failed together do not return together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type DeliveryCounts = { claimed: number; delivered: number; retried: number; dead: number };

type Claimed = OutgoingMessage & { attempts: number };

/**
 * Claims up to `limit` due messages (pending and due, or sending past the lease), sends each through
 * its channel's transport, and records delivered, a retry, or dead. `now` stands for the clock in tests.
 */
export async function deliverDueMessages(
  db: Queryable,
  transports: Transports,
  { limit = 20, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<DeliveryCounts> {
  const claimed = await db.query<Claimed>(
    `UPDATE outbox SET status = 'sending', locked_at = $1, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE (status = 'pending' AND next_attempt_at <= $1)
          OR (status = 'sending' AND locked_at < $1::timestamptz - make_interval(secs => $2))
       ORDER BY next_attempt_at, id
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING id, channel, recipient, subject, body, attempts`,
    [now, LEASE_SECONDS, limit],
  );
  const counts: DeliveryCounts = { claimed: claimed.length, delivered: 0, retried: 0, dead: 0 };
  // Sent side by side, so one silent provider does not hold the other messages of the batch.
  await Promise.all(
    claimed.map(async (message) => {
      counts[await deliverOne(db, transports, message, now)]++;
    }),
  );
  return counts;
}

async function deliverOne(
  db: Queryable,
  transports: Transports,
  message: Claimed,
  claimedAt: Date,
): Promise<'delivered' | 'retried' | 'dead'> {
  const stillOurs = 'id = $1 AND status = $2 AND attempts = $3';
  const startedAt = Date.now();
  try {
    const { providerMessageId } = await transports[message.channel](message);
    await db.query(
      `UPDATE outbox SET status = 'delivered', delivered_at = now(), locked_at = NULL, last_error = NULL,
         provider_message_id = $4
       WHERE ${stillOurs}`,
      [message.id, 'sending', message.attempts, providerMessageId],
    );
    return 'delivered';
  } catch (error) {
    const reason = error instanceof DeliveryError ? error.message : 'The transport failed unexpectedly.';
    const permanent = error instanceof DeliveryError && error.permanent;
    if (permanent || message.attempts >= MAX_ATTEMPTS) {
      await db.query(
        `UPDATE outbox SET status = 'dead', locked_at = NULL, last_error = $4 WHERE ${stillOurs}`,
        [message.id, 'sending', message.attempts, reason],
      );
      return 'dead';
    }
    // The delay counts from the end of this attempt, on the clock the claim was made with.
    const endedAt = claimedAt.getTime() + (Date.now() - startedAt);
    const nextAttemptAt = new Date(endedAt + retryDelayMs(message.attempts));
    await db.query(
      `UPDATE outbox SET status = 'pending', locked_at = NULL, last_error = $4, next_attempt_at = $5
       WHERE ${stillOurs}`,
      [message.id, 'sending', message.attempts, reason, nextAttemptAt],
    );
    return 'retried';
  }
}

export type MessageDeliverer = PollingWorker;

/**
 * Runs deliverDueMessages in the background: a batch after another while messages are due, then a
 * look every `pollMs`. A message cannot wake it (it is queued inside a transaction not committed yet),
 * so it polls often; the claim is one indexed statement. Rows left sending are part of every claim.
 */
export function startMessageDeliverer(
  db: Queryable,
  transports: Transports,
  options: { pollMs?: number; batchSize?: number; onError?: (error: unknown) => void } = {},
): MessageDeliverer {
  return startPollingWorker({
    processNext: async () =>
      (await deliverDueMessages(db, transports, { limit: options.batchSize })).claimed > 0,
    recover: async () => {},
    pollMs: options.pollMs ?? POLL_INTERVAL_MS,
    recoveryEveryMs: Number.POSITIVE_INFINITY,
    onError: options.onError,
  });
}

/** Whether buildApp starts the deliverer: not under tests (they call deliverDueMessages), unless asked. */
export function messageDelivererEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.MESSAGE_WORKER === 'on') return true;
  if (env.MESSAGE_WORKER === 'off') return false;
  return env.NODE_ENV !== 'test';
}
