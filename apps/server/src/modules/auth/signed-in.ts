import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type AuthContext, type AuthOptions, authenticate } from './session-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved by the route's `signedIn` hook; null on routes without it. */
    authContext: AuthContext | null;
  }
}

/**
 * The hook of a route that needs a session. It runs before the route's schemas are checked: who calls
 * is decided before what they sent, so a caller without a session is answered 401 whatever the body.
 */
export function signedIn(deps: Deps, options: AuthOptions = {}): preValidationAsyncHookHandler {
  return async (request) => {
    request.authContext = await authenticate(deps, request, options);
  };
}

/** The caller that the route's `signedIn` hook resolved. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw new Error(`${request.routeOptions.url} has no signedIn hook`);
  return request.authContext;
}

/** The caller with the address the request came from, as the activity log records an act. */
export function actorOf(request: FastifyRequest): AuthContext & { ip: string } {
  return { ...callerOf(request), ip: request.ip };
}
