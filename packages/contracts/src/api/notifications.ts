import * as z from 'zod/mini';
import { NOTIFICATION_PAGE_SIZE } from '../constants.ts';
import { zRequiredString } from '../fields.ts';
import { messages } from '../messages.ts';
import { zQueryPage } from '../query.ts';

// In-app notifications (spec 000 sections 3, 4, 7) and the real-time channel that announces them.

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_DESCRIPTION_MAX = 2000;
/** How many items the bell's dropdown shows (stats.recent_notifications). */
export const RECENT_NOTIFICATIONS_COUNT = 5;

export const ZNotificationSchema = z.object({
  id: z.number(),
  status: z.enum(['new', 'read']),
  created: z.string(),
  application: z.nullable(z.string()),
  title: z.string(),
  description: z.string(),
  labels: z.array(z.string()),
  redirect_url: z.nullable(z.string()),
  viewed: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListQuerySchema = z.object({
  page: zQueryPage(),
  page_size: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    NOTIFICATION_PAGE_SIZE,
  ),
});

export const ZNotificationListResponseSchema = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(ZNotificationSchema),
});
export type TNotificationList = z.infer<typeof ZNotificationListResponseSchema>;

export const ZNotificationStatsResponseSchema = z.object({
  unseen_count: z.number(),
  recent_notifications: z.array(ZNotificationSchema),
});
export type TNotificationStats = z.infer<typeof ZNotificationStatsResponseSchema>;

const zNotificationIds = z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(100));

/** Mark read: the ids of the caller's notifications (others' ids are ignored, never changed). */
export const ZNotificationMarkReadRequestSchema = z.object({ notifications: zNotificationIds });
/** Mark viewed: the given ids, or every notification of the caller when none are given. */
export const ZNotificationMarkViewedRequestSchema = z.object({ notifications: z.optional(zNotificationIds) });
export const ZNotificationUpdatedResponseSchema = z.object({ updated: z.number() });
export type TNotificationUpdatedResponse = z.infer<typeof ZNotificationUpdatedResponseSchema>;

/** A message staff send: to one user, or to every user of an application. */
export const ZStaffNotificationRequestSchema = z
  .object({
    user_id: z.optional(z.number().check(z.int(), z.positive())),
    application: z.optional(z.enum(['ipm', 'icf', 'viv'])),
    title: zRequiredString(NOTIFICATION_TITLE_MAX),
    description: zRequiredString(NOTIFICATION_DESCRIPTION_MAX),
    labels: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10))),
    redirect_url: z.optional(z.string().check(z.startsWith('/'), z.maxLength(500))),
  })
  .check(
    z.refine((body) => (body.user_id === undefined) !== (body.application === undefined), {
      message: messages.notificationRecipient,
    }),
  );
export type TStaffNotificationRequest = z.input<typeof ZStaffNotificationRequestSchema>;
export const ZStaffNotificationResponseSchema = z.object({ created: z.number() });
export type TStaffNotificationResponse = z.infer<typeof ZStaffNotificationResponseSchema>;

export const ZUnsubscribeRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(128)),
});

export const ZRealtimeTokenResponseSchema = z.object({ token: z.string(), expires_in: z.number() });
export type TRealtimeTokenResponse = z.infer<typeof ZRealtimeTokenResponseSchema>;

/** What a client sends on the socket. */
export const ZRealtimeClientMessageSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  channel: z.string().check(z.maxLength(100)),
});

/** The channel name of a user's in-app notifications. */
export const inAppChannel = (userId: number) => `inapp#${userId}`;
export const reportsChannel = (userId: number) => `reports#${userId}`;

/** What the server sends on the socket. */
export type TRealtimeServerMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'error'; channel?: string; detail: string }
  | { type: 'event'; channel: string; event: { type: string; [key: string]: unknown } }
  /** Events may have been missed (the server lost its database connection for a while): refetch. */
  | { type: 'resync' };
