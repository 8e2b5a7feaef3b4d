import type { TBankAccount, TBankChangeOpened } from '@portal/contracts/api/bank-accounts';

/** A change of an active account with several members answers 202: a change request the members sign. */
export type TBankAccountSaved = TBankAccount | TBankChangeOpened;
export const isChangeRequestAnswer = (answer: object): answer is TBankChangeOpened =>
  'change_request' in answer;
