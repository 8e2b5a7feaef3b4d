import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { recordView } from './service.ts';
import { VIEWER_CALLS } from './viewer-scope.ts';

/**
 * Every view a viewer makes of an investor's data goes into the investor's activity log, from one hook
 * rather than from each route: once an answer is known to succeed and before it is sent, so a view that
 * cannot be logged is not served either.
 */
export function logViewerViews(app: FastifyInstance, deps: Deps): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const ctx = request.authContext;
    if (!ctx?.viewer || reply.statusCode >= 400) return payload;
    const kind = VIEWER_CALLS.get(`${request.method} ${request.routeOptions.url}`);
    if (!kind) return payload;
    const params = request.params as Record<string, string> | undefined;
    await recordView(deps, {
      investorId: ctx.actingUserId,
      viewerId: ctx.user.id,
      viewer: ctx.viewer,
      kind,
      ip: request.ip,
      detail: params?.id ? { document: params.id } : params?.key ? { report: params.key } : {},
    });
    return payload;
  });
}
