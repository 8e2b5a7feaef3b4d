// The fill-in-missing-details engine (spec 001 section 4): which sections of an application are still to
// be filled, in the order the wizard works through them. The facts come from the tables in one query
// (queries.ts: loadEngineFacts); the rules below read only those facts, so every account type's rules
// can be checked on their own.
import { accountSetupTexts, type TExtraApplicationInfo } from '@portal/contracts/api/account-setup';
import {
  type TApplicationStep,
  type TUnfilledField,
  UNFILLED_FIELDS,
} from '@portal/contracts/api/onboarding';
import type { Queryable } from '../../db/client.ts';
import { EDITABLE_STATUSES } from '../accounts/access.ts';
import { type EngineFacts, loadEngineFacts } from './queries.ts';

type AccountKind = Pick<EngineFacts, 'account_type' | 'trustee_type' | 'application_id'>;

const isTrustLike = (f: AccountKind) => f.account_type === 'trust' || f.account_type === 'smsf';
const isCorporate = (f: AccountKind) =>
  f.account_type === 'company' || (isTrustLike(f) && f.trustee_type === 'corporate');

/** One rule per section: true while the section still has to be filled (common rules of issue 4). */
const RULES: Record<TUnfilledField, (f: EngineFacts) => boolean> = {
  // The person's own TFN and tax residency: every applicant's, the primary user of a company, trust or
  // SMSF as well (spec: individual tax of "secondary users and primary").
  individual_tax: (f) => !f.viewer_has_individual_tax,
  secondary_users: (f) =>
    f.account_type === 'joint' && f.has_secondary_users !== false && f.contact_people === 0,
  beneficial_owners: (f) =>
    (f.account_type === 'company' || f.account_type === 'trust') &&
    !f.skip_beneficial_owners &&
    f.beneficial_people === 0,
  directors: (f) => isCorporate(f) && f.primary_user_role_id === null,
  corporate_account_details: (f) => isCorporate(f) && !f.has_corporate_account_details,
  trust: (f) => isTrustLike(f) && !f.has_trust_details,
  trustee_details: (f) =>
    isTrustLike(f) &&
    f.trustee_type === 'individual' &&
    (f.has_additional_trustees === null || (f.has_additional_trustees && f.contact_people === 0)),
  corporate_tax: (f) => (f.account_type === 'company' || isTrustLike(f)) && !f.has_corporate_tax,
  deed_attachments: (f) => isTrustLike(f) && f.deed_attachments === 0 && !f.skip_deed_attachment,
  certificates: (f) => f.application_id === 'icf' && f.certificates === 0,
  signing_authority: (f) =>
    1 + f.contact_people + f.director_people > 1 &&
    (!f.has_signing_authority || !f.signing_authority_members_match),
  // A loan-note application names the bank account its interest and redemptions are paid to.
  bank_accounts: (f) => f.application_id === 'icf' && !f.has_bank_account,
  // A private-portfolio application: its portfolio details, then its IPS through the wizard.
  portfolio_application: (f) => f.application_id === 'ipm' && !f.has_portfolio_application,
  ongoing_ips: (f) => f.application_id === 'ipm' && !f.has_completed_ips,
};

/**
 * The sections an application of this account type, trustee and product asks for, whether filled or not
 * (spec section 3, required_fields_for_account_type), in UNFILLED_FIELDS order. A section that depends
 * on answers (a joint account's members, the additional trustees, a signing authority once there are
 * several members) is listed for every type that may need it.
 */
export function requiredFieldsFor(kind: AccountKind): TUnfilledField[] {
  const trustLike = isTrustLike(kind);
  const REQUIRED: Record<TUnfilledField, boolean> = {
    individual_tax: kind.account_type === 'individual' || kind.account_type === 'joint',
    secondary_users: kind.account_type === 'joint',
    beneficial_owners: kind.account_type === 'company' || kind.account_type === 'trust',
    directors: isCorporate(kind),
    corporate_account_details: isCorporate(kind),
    trust: trustLike,
    trustee_details: trustLike && kind.trustee_type === 'individual',
    corporate_tax: kind.account_type === 'company' || trustLike,
    deed_attachments: trustLike,
    certificates: kind.application_id === 'icf',
    signing_authority: kind.account_type !== 'individual',
    bank_accounts: kind.application_id === 'icf',
    portfolio_application: kind.application_id === 'ipm',
    ongoing_ips: kind.application_id === 'ipm',
  };
  return UNFILLED_FIELDS.filter((field) => REQUIRED[field]);
}

/**
 * The sections the viewer still has to fill, in UNFILLED_FIELDS order. Only the primary user fills the
 * account's sections; a secondary member's own step is their individual tax, whatever the account type
 * (the secondary flow asks every member for it before they accept).
 */
export function unfilledFieldsOf(facts: EngineFacts): TUnfilledField[] {
  if (!facts.viewer_is_primary) return facts.viewer_has_individual_tax ? [] : ['individual_tax'];
  return UNFILLED_FIELDS.filter((field) => RULES[field](facts));
}

const NOT_YET_ACTIVATED = ['draft', 'pending'];

/** The application step the viewer is at (spec section 4, application step from the server). */
export function applicationStepOf(facts: EngineFacts, unfilled: TUnfilledField[]): TApplicationStep | null {
  if (facts.status === 'active' || facts.status === 'inactive') return null;
  if (facts.viewer_is_primary) {
    if (NOT_YET_ACTIVATED.includes(facts.status)) return 'activate_account';
    if (!(EDITABLE_STATUSES as readonly string[]).includes(facts.status)) return null;
    // The loan-note line chooses its products first, then fills in the details, then finishes.
    if (facts.application_id === 'icf') {
      if (!facts.loan_note_bundle_id) return 'loan_note_not_created';
      return unfilled.length > 0 ? 'fill_in_missing_details' : 'finish_loan_note_application';
    }
    return 'fill_in_missing_details';
  }
  // A secondary member fills their own steps while the application waits for them (or their signature).
  return (facts.status === 'awaiting_secondary_users' || facts.status === 'awaiting_signature') &&
    unfilled.length > 0
    ? 'fill_in_missing_details'
    : null;
}

/** extra_application_info of an account for a viewer: the step, the sections left and any warning. */
export function extraApplicationInfoOf(facts: EngineFacts): TExtraApplicationInfo {
  const unfilled = unfilledFieldsOf(facts);
  const step = applicationStepOf(facts, unfilled);
  const shown = step === null ? [] : unfilled;
  const warning =
    shown.includes('signing_authority') &&
    facts.has_signing_authority &&
    !facts.signing_authority_members_match
      ? accountSetupTexts.signingAuthorityChanged
      : null;
  const loanNoteBundleId = facts.loan_note_bundle_id ?? null;
  return { step, data: { unfilled_fields: shown, warning, loan_note_bundle_id: loanNoteBundleId } };
}

/** The engine on the tables: the account's facts for the viewer, then the rules. */
export async function computeExtraApplicationInfo(
  q: Queryable,
  accountId: number,
  viewerUserId: number,
): Promise<TExtraApplicationInfo> {
  return extraApplicationInfoOf(await loadEngineFacts(q, accountId, viewerUserId));
}
