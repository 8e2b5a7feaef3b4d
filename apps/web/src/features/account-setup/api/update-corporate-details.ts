import type {
  TCorporateAccountDetails,
  TCorporateAccountDetailsRequest,
} from '@portal/contracts/api/entity-details';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PATCH /api/accounts/{id}/corporate-details/ -> the saved section: a change of the saved details. */
export const updateCorporateDetails = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TCorporateAccountDetailsRequest;
}) =>
  http.patch<TCorporateAccountDetails>(`/accounts/${accountId}/corporate-details/`, body, {
    errors: { mode: 'form' },
  });

/** The section form's save step reads the section and the account again, then moves on. */
export const useUpdateCorporateDetails = () => useMutation({ mutationFn: updateCorporateDetails });
