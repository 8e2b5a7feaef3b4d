import type { TPortfolioApplication } from '@portal/contracts/api/portfolio-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { portfolioApplicationKey } from './ips-keys';

/**
 * GET /api/portfolio-applications/{account_id}/ -> the portfolio details, or null before they are given.
 * `quiet`: a failure leaves the caller without the details (the summary's section) instead of an error page.
 */
export const fetchPortfolioApplication = (accountId: number, quiet = false) =>
  http.get<TPortfolioApplication | null>(
    `/portfolio-applications/${accountId}/`,
    quiet ? { errors: { mode: 'silent' } } : undefined,
  );

export const portfolioApplicationQueryOptions = (accountId: number, quiet = false) =>
  queryOptions({
    queryKey: portfolioApplicationKey(accountId),
    queryFn: () => fetchPortfolioApplication(accountId, quiet),
  });

export const usePortfolioApplication = (accountId: number, quiet = false) =>
  useQuery(portfolioApplicationQueryOptions(accountId, quiet));
