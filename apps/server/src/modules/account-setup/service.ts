import {
  accountSetupTexts,
  type TAbnLookup,
  type TAccount,
  type TAccountIpsRef,
  type TAccountRegistrationStep,
  type TApplyNowAccount,
  type TCorporateInfo,
  type TCreateAccountRequest,
  type TExtraApplicationInfo,
  type TOpenRequest,
  type TPatchAccountRequest,
  type TRole,
  type TStatusDisplay,
  type TSubmitApplicationRequest,
  type TSubmitApplicationResponse,
  UNFILLED_FIELD_LABELS,
  type ZSecondaryDecisionResponseSchema,
} from '@portal/contracts/api/account-setup';
import { ipsTexts, type TIpsStatus } from '@portal/contracts/api/ips';
import {
  ACCOUNT_STATUS_DISPLAY,
  ACCOUNT_TYPE_LABELS,
  secondaryUserLabel,
  type TAccountStatus,
  type TAccountType,
  TRUSTEE_TYPE_LABELS,
  type TTrusteeType,
} from '@portal/contracts/api/onboarding';
import type { TSecondaryUser } from '@portal/contracts/api/people';
import { zAbn, zAcn } from '@portal/contracts/fields';
import { accountSetupMessages, needsAcn, needsTrustee } from '@portal/contracts/forms/account-setup';
import * as z from 'zod/mini';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { type CompanyRegister, RegisterUnavailableError } from '../../providers/company-register.ts';
import { throttle } from '../../security/rate-limit.ts';
import {
  canEditDetails,
  EDITABLE_STATUSES,
  requireMemberAccount,
  requirePrimaryAccount,
} from '../accounts/access.ts';
import { bankAccountsOf } from '../bank-accounts/service.ts';
import { APPLICATION_KIND } from '../change-requests/kinds/application-kind.ts';
import { changeRequestKind } from '../change-requests/registry.ts';
import {
  type ChangeRequestRow,
  cancelPendingOfKind,
  declineWithin,
  findOpenRequestOfKind,
  listAccountChangeRequests,
  listSigners,
  openChangeRequest,
  signerOf,
  viewOf,
} from '../change-requests/service.ts';
import { markPrimaryInvitationAccountCreated } from '../invitations/service.ts';
import { moveApplicationIps } from '../ips/signing.ts';
import { createNotification } from '../notifications/service.ts';
import { portfolioApplicationOf } from '../portfolio-application/service.ts';
import { loadAccountSections } from './account-sections.ts';
import { appliedForOf } from './applied-for.ts';
import {
  findAccountDetail,
  findOwnPrimaryInvite,
  findRole,
  findSameApplicationInProgress,
  findUserBasics,
  insertAccount,
  listApplyNowAccounts,
  listInvitesWithoutAccount,
  listMemberPeople,
  listPreparedAccounts,
  listRoles,
  loadEngineFacts,
  lockAccountCreation,
  moveStatus,
  recordDecision,
  recordSubmission,
  removeRegisterDirector,
  selectAccount,
  takeOverAccount,
  updateAccountFlags,
} from './queries.ts';

// The application's change request reads and moves the account through these, never the query file.
export { findUserBasics, listMemberPeople, loadEngineFacts, moveStatus };

import {
  computeExtraApplicationInfo,
  extraApplicationInfoOf,
  requiredFieldsFor,
  unfilledFieldsOf,
} from './unfilled-fields.ts';

export type AccountSetupDeps = Deps & { register: CompanyRegister };

type Actor = { actingUserId: number };
type ApplyNowRow = Awaited<ReturnType<typeof listApplyNowAccounts>>[number];
type PreparedAccountRow = Awaited<ReturnType<typeof listPreparedAccounts>>[number];
type AccountDetailRow = NonNullable<Awaited<ReturnType<typeof findAccountDetail>>>;

/** Register lookups a user may make in ten minutes (each may be a call to the government's service). */
const LOOKUPS_PER_TEN_MINUTES = 60;

const statusDisplay = (status: TAccountStatus): TStatusDisplay => ACCOUNT_STATUS_DISPLAY[status];
const compact = (value: string | null | undefined) => (value ?? '').replace(/\s/g, '');

/** Opening a company, trust or fund can be made on behalf of an existing account only by those who may sign. */
function hasSigningAuthority(
  row: Pick<
    ApplyNowRow,
    'signing_option' | 'advanced_option' | 'selected_signatories' | 'viewer_person_ids'
  > & {
    is_primary: boolean;
  },
): boolean {
  if (row.is_primary) return true;
  if (!row.signing_option) return false;
  if (row.signing_option === 'advanced_settings' && row.advanced_option === 'selected_signatories')
    return row.viewer_person_ids.some((id) => (row.selected_signatories ?? []).includes(id));
  return true;
}

// --- Company register ---

const lookupError = (message: string) => new AppError(400, { errors: { error_1: { message } } });

async function askRegister<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RegisterUnavailableError)
      throw new AppError(503, { detail: accountSetupMessages.registerUnavailable });
    throw error;
  }
}

/** One register lookup of a user, counted against their limit; "not found" in the spec's lookup error shape. */
async function lookup<T>(
  d: AccountSetupDeps,
  actor: Actor,
  run: () => Promise<T | null>,
  notFoundMessage: string,
): Promise<T> {
  await throttle(d.db, `register-lookup:${actor.actingUserId}`, {
    max: LOOKUPS_PER_TEN_MINUTES,
    windowSeconds: 600,
  });
  const record = await askRegister(run);
  if (!record) throw lookupError(notFoundMessage);
  return record;
}

export async function fetchCorporateInfo(
  d: AccountSetupDeps,
  actor: Actor,
  body: { acn: string; account_id?: number | string | null; registration_invite_uuid?: string | null },
): Promise<TCorporateInfo> {
  if (body.account_id !== undefined && body.account_id !== null && body.account_id !== '')
    await requireMemberAccount(d.db, actor.actingUserId, Number(body.account_id));
  if (
    body.registration_invite_uuid &&
    !(await findOwnPrimaryInvite(d.db, actor.actingUserId, body.registration_invite_uuid))
  )
    throw notFound();
  const acn = checkField('acn', zAcn(), body.acn);
  return lookup(d, actor, () => d.register.lookupAcn(acn), accountSetupMessages.acnNotFound);
}

export async function lookupAbn(
  d: AccountSetupDeps,
  actor: Actor,
  body: { abn: string },
): Promise<TAbnLookup> {
  const abn = checkField('abn', zAbn(), body.abn);
  return lookup(d, actor, () => d.register.lookupAbn(abn), accountSetupMessages.abnNotFound);
}

/** A register identifier checked with its shared rule; spaces are ignored (people copy '612 345 678'). */
function checkField(field: string, schema: z.core.$ZodType, value: string): string {
  const compacted = compact(value);
  const result = z.safeParse(schema, compacted);
  if (!result.success) throw fieldError(field, result.error.issues[0]!.message);
  return compacted;
}

export async function deleteAcnData(
  d: AccountSetupDeps,
  actor: Actor,
  directorUuid: string,
  acn: string | undefined,
): Promise<void> {
  const removed = await removeRegisterDirector(d.db, actor.actingUserId, compact(acn), directorUuid);
  if (removed === 0) throw notFound();
}

export async function roles(d: Deps): Promise<TRole[]> {
  return listRoles(d.db);
}

// --- Accounts ---

const typeAndTrustee = (row: { account_type: TAccountType; trustee_type: TTrusteeType | null }) => {
  const type = row.account_type;
  const trustee = row.trustee_type;
  return {
    type,
    type_display: ACCOUNT_TYPE_LABELS[type],
    trustee,
    trustee_display: trustee ? TRUSTEE_TYPE_LABELS[trustee] : '',
  };
};

/**
 * The viewer's own role on the summary: the primary user's chosen director role, else the spec's label
 * for the account's members (an individual account has none); a member's role in the account.
 */
function viewerRoleOf(
  row: {
    account_type: TAccountType;
    trustee_type: TTrusteeType | null;
    role_title: string | null;
    viewer_person_ids: number[];
  },
  isPrimary: boolean,
  members: TSecondaryUser[],
): string | null {
  if (isPrimary) {
    if (row.role_title) return row.role_title;
    return row.account_type === 'individual' ? null : secondaryUserLabel(row.account_type, row.trustee_type);
  }
  return members.find((member) => row.viewer_person_ids.includes(member.id))?.role.title ?? null;
}

/**
 * The existing accounts offered on the account details step, after any registration invite without an
 * account (which hides the new/existing choice) and any prepared account to activate.
 */
export async function applyNowAccounts(
  d: Deps,
  actor: Actor,
  applicationId: string,
): Promise<TApplyNowAccount[]> {
  const [invites, prepared, accounts] = [
    await listInvitesWithoutAccount(d.db, actor.actingUserId, applicationId),
    await listPreparedAccounts(d.db, actor.actingUserId, applicationId),
    await listApplyNowAccounts(d.db, actor.actingUserId),
  ];
  const entry = (
    row: PreparedAccountRow,
    more: Pick<TApplyNowAccount, 'products' | 'has_signing_authority' | 'is_fake_creation_case'>,
  ): TApplyNowAccount => ({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    ...typeAndTrustee(row),
    status: row.status,
    ...more,
  });
  return [
    ...invites.map(
      (invite): TApplyNowAccount => ({
        id: null,
        uuid: invite.uuid,
        name: '',
        type: null,
        type_display: '',
        trustee: null,
        trustee_display: '',
        products: [],
        has_signing_authority: true,
        status: null,
        is_fake_creation_case: false,
      }),
    ),
    ...prepared.map((row) =>
      entry(row, { products: [], has_signing_authority: true, is_fake_creation_case: true }),
    ),
    ...accounts.map((row) =>
      entry(row, {
        // Products per account arrive with the product applications (next issue); an active account
        // holds its application's product.
        products: row.status === 'active' ? [row.application_name] : [],
        has_signing_authority: hasSigningAuthority({ ...row, is_primary: row.is_primary === true }),
        is_fake_creation_case: false,
      }),
    ),
  ];
}

function membersStatusDisplay(row: AccountDetailRow): TStatusDisplay | null {
  if (row.members_total === 0) return null;
  const submitted = !(EDITABLE_STATUSES as readonly string[]).includes(row.status);
  if (submitted) {
    const all = row.members_accepted === row.members_total;
    return {
      display_name: all
        ? 'All members accepted'
        : `${row.members_accepted} of ${row.members_total} members accepted`,
      style: all ? 'success' : 'warning',
    };
  }
  const all = row.members_registered === row.members_total;
  return {
    display_name: all
      ? 'All members registered'
      : `${row.members_registered} of ${row.members_total} members registered`,
    style: all ? 'success' : 'info',
  };
}

/** The account entity (spec section 3) as `viewerUserId` sees it; the caller has checked access. */
export async function accountDetail(
  q: Queryable,
  viewerUserId: number,
  accountId: number,
): Promise<TAccount> {
  const row = await findAccountDetail(q, accountId, viewerUserId);
  if (!row) throw notFound();
  const sections = await loadAccountSections(q, accountId, viewerUserId);
  const facts = await loadEngineFacts(q, accountId, viewerUserId);
  const isPrimary = row.primary_user_id === viewerUserId;
  const status = row.status;
  const shape = typeAndTrustee(row);
  const showInitiator = isPrimary && row.initiator_user_id !== null && row.initiator_user_id !== viewerUserId;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    ...shape,
    application: row.application_id,
    trustee_name: row.trustee_name,
    abn: row.abn,
    acn: row.acn,
    status,
    status_display: statusDisplay(status),
    primary_user: row.primary_user_id,
    primary_user_role:
      row.role_id === null
        ? null
        : {
            id: row.role_id,
            key: row.role_key ?? '',
            title: row.role_title ?? '',
            kind: row.role_kind ?? 'director',
          },
    viewer_role: viewerRoleOf(row, isPrimary, sections.secondary_users),
    is_primary: isPrimary,
    secondary_users: sections.secondary_users,
    has_secondary_users: row.has_secondary_users,
    has_additional_trustees: row.has_additional_trustees,
    has_signing_authority: hasSigningAuthority({ ...row, is_primary: isPrimary }),
    signing_authority: sections.signing_authority,
    certificates: sections.certificates,
    deed_attachments: sections.deed_attachments,
    skip_deed_attachment: row.skip_deed_attachment,
    trust_deed_missing:
      (shape.type === 'trust' || shape.type === 'smsf') && sections.deed_attachments.length === 0,
    skip_beneficial_owners: row.skip_beneficial_owners,
    can_edit_details: isPrimary && canEditDetails(row),
    beneficial_owners: sections.beneficial_owners,
    corporate_account_details: sections.corporate_account_details,
    trust: sections.trust,
    corporate_tax: sections.corporate_tax,
    individual_tax: sections.individual_tax,
    account_members_status_display: membersStatusDisplay(row),
    products: [],
    is_selected: row.is_selected === true,
    initiator: showInitiator
      ? {
          name: `${row.initiator_first_name ?? ''} ${row.initiator_last_name ?? ''}`.trim(),
          email: row.initiator_email ?? '',
          mobile: row.initiator_phone ?? '',
        }
      : null,
    acn_lookup_data: (row.register_data as TCorporateInfo | null) ?? null,
    submitted_at: row.submitted_at,
    decision: row.viewer_decision,
    extra_application_info: extraApplicationInfoOf(facts),
    required_fields_for_account_type: requiredFieldsFor(facts),
    is_happy_flow: !row.primary_not_verified && !row.member_not_verified,
    has_pending_rebalance: row.has_pending_rebalance === true,
    active_ips: ipsRef(row.active_ips_id, 'active'),
    ongoing_ips: ipsRef(row.ongoing_ips_id, row.ongoing_ips_status),
    portfolio_application: await portfolioApplicationOf(q, accountId),
    bank_accounts: await bankAccountsOf(q, accountId, viewerUserId),
    tax_type: row.account_type === 'individual' || row.account_type === 'joint' ? 'individual' : 'corporate',
    applied_for: await appliedForOf(q, accountId, row.application_id),
  };
}

function ipsRef(id: number | null, status: TIpsStatus | 'superseded' | null): TAccountIpsRef | null {
  if (id === null || status === null || status === 'superseded') return null;
  return { id, status, status_display: ipsTexts.statusLabels[status] };
}

export async function getAccount(d: Deps, actor: Actor, accountId: number): Promise<TAccount> {
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  return accountDetail(d.db, actor.actingUserId, accountId);
}

export type CreatedAccount = { created: boolean; account: TAccount };

/**
 * Creates the user's application for a new account (spec section 5, Account): the name comes from the
 * user (individual) or the register (SMSF); the ACN must be in the register, whose answer is kept. The
 * account is selected. Asking again for the same entity while its application is in progress answers
 * that application instead of a second one (a double submission creates nothing).
 */
export async function createAccount(
  d: AccountSetupDeps,
  actor: Actor,
  applicationId: string,
  body: TCreateAccountRequest,
): Promise<CreatedAccount> {
  const userId = actor.actingUserId;
  const user = await findUserBasics(d.db, userId);
  if (!user) throw notFound();
  const type = body.type!;
  if (body.va_entity_uuid && !(await findOwnPrimaryInvite(d.db, userId, body.va_entity_uuid)))
    throw notFound();

  let name = (body.name ?? '').trim();
  let abn = '';
  if (type === 'individual') name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  if (type === 'smsf') {
    abn = compact(body.abn);
    const fund = await askRegister(() => d.register.lookupAbn(abn));
    if (!fund) throw fieldError('abn', accountSetupMessages.abnNotFound);
    name = fund.organization_name;
  }
  const trusteeType = needsTrustee(type) ? (body.trustee ?? null) : null;
  const trusteeName = trusteeType === 'corporate' ? (body.trustee_name ?? '').trim() : '';
  let acn = '';
  let registerData: TCorporateInfo | null = null;
  if (needsAcn(type, trusteeType)) {
    acn = compact(body.acn);
    registerData = await askRegister(() => d.register.lookupAcn(acn));
    if (!registerData) throw fieldError('acn', accountSetupMessages.acnNotFound);
  }

  return d.db.tx(async (q) => {
    await lockAccountCreation(q, userId);
    const existing = await findSameApplicationInProgress(q, { userId, applicationId, type, acn, abn, name });
    const accountId =
      existing ??
      (await insertAccount(q, {
        name,
        account_type: type,
        application_id: applicationId,
        primary_user_id: userId,
        trustee_type: trusteeType,
        trustee_name: trusteeName,
        abn,
        acn,
        register_data: registerData === null ? null : JSON.stringify(registerData),
      }));
    await selectAccount(q, userId, accountId);
    // The registration invite the user came with is done once it has led to an account.
    if (existing === undefined) await markPrimaryInvitationAccountCreated(q, { userId, accountId });
    return { created: existing === undefined, account: await accountDetail(q, userId, accountId) };
  });
}

export async function selectAccountFor(
  d: Deps,
  actor: Actor,
  accountId: number,
): Promise<{ id: number; is_selected: true }> {
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  await selectAccount(d.db, actor.actingUserId, accountId);
  return { id: accountId, is_selected: true };
}

/**
 * The fake-creation case: the provider prepared the account for the invited user, who takes it over as
 * its primary user and starts the application.
 */
export async function activateAccount(
  d: Deps,
  actor: Actor,
  applicationId: string,
  accountId: number,
): Promise<TAccount> {
  return d.db.tx(async (q) => {
    const [prepared] = await listPreparedAccounts(q, actor.actingUserId, applicationId, accountId);
    if (!prepared) {
      // Someone else's account reads as missing; the user's own account that is past this step is told so.
      await requirePrimaryAccount(q, actor.actingUserId, accountId);
      throw new AppError(400, { detail: accountSetupTexts.notActivatable });
    }
    await takeOverAccount(q, actor.actingUserId, accountId);
    await selectAccount(q, actor.actingUserId, accountId);
    await markPrimaryInvitationAccountCreated(q, { userId: actor.actingUserId, accountId });
    return accountDetail(q, actor.actingUserId, accountId);
  });
}

export async function patchAccount(
  d: Deps,
  actor: Actor,
  accountId: number,
  body: TPatchAccountRequest,
): Promise<TAccount> {
  return d.db.tx(async (q) => {
    const account = await requirePrimaryAccount(q, actor.actingUserId, accountId);
    if (!canEditDetails(account)) throw new AppError(400, { detail: accountSetupTexts.notEditable });
    if (body.primary_user_role !== undefined) {
      const role = await findRole(q, body.primary_user_role);
      if (role?.kind !== 'director') throw fieldError('primary_user_role', accountSetupTexts.roleNotDirector);
    }
    await updateAccountFlags(q, accountId, {
      skip_deed_attachment: body.skip_deed_attachment,
      skip_beneficial_owners: body.skip_beneficial_owners,
      primary_user_role_id: body.primary_user_role,
      has_secondary_users: body.has_secondary_users,
    });
    return accountDetail(q, actor.actingUserId, accountId);
  });
}

export async function activationSteps(
  d: Deps,
  actor: Actor,
  accountId: number,
): Promise<TExtraApplicationInfo> {
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  return computeExtraApplicationInfo(d.db, accountId, actor.actingUserId);
}

/** The saved data of one step (null when nothing is saved), in the shape of the step's own call. */
export async function registrationStep(
  d: Deps,
  actor: Actor,
  accountId: number,
  step: TAccountRegistrationStep,
): Promise<{ step: TAccountRegistrationStep; data: unknown }> {
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  const sections = await loadAccountSections(d.db, accountId, actor.actingUserId);
  const data: Record<TAccountRegistrationStep, unknown> = {
    bank_account: null,
    portfolio_application: null,
    beneficial_owners: sections.beneficial_owners.length > 0 ? sections.beneficial_owners : null,
    corporate_trustee_details: sections.corporate_account_details,
    trust_details: sections.trust,
    individuals: sections.secondary_users.length > 0 ? sections.secondary_users : null,
    signing_authority: sections.signing_authority,
    individual_taxes: sections.individual_tax,
    corporate_taxes: sections.corporate_tax,
  };
  return { step, data: data[step] };
}

/**
 * The account's pending change requests (any kind), newest first, with what a member needs to act: the
 * title, who asked, whether the viewer signs now, and the page where it is reviewed.
 */
export async function openRequests(d: Deps, actor: Actor, accountId: number): Promise<TOpenRequest[]> {
  await requireMemberAccount(d.db, actor.actingUserId, accountId);
  const pending = (await listAccountChangeRequests(d.db, accountId)).filter((r) => r.status === 'pending');
  const answer: TOpenRequest[] = [];
  for (const request of pending) {
    const view = await viewOf(d.db, request, actor.actingUserId);
    answer.push({
      id: view.id,
      kind: view.kind,
      title: view.title,
      status: view.status,
      url: openRequestPage(request, view.can_sign, view.is_primary_user),
      initiator: view.initiator,
      can_sign: view.can_sign,
      is_viewed: view.is_viewed,
      new_data: view.new_data,
      created: view.created,
    });
  }
  return answer;
}

/** Where a member acts on a request: its kind's page, else the application's summaries or signing. */
function openRequestPage(request: ChangeRequestRow, canSign: boolean, isPrimary: boolean): string {
  const own = changeRequestKind(request.kind).pagePath?.(request);
  if (own) return own;
  if (request.kind === APPLICATION_KIND && !isPrimary)
    return `/account-setup/secondary-summary/?account=${request.account_id}`;
  if (canSign) return `/account/docusign-redirect/${request.account_id}/?change_request=${request.id}`;
  return `/accounts/${request.account_id}/`;
}

// --- Submission and decisions ---

const SUBMITTED_NOTICE = {
  title: 'An application is waiting for your review',
  description: (primary: string, account: string) =>
    `${primary} has submitted the application for ${account}. Please review it and accept or decline it.`,
};
const DECLINED_NOTICE = {
  title: 'A member declined your application',
  description: (member: string, account: string) =>
    `${member} declined the application for ${account}. Please review the details and submit it again.`,
};
const ACCEPTED_NOTICE = {
  title: 'All members accepted your application',
  description: (account: string) =>
    `Every member has accepted the application for ${account}. It is now awaiting activation.`,
};

/**
 * Submits the primary user's application (spec section 4): refused while sections are missing; the six
 * acknowledgements are kept with the time. The application then awaits the signatures its signing
 * authority asks for (an 'application' change request); `next` is 'sign' when the primary user signs.
 * The members are asked to review it; when the required signatures are in it awaits activation.
 */
export async function submitApplication(
  d: Deps,
  actor: Actor,
  accountId: number,
  acknowledgements: TSubmitApplicationRequest,
): Promise<TSubmitApplicationResponse> {
  return d.db.tx(async (q) => {
    const account = await requirePrimaryAccount(q, actor.actingUserId, accountId);
    if (!canEditDetails(account)) throw new AppError(400, { detail: accountSetupTexts.alreadySubmitted });
    const facts = await loadEngineFacts(q, accountId, actor.actingUserId);
    const missing = unfilledFieldsOf(facts).map((field) => UNFILLED_FIELD_LABELS[field]);
    // A loan-note application applies for its products first: without them there is nothing to sign.
    if (facts.application_id === 'icf' && !facts.loan_note_bundle_id)
      missing.unshift(accountSetupTexts.productDetails);
    if (missing.length > 0) {
      const labels = [...new Set(missing)].join(', ');
      throw new AppError(400, { detail: accountSetupTexts.incomplete(labels) });
    }
    await recordSubmission(q, accountId, { ...acknowledgements, submitted_by: actor.actingUserId });
    const members = await listMemberPeople(q, accountId);
    // Every application is signed first: its change request names who signs, from the signing authority.
    if (!(await moveStatus(q, accountId, EDITABLE_STATUSES, 'awaiting_signature')))
      throw new AppError(400, { detail: accountSetupTexts.alreadySubmitted });
    await cancelPendingOfKind(q, accountId, APPLICATION_KIND);
    const changeRequest = await openChangeRequest(q, {
      kind: APPLICATION_KIND,
      accountId,
      initiatorUserId: actor.actingUserId,
    });
    // A private portfolio's finished IPS is signed with the application.
    await moveApplicationIps(q, accountId, 'submitted', actor.actingUserId);
    // awaiting_signature while the primary user's own signature is due; otherwise the other members'.
    const primarySigns = signerOf(await listSigners(q, changeRequest), actor.actingUserId) !== undefined;
    const status: TAccountStatus = primarySigns ? 'awaiting_signature' : 'awaiting_secondary_users';
    if (!primarySigns) await moveStatus(q, accountId, ['awaiting_signature'], status);
    const primary = await findUserBasics(q, actor.actingUserId);
    const primaryName = `${primary?.first_name ?? ''} ${primary?.last_name ?? ''}`.trim();
    for (const member of members) {
      if (member.user_id === null) continue;
      await createNotification(d, q, {
        user_id: member.user_id,
        application_id: account.application_id,
        title: SUBMITTED_NOTICE.title,
        description: SUBMITTED_NOTICE.description(primaryName, account.name),
        redirect_url: `/account-setup/secondary-summary/?account=${accountId}`,
        email: true,
      });
    }
    return {
      detail: accountSetupTexts.submitted,
      status,
      status_display: statusDisplay(status),
      next: primarySigns ? 'sign' : 'processing',
      change_request: changeRequest,
    };
  });
}

/**
 * A member's answer to a submitted application: accepting records it (the last acceptance sends the
 * application to activation); declining sends it back to the primary user, who is told.
 */
export async function secondaryDecision(
  d: Deps,
  actor: Actor,
  accountId: number,
  decision: 'accept' | 'decline',
): Promise<z.infer<typeof ZSecondaryDecisionResponseSchema>> {
  return d.db.tx(async (q) => {
    const { account } = await requireMemberAccount(q, actor.actingUserId, accountId);
    const members = await listMemberPeople(q, accountId);
    const own = members.filter((m) => m.user_id === actor.actingUserId);
    if (own.length === 0) throw forbidden();
    const awaitingSignature = account.status === 'awaiting_signature';
    if (account.status !== 'awaiting_secondary_users' && !awaitingSignature)
      throw new AppError(400, { detail: accountSetupTexts.noDecisionPending });
    if (
      decision === 'accept' &&
      unfilledFieldsOf(await loadEngineFacts(q, accountId, actor.actingUserId)).length > 0
    )
      throw new AppError(400, { detail: accountSetupTexts.completeOwnStepsFirst });
    // While the application awaits signatures, a member whose signature is still needed signs it: Accept
    // leads them to sign, and Decline declines the signature (everyone is told).
    const requestId = await findOpenRequestOfKind(q, accountId, APPLICATION_KIND);
    const ownSigner =
      requestId === undefined ? undefined : signerOf(await listSigners(q, requestId), actor.actingUserId);
    const signs = ownSigner?.status === 'pending';
    if (decision === 'decline' && signs && requestId !== undefined) {
      await declineWithin(d, actor, requestId, { typed_name: null, ip: null, user_agent: null }, q);
      const status: TAccountStatus = 'application_in_progress';
      return {
        detail: accountSetupTexts.declined,
        status,
        status_display: statusDisplay(status),
        next: 'done' as const,
        change_request: requestId,
      };
    }
    await recordDecision(q, accountId, actor.actingUserId, decision === 'accept' ? 'accepted' : 'declined');
    const notifyPrimary = async (title: string, description: string) => {
      if (account.primary_user_id === null) return;
      await createNotification(d, q, {
        user_id: account.primary_user_id,
        application_id: account.application_id,
        title,
        description,
        redirect_url: `/accounts/${accountId}/`,
        email: true,
      });
    };
    let status = account.status as TAccountStatus;
    if (decision === 'decline') {
      status = 'application_in_progress';
      await moveStatus(q, accountId, ['awaiting_secondary_users', 'awaiting_signature'], status);
      await cancelPendingOfKind(q, accountId, APPLICATION_KIND);
      await moveApplicationIps(q, accountId, 'back_to_applicant');
      const member = own[0]!;
      await notifyPrimary(
        DECLINED_NOTICE.title,
        DECLINED_NOTICE.description(`${member.first_name} ${member.last_name}`, account.name),
      );
    } else if (requestId === undefined) {
      // Once the signatures are in, the last acceptance sends the application to activation.
      const everyone = await listMemberPeople(q, accountId);
      if (everyone.every((m) => m.decision === 'accepted')) {
        status = 'awaiting_activation';
        await moveStatus(q, accountId, ['awaiting_secondary_users'], status);
        await notifyPrimary(ACCEPTED_NOTICE.title, ACCEPTED_NOTICE.description(account.name));
      }
    }
    return {
      detail: decision === 'accept' ? accountSetupTexts.accepted : accountSetupTexts.declined,
      status,
      status_display: statusDisplay(status),
      next: decision === 'accept' && signs ? ('sign' as const) : ('done' as const),
      change_request: requestId ?? null,
    };
  });
}
