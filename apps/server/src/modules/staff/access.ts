// The provider's staff console: who may call it, and how each staff action is recorded.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../http/errors.ts';
import { logActivity } from '../../security/activity-log.ts';
import { type AuthContext, authenticate } from '../auth/session-context.ts';
import { callerOf } from '../auth/signed-in.ts';

/**
 * The caller of a staff endpoint: a signed-in staff user acting as themselves. A client never passes,
 * and neither does a staff member in managed-user mode: a console action is the staff member's own act.
 */
async function requireStaff(deps: Deps, request: FastifyRequest): Promise<AuthContext> {
  const ctx = await authenticate(deps, request);
  // A hand-off session is always managed; the scope is checked too so that no change to that can open the console.
  if (!ctx.user.is_staff || ctx.managed || ctx.session.scope !== 'full') throw forbidden();
  return ctx;
}

/**
 * Records a staff action in the activity log: the staff member as actor, the client it was for (or
 * nobody, for an action on the provider's own data). The audit log reads these rows.
 */
export function logStaffAction(
  q: Queryable,
  staff: Pick<AuthContext, 'user'> & { ip?: string },
  action: string,
  forUserId: number | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  return logActivity(q, {
    userId: forUserId,
    actorUserId: staff.user.id,
    action: `staff.${action}`,
    ip: staff.ip ?? null,
    detail,
  });
}

/**
 * The hook of a staff-only route: the caller is resolved and must be staff before the route's schemas
 * are checked, so anyone else is refused whatever they sent. `callerOf(request)` reads the caller.
 */
export function staffOnly(deps: Deps): preValidationAsyncHookHandler {
  return async (request) => {
    request.authContext = await requireStaff(deps, request);
  };
}

/** The staff member that the route's `staffOnly` hook let in, and where they called from (the log keeps both). */
export function staffCallerOf(request: FastifyRequest): AuthContext & { ip: string } {
  return { ...callerOf(request), ip: request.ip };
}
