import type { TDetailResponse } from '@portal/contracts/api/auth';
import type { TBlockAccountForm } from '@portal/contracts/forms/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/profiles/my/block-access/ { password } -> { detail }; every session of the user ends. */
export const blockAccess = (body: TBlockAccountForm) =>
  http.post<TDetailResponse>('/profiles/my/block-access/', body, { errors: { mode: 'form' } });

export const useBlockAccess = () => useMutation({ mutationFn: blockAccess });
