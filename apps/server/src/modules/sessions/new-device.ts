// The e-mail about a sign-in from a new device or address (issue 19, item 4), with a link that ends the
// session it opened. Called by every sign-in once its session is fully signed in.
import { END_SESSION_PAGE_PATH, NEW_DEVICE_EMAIL } from '@portal/contracts/api/sessions';
import { formatSydneyTime } from '@portal/contracts/formats';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { logActivity } from '../../security/activity-log.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { deviceName } from './device-name.ts';
import { deviceHistoryOf, setEndKeyHash } from './queries.ts';

/**
 * When the session just signed in comes from a user agent or an address that none of the user's earlier
 * signed-in sessions had, e-mails the user what signed in, from where and when, with a single-use link
 * that ends this session; only the link key's hash is kept. A user's first sign-in sends nothing: there
 * is nothing yet to compare with. Runs in the sign-in's transaction, so the e-mail leaves with it.
 */
export async function alertIfNewDevice(deps: Deps, q: Queryable, sessionId: number): Promise<void> {
  const session = await deviceHistoryOf(q, sessionId);
  if (!session?.ip || !session.signed_in_before) return;
  if (session.known_agent && session.known_address) return;
  const key = randomToken();
  await setEndKeyHash(q, session.id, sha256(key));
  const device = deviceName(session.user_agent);
  await deps.messenger.sendEmail(q, {
    to: session.email,
    subject: NEW_DEVICE_EMAIL.subject,
    text: NEW_DEVICE_EMAIL.text({
      device,
      ip: session.ip,
      when: formatSydneyTime(session.created_at),
      endLink: `${deps.config.publicUrl}${END_SESSION_PAGE_PATH}${key}/`,
    }),
  });
  await logActivity(q, {
    userId: session.user_id,
    action: 'new_device_sign_in',
    ip: session.ip,
    detail: {
      session_id: session.id,
      device,
      new_device: !session.known_agent,
      new_address: !session.known_address,
    },
  });
}
