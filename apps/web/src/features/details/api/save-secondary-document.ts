import type { TSecondaryDocumentRequest, TSecondaryDocumentResponse } from '@portal/contracts/api/details';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';

/** POST /api/secondary-verification-document/ -> { detail, document_type, document_file }: replaces the document. */
export const saveSecondaryDocument = (body: TSecondaryDocumentRequest) =>
  http.post<TSecondaryDocumentResponse>('/secondary-verification-document/', body, {
    errors: { mode: 'form' },
  });

/** The profile (which asks for the document) is read again. */
export const useSaveSecondaryDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecondaryDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
};
