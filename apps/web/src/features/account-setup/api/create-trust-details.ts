import type { TTrustDetails, TTrustDetailsRequest } from '@portal/contracts/api/entity-details';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/trust-details/ -> the saved section: the first save of the trust's details. */
export const createTrustDetails = ({ accountId, body }: { accountId: number; body: TTrustDetailsRequest }) =>
  http.post<TTrustDetails>(`/accounts/${accountId}/trust-details/`, body, { errors: { mode: 'form' } });

/** The section form's save step reads the section and the account again, then moves on. */
export const useCreateTrustDetails = () => useMutation({ mutationFn: createTrustDetails });
