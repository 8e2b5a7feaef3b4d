import type { TDirectorsRequest, TDirectorsResponse } from '@portal/contracts/api/people';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PATCH /api/accounts/{id}/directors/ -> the primary user's role and the additional directors. */
export const saveDirectors = ({ accountId, body }: { accountId: number; body: TDirectorsRequest }) =>
  http.patch<TDirectorsResponse>(`/accounts/${accountId}/directors/`, body, { errors: { mode: 'form' } });

/** The section form's save step reads the account's people and the account again, then moves on. */
export const useSaveDirectors = () => useMutation({ mutationFn: saveDirectors });
