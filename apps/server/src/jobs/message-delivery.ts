import type { Queryable } from '../db/client.ts';
import { DeliveryError, type Transports } from '../providers/message-transports.ts';
import {
  type ClaimedMessage,
  claimDueMessages,
  markDead,
  markDelivered,
  markForRetry,
} from './outbox-queries.ts';
import type { JobQueue } from './queue.ts';

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
/** How often an instance looks for due messages (the claim is one indexed statement). */
export const DELIVERY_INTERVAL_SECONDS = 1;
export const DELIVER_MESSAGES = 'deliver-messages';

/**
 * The wait before attempt `attempt + 1`: 30 s doubling each time, capped at an hour, then spread over
 * its upper half at random so that messages a provider outage failed together do not return together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type DeliveryCounts = { claimed: number; delivered: number; retried: number; dead: number };

/**
 * Claims up to `limit` due messages (pending and due, or sending past the lease), sends each through
 * its channel's transport, and records delivered, a retry, or dead. `now` stands for the clock in tests.
 */
export async function deliverDueMessages(
  db: Queryable,
  transports: Transports,
  { limit = 20, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<DeliveryCounts> {
  const claimed = await claimDueMessages(db, { now, leaseSeconds: LEASE_SECONDS, limit });
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
  message: ClaimedMessage,
  claimedAt: Date,
): Promise<'delivered' | 'retried' | 'dead'> {
  const startedAt = Date.now();
  try {
    const { providerMessageId } = await transports[message.channel](message);
    await markDelivered(db, message, providerMessageId);
    return 'delivered';
  } catch (error) {
    const reason = error instanceof DeliveryError ? error.message : 'The transport failed unexpectedly.';
    const permanent = error instanceof DeliveryError && error.permanent;
    if (permanent || message.attempts >= MAX_ATTEMPTS) {
      await markDead(db, message, reason);
      return 'dead';
    }
    // The delay counts from the end of this attempt, on the clock the claim was made with.
    const endedAt = claimedAt.getTime() + (Date.now() - startedAt);
    const nextAttemptAt = new Date(endedAt + retryDelayMs(message.attempts));
    await markForRetry(db, message, { reason, nextAttemptAt });
    return 'retried';
  }
}

/**
 * Delivers the outbox in the background on the job queue: a run about every second on one instance,
 * batch after batch while messages are due. A message cannot wake it (it is queued inside a transaction
 * not committed yet), so it runs often; rows left sending past their lease are part of every claim.
 */
export function defineMessageDelivery(
  jobs: JobQueue,
  db: Queryable,
  transports: Transports,
  options: { batchSize?: number } = {},
): void {
  jobs.every(DELIVER_MESSAGES, DELIVERY_INTERVAL_SECONDS, async () => {
    while ((await deliverDueMessages(db, transports, { limit: options.batchSize })).claimed > 0) {
      // one batch after another until none is due
    }
  });
}
