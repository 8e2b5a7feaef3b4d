import {
  ACTIVITY_TYPES,
  type TActivitiesResponse,
  type TActivityType,
} from '@portal/contracts/api/account-settings';
import type { Deps } from '../../deps.ts';
import { listActivities } from './queries.ts';

const titleOf = (action: string): string =>
  action in ACTIVITY_TYPES ? ACTIVITY_TYPES[action as TActivityType] : action.replace(/_/g, ' ');

/** A page of what the log holds about the user (never its `detail`, which is for audit). */
export async function activitiesOf(
  deps: Deps,
  userId: number,
  paging: { page: number; page_size: number },
): Promise<TActivitiesResponse> {
  const { count, rows } = await listActivities(deps.db, userId, {
    limit: paging.page_size,
    offset: (paging.page - 1) * paging.page_size,
  });
  return {
    count,
    page: paging.page,
    page_size: paging.page_size,
    results: rows.map((row) => ({
      id: row.id,
      activity_type: row.action,
      title: row.viewer ? `${titleOf(row.action)}: ${row.viewer}` : titleOf(row.action),
      ip: row.ip,
      by_staff: row.by_staff,
      created: row.created,
    })),
  };
}

export function activityTypes(): Array<{ key: string; title: string }> {
  return Object.entries(ACTIVITY_TYPES).map(([key, title]) => ({ key, title }));
}
