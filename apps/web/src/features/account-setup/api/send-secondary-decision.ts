import type {
  TSecondaryDecisionRequest,
  TSecondaryDecisionResponse,
} from '@portal/contracts/api/account-setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { accountsKey } from '@/shared/application-sections/account-keys';

type TSecondaryDecisionArgs = { id: number; decision: TSecondaryDecisionRequest['decision'] };

/** POST /api/accounts/{id}/secondary-decision/ { decision } -> the account's status and what comes next. */
export const sendSecondaryDecision = ({ id, decision }: TSecondaryDecisionArgs) =>
  http.post<TSecondaryDecisionResponse>(`/accounts/${id}/secondary-decision/`, { decision });

/** A member accepts or declines the application: the accounts are read again. */
export const useSendSecondaryDecision = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSecondaryDecision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
};
