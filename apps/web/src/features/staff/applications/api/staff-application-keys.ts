import type { TApplicationQueue } from '@portal/contracts/api/staff-operations';
import { staffKey } from '../../api/staff-keys';

export type TQueueParams = { status: TApplicationQueue; search: string; page: number; pageSize: number };

/** A decision on an application refreshes the queue and the application under this key. */
export const staffApplicationsKey = [...staffKey, 'applications'] as const;
export const applicationQueueKey = (params: TQueueParams) =>
  [...staffApplicationsKey, 'queue', params] as const;
export const staffApplicationKey = (id: number) => [...staffApplicationsKey, 'detail', id] as const;
