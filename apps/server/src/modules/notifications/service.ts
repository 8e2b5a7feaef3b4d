import {
  inAppChannel,
  RECENT_NOTIFICATIONS_COUNT,
  type TNotification,
  type TNotificationList,
  type TNotificationStats,
} from '@portal/contracts/api/notifications';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { logActivity } from '../../security/activity-log.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { logStaffAction } from '../staff/access.ts';
import {
  announce,
  countNotifications,
  countOwnNotifications,
  countUnseen,
  findRecipient,
  insertNotification,
  insertUnsubscribeToken,
  listNotifications,
  markRead,
  markViewed,
  type NotificationRow,
  type NotificationValues,
  unsubscribeByToken,
  userExists,
  usersOfApplication,
} from './queries.ts';

// Other modules announce their own events on the same channels through here, never the query file.
export { announce };

export const NOTIFICATION_MESSAGES = {
  unsubscribed: 'You have been unsubscribed and will no longer receive these notifications.',
  unsubscribeLinkInvalid: 'The unsubscribe link is invalid.',
} as const;

/** Titles of the notifications the product records on security events (ours; SECURITY.md 6). */
export const SECURITY_NOTIFICATIONS = {
  passwordChanged: {
    title: 'Your password was changed',
    description: 'The password of your account was changed. If this was not you, contact support at once.',
  },
  passwordReset: {
    title: 'Your password was reset',
    description: 'The password of your account was reset. If this was not you, contact support at once.',
  },
  twoFactorEnabled: {
    title: 'Login two-factor authentication turned on',
    description: 'Signing in to your account now asks for a code sent to your phone.',
  },
  twoFactorDisabled: {
    title: 'Login two-factor authentication turned off',
    description:
      'Signing in to your account no longer asks for a code. If this was not you, contact support.',
  },
} as const;

export type NewNotification = NotificationValues & {
  /** Also e-mail it (with an unsubscribe link) when the user has not turned notification e-mails off. */
  email?: boolean;
};

export function toNotification(row: NotificationRow): TNotification {
  return {
    id: Number(row.id),
    status: row.status,
    created: new Date(row.created_at).toISOString(),
    application: row.application_id,
    title: row.title,
    description: row.description,
    labels: row.labels,
    redirect_url: row.redirect_url,
    viewed: row.viewed_at !== null,
  };
}

/**
 * Records a notification for a user and announces it on `inapp#{user_id}` to every server instance.
 * Runs inside the caller's transaction `q`: the announcement is delivered only if it commits.
 */
export async function createNotification(
  deps: Deps,
  q: Queryable,
  input: NewNotification,
): Promise<TNotification> {
  const { email, ...values } = input;
  const row = await insertNotification(q, values);
  const notification = toNotification(row);
  await announce(q, inAppChannel(input.user_id), { type: 'notification_created', id: notification.id });
  if (email) await emailNotification(deps, q, input.user_id, notification);
  return notification;
}

async function emailNotification(deps: Deps, q: Queryable, userId: number, n: TNotification): Promise<void> {
  const recipient = await findRecipient(q, userId);
  if (!recipient?.send_email) return;
  const token = randomToken();
  await insertUnsubscribeToken(q, userId, sha256(token));
  const open = n.redirect_url
    ? `${deps.config.publicUrl}${n.redirect_url}`
    : `${deps.config.publicUrl}/notifications/`;
  await deps.messenger.sendEmail(q, {
    to: recipient.email,
    subject: n.title,
    text: `${n.description}\n\nOpen the Client Portal: ${open}\n\nTo stop receiving notifications by e-mail, unsubscribe: ${deps.config.publicUrl}/notifications/unsubscribed/?token=${token}`,
  });
}

export async function list(
  deps: Deps,
  ctx: AuthContext,
  paging: { page: number; page_size: number },
): Promise<TNotificationList> {
  const offset = (paging.page - 1) * paging.page_size;
  const [rows, count] = await Promise.all([
    listNotifications(deps.db, ctx.actingUserId, paging.page_size, offset),
    countNotifications(deps.db, ctx.actingUserId),
  ]);
  return { count, page: paging.page, page_size: paging.page_size, results: rows.map(toNotification) };
}

export async function stats(deps: Deps, ctx: AuthContext): Promise<TNotificationStats> {
  const [rows, unseen] = await Promise.all([
    listNotifications(deps.db, ctx.actingUserId, RECENT_NOTIFICATIONS_COUNT, 0),
    countUnseen(deps.db, ctx.actingUserId),
  ]);
  return { unseen_count: unseen, recent_notifications: rows.map(toNotification) };
}

/** Marks the caller's notifications among `ids` read; an id of someone else's answers 404, changing nothing. */
export async function markAsRead(deps: Deps, ctx: AuthContext, ids: number[]): Promise<{ updated: number }> {
  return deps.db.tx(async (q) => {
    await requireOwn(q, ctx.actingUserId, ids);
    return { updated: await markRead(q, ctx.actingUserId, ids) };
  });
}

export async function markAllAsRead(deps: Deps, ctx: AuthContext): Promise<{ updated: number }> {
  return { updated: await markRead(deps.db, ctx.actingUserId, null) };
}

export async function markAsViewed(
  deps: Deps,
  ctx: AuthContext,
  ids: number[] | undefined,
): Promise<{ updated: number }> {
  return deps.db.tx(async (q) => {
    if (ids) await requireOwn(q, ctx.actingUserId, ids);
    return { updated: await markViewed(q, ctx.actingUserId, ids ?? null) };
  });
}

async function requireOwn(q: Queryable, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const distinct = [...new Set(ids)];
  if ((await countOwnNotifications(q, userId, distinct)) !== distinct.length) throw notFound();
}

/** A message from staff to one user or to every investor of an application. */
export async function sendStaffNotification(
  deps: Deps,
  ctx: AuthContext,
  input: {
    user_id?: number;
    application?: string;
    title: string;
    description: string;
    labels?: string[];
    redirect_url?: string;
  },
  caller: { ip: string },
): Promise<{ created: number }> {
  if (!ctx.user.is_staff) throw forbidden();
  return deps.db.tx(async (q) => {
    let userIds: number[];
    if (input.user_id !== undefined) {
      if (!(await userExists(q, input.user_id)))
        throw new AppError(400, { user_id: ['There is no user with this id.'] });
      userIds = [input.user_id];
    } else {
      userIds = await usersOfApplication(q, input.application!);
    }
    for (const userId of userIds) {
      await createNotification(deps, q, {
        user_id: userId,
        application_id: input.application ?? null,
        title: input.title,
        description: input.description,
        labels: input.labels ?? [],
        redirect_url: input.redirect_url ?? null,
        email: true,
      });
    }
    await logStaffAction(q, { user: ctx.user, ip: caller.ip }, 'notification_sent', input.user_id ?? null, {
      recipients: userIds.length,
      application: input.application ?? null,
    });
    return { created: userIds.length };
  });
}

export async function unsubscribe(deps: Deps, token: string): Promise<{ detail: string }> {
  const userId = await deps.db.tx(async (q) => {
    const owner = await unsubscribeByToken(q, sha256(token));
    if (owner !== null) await logActivity(q, { userId: owner, action: 'notification_emails_unsubscribed' });
    return owner;
  });
  if (userId === null) throw new AppError(400, { detail: NOTIFICATION_MESSAGES.unsubscribeLinkInvalid });
  return { detail: NOTIFICATION_MESSAGES.unsubscribed };
}
