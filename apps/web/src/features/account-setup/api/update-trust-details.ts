import type { TTrustDetails, TTrustDetailsRequest } from '@portal/contracts/api/entity-details';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PATCH /api/accounts/{id}/trust-details/ -> the saved section: a change of the saved details. */
export const updateTrustDetails = ({ accountId, body }: { accountId: number; body: TTrustDetailsRequest }) =>
  http.patch<TTrustDetails>(`/accounts/${accountId}/trust-details/`, body, { errors: { mode: 'form' } });

/** The section form's save step reads the section and the account again, then moves on. */
export const useUpdateTrustDetails = () => useMutation({ mutationFn: updateTrustDetails });
