// Every bank account query of an account lives under ['bank-accounts'], so a change reads them all again.
import { API_BASE } from '@/shared/api/http-client';

export const bankAccountsKey = ['bank-accounts'] as const;
export const bankAccountsListKey = (accountId: number) => [...bankAccountsKey, accountId, 'list'] as const;
export const bankAccountOptionsKey = (accountId: number) =>
  [...bankAccountsKey, accountId, 'options'] as const;
export const bankAccountKey = (accountId: number, bankAccountId: number) =>
  [...bankAccountsKey, accountId, 'one', bankAccountId] as const;
export const bankChangeRequestKey = (accountId: number, requestId: number) =>
  [...bankAccountsKey, accountId, 'change-request', requestId] as const;

/** The contracts name paths with the /api base; the client adds it itself. */
export const local = (path: string) => path.slice(API_BASE.length);
