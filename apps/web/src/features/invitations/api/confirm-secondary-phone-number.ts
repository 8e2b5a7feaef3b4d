import type { TLoginResponse } from '@portal/contracts/api/auth';
import type { TInvitePhoneCodeRequest } from '@portal/contracts/api/invitations';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/secondary-users-invites/{uuid}/confirm-phone-number/ {code, email, phone_number} -> { key, profile }. */
export const confirmSecondaryPhoneNumber = (uuid: string, body: TInvitePhoneCodeRequest) =>
  http.post<TLoginResponse>(
    `/secondary-users-invites/${encodeURIComponent(uuid)}/confirm-phone-number/`,
    body,
    { errors: { mode: 'form' } },
  );

/** Nothing cached is set here: signing in with the answer reads the invite again. */
export const useConfirmSecondaryPhoneNumber = (uuid: string) =>
  useMutation({ mutationFn: (body: TInvitePhoneCodeRequest) => confirmSecondaryPhoneNumber(uuid, body) });
