// Portfolio details calls (spec 001 section 7): GET source of funds, GET accounting methods,
// POST /api/portfolio-applications/, GET/PATCH /api/portfolio-applications/{account_id}/.
import type {
  TAccountingMethod,
  TPortfolioApplication,
  TSourceOfFunds,
} from '@portal/contracts/api/portfolio-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

const LIST_STALE_MS = 15 * 60 * 1000;

export const sourceOfFundsQuery = () =>
  queryOptions({
    queryKey: ['source-of-funds'] as const,
    queryFn: () => http.get<TSourceOfFunds[]>('/source-of-funds/'),
    staleTime: LIST_STALE_MS,
  });
export const useSourceOfFunds = () => useQuery(sourceOfFundsQuery());

export const accountingMethodsQuery = () =>
  queryOptions({
    queryKey: ['accounting-methods'] as const,
    queryFn: () => http.get<TAccountingMethod[]>('/accounting-methods/'),
    staleTime: LIST_STALE_MS,
  });
export const useAccountingMethods = () => useQuery(accountingMethodsQuery());

export const portfolioApplicationQuery = (accountId: number, quiet = false) =>
  queryOptions({
    queryKey: ['portfolio-application', accountId] as const,
    queryFn: () =>
      http.get<TPortfolioApplication | null>(
        `/portfolio-applications/${accountId}/`,
        quiet ? { errors: { mode: 'silent' } } : undefined,
      ),
  });
/** `quiet`: a failure leaves the caller without the details (the summary's section) instead of an error page. */
export const usePortfolioApplication = (accountId: number, quiet = false) =>
  useQuery(portfolioApplicationQuery(accountId, quiet));

export const savePortfolioApplication = (
  accountId: number,
  exists: boolean,
  body: Record<string, unknown>,
) =>
  exists
    ? http.patch<TPortfolioApplication>(`/portfolio-applications/${accountId}/`, body, {
        errors: { mode: 'form' },
      })
    : http.post<TPortfolioApplication>(
        '/portfolio-applications/',
        { ...body, account: accountId },
        { errors: { mode: 'form' } },
      );
