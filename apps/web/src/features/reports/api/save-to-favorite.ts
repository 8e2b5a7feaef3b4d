import {
  REPORTS_PATHS,
  type TFavoriteReport,
  type TSaveToFavoriteRequest,
} from '@portal/contracts/api/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, favoritesKey, reportsListKey } from './reports-keys';

/** POST /api/ipm/reports/{uuid}/save-to-favorite/ { name } -> the new favourite. */
export const saveToFavorite = (uuid: string, body: TSaveToFavoriteRequest) =>
  http.post<TFavoriteReport>(apiPath(REPORTS_PATHS.saveToFavorite(uuid)), body, { errors: { mode: 'form' } });

export const useSaveToFavorite = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveToFavoriteRequest) => saveToFavorite(uuid, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesKey }),
        queryClient.invalidateQueries({ queryKey: reportsListKey }),
      ]);
    },
  });
};
