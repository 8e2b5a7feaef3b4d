// DELETE /api/personal-document/{id}/.
import { http } from '@/shared/api/http-client';

export const deletePersonalDocument = (id: number) =>
  http.delete<{ detail: string }>(`/personal-document/${id}/`);
