import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Deps } from '../../deps.ts';
import { pathId } from '../../http/ids.ts';
import { callerOf } from '../auth/signed-in.ts';
import { requirePrimaryAccount } from './access.ts';

/**
 * The hook, after `signedIn`, of a call that changes the account its path names: anyone but its primary
 * user is refused (404 to a stranger, 403 to a secondary member) before the body is checked, so a form's
 * rules are never described to someone who may not send it. The service checks again in its transaction.
 */
export function primaryUserOnly(deps: Deps): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const { id } = request.params as { id?: string };
    await requirePrimaryAccount(deps.db, callerOf(request).actingUserId, pathId(id));
  };
}
