import { staffKey } from '../../api/staff-keys';

export type TIpsQueueParams = { search: string; page: number; pageSize: number };

/** A decision on an IPS refreshes the queue and the IPS under this key. */
export const ipsReviewsKey = [...staffKey, 'ips-reviews'] as const;
export const ipsReviewQueueKey = (params: TIpsQueueParams) => [...ipsReviewsKey, 'queue', params] as const;
export const ipsReviewKey = (id: number) => [...ipsReviewsKey, 'detail', id] as const;
