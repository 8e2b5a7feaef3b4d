import type { TIpsReviewDetail } from '@portal/contracts/api/staff-ips-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { ipsReviewKey } from './ips-review-keys';

/** GET /api/staff/ips-reviews/{id}/ -> the account and its IPS; a 404 is shown in place. */
export const fetchIpsReview = (id: number, signal?: AbortSignal) =>
  http.get<TIpsReviewDetail>(`/staff/ips-reviews/${id}/`, { signal, errors: { handledStatuses: [404] } });

export const ipsReviewQueryOptions = (id: number) =>
  queryOptions({ queryKey: ipsReviewKey(id), queryFn: ({ signal }) => fetchIpsReview(id, signal) });

export const useIpsReview = (id: number) => useQuery(ipsReviewQueryOptions(id));
