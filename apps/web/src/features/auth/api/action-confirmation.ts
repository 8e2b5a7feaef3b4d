import type { TTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { http } from '@/shared/api/http-client';

/** POST /api/auth/action-confirmation/ -> { detail }: protected writes are open for a while. */
export const confirmAction = (body: TTwoFactorForm) =>
  http.post<{ detail: string }>('/auth/action-confirmation/', body, { errors: { mode: 'form' } });
