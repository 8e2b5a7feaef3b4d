import { ZDetailResponseSchema } from '@portal/contracts/api/auth';
import { ZEmptyRequestSchema } from '@portal/contracts/api/errors';
import {
  ZNotificationListQuerySchema,
  ZNotificationListResponseSchema,
  ZNotificationMarkReadRequestSchema,
  ZNotificationMarkViewedRequestSchema,
  ZNotificationStatsResponseSchema,
  ZNotificationUpdatedResponseSchema,
  ZStaffNotificationRequestSchema,
  ZStaffNotificationResponseSchema,
  ZUnsubscribeRequestSchema,
} from '@portal/contracts/api/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { throttle } from '../../security/rate-limit.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { staffOnly } from '../staff/access.ts';
import * as notifications from './service.ts';

const UNSUBSCRIBES_PER_ADDRESS = { max: 30, windowSeconds: 3600 };
const tags = ['notifications'];
const security = TOKEN_SECURITY;

export function notificationRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  app.get(
    '/api/notifications/',
    {
      schema: {
        tags,
        summary: 'A page of the caller’s notifications, newest first',
        security,
        querystring: ZNotificationListQuerySchema,
        response: answers(ZNotificationListResponseSchema),
      },
      preValidation,
    },
    async (request) => notifications.list(deps, callerOf(request), request.query),
  );

  // The bell refetches it when a live event arrives: that is not the user's activity.
  app.get(
    '/api/notifications/stats/',
    {
      schema: {
        tags,
        summary: 'Unseen count and the most recent notifications (asking is not activity)',
        security,
        response: answers(ZNotificationStatsResponseSchema),
      },
      preValidation: signedIn(deps, { skipActivity: true }),
    },
    async (request) => notifications.stats(deps, callerOf(request)),
  );

  app.post(
    '/api/notifications/mark-read/',
    {
      schema: {
        tags,
        summary: 'Mark notifications read',
        security,
        body: ZNotificationMarkReadRequestSchema,
        response: answers(ZNotificationUpdatedResponseSchema),
      },
      preValidation,
    },
    async (request) => notifications.markAsRead(deps, callerOf(request), request.body.notifications),
  );

  app.post(
    '/api/notifications/mark-all-read/',
    {
      schema: {
        tags,
        summary: 'Mark every notification read',
        security,
        body: ZEmptyRequestSchema,
        response: answers(ZNotificationUpdatedResponseSchema),
      },
      preValidation,
    },
    async (request) => notifications.markAllAsRead(deps, callerOf(request)),
  );

  app.post(
    '/api/notifications/mark-viewed/',
    {
      schema: {
        tags,
        summary: 'Mark notifications viewed (all of them when none are named)',
        security,
        body: ZNotificationMarkViewedRequestSchema,
        response: answers(ZNotificationUpdatedResponseSchema),
      },
      preValidation,
    },
    async (request) => notifications.markAsViewed(deps, callerOf(request), request.body.notifications),
  );

  app.post(
    '/api/notifications/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'Unsubscribe from e-mails with the token of an e-mail’s link',
        security: PUBLIC,
        body: ZUnsubscribeRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      // Every attempt counts, a malformed one too: the limit is applied before the body is checked.
      preValidation: async (request) => {
        await throttle(deps.db, `unsubscribe:${request.ip}`, UNSUBSCRIBES_PER_ADDRESS);
      },
    },
    async (request) => notifications.unsubscribe(deps, request.body.token),
  );

  // Staff only, and never on a client's behalf: the message is the staff member's own act.
  app.post(
    '/api/staff/notifications/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Send a notification to one user or to every user of an application',
        security,
        body: ZStaffNotificationRequestSchema,
        response: answers(ZStaffNotificationResponseSchema),
      },
      preValidation: staffOnly(deps),
    },
    async (request) =>
      notifications.sendStaffNotification(deps, callerOf(request), request.body, { ip: request.ip }),
  );
}
