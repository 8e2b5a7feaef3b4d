import type { TSubmitApplicationResponse } from '@portal/contracts/api/account-setup';
import type { TAcknowledgementsForm } from '@portal/contracts/forms/account-setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';

/** POST /api/accounts/{id}/submit/ with the six acknowledgements -> the new status and what comes next. */
export const submitApplication = ({ id, body }: { id: number; body: TAcknowledgementsForm }) =>
  http.post<TSubmitApplicationResponse>(`/accounts/${id}/submit/`, body, { errors: { mode: 'form' } });

/** The account's status changes: the accounts are read again. */
export const useSubmitApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
};
