import { REPORTS_PATHS, type TFavoriteReport, type TReportPeriodQuery } from '@portal/contracts/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, favoritesForPeriodKey } from './reports-keys';

/** GET /api/ipm/reports/favorites/?start_date&end_date -> favourites (is_available for that period). */
export const fetchFavoriteReports = (period: TReportPeriodQuery) =>
  http.get<TFavoriteReport[]>(apiPath(REPORTS_PATHS.favorites), { query: period });

export const favoriteReportsQueryOptions = (period: TReportPeriodQuery) =>
  queryOptions({ queryKey: favoritesForPeriodKey(period), queryFn: () => fetchFavoriteReports(period) });

/** Asked only once the period's dates are set. */
export const useFavoriteReports = (period: TReportPeriodQuery | null) =>
  useQuery({
    ...favoriteReportsQueryOptions(period ?? { start_date: '', end_date: '' }),
    enabled: period !== null,
  });
