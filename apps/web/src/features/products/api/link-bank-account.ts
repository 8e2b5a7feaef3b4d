import type { TLinkedBankAccountAnswer, TLinkedBankAccountRequest } from '@portal/contracts/api/loan-notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { holdingsKey } from './products-keys';

/** POST /api/loan-notes/linked-bank-account/ { account, product_type, bank_account } -> { updated }. */
export const linkBankAccount = (body: TLinkedBankAccountRequest) =>
  http.post<TLinkedBankAccountAnswer>('/loan-notes/linked-bank-account/', body, { errors: { mode: 'form' } });

/** Afterwards the holdings (their bank accounts) are read again. */
export const useLinkBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holdingsKey }),
  });
};
