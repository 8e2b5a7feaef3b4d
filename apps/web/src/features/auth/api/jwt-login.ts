import type { ZJwtLoginResponseSchema } from '@portal/contracts/api/auth';
import type { z } from 'zod';
import { http } from '@/shared/api/http-client';

export type TJwtLoginResponse = z.infer<typeof ZJwtLoginResponseSchema>;

/** POST /api/auth/jwt_login/ -> { key, extra_permissions, managed_user_id }; failures shown in place. */
export const jwtLogin = (jwtToken: string) =>
  http.post<TJwtLoginResponse>('/auth/jwt_login/', { jwt_token: jwtToken }, { errors: { mode: 'silent' } });
