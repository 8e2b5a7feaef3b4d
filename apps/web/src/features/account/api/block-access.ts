import type { TBlockAccountForm } from '@portal/contracts/forms/account';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/block-access/ -> { detail }; every session of the user ends. */
export const blockAccess = (body: TBlockAccountForm) =>
  http.post<{ detail: string }>('/profiles/my/block-access/', body, { errors: { mode: 'form' } });
