import type { TDetailResponse } from '@portal/contracts/api/auth';
import type { TTwoFactorForm } from '@portal/contracts/forms/sign-in';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { securitySchemaRootKey } from './auth-keys';

/** POST /api/auth/action-confirmation/ { code } -> { detail }: protected writes are open for a while. */
export const confirmAction = (body: TTwoFactorForm) =>
  http.post<TDetailResponse>('/auth/action-confirmation/', body, { errors: { mode: 'form' } });

/** The security schemas answered before the confirmation are stale now. */
export const useConfirmAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAction,
    onSuccess: () => queryClient.removeQueries({ queryKey: securitySchemaRootKey }),
  });
};
