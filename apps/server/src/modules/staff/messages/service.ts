// Undelivered messages for the staff console: the backlog the deliverer is still trying and the dead
// letters it gave up on, and sending a dead letter again. Message texts never leave the outbox here.
import {
  type TUndeliveredMessage,
  type TUndeliveredMessages,
  UNDELIVERED_MESSAGES_SHOWN,
} from '@portal/contracts/api/staff-messages';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { logStaffAction } from '../access.ts';
import type { StaffCaller } from '../clients.ts';
import {
  countUndeliveredByStatus,
  findMessageStatus,
  listUndelivered,
  requeueDeadMessage,
  type UndeliveredRow,
} from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Enough of a recipient to tell messages apart, not enough to read an address or number off the screen. */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient[0]}•••${recipient.slice(at)}`;
  const digits = recipient.replace(/\D/g, '');
  return `${'•'.repeat(Math.max(digits.length - 3, 3))}${digits.slice(-3)}`;
}

function toMessage(row: UndeliveredRow): TUndeliveredMessage {
  const next =
    row.status === 'pending' ? row.next_attempt_at : row.status === 'sending' ? row.locked_at : null;
  return {
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.recipient),
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    created: iso(row.created_at),
    next_attempt: next === null ? null : iso(next),
  };
}

export async function listUndeliveredMessages(deps: Deps): Promise<TUndeliveredMessages> {
  const [rows, totals] = await Promise.all([
    listUndelivered(deps.db, UNDELIVERED_MESSAGES_SHOWN),
    countUndeliveredByStatus(deps.db),
  ]);
  const counts = { pending: 0, sending: 0, dead: 0 };
  for (const { status, n } of totals) counts[status] = n;
  return { counts, results: rows.map(toMessage) };
}

/**
 * Puts a dead letter back in the queue with a fresh set of attempts (staff retry once the cause, a
 * wrong number or a provider outage, is dealt with). The retry is logged as the staff member's act.
 */
export async function retryDeadMessage(
  deps: Deps,
  staff: StaffCaller,
  id: number,
): Promise<TUndeliveredMessage> {
  return deps.db.tx(async (q) => {
    const row = await requeueDeadMessage(q, id);
    if (!row) {
      if (!(await findMessageStatus(q, id))) throw notFound();
      throw new AppError(409, { detail: 'Only an undeliverable message can be retried.' });
    }
    await logStaffAction(q, staff, 'message_retried', null, { message_id: row.id, channel: row.channel });
    return toMessage(row);
  });
}
