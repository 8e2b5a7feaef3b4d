/** Query keys of the individual's details steps. */
export const detailsKeys = {
  registrationStep: (step: string, account?: number | null) =>
    ['registration-step', step, account ?? null] as const,
  secondaryDocumentTypes: ['secondary-document-types'] as const,
};

/** The account a saved step belongs to, as its step's key names it (bodies may send the id as text). */
export const stepAccount = (account: number | string | null | undefined) =>
  account == null ? null : Number(account);
