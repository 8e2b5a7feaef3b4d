import type { TAccount } from '@portal/contracts/api/account-setup';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/activate/ -> the prepared account, now the user's application (fake-creation case). */
export const activateAccount = (id: number) => http.post<TAccount>(`/accounts/${id}/activate/`);

/** Selecting the activated account (which follows) reads the accounts and the profile again. */
export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });
