import type {
  TCorporateAccountDetails,
  TCorporateAccountDetailsRequest,
} from '@portal/contracts/api/entity-details';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/corporate-details/ -> the saved section: the first save of the company's details. */
export const createCorporateDetails = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TCorporateAccountDetailsRequest;
}) =>
  http.post<TCorporateAccountDetails>(`/accounts/${accountId}/corporate-details/`, body, {
    errors: { mode: 'form' },
  });

/** The section form's save step reads the section and the account again, then moves on. */
export const useCreateCorporateDetails = () => useMutation({ mutationFn: createCorporateDetails });
