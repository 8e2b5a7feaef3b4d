// Who makes a call, as the sign-in and session code records it: the address and the browser's User-Agent.
import type { FastifyRequest } from 'fastify';

/** A longer header is cut: it is shown and compared, never parsed in full. */
const USER_AGENT_MAX_LENGTH = 500;

export type Caller = {
  ip: string;
  /** The request's User-Agent header; absent where a caller is built without a request. */
  userAgent?: string | null;
};

/** The caller of a request: `request.ip` (behind the configured proxies) and its User-Agent. */
export function callerOfRequest(request: FastifyRequest): Caller {
  const header = request.headers['user-agent'];
  return { ip: request.ip, userAgent: header ? header.slice(0, USER_AGENT_MAX_LENGTH) : null };
}

/**
 * The device columns of a new session: every insert of a session spreads this, so the Activity page's
 * list and the new-device check know where each session was opened.
 */
export function sessionDevice(caller: Caller): { ip: string; user_agent: string | null } {
  return { ip: caller.ip, user_agent: caller.userAgent ?? null };
}
