// GET /api/accounts/{id}/corporate-tax/: the account's tax details (TFN masked), or null.
import type { TCorporateTax } from '@portal/contracts/api/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const corporateTaxQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['corporate-tax', accountId] as const,
    queryFn: () => http.get<TCorporateTax | null>(`/accounts/${accountId}/corporate-tax/`),
  });

export const useCorporateTax = (accountId: number) => useQuery(corporateTaxQuery(accountId));
