import type { TConfirmPhoneResponse } from '@portal/contracts/api/account-settings';
import type { TTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/confirm-phone-number/ { code } -> { detail, phone_number }. */
export const confirmPhone = (body: TTwoFactorForm) =>
  http.post<TConfirmPhoneResponse>('/profiles/my/confirm-phone-number/', body, { errors: { mode: 'form' } });

export const useConfirmPhone = () => useMutation({ mutationFn: confirmPhone });
