// Query keys of the account calls. Every change to an account invalidates `accountsKey`, so the list,
// the account, its steps and the apply-now list are read again.
export const accountsKey = ['accounts'] as const;

export const accountKeys = {
  list: () => [...accountsKey, 'list'] as const,
  applyNow: () => [...accountsKey, 'apply-now'] as const,
  detail: (id: number) => [...accountsKey, 'detail', id] as const,
  activationSteps: (id: number) => [...accountsKey, 'activation-steps', id] as const,
  openRequests: (id: number) => [...accountsKey, 'open-requests', id] as const,
  registrationStep: (id: number, step: string) => [...accountsKey, 'registration-step', id, step] as const,
};
