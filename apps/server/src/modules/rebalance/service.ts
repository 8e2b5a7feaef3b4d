import {
  REBALANCE_TYPE_NAMES,
  REBALANCE_TYPES,
  rebalanceReportPath,
  type TRebalanceMarkSeen,
  type TRebalanceReportCreate,
  type TRebalanceReportDetail,
  type TRebalanceReports,
  type TRebalanceReportsQuery,
  type TRebalanceReportTypes,
  ZRebalanceReportCreateSchema,
} from '@portal/contracts/api/rebalance';
import { formatDisplayDate } from '@portal/contracts/formats';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { createNotification } from '../notifications/service.ts';
import {
  accountAudience,
  countRebalanceReports,
  findRebalanceReport,
  insertRebalanceReport,
  insertRebalanceView,
  listRebalanceReports,
  type RebalanceOrderField,
} from './queries.ts';

/** Who asks, in which application. */
export type RebalanceCaller = { ctx: AuthContext; applicationId: string };

export const NEW_REBALANCE_NOTIFICATION = {
  title: 'New rebalance report',
  description: (accountName: string, date: string) =>
    `A new rebalance report for ${accountName} dated ${formatDisplayDate(date)} is ready to view.`,
  label: 'Rebalance',
} as const;

export async function listReports(
  deps: Deps,
  { ctx, applicationId }: RebalanceCaller,
  query: TRebalanceReportsQuery,
): Promise<TRebalanceReports> {
  const filters = { accounts: query.accounts, types: query.rebalance_type, statuses: query.status };
  const descending = query.ordering.startsWith('-');
  const orderBy = (descending ? query.ordering.slice(1) : query.ordering) as RebalanceOrderField;
  const [rows, count] = await Promise.all([
    listRebalanceReports(deps.db, ctx.actingUserId, applicationId, {
      ...filters,
      orderBy,
      descending,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    }),
    countRebalanceReports(deps.db, ctx.actingUserId, applicationId, filters),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      date: row.date,
      account: { id: row.account_id, name: row.account_name },
      rebalance_type: row.type,
      status: row.status,
      is_new: row.is_new,
    })),
  };
}

export const reportTypes = (): TRebalanceReportTypes =>
  REBALANCE_TYPES.map((id) => ({ id, name: REBALANCE_TYPE_NAMES[id] }));

export async function reportDetail(
  deps: Deps,
  { ctx, applicationId }: RebalanceCaller,
  id: number,
): Promise<TRebalanceReportDetail> {
  const row = await findRebalanceReport(deps.db, ctx.actingUserId, applicationId, id);
  if (!row) throw notFound();
  return {
    id: row.id,
    date: row.date,
    message: row.message,
    status: row.status,
    is_new: row.is_new,
    type: row.type,
    // The spec's client parses it: the data goes as a JSON string.
    data: typeof row.data === 'string' ? row.data : JSON.stringify(row.data),
  };
}

/**
 * Marks a report seen by the user (idempotent). Staff acting for a client only look: the client's own
 * "new" mark stays, and the answer says so.
 */
export async function markSeen(
  deps: Deps,
  { ctx, applicationId }: RebalanceCaller,
  id: number,
): Promise<TRebalanceMarkSeen> {
  return deps.db.tx(async (q) => {
    const row = await findRebalanceReport(q, ctx.actingUserId, applicationId, id);
    if (!row) throw notFound();
    if (ctx.managed) return { is_new: row.is_new };
    await insertRebalanceView(q, id, ctx.actingUserId);
    return { is_new: false };
  });
}

export type CreateRebalanceReportOptions = {
  /** Tell the account's members with an in-app notification (default true). */
  notify?: boolean;
  /** Also e-mail the notification to members who have not turned e-mails off (default false). */
  email?: boolean;
};

/**
 * Creates a rebalance report for an account, in the caller's transaction `q`, and tells every member of
 * the account with a notification that opens the report. Answers the new report's id.
 */
export async function createRebalanceReport(
  deps: Deps,
  q: Queryable,
  input: TRebalanceReportCreate,
  options: CreateRebalanceReportOptions = {},
): Promise<number> {
  const report = parse(ZRebalanceReportCreateSchema, input);
  const audience = await accountAudience(q, report.account_id);
  if (!audience) throw new AppError(400, { account_id: ['There is no account with this id.'] });
  const id = await insertRebalanceReport(q, {
    account_id: report.account_id,
    date: report.date,
    type: report.type,
    status: report.status,
    message: report.message,
    data: report.data,
  });
  if (options.notify ?? true) {
    for (const userId of audience.userIds) {
      await createNotification(deps, q, {
        user_id: userId,
        application_id: audience.applicationId,
        title: NEW_REBALANCE_NOTIFICATION.title,
        description: NEW_REBALANCE_NOTIFICATION.description(audience.name, report.date),
        labels: [NEW_REBALANCE_NOTIFICATION.label],
        redirect_url: rebalanceReportPath(id),
        email: options.email ?? false,
      });
    }
  }
  return id;
}
