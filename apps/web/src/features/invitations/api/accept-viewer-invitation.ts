import type { TDetailResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/shared-access/invitations/{token}/accept/ -> { detail }: the signed-in user may view now. */
export const acceptViewerInvitation = (token: string) =>
  http.post<TDetailResponse>(
    `/shared-access/invitations/${encodeURIComponent(token)}/accept/`,
    {},
    {
      errors: { mode: 'silent' },
    },
  );

/** The page then opens the choice of shared accounts, which reads them afresh. */
export const useAcceptViewerInvitation = () => useMutation({ mutationFn: acceptViewerInvitation });
