import type { Db } from '../db/client.ts';
import { markExpiredEnvelopes } from '../modules/esign/queries.ts';
import { markExpiredInvitations } from '../modules/invitations/queries.ts';
import type { JobQueue } from './queue.ts';

// Invitations and e-signature envelopes expire by their date: every read compares expires_at with now(),
// so nothing waits for these jobs. They store the expiry (expired_at) a few minutes after it happens, with
// the same rules the reads apply.

export const EXPIRE_INVITATIONS = 'expire-invitations';
export const EXPIRE_ENVELOPES = 'expire-envelopes';
const EVERY_FIVE_MINUTES = '*/5 * * * *';

export function scheduleExpiry(jobs: JobQueue, db: Db): void {
  jobs.schedule(EXPIRE_INVITATIONS, EVERY_FIVE_MINUTES, async () => {
    await markExpiredInvitations(db);
  });
  jobs.schedule(EXPIRE_ENVELOPES, EVERY_FIVE_MINUTES, async () => {
    await markExpiredEnvelopes(db);
  });
}
