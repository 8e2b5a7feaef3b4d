import { REPORTS_PATHS, type TFavoriteConfig } from '@portal/contracts/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, reportsKey } from './reports-keys';

/** GET /api/ipm/reports/{uuid}/favorite-config/ -> the generated report's settings. */
export const fetchFavoriteConfig = (uuid: string) =>
  http.get<TFavoriteConfig>(apiPath(REPORTS_PATHS.favoriteConfig(uuid)));

export const favoriteConfigQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: [...reportsKey, 'favorite-config', uuid],
    queryFn: () => fetchFavoriteConfig(uuid),
  });

export const useFavoriteConfig = (uuid: string) => useQuery(favoriteConfigQueryOptions(uuid));
