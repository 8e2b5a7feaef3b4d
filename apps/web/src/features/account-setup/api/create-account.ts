import type { TAccount, TCreateAccountRequest } from '@portal/contracts/api/account-setup';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/create/ -> the new account (selected); field errors are left to the form. */
export const createAccount = (body: TCreateAccountRequest) =>
  http.post<TAccount>('/accounts/create/', body, { errors: { mode: 'form' } });
