import type { TChangePhoneResponse } from '@portal/contracts/api/account-settings';
import type { TChangePhoneForm } from '@portal/contracts/forms/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/change-phone-number/ { new_phone_number, password } -> { detail, new_phone_number }. */
export const changePhone = (body: TChangePhoneForm) =>
  http.post<TChangePhoneResponse>('/profiles/my/change-phone-number/', body, { errors: { mode: 'form' } });

export const useChangePhone = () => useMutation({ mutationFn: changePhone });
