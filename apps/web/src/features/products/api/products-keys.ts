// The holdings queries share their first key with the application's loan-note queries
// (features/loan-notes), so one change to the notes refreshes both.
export const holdingsKey = ['loan-notes'] as const;
export const loanNoteAccountsKey = [...holdingsKey, 'accounts'] as const;
export const holdingsListKey = (account: number | null) => [...holdingsKey, 'list', account] as const;
export const holdingKey = (id: number) => [...holdingsKey, 'note', id] as const;
export const offeredTypesKey = (account: number | null) => [...holdingsKey, 'types', account] as const;
export const accountBankAccountsKey = (account: number) =>
  [...holdingsKey, 'bank-accounts', account] as const;
export const transactionsKey = (account: number | null) => [...holdingsKey, 'transactions', account] as const;
export const redeemRequestKey = (id: number) => [...holdingsKey, 'redeem-request', id] as const;
