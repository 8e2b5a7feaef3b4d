import type {
  TSigningAuthorityRequest,
  TSigningAuthorityResponse,
} from '@portal/contracts/api/signing-authority';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PATCH /api/accounts/{id}/signing-authority/ -> the saved section: a change of the saved authority. */
export const updateSigningAuthority = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TSigningAuthorityRequest;
}) =>
  http.patch<TSigningAuthorityResponse>(`/accounts/${accountId}/signing-authority/`, body, {
    errors: { mode: 'form' },
  });

/** The section form's save step reads the section and the account again, then moves on. */
export const useUpdateSigningAuthority = () => useMutation({ mutationFn: updateSigningAuthority });
