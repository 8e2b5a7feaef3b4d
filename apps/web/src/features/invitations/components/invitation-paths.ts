import { DETAILS_REGISTRATION_STEPS } from '@portal/contracts/api/onboarding';

/** Where the invitation pages hand over: account setup and the forced Individual info flow. */
export const INVITATION_HANDOFF = {
  applyNow: '/account-setup/apply-now/',
  individualInfo: '/individual-info/',
  secondarySummary: (accountId: number) => `/account-setup/secondary-summary/?account=${accountId}`,
  individualTax: (accountId: number, returnTo: string) =>
    `/accounts/${accountId}/forms/tax/?redirect_url=${encodeURIComponent(returnTo)}`,
  secondaryInvite: (accountId: number, uuidOrToken: string) =>
    `/accounts/secondary-invite/${accountId}/${uuidOrToken}/`,
  account: (accountId: number) => `/accounts/${accountId}/`,
} as const;

/** The details steps, done in the Individual info flow. */
export const DETAILS_STEPS: readonly string[] = DETAILS_REGISTRATION_STEPS;
