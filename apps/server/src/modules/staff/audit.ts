// The audit log: who of the staff did what, when and for whom, paged and filtered.
import { ACTIVITY_TYPES } from '@portal/contracts/api/account-settings';
import {
  STAFF_ACTION_TITLES,
  type TStaffAuditEntry,
  type TStaffAuditFilters,
  type TStaffAuditList,
  type ZStaffAuditQuerySchema,
} from '@portal/contracts/api/staff';
import type * as z from 'zod/mini';
import type { Deps } from '../../deps.ts';
import { type AuditRow, listAudit, listAuditActions, listStaffMembers } from './queries.ts';

/** The title staff read for a logged action: the console's own, the client's activity type, or the code. */
export function actionTitle(action: string): string {
  const known = STAFF_ACTION_TITLES[action] ?? (ACTIVITY_TYPES as Record<string, string>)[action];
  if (known) return known;
  const words = action.replace(/^staff\./, '').replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function toEntry(row: AuditRow): TStaffAuditEntry {
  const staff =
    row.staff_id === null ? null : { id: row.staff_id, name: row.staff_name!, email: row.staff_email! };
  const aboutClient = row.client_id !== null;
  return {
    id: row.id,
    created: row.created,
    staff,
    client: aboutClient ? { id: row.client_id!, name: row.client_name!, email: row.client_email! } : null,
    action: row.action,
    title: actionTitle(row.action),
    managed: aboutClient && !row.action.startsWith('staff'),
    detail: row.detail ?? {},
    ip: row.ip,
  };
}

export async function getAuditLog(
  deps: Deps,
  query: z.output<typeof ZStaffAuditQuerySchema>,
): Promise<TStaffAuditList> {
  const { count, rows } = await listAudit(
    deps.db,
    {
      staffId: query.staff_id,
      client: query.client,
      clientId: query.client_id,
      action: query.action || null,
      dateFrom: query.date_from || null,
      dateTo: query.date_to || null,
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toEntry) };
}

export async function getAuditFilters(deps: Deps): Promise<TStaffAuditFilters> {
  const [staff, actions] = await Promise.all([listStaffMembers(deps.db), listAuditActions(deps.db)]);
  const titled = actions.map((value) => ({ value, title: actionTitle(value) }));
  titled.sort((a, b) => a.title.localeCompare(b.title));
  return { staff, actions: titled };
}
