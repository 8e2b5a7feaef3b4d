// POST /api/personal-details/{id}/skip-verification/: continue without the automatic identity check.
import { http } from '@/shared/api/http-client';

export const skipVerification = (id: number) =>
  http.post<{ detail: string }>(`/personal-details/${id}/skip-verification/`);
