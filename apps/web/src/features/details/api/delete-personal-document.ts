import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** DELETE /api/personal-document/{id}/ -> { detail }. */
export const deletePersonalDocument = (id: number) =>
  http.delete<TDetailResponse>(`/personal-document/${id}/`);

/** An unsaved upload is removed: nothing cached changes. */
export const useDeletePersonalDocument = () => useMutation({ mutationFn: deletePersonalDocument });
