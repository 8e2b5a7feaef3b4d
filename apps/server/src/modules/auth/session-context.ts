import {
  PASSWORD_MUST_BE_CHANGED_DETAIL,
  SESSION_EXPIRED_DETAIL,
  STAFF_SECOND_FACTOR_REQUIRED,
} from '@portal/contracts/api/codes';
import { sharedAccessMessages } from '@portal/contracts/api/shared-access';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError, forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { isRowId } from '../../http/ids.ts';
import { sha256 } from '../../security/tokens.ts';
import { type ViewerScope, viewerMayCall, viewerScopeFor } from '../shared-access/viewer-scope.ts';
import {
  findSessionByTokenHash,
  findUserById,
  revokeSession,
  type SessionRow,
  touchSession,
  type UserRow,
} from './queries.ts';
import { hasAppOrPasskey } from './second-factor-channels.ts';

export type AuthContext = {
  session: SessionRow;
  /** The signed-in user (a staff member in managed-user mode). */
  user: UserRow;
  /** Whose data the request reads and changes: the managed user, or the signed-in user. */
  actingUserId: number;
  managed: boolean;
  /**
   * Set when a viewer (a person the acting user shared chosen accounts with) acts: the request may read
   * only those accounts, through the calls of VIEWER_CALLS. Such a context is also `managed`, so every
   * check that refuses a staff member acting for a client refuses the viewer too.
   */
  viewer?: ViewerScope;
};

export type AuthOptions = {
  /** Calls a session may make while its sign-in code is not yet confirmed. */
  allowPendingTwoFactor?: boolean;
  /** Calls that must not count as activity (last-activity, logout, new-counter). */
  skipActivity?: boolean;
};

// Activity is written at most this often, so a busy page does not turn every read into a write.
const ACTIVITY_WRITE_EVERY_SECONDS = 5;

export const PENDING_DETAILS = {
  login_2fa_required:
    'Two-factor authentication is required. A verification code has been sent to your phone.',
  permission_denied: 'Your password was recently reset. Two-factor verification is required.',
} as const;

/**
 * The calls of a session whose user must first do something else (change the password, or set up a
 * second factor): reading the profile, signing out, the session's keep-alive and the code steps a change
 * may ask for. Everything else answers 403 with the detail the client acts on. Support, flat pages and
 * lookups of the sign-in page need no session at all.
 */
const SESSION_AND_CONFIRMATION_CALLS = [
  'GET /api/profiles/my/',
  'POST /api/auth/logout/',
  'GET /api/auth/last-activity/',
  'GET /api/auth/keep-alive/',
  'GET /api/auth/security-schema/',
  'POST /api/profiles/my/send-2fa-confirmation-code-sms/',
  'POST /api/auth/action-confirmation/',
  'POST /api/auth/two-factor-authentication/request/',
  'POST /api/auth/login-confirmation/',
  'GET /api/auth/second-factors/',
  'POST /api/auth/login-confirmation/totp/',
  'POST /api/auth/login-confirmation/backup-code/',
  'POST /api/auth/action-confirmation/totp/',
  'POST /api/auth/action-confirmation/backup-code/',
  'POST /api/auth/login-confirmation/passkey/options/',
  'POST /api/auth/login-confirmation/passkey/',
  'POST /api/auth/action-confirmation/passkey/options/',
  'POST /api/auth/action-confirmation/passkey/',
];
const ALLOWED_WHILE_PASSWORD_CHANGE_FORCED = new Set([
  ...SESSION_AND_CONFIRMATION_CALLS,
  'POST /api/auth/password-change/',
]);
const ALLOWED_WHILE_STAFF_FACTOR_MISSING = new Set(SESSION_AND_CONFIRMATION_CALLS);
/** Where a staff member sets up an authenticator app or a passkey. */
const SECOND_FACTOR_SETTINGS_PATH = '/api/profiles/my/second-factors/';

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

function refuseWhilePasswordChangeForced(request: FastifyRequest): void {
  if (ALLOWED_WHILE_PASSWORD_CHANGE_FORCED.has(routeOf(request))) return;
  throw new AppError(403, { detail: PASSWORD_MUST_BE_CHANGED_DETAIL });
}

/**
 * Staff act for every client: until they have an authenticator app or a passkey (which they then use at
 * every sign-in), their session may only set one up.
 */
function refuseUntilStaffFactorSetUp(request: FastifyRequest): void {
  if (ALLOWED_WHILE_STAFF_FACTOR_MISSING.has(routeOf(request))) return;
  if (request.routeOptions.url?.startsWith(SECOND_FACTOR_SETTINGS_PATH)) return;
  throw new AppError(403, { ...STAFF_SECOND_FACTOR_REQUIRED });
}

export function blockedError(status: NonNullable<UserRow['blocked_status']>): AppError {
  return new AppError(403, {
    detail: 'Your account is blocked. Please contact support.',
    extra: { code: status },
  });
}

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, key] = header.split(' ');
  return scheme === 'Token' && key ? key : undefined;
}

type LoadedSession = { session: SessionRow; user: UserRow; fromCache: boolean };

async function loadSession(deps: Deps, tokenHash: string): Promise<LoadedSession> {
  const cached = deps.authCache?.getSession(tokenHash);
  if (cached) {
    // Idle time and age were read from the database at load; the clock of this process adds the rest.
    const elapsed = (Date.now() - cached.loadedAt) / 1000;
    const session = {
      ...cached.session,
      idle_seconds: cached.session.idle_seconds + elapsed,
      age_seconds: cached.session.age_seconds + elapsed,
    };
    return { session, user: cached.user, fromCache: true };
  }
  const ticket = deps.authCache?.beginRead();
  const found = await findSessionByTokenHash(deps.db, tokenHash);
  if (!found) throw unauthenticated('Invalid token.');
  if (ticket) deps.authCache?.putSession(tokenHash, { ...found, loadedAt: Date.now() }, ticket);
  return { ...found, fromCache: false };
}

function expired(deps: Deps, session: SessionRow): boolean {
  const { sessionExpireAfter, sessionAbsoluteLimit } = deps.config;
  return session.idle_seconds > sessionExpireAfter || session.age_seconds > sessionAbsoluteLimit;
}

/** Resolves the caller of a request; every authorised call goes through here. */
export async function authenticate(
  deps: Deps,
  request: FastifyRequest,
  options: AuthOptions = {},
): Promise<AuthContext> {
  const token = readToken(request);
  if (!token) throw unauthenticated();
  const tokenHash = sha256(token);
  let { session, user, fromCache } = await loadSession(deps, tokenHash);
  if (fromCache && expired(deps, session)) {
    // Activity on another instance may not have reached this cache yet: ending a session is decided on
    // what the database says now.
    deps.authCache?.forgetUser(user.id);
    ({ session, user } = await loadSession(deps, tokenHash));
  }
  if (expired(deps, session)) {
    await revokeSession(deps.db, session.id);
    throw unauthenticated(SESSION_EXPIRED_DETAIL);
  }
  if (user.blocked_status) throw blockedError(user.blocked_status);
  if (session.pending_two_factor && !options.allowPendingTwoFactor) {
    throw new AppError(403, {
      detail: PENDING_DETAILS[session.pending_two_factor],
      code: session.pending_two_factor,
    });
  }
  if (user.force_password_change) refuseWhilePasswordChangeForced(request);
  else if (user.is_staff && session.scope === 'full' && !hasAppOrPasskey(user))
    refuseUntilStaffFactorSetUp(request);
  if (!options.skipActivity && session.idle_seconds > ACTIVITY_WRITE_EVERY_SECONDS) {
    await touchSession(deps.db, session.id);
    // The change's notification does the same, but on PostgreSQL only after this answer has gone.
    deps.authCache?.forgetUser(user.id);
  }
  const managedHeader = request.headers['x-managed-user-id'];
  const named = managedHeader === undefined || managedHeader === '' ? undefined : Number(managedHeader);
  if (session.scope === 'client') return handOffContext(deps, session, user, named);
  if (named === undefined) return { session, user, actingUserId: user.id, managed: false };
  if (!user.is_staff) return viewerContext(deps, request, session, user, named);
  if (!isRowId(named)) throw forbidden();
  const managedUser = await findUserById(deps.db, named);
  if (!managedUser) throw notFound();
  // Managed-user mode is for clients: a staff member never acts as another staff member.
  if (managedUser.is_staff) throw forbidden();
  return { session, user, actingUserId: named, managed: true };
}

/**
 * An advisor hand-off acts for the one client its token named, with or without the managed-user
 * header, and never as the advisor: the context is always managed, which every staff-only call refuses.
 */
async function handOffContext(
  deps: Deps,
  session: SessionRow,
  user: UserRow,
  named: number | undefined,
): Promise<AuthContext> {
  const clientId = session.managed_user_id;
  if (clientId === null || (named !== undefined && named !== clientId)) throw forbidden();
  const client = await findUserById(deps.db, clientId);
  if (!client || client.is_staff) throw forbidden();
  if (client.blocked_status) throw blockedError(client.blocked_status);
  return { session, user, actingUserId: clientId, managed: true };
}

/** Refused to a viewer: a call outside VIEWER_CALLS, or an investor who has not (or no longer) shared. */
export const VIEWER_REFUSED_DETAIL = sharedAccessMessages.readOnly;

/**
 * A user who is not staff and names another user in the acting header: a viewer. The grant is read from
 * the database on every request (no cache), so a revoked grant refuses the next call; the call itself
 * must be one of the few a viewer may make (deny by default).
 */
async function viewerContext(
  deps: Deps,
  request: FastifyRequest,
  session: SessionRow,
  user: UserRow,
  named: number,
): Promise<AuthContext> {
  if (!isRowId(named)) throw forbidden();
  const viewer = await viewerScopeFor(deps.db, user, named);
  if (!viewer || !viewerMayCall(routeOf(request))) throw forbidden(VIEWER_REFUSED_DETAIL);
  return { session, user, actingUserId: named, managed: true, viewer };
}
