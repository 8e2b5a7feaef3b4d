import { REPORTS_PATHS } from '@portal/contracts/api/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { apiPath, favoritesKey, reportsListKey } from './reports-keys';

/** DELETE /api/ipm/reports/favorites/{id}/ -> 204. Errors go to the form (spec section 8). */
export const deleteFavorite = (id: number) =>
  http.delete<void>(apiPath(REPORTS_PATHS.favorite(id)), { errors: { mode: 'form' } });

/** Afterwards the favourites and the generated reports (their hearts) are fetched again. */
export const useDeleteFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavorite,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesKey }),
        queryClient.invalidateQueries({ queryKey: reportsListKey }),
      ]);
    },
  });
};
