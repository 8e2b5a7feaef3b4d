import { SESSION_TEXTS, type TSessionsResponse } from '@portal/contracts/api/sessions';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { logActivity } from '../../security/activity-log.ts';
import { sha256 } from '../../security/tokens.ts';
import type { AuthContext } from '../auth/session-context.ts';
import type { Caller } from './caller.ts';
import { deviceName } from './device-name.ts';
import { endSessionByKeyHash, endSessionOf, endSessionsOfExcept, liveSessionsOf } from './queries.ts';

/**
 * Sessions are the user's own: staff acting for a client (and an advisor hand-off, which always acts for
 * one) neither see nor end them.
 */
function refuseManaged(auth: AuthContext): void {
  if (auth.managed) throw new AppError(403, { detail: SESSION_TEXTS.staffCannotSee });
}

/** Every session ended, by whatever way, is one entry of the user's activity log. */
async function logEnded(
  q: Queryable,
  entry: { userId: number; sessionId: number; ip: string; by: 'activity_page' | 'email_link' },
): Promise<void> {
  await logActivity(q, {
    userId: entry.userId,
    action: 'session_ended',
    ip: entry.ip,
    detail: { session_id: entry.sessionId, by: entry.by },
  });
}

/** GET /api/profiles/my/sessions/: the caller's live sessions, this one marked. */
export async function sessionsOf(deps: Deps, auth: AuthContext): Promise<TSessionsResponse> {
  refuseManaged(auth);
  const rows = await liveSessionsOf(deps.db, auth.user.id, {
    idleSeconds: deps.config.sessionExpireAfter,
    absoluteSeconds: deps.config.sessionAbsoluteLimit,
  });
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.user_agent),
    ip: row.ip,
    signed_in: row.created_at.toISOString(),
    last_active: row.last_activity_at.toISOString(),
    current: row.id === auth.session.id,
  }));
}

/** DELETE /api/profiles/my/sessions/:id/: ends one of the caller's sessions; anyone else's is 404. */
export async function endSession(
  deps: Deps,
  auth: AuthContext,
  sessionId: number,
  caller: Caller,
): Promise<{ detail: string }> {
  refuseManaged(auth);
  const ended = await deps.db.tx(async (q) => {
    if (!(await endSessionOf(q, auth.user.id, sessionId))) return false;
    await logEnded(q, { userId: auth.user.id, sessionId, ip: caller.ip, by: 'activity_page' });
    return true;
  });
  if (!ended) throw notFound();
  return { detail: SESSION_TEXTS.sessionEnded };
}

/** POST /api/profiles/my/sessions/end-others/: every session of the caller but this one ends. */
export async function endOtherSessions(
  deps: Deps,
  auth: AuthContext,
  caller: Caller,
): Promise<{ detail: string; ended: number }> {
  refuseManaged(auth);
  const ended = await deps.db.tx(async (q) => {
    const ids = await endSessionsOfExcept(q, auth.user.id, auth.session.id);
    for (const sessionId of ids) {
      await logEnded(q, { userId: auth.user.id, sessionId, ip: caller.ip, by: 'activity_page' });
    }
    return ids.length;
  });
  return { detail: SESSION_TEXTS.otherSessionsEnded, ended };
}

/**
 * POST /api/auth/end-session/: the link e-mailed about a sign-in from a new device ends that session,
 * without a session of its own (the person may be locked out). The key is single use.
 */
export async function endSessionWithLink(
  deps: Deps,
  key: string,
  caller: Caller,
): Promise<{ detail: string }> {
  const ended = await deps.db.tx(async (q) => {
    const session = await endSessionByKeyHash(q, sha256(key));
    if (!session) return false;
    await logEnded(q, { userId: session.user_id, sessionId: session.id, ip: caller.ip, by: 'email_link' });
    return true;
  });
  if (!ended) throw new AppError(400, { detail: SESSION_TEXTS.endLinkInvalid });
  return { detail: SESSION_TEXTS.endedByLink };
}
