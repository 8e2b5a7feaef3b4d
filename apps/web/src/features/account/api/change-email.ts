import type { TChangeEmailResponse } from '@portal/contracts/api/account-settings';
import type { TChangeEmailForm } from '@portal/contracts/forms/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/change-email-address/ { new_email, password, confirmation_type: 'link' } -> { detail, new_email }. */
export const changeEmail = (body: TChangeEmailForm) =>
  http.post<TChangeEmailResponse>(
    '/profiles/my/change-email-address/',
    { ...body, confirmation_type: 'link' },
    { errors: { mode: 'form' } },
  );

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
