import type { TApplication, TProfile } from '@portal/contracts/api/auth';

/** The product line whose clients hold loan notes rather than a managed portfolio. */
export const LOAN_NOTE_LINE = 'icf';

export type THomeLine = 'portfolio' | 'loan-notes';

/**
 * Which home '/' is: the loan-note line's is the user's loan notes (their products), in that line's
 * application, or for a user whose only modules are the loan notes' (no dashboard anywhere). Everyone else
 * lands on the portfolio dashboard.
 */
export const homeLine = (profile: TProfile, application: TApplication | undefined): THomeLine => {
  if (application?.product_key === LOAN_NOTE_LINE) return 'loan-notes';
  const modules = profile.permissions.applications.flatMap((entry) => entry.modules);
  return modules.includes('loan_notes') && !modules.includes('dashboard') ? 'loan-notes' : 'portfolio';
};
