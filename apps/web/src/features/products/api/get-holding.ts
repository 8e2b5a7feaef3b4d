import type { TLoanNote } from '@portal/contracts/api/loan-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { holdingKey } from './products-keys';

/** GET /api/loan-notes/{id}/ -> one note held, with its instruction and bank account. */
export const fetchHolding = (id: number) => http.get<TLoanNote>(`/loan-notes/${id}/`);

export const holdingQueryOptions = (id: number) =>
  queryOptions({ queryKey: holdingKey(id), queryFn: () => fetchHolding(id) });

/** Asked once the id is known (0 until then). */
export const useHolding = (id: number) => useQuery({ ...holdingQueryOptions(id), enabled: id > 0 });
