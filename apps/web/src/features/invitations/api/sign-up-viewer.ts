import type { TDetailResponse } from '@portal/contracts/api/auth';
import type { TViewerSignUpForm } from '@portal/contracts/forms/invitations';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/shared-access/invitations/{token}/sign-up/ -> { detail }: the viewer's user exists now. */
export const signUpViewer = ({ token, form }: { token: string; form: TViewerSignUpForm }) =>
  http.post<TDetailResponse>(`/shared-access/invitations/${encodeURIComponent(token)}/sign-up/`, form, {
    errors: { mode: 'form' },
  });

export const useSignUpViewer = () => useMutation({ mutationFn: signUpViewer });
