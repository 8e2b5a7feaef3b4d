// GET /api/individual-tax/[?account=]: the acting user's tax details (TFN masked), or null.
import type { TIndividualTax } from '@portal/contracts/api/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const individualTaxQuery = (account?: number | null) =>
  queryOptions({
    queryKey: ['individual-tax', account ?? null] as const,
    queryFn: () =>
      http.get<TIndividualTax | null>('/individual-tax/', { query: { account: account ?? undefined } }),
  });

export const useIndividualTax = (account?: number | null) => useQuery(individualTaxQuery(account));
