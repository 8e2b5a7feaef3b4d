// Account setup calls (spec 001 sections 3, 4, 7): the accounts list and apply-now list, account
// creation, the account entity, the fill-in-missing-details engine, submission and the secondary
// users' decision, and the company register lookups.
import * as z from 'zod/mini';
import { checkNewAccountFields, newAccountFields, zAcknowledgementsForm } from '../forms/account-setup.ts';
import { evenWithFieldErrors } from '../rules.ts';
import { ZAppliedForSectionSchema } from './applied-for.ts';
import { ZBankAccountSchema } from './bank-accounts.ts';
import { ZCorporateAccountDetailsSchema, ZTrustDetailsSchema } from './entity-details.ts';
import { ZAccountFileSchema } from './entity-files.ts';
import { IPS_STATUSES } from './ips.ts';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  APPLICATION_STEPS,
  TRUSTEE_TYPES,
  UNFILLED_FIELDS,
} from './onboarding.ts';
import { ZBeneficialOwnerSchema, ZSecondaryUserSchema } from './people.ts';
import { ZPortfolioApplicationSchema } from './portfolio-application.ts';
import { ZSigningAuthoritySchema } from './signing-authority.ts';
import { ZCorporateTaxSchema, ZIndividualTaxSchema } from './tax.ts';

const zStatusDisplay = z.object({
  display_name: z.string(),
  style: z.enum(['success', 'warning', 'info', 'default', 'error']),
});
export type TStatusDisplay = z.infer<typeof zStatusDisplay>;

const zUuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

// --- GET /api/accounts/ ---
export const ZAccountListItemSchema = z.object({
  kind: z.literal('account'),
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  type_display: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  status_display: zStatusDisplay,
  is_active: z.boolean(),
  is_selected: z.boolean(),
  /** The acting user started or holds the account (false: a secondary member of it). */
  is_primary: z.boolean(),
});
export type TAccountListItem = z.infer<typeof ZAccountListItemSchema>;

/** A pending secondary invitation of the user, shown before the accounts (spec section 2, Accounts list). */
export const ZInvitationCardSchema = z.object({
  kind: z.literal('invitation'),
  uuid: z.string(),
  account_id: z.nullable(z.number()),
  account_name: z.string(),
  account_type: z.nullable(z.enum(ACCOUNT_TYPES)),
  type_display: z.string(),
  /** Director, Trustee or Member (spec section 6). */
  role_label: z.string(),
  invited_by: z.string(),
  /** Where the card leads: the secondary invitation's page. */
  url: z.string(),
});
export type TInvitationCard = z.infer<typeof ZInvitationCardSchema>;

/** `true`: only the accounts activated in the calling application (the header, the rebalance filter). */
export const ZAccountsQuerySchema = z.object({
  activated_in_current_application: z.optional(z.enum(['true', 'false'])),
});

export const ZAccountsListResponseSchema = z.array(z.union([ZInvitationCardSchema, ZAccountListItemSchema]));
export type TAccountsListEntry = z.infer<typeof ZAccountsListResponseSchema>[number];

// --- GET /api/accounts/apply-now/ ---
/** An existing account the user may apply with; an entry with `id` null is a registration invite only. */
export const ZApplyNowAccountSchema = z.object({
  id: z.nullable(z.number()),
  uuid: z.string(),
  name: z.string(),
  type: z.nullable(z.enum(ACCOUNT_TYPES)),
  type_display: z.string(),
  trustee: z.nullable(z.enum(TRUSTEE_TYPES)),
  trustee_display: z.string(),
  /** Names of the products the account holds; empty reads 'Not registered'. */
  products: z.array(z.string()),
  has_signing_authority: z.boolean(),
  status: z.nullable(z.enum(ACCOUNT_STATUSES)),
  /** A prepared account the provider created for the invited user: activate it instead of creating one. */
  is_fake_creation_case: z.boolean(),
});
export type TApplyNowAccount = z.infer<typeof ZApplyNowAccountSchema>;

export const ZApplyNowResponseSchema = z.array(ZApplyNowAccountSchema);

export const NOT_REGISTERED = 'Not registered';

// --- POST /api/accounts/create/ ---
const zRegisterDirector = z.object({ uuid: z.string(), first_name: z.string(), last_name: z.string() });
export type TRegisterDirector = z.infer<typeof zRegisterDirector>;

/** What the company register answered for an ACN (POST /api/utils/fetch-corporate-info/). */
export const ZCorporateInfoSchema = z.object({
  business_name: z.string(),
  acn: z.string(),
  abn: z.string(),
  /** The entity type as the register names it ('Australian Private Company'). */
  type: z.string(),
  directors: z.array(zRegisterDirector),
  /**
   * The registered office as far as the register knows it (the ABR gives only its state and postcode;
   * absent from answers stored before it was kept): the company details step starts from it.
   */
  registered_office: z.optional(
    z.nullable(
      z.object({ address_line_1: z.string(), suburb: z.string(), state: z.string(), post_code: z.string() }),
    ),
  ),
});
export type TCorporateInfo = z.infer<typeof ZCorporateInfoSchema>;

export const ZCreateAccountRequestSchema = z
  .object({
    ...newAccountFields,
    /** Sent only when the ACN was validated again; the server stores its own register answer. */
    acn_lookup_data: z.nullish(z.record(z.string(), z.unknown())),
    /** The registration invite the account is created for (invite flow). */
    va_entity_uuid: z.nullish(zUuid),
  })
  .check(z.superRefine((data, ctx) => checkNewAccountFields(data, ctx), evenWithFieldErrors));
export type TCreateAccountRequest = z.input<typeof ZCreateAccountRequestSchema>;

// --- The account entity (GET /api/accounts/{id}/) ---
export const ZExtraApplicationInfoSchema = z.object({
  step: z.nullable(z.enum(APPLICATION_STEPS)),
  data: z.object({
    unfilled_fields: z.array(z.enum(UNFILLED_FIELDS)),
    warning: z.nullable(z.string()),
    loan_note_bundle_id: z.nullable(z.number()),
  }),
});
export type TExtraApplicationInfo = z.infer<typeof ZExtraApplicationInfoSchema>;

const zRole = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  kind: z.enum(['contact', 'director', 'beneficial']),
});
export const ZRoleSchema = zRole;
export type TRole = z.infer<typeof zRole>;
export const ZRolesResponseSchema = z.array(zRole);

export const ZInitiatorSchema = z.object({ name: z.string(), email: z.string(), mobile: z.string() });

/**
 * Which tax section the account answers (spec section 3, tax_type): an individual or joint account its
 * members' individual tax, a company, trust or fund its corporate tax.
 */
export const TAX_TYPES = ['individual', 'corporate'] as const;
export type TTaxType = (typeof TAX_TYPES)[number];

/** An IPS of the account as the account names it; GET /api/ips/{id}/ answers the whole statement. */
export const ZAccountIpsRefSchema = z.object({
  id: z.number(),
  status: z.enum(IPS_STATUSES),
  status_display: z.string(),
});
export type TAccountIpsRef = z.infer<typeof ZAccountIpsRefSchema>;

/**
 * The account as its members see it (spec section 3, Account). The sections written by the people,
 * tax, company, trust, signing-authority and file calls come in the shapes those calls answer.
 */
export const ZAccountSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  type_display: z.string(),
  application: z.string(),
  trustee: z.nullable(z.enum(TRUSTEE_TYPES)),
  trustee_display: z.string(),
  trustee_name: z.string(),
  abn: z.string(),
  acn: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  status_display: zStatusDisplay,
  primary_user: z.nullable(z.number()),
  primary_user_role: z.nullable(zRole),
  /** The viewer's own role as the summary names it (spec section 6 labels); null when the account has no roles. */
  viewer_role: z.nullable(z.string()),
  /** The viewer is the primary user (the summary) or a secondary member (the secondary summary). */
  is_primary: z.boolean(),
  secondary_users: z.array(ZSecondaryUserSchema),
  has_secondary_users: z.nullable(z.boolean()),
  has_additional_trustees: z.nullable(z.boolean()),
  has_signing_authority: z.boolean(),
  signing_authority: z.nullable(ZSigningAuthoritySchema),
  certificates: z.array(ZAccountFileSchema),
  deed_attachments: z.array(ZAccountFileSchema),
  skip_deed_attachment: z.boolean(),
  /** A trust or SMSF without a trust deed, skipped or not: shown as missing until one is uploaded. */
  trust_deed_missing: z.boolean(),
  skip_beneficial_owners: z.boolean(),
  can_edit_details: z.boolean(),
  beneficial_owners: z.array(ZBeneficialOwnerSchema),
  corporate_account_details: z.nullable(ZCorporateAccountDetailsSchema),
  trust: z.nullable(ZTrustDetailsSchema),
  corporate_tax: z.nullable(ZCorporateTaxSchema),
  /** The viewer's own individual tax. */
  individual_tax: z.nullable(ZIndividualTaxSchema),
  account_members_status_display: z.nullable(zStatusDisplay),
  products: z.array(z.string()),
  is_selected: z.boolean(),
  /** Who started the application: only for a primary user who did not start it. */
  initiator: z.nullable(ZInitiatorSchema),
  /** What the company register answered for the ACN (directors pre-fill the directors step). */
  acn_lookup_data: z.nullable(ZCorporateInfoSchema),
  submitted_at: z.nullable(z.string()),
  /** The viewer's decision on a submitted application (secondary users). */
  decision: z.nullable(z.enum(['accepted', 'declined'])),
  extra_application_info: ZExtraApplicationInfoSchema,
  /** The sections an application of this type and product asks for, filled or not (UNFILLED_FIELDS order). */
  required_fields_for_account_type: z.array(z.enum(UNFILLED_FIELDS)),
  /**
   * The application went the straight way: the identity of the primary user and of every registered
   * member was verified automatically (false once one failed or was skipped: a manual check follows).
   */
  is_happy_flow: z.boolean(),
  /** A rebalance of the account's portfolio is in progress (spec 002 rebalance status in_progress). */
  has_pending_rebalance: z.boolean(),
  active_ips: z.nullable(ZAccountIpsRefSchema),
  /** The IPS in progress: a draft, awaiting signature or in the portfolio manager's review. */
  ongoing_ips: z.nullable(ZAccountIpsRefSchema),
  portfolio_application: z.nullable(ZPortfolioApplicationSchema),
  /** The bank accounts in use, as GET /api/accounts/{id}/bank-accounts/ answers them. */
  bank_accounts: z.array(ZBankAccountSchema),
  tax_type: z.enum(TAX_TYPES),
  /** What the application applies for: products, portfolio details, the nominated bank account. */
  applied_for: z.array(ZAppliedForSectionSchema),
});
export type TAccount = z.infer<typeof ZAccountSchema>;

export const ZAccountDetailQuerySchema = z.object({
  fake_activation: z.optional(z.enum(['true', 'false'])),
  is_setting_primary_user_case: z.optional(z.enum(['true', 'false'])),
});

// --- POST /api/accounts/{id}/select/ ---
export const ZSelectAccountResponseSchema = z.object({ id: z.number(), is_selected: z.literal(true) });
export type TSelectAccountResponse = z.infer<typeof ZSelectAccountResponseSchema>;

// --- PATCH /api/accounts/{id}/ ---
export const ZPatchAccountRequestSchema = z.object({
  skip_deed_attachment: z.optional(z.boolean()),
  skip_beneficial_owners: z.optional(z.boolean()),
  primary_user_role: z.optional(z.number().check(z.int(), z.positive())),
  has_secondary_users: z.optional(z.boolean()),
});
export type TPatchAccountRequest = z.infer<typeof ZPatchAccountRequestSchema>;

// --- GET /api/accounts/{id}/registration-steps/?step= ---
export const ACCOUNT_REGISTRATION_STEPS = [
  'bank_account',
  'beneficial_owners',
  'corporate_trustee_details',
  'trust_details',
  'portfolio_application',
  'individuals',
  'signing_authority',
  'individual_taxes',
  'corporate_taxes',
] as const;
export type TAccountRegistrationStep = (typeof ACCOUNT_REGISTRATION_STEPS)[number];
export const ZAccountRegistrationStepQuerySchema = z.object({ step: z.enum(ACCOUNT_REGISTRATION_STEPS) });
export const ZAccountRegistrationStepResponseSchema = z.object({
  step: z.enum(ACCOUNT_REGISTRATION_STEPS),
  /** The saved data of the step, in the shape its own call answers; null when nothing is saved yet. */
  data: z.nullable(z.unknown()),
});
export type TAccountRegistrationStepResponse = z.infer<typeof ZAccountRegistrationStepResponseSchema>;

// --- GET /api/accounts/open-requests/?account= ---
export const ZOpenRequestsQuerySchema = z.object({ account: z.string().check(z.regex(/^\d{1,9}$/)) });
/**
 * A pending change request of the account (any kind: the application, bank account changes, the IPS),
 * with what a member needs to act on it: its title, who asked, whether the viewer signs now, and the
 * page (url) where it is reviewed.
 */
export const ZOpenRequestSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  status: z.string(),
  url: z.string(),
  initiator: z.object({ first_name: z.string(), last_name: z.string(), is_current_user: z.boolean() }),
  can_sign: z.boolean(),
  is_viewed: z.boolean(),
  new_data: z.nullable(z.record(z.string(), z.unknown())),
  created: z.string(),
});
export type TOpenRequest = z.infer<typeof ZOpenRequestSchema>;
export const ZOpenRequestsResponseSchema = z.array(ZOpenRequestSchema);

// --- POST /api/accounts/{id}/submit/ ---
export const ZSubmitApplicationRequestSchema = zAcknowledgementsForm;
export type TSubmitApplicationRequest = z.infer<typeof ZSubmitApplicationRequestSchema>;
export const ZSubmitApplicationResponseSchema = z.object({
  detail: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  status_display: zStatusDisplay,
  /**
   * What the client shows next: 'sign' leads to the signing-provider redirect screen for the application's
   * change request; 'processing' when the user has nothing to sign.
   */
  next: z.enum(['processing', 'sign']),
  change_request: z.nullable(z.number()),
});
export type TSubmitApplicationResponse = z.infer<typeof ZSubmitApplicationResponseSchema>;

// --- POST /api/accounts/{id}/secondary-decision/ ---
export const SECONDARY_DECISIONS = ['accept', 'decline'] as const;
export const ZSecondaryDecisionRequestSchema = z.object({ decision: z.enum(SECONDARY_DECISIONS) });
export type TSecondaryDecisionRequest = z.infer<typeof ZSecondaryDecisionRequestSchema>;
export const ZSecondaryDecisionResponseSchema = z.object({
  detail: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  status_display: zStatusDisplay,
  /** 'sign' when accepting leads the member to sign the application (their signature is required). */
  next: z.enum(['done', 'sign']),
  change_request: z.nullable(z.number()),
});
export type TSecondaryDecisionResponse = z.infer<typeof ZSecondaryDecisionResponseSchema>;

/** Answers of the account calls (ours). */
export const accountSetupTexts = {
  submitted: 'Your application has been submitted.',
  notEditable: 'This application has been submitted and can no longer be changed.',
  alreadySubmitted: 'This application has already been submitted.',
  incomplete: (sections: string) => `Please complete these details before submitting: ${sections}.`,
  /** How the incomplete-submission answer names a loan-note application's products not yet chosen. */
  productDetails: 'Product details',
  accepted: 'Thank you. You have accepted the application.',
  declined: 'You have declined the application. The primary user has been informed.',
  noDecisionPending: 'There is no application awaiting your decision.',
  completeOwnStepsFirst: 'Please complete your tax details before accepting the application.',
  notActivatable: 'This account does not need to be activated.',
  signingAuthorityChanged:
    'The account members have changed since the signing authority was set. Please complete the "Signing authority" step again.',
  roleNotDirector: 'Please choose a director role.',
} as const;

/** What the account page says on the account details answer's flags (ours; the spec names the flags only). */
export const accountDetailsTexts = {
  notHappyFlow:
    'The identity of a member of this account could not be verified automatically. We will be in contact to verify it, which may take a few more days.',
  pendingRebalance: 'A rebalance of this portfolio is in progress.',
  viewRebalanceHistory: 'View history',
} as const;

/** How the summary and the incomplete-submission answer name each section. */
export const UNFILLED_FIELD_LABELS: Record<(typeof UNFILLED_FIELDS)[number], string> = {
  individual_tax: 'Tax details',
  secondary_users: 'Account members',
  beneficial_owners: 'Beneficial owners',
  directors: 'Directors',
  corporate_account_details: 'Company details',
  trust: 'Trust details',
  trustee_details: 'Trustee details',
  corporate_tax: 'Tax details',
  deed_attachments: 'Trust deed',
  certificates: 'Wholesale investor certificates',
  signing_authority: 'Signing authority',
  bank_accounts: 'Bank accounts',
  portfolio_application: 'Portfolio details',
  ongoing_ips: 'Investment Policy Statement',
};

// --- Company register (POST /api/utils/fetch-corporate-info/, /api/utils/abn-lookup/) ---
export const ZFetchCorporateInfoRequestSchema = z.object({
  acn: z.string().check(z.trim()),
  account_id: z.nullish(z.union([z.number(), z.string().check(z.regex(/^\d{1,9}$/))])),
  registration_invite_uuid: z.nullish(zUuid),
});
export type TFetchCorporateInfoRequest = z.infer<typeof ZFetchCorporateInfoRequestSchema>;
export const ZAbnLookupRequestSchema = z.object({ abn: z.string().check(z.trim()) });
export const ZAbnLookupResponseSchema = z.object({
  organization_name: z.string(),
  abn: z.string(),
  acn: z.nullable(z.string()),
});
export type TAbnLookup = z.infer<typeof ZAbnLookupResponseSchema>;
// --- DELETE /api/utils/acn-data/{uuid}/?acn= : one director of the register's answer, by its uuid ---
/** The uuid as text: one that is not a uuid names no director and answers 404 (see path.ts). */
export const ZAcnDataPathSchema = z.object({ uuid: z.string() });
export const ZAcnDataQuerySchema = z.object({ acn: z.optional(z.string()) });

/** A lookup the register could not answer (spec section 8: shown on the acn or abn field). */
export const ZLookupErrorSchema = z.object({
  errors: z.object({ error_1: z.object({ message: z.string() }) }),
});
export type TLookupError = z.infer<typeof ZLookupErrorSchema>;

/** The home page's card for an application the user has not finished (our wording; docs/decisions.md). */
export const CONTINUE_APPLICATION_TEXTS = {
  title: (accountName: string) => `Your application for ${accountName}`,
  text: 'Your answers so far are saved. Pick up where you left off: the summary shows what is still to fill in.',
  action: 'Continue your application',
} as const;
