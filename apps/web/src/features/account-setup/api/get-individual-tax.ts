import type { TIndividualTax } from '@portal/contracts/api/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountSetupKeys } from './account-setup-keys';

/** GET /api/individual-tax/[?account=] -> the acting user's tax details (TFN masked), or null. */
export const fetchIndividualTax = (account?: number | null) =>
  http.get<TIndividualTax | null>('/individual-tax/', { query: { account: account ?? undefined } });

export const individualTaxQueryOptions = (account?: number | null) =>
  queryOptions({
    queryKey: accountSetupKeys.individualTax(account ?? null),
    queryFn: () => fetchIndividualTax(account),
  });

export const useIndividualTax = (account?: number | null) => useQuery(individualTaxQueryOptions(account));
