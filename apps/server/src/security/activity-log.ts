// The activity log every module writes to: security events and changes, shown to the user on their
// activity page (modules/activity) and kept for the provider's records.
import type { Queryable } from '../db/client.ts';
import { insertActivity } from './activity-log-queries.ts';

export type ActivityEntry = {
  userId: number | null;
  /** Who did it: the user, or the staff member acting for them. */
  actorUserId?: number | null;
  action: string;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/** Security events and changes; never passwords, tokens, codes or TFNs in `detail`. */
export async function logActivity(q: Queryable, entry: ActivityEntry): Promise<void> {
  await insertActivity(q, {
    user_id: entry.userId,
    actor_user_id: entry.actorUserId ?? entry.userId,
    action: entry.action,
    ip: entry.ip ?? null,
    detail: JSON.stringify(entry.detail ?? {}),
  });
}

/** Who acts in a request: the user acted for, the person signed in (staff acting for them), and from where. */
export type ActivityActor = { actingUserId: number; user: { id: number }; ip?: string };

/** Logs what the signed-in person did for the user they act for. */
export function logActorActivity(
  q: Queryable,
  actor: ActivityActor,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  return logActivity(q, {
    userId: actor.actingUserId,
    actorUserId: actor.user.id,
    action,
    ip: actor.ip,
    detail,
  });
}
