import { REPORTS_PATHS, type TReportAccount, type TReportPeriodQuery } from '@portal/contracts/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, reportsKey } from './reports-keys';

/** GET /api/ipm/reports/accounts/?start_date&end_date -> accounts with their options and report types. */
export const fetchReportAccounts = (period: TReportPeriodQuery) =>
  http.get<TReportAccount[]>(apiPath(REPORTS_PATHS.accounts), { query: period });

export const reportAccountsQueryOptions = (period: TReportPeriodQuery) =>
  queryOptions({
    queryKey: [...reportsKey, 'accounts', period],
    queryFn: () => fetchReportAccounts(period),
  });

/** Asked only once the period's dates are set. */
export const useReportAccounts = (period: TReportPeriodQuery | null) =>
  useQuery({
    ...reportAccountsQueryOptions(period ?? { start_date: '', end_date: '' }),
    enabled: period !== null,
  });
