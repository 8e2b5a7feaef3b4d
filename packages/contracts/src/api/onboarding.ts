// The shared vocabulary of invitations and account applications (spec 001 sections 3 and 4): account
// types and statuses, the application steps, the order of the fill-in-missing-details engine, the
// invitation steps and the people's roles. Each slice's calls have their own contract file beside this.

export const ACCOUNT_TYPES = ['individual', 'joint', 'company', 'trust', 'smsf'] as const;
export type TAccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_LABELS: Record<TAccountType, string> = {
  individual: 'Individual',
  joint: 'Joint',
  company: 'Company',
  trust: 'Trust',
  smsf: 'SMSF',
};

export const TRUSTEE_TYPES = ['individual', 'corporate'] as const;
export type TTrusteeType = (typeof TRUSTEE_TYPES)[number];
export const TRUSTEE_TYPE_LABELS: Record<TTrusteeType, string> = {
  individual: 'Individual trustee',
  corporate: 'Corporate trustee',
};

export const ACCOUNT_STATUSES = [
  'draft',
  'pending',
  'application_in_progress',
  'awaiting_secondary_users',
  'approved_by_users',
  'awaiting_signature',
  'awaiting_activation',
  'portfolio_manager_review',
  'active',
  'inactive',
] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** status_display: the tag shown for a status; awaiting activation is a warning tag (spec section 4). */
export const ACCOUNT_STATUS_DISPLAY: Record<
  TAccountStatus,
  { display_name: string; style: 'success' | 'warning' | 'info' | 'default' | 'error' }
> = {
  draft: { display_name: 'Draft', style: 'default' },
  pending: { display_name: 'Pending', style: 'info' },
  application_in_progress: { display_name: 'Application in progress', style: 'info' },
  awaiting_secondary_users: { display_name: 'Awaiting secondary users', style: 'info' },
  approved_by_users: { display_name: 'Approved by users', style: 'info' },
  awaiting_signature: { display_name: 'Awaiting signature', style: 'info' },
  awaiting_activation: { display_name: 'Awaiting activation', style: 'warning' },
  portfolio_manager_review: { display_name: 'Portfolio manager review', style: 'info' },
  active: { display_name: 'Active', style: 'success' },
  inactive: { display_name: 'Inactive', style: 'error' },
};

/** extra_application_info.step (spec section 4, application step from the server). */
export const APPLICATION_STEPS = [
  'activate_account',
  'fill_in_missing_details',
  'loan_note_not_created',
  'finish_loan_note_application',
  'submit_investment_policy_statement',
  'sign_investment_policy_statement',
] as const;
export type TApplicationStep = (typeof APPLICATION_STEPS)[number];

/** The fill-in-missing-details engine works through these in this order (spec section 4). */
export const UNFILLED_FIELDS = [
  'individual_tax',
  'secondary_users',
  'beneficial_owners',
  'directors',
  'corporate_account_details',
  'trust',
  'trustee_details',
  'corporate_tax',
  'deed_attachments',
  'certificates',
  'signing_authority',
  'bank_accounts',
  'portfolio_application',
  'ongoing_ips',
] as const;
export type TUnfilledField = (typeof UNFILLED_FIELDS)[number];

/** The details steps of an invitation: the Individual info flow does them, not the invitation page. */
export const DETAILS_REGISTRATION_STEPS = [
  'personal_details',
  'contact_details',
  'additional_details',
  'secondary_verification_document',
] as const;

/** Steps the invitation page renders itself; the rest are handled in account setup. */
export const PRIMARY_INVITATION_PAGE_STEPS = [
  'expired',
  'welcome',
  'enter_code',
  'sign_up',
  'confirm_phone_number',
  'login',
  'login_activate',
] as const;

/** Primary invitation registration_step values (spec section 4). */
export const PRIMARY_REGISTRATION_STEPS = [
  ...PRIMARY_INVITATION_PAGE_STEPS,
  'account_create',
  'account_fake_create',
  'account_activate',
  ...DETAILS_REGISTRATION_STEPS,
] as const;
export type TPrimaryRegistrationStep = (typeof PRIMARY_REGISTRATION_STEPS)[number];

/** Secondary invitation steps (spec section 4). */
export const SECONDARY_INVITATION_STEPS = [
  'expired',
  'welcome',
  'password_reset',
  'confirm_phone_number',
  'activation',
  'login_activation',
  'login_registration',
  'fill_individual_tax',
  ...DETAILS_REGISTRATION_STEPS,
  'ready_for_acceptance',
  'completed',
] as const;
export type TSecondaryInvitationStep = (typeof SECONDARY_INVITATION_STEPS)[number];

export const INVITATION_CODE_LENGTH = 12;

/** Role keys of people in an account (spec section 3); ids are fixed in the roles lookup. */
export const BENEFICIAL_ROLES = ['beneficial_owner', 'controller', 'decision_maker'] as const;
export type TBeneficialRole = (typeof BENEFICIAL_ROLES)[number];
export const DEFAULT_BENEFICIAL_ROLE_ID = 9;
export const CONTACT_ROLE_ID = 1;

/**
 * The label of a secondary user (spec section 6): Director for a company or a corporate trustee,
 * Trustee for an individual trustee of an SMSF or trust, Member otherwise.
 */
export const secondaryUserLabel = (
  accountType: TAccountType,
  trusteeType: TTrusteeType | null,
): 'Director' | 'Trustee' | 'Member' => {
  if (accountType === 'company') return 'Director';
  if (accountType === 'smsf' || accountType === 'trust')
    return trusteeType === 'corporate' ? 'Director' : 'Trustee';
  return 'Member';
};

export const PRODUCT_LINES = ['ipm', 'icf', 'viv'] as const;
export type TProductLine = (typeof PRODUCT_LINES)[number];

/** Spec texts shared by several onboarding screens (verbatim). */
export const onboardingTexts = {
  invitationExpired:
    'Sorry! Your invitation link has expired. Contact the person that invited you for this application to resend the invite.',
  /** Our words: the inviter removed the person, or sent a newer invitation in its place. */
  invitationWithdrawn:
    'This invitation was withdrawn by the person that invited you. Contact them if you think this is a mistake.',
  agreementNotFound: 'Agreement for this application is not found',
  invalidInviteStep: 'Invalid invite step',
  codeFormatNotValid: 'Code format is not valid',
  reinvited: 'The secondary user has been successfully re-invited.',
  listIsEmpty: 'List is empty',
  processingTime: 'Underlying investment accounts generally take 5-10 business days to be set up.',
  finaliseAndSubmit: 'Finalise and submit your application',
} as const;
