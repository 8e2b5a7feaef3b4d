import type { TApplication, TProfile } from '@portal/contracts/api/auth';

/** The product line whose clients hold loan notes rather than a managed portfolio. */
export const LOAN_NOTE_LINE = 'icf';

export type THomeLine = 'portfolio' | 'loan-notes';

/**
 * Which line the user's home and menu are: the loan-note line's in that line's application; for a user
 * whose applications are all of the loan-note line (an applicant before activation holds it with no
 * modules yet), whichever application they signed in to; and for a user whose only modules are the loan
 * notes' (no dashboard anywhere). Everyone else's is the portfolio line.
 */
export const homeLine = (
  profile: Pick<TProfile, 'permissions'>,
  application: TApplication | undefined,
): THomeLine => {
  if (application?.product_key === LOAN_NOTE_LINE) return 'loan-notes';
  const entries = profile.permissions.applications;
  if (entries.length > 0 && entries.every((entry) => entry.product_key === LOAN_NOTE_LINE))
    return 'loan-notes';
  const modules = entries.flatMap((entry) => entry.modules);
  return modules.includes('loan_notes') && !modules.includes('dashboard') ? 'loan-notes' : 'portfolio';
};
