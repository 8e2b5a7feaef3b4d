import { REPORTS_PATHS, type TFinancialYears } from '@portal/contracts/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, reportsKey } from './reports-keys';

/** GET /api/ipm/reports/financial-years/ -> { financial_years_list, min_date, max_date }. */
export const fetchFinancialYears = () => http.get<TFinancialYears>(apiPath(REPORTS_PATHS.financialYears));

export const financialYearsQueryOptions = () =>
  queryOptions({ queryKey: [...reportsKey, 'financial-years'], queryFn: fetchFinancialYears });

export const useFinancialYears = () => useQuery(financialYearsQueryOptions());
