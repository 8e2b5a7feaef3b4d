import {
  ZNotificationListQuerySchema,
  ZNotificationMarkReadRequestSchema,
  ZNotificationMarkViewedRequestSchema,
  ZStaffNotificationRequestSchema,
  ZUnsubscribeRequestSchema,
} from '@portal/contracts/api/notifications';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { parse } from '../../http/validation.ts';
import { throttle } from '../../security/rate-limit.ts';
import { authenticate } from '../auth/session-context.ts';
import { requireStaff } from '../staff/access.ts';
import * as notifications from './service.ts';

const UNSUBSCRIBES_PER_ADDRESS = { max: 30, windowSeconds: 3600 };

export function notificationRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/notifications/', async (request) => {
    const ctx = await authenticate(deps, request);
    return notifications.list(deps, ctx, parse(ZNotificationListQuerySchema, request.query));
  });

  // The bell refetches it when a live event arrives: that is not the user's activity.
  app.get('/api/notifications/stats/', async (request) =>
    notifications.stats(deps, await authenticate(deps, request, { skipActivity: true })),
  );

  app.post('/api/notifications/mark-read/', async (request) => {
    const ctx = await authenticate(deps, request);
    const { notifications: ids } = parse(ZNotificationMarkReadRequestSchema, request.body);
    return notifications.markAsRead(deps, ctx, ids);
  });

  app.post('/api/notifications/mark-all-read/', async (request) =>
    notifications.markAllAsRead(deps, await authenticate(deps, request)),
  );

  app.post('/api/notifications/mark-viewed/', async (request) => {
    const ctx = await authenticate(deps, request);
    const { notifications: ids } = parse(ZNotificationMarkViewedRequestSchema, request.body);
    return notifications.markAsViewed(deps, ctx, ids);
  });

  app.post('/api/notifications/unsubscribe/', async (request) => {
    await throttle(deps.db, `unsubscribe:${request.ip}`, UNSUBSCRIBES_PER_ADDRESS);
    return notifications.unsubscribe(deps, parse(ZUnsubscribeRequestSchema, request.body).token);
  });

  app.post('/api/staff/notifications/', async (request) => {
    // Staff only, and never on a client's behalf: the message is the staff member's own act.
    const ctx = await requireStaff(deps, request);
    return notifications.sendStaffNotification(
      deps,
      ctx,
      parse(ZStaffNotificationRequestSchema, request.body),
      { ip: request.ip },
    );
  });
}
