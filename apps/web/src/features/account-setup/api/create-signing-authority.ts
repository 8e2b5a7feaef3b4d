import type {
  TSigningAuthorityRequest,
  TSigningAuthorityResponse,
} from '@portal/contracts/api/signing-authority';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/signing-authority/ -> the saved section: the first save of the signing authority. */
export const createSigningAuthority = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TSigningAuthorityRequest;
}) =>
  http.post<TSigningAuthorityResponse>(`/accounts/${accountId}/signing-authority/`, body, {
    errors: { mode: 'form' },
  });

/** The section form's save step reads the section and the account again, then moves on. */
export const useCreateSigningAuthority = () => useMutation({ mutationFn: createSigningAuthority });
