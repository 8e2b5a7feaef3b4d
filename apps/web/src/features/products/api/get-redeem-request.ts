import type { TRedeemRequest } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { redeemRequestKey } from './products-keys';

/** GET /api/redeem-requests/{id}/ -> { id, loan_note, amount, status, ... }. */
export const fetchRedeemRequest = (id: number) => http.get<TRedeemRequest>(`/redeem-requests/${id}/`);

export const redeemRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: redeemRequestKey(id), queryFn: () => fetchRedeemRequest(id) });

/** Asked once the id is known (0 until then). */
export const useRedeemRequest = (id: number) =>
  useQuery({ ...redeemRequestQueryOptions(id), enabled: id > 0 });
