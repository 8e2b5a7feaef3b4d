import type { TBeneficialOwner, TBeneficialOwnersRequest } from '@portal/contracts/api/people';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PUT /api/accounts/{id}/beneficial-owners/ -> the saved section: the list as it now is. */
export const replaceBeneficialOwners = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TBeneficialOwnersRequest;
}) =>
  http.put<TBeneficialOwner[]>(`/accounts/${accountId}/beneficial-owners/`, body, {
    errors: { mode: 'form' },
  });

/** The section form's save step reads the section and the account again, then moves on. */
export const useReplaceBeneficialOwners = () => useMutation({ mutationFn: replaceBeneficialOwners });
