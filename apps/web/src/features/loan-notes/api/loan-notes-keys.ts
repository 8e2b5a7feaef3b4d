// Every loan-note query starts with ['loan-notes'] (the holdings of features/products too), so one
// invalidation reads them all again.
export const loanNotesKey = ['loan-notes'] as const;
export const noteTypesKey = (account: number) => [...loanNotesKey, 'types', account] as const;
export const loanNoteBankAccountsKey = (account: number) =>
  [...loanNotesKey, 'bank-accounts', account] as const;
export const loanNoteBundleKey = (account: number, productId: number | null) =>
  [...loanNotesKey, 'bundle', account, productId] as const;
export const applicationBundleIdKey = (account: number) => [...loanNotesKey, 'bundle-id', account] as const;
