import type { TBeneficialOwner, TBeneficialOwnersRequest } from '@portal/contracts/api/people';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/beneficial-owners/ -> the saved section: the first list of the account's beneficial owners. */
export const createBeneficialOwners = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TBeneficialOwnersRequest;
}) =>
  http.post<TBeneficialOwner[]>(`/accounts/${accountId}/beneficial-owners/`, body, {
    errors: { mode: 'form' },
  });

/** The section form's save step reads the section and the account again, then moves on. */
export const useCreateBeneficialOwners = () => useMutation({ mutationFn: createBeneficialOwners });
