import type { TLoginResponse } from '@portal/contracts/api/auth';
import type {
  TAcceptTocRequest,
  TInvitationStatus,
  TInvite,
  TInviteActivationObject,
} from '@portal/contracts/api/invitations';
import {
  ACCOUNT_TYPE_LABELS,
  onboardingTexts,
  secondaryUserLabel,
  type TProductLine,
  TRUSTEE_TYPE_LABELS,
} from '@portal/contracts/api/onboarding';
import { invitationMessages, type TSignUpForm, zTermsForm } from '@portal/contracts/forms/invitations';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';
import { logActivity } from '../../security/activity-log.ts';
import { throttle } from '../../security/rate-limit.ts';
import { randomCode, randomToken, sha256 } from '../../security/tokens.ts';
import { requirePrimaryAccount } from '../accounts/access.ts';
import { checkCode, sendCode } from '../auth/codes.ts';
import {
  AUTH_MESSAGES,
  openSession,
  requireCurrentPassword,
  userWithEmail,
  userWithId,
} from '../auth/service.ts';
import { individualInfo } from '../details/service.ts';
import { getProfile } from '../profile/service.ts';
import type { Caller } from '../sessions/caller.ts';
import {
  findAgreement,
  findApplication,
  findInvitationAccount,
  findInvitationByTokenHash,
  findInvitationByUuid,
  findOpenPrimaryInvitationOfUser,
  findPerson,
  findUserFullName,
  giveBackInvitationCodeGuess,
  grantApplication,
  hasIndividualTax,
  type InvitationKind,
  type InvitationRow,
  insertInvitation,
  insertInvitedUser,
  isUuid,
  linkPersonToUser,
  listMemberNames,
  listOpenPrimaryInvitationsForEmail,
  requiresSecondaryDocument,
  revokeInvitationsOfPeople,
  revokeOpenSecondaryInvitations,
  revokeUntakenPrimaryInvitations,
  setInvitationPhone,
  setInvitedUserPhone,
  setRegistrationInvite,
  takeInvitationCodeGuess,
  updateInvitation,
} from './queries.ts';

/** How long an invitation link and its code stay valid (docs/decisions.md, invitations). */
export const INVITATION_TTL_SECONDS = 14 * 24 * 3600;
export const INVITATION_TTL_DAYS = INVITATION_TTL_SECONDS / (24 * 3600);

export type PrimaryInvitationInput = {
  application: string;
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  invitedByUserId?: number | null;
  /** A prepared account the applicant takes over (account_fake_create). */
  accountId?: number | null;
  isFakeCreationCase?: boolean;
  isSettingPrimaryCase?: boolean;
  /** Fixed values only for the demo data, so its README can list the links and codes. */
  uuid?: string;
  code?: string;
};

/** Runs `fn` in the caller's transaction when given one, else in a transaction of its own. */
const within = <T>(deps: Deps, q: Queryable | undefined, fn: (q: Queryable) => Promise<T>): Promise<T> =>
  q ? fn(q) : deps.db.tx(fn);

/**
 * Issues a primary invitation and sends it: the link by e-mail and the 12-digit code by SMS, so a copy
 * of one message alone does not open the invitation. An earlier invitation to the same e-mail in the
 * same application that nobody has taken up is revoked.
 */
export async function createPrimaryInvitation(
  deps: Deps,
  input: PrimaryInvitationInput,
  tx?: Queryable,
): Promise<{ uuid: string; code: string }> {
  const code = input.code ?? randomCode(12);
  return within(deps, tx, async (q) => {
    const application = await findApplication(q, input.application);
    if (!application) throw new AppError(400, { application: ['Unknown application.'] });
    await revokeUntakenPrimaryInvitations(q, application.id, input.email);
    const { uuid } = await insertInvitation(
      q,
      {
        uuid: input.uuid,
        kind: 'primary',
        application_id: application.id,
        account_id: input.accountId ?? null,
        person_id: null,
        invited_by_user_id: input.invitedByUserId ?? null,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone_number: input.phoneNumber,
        code_hash: sha256(code),
        token_hash: null,
        registration_step: 'welcome',
        is_fake_creation_case: input.isFakeCreationCase ?? false,
        is_setting_primary_case: input.isSettingPrimaryCase ?? false,
      },
      INVITATION_TTL_SECONDS,
    );
    const link = `${deps.config.publicUrl}/invitation/${uuid}/`;
    const greeting = input.firstName ? `Dear ${input.firstName},` : 'Hello,';
    await deps.messenger.sendEmail(q, {
      to: input.email,
      subject: `Your invitation to ${application.name}`,
      text: [
        greeting,
        '',
        `You are invited to apply for an account with ${application.name}.`,
        `Open your invitation: ${link}`,
        '',
        'We have sent the 12-digit invitation code to your mobile phone by SMS.',
        `The invitation expires in ${INVITATION_TTL_DAYS} days.`,
        `If you did not expect it, please ignore this e-mail or write to ${application.support_email}.`,
      ].join('\n'),
    });
    await deps.messenger.sendSms(q, {
      to: input.phoneNumber,
      text: `Your ${application.name} invitation code is ${code}. Enter it on the invitation page. Never share it.`,
    });
    return { uuid, code };
  });
}

/**
 * Withdraws the invitations of people being removed from their account: their links then say the
 * invitation was withdrawn. Called in the transaction that removes them, before it does.
 */
export async function withdrawInvitationsOf(q: Queryable, personIds: readonly number[]): Promise<void> {
  await revokeInvitationsOfPeople(q, personIds);
}

/**
 * Invites a person of an account (joint holder, trustee, director...) as a secondary user: a fresh
 * invitation (earlier open ones of the person are revoked), an e-mail with the invitation link and the
 * link for those who already use the portal, and an SMS telling them to look for the e-mail.
 */
export async function inviteSecondaryPerson(
  deps: Deps,
  input: { accountId: number; personId: number; invitedByUserId: number },
  tx?: Queryable,
): Promise<{ uuid: string }> {
  return within(deps, tx, async (q) => {
    const person = await findPerson(q, input.accountId, input.personId);
    const account = await findInvitationAccount(q, input.accountId);
    if (!person || !account) throw notFound();
    const application = await findApplication(q, account.application_id);
    await revokeOpenSecondaryInvitations(q, person.id);
    const token = randomToken();
    const { uuid } = await insertInvitation(
      q,
      {
        kind: 'secondary',
        application_id: account.application_id,
        account_id: account.id,
        person_id: person.id,
        invited_by_user_id: input.invitedByUserId,
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
        phone_number: person.phone_number,
        code_hash: null,
        token_hash: sha256(token),
        registration_step: 'welcome',
        is_fake_creation_case: false,
        is_setting_primary_case: false,
      },
      INVITATION_TTL_SECONDS,
    );
    const inviter = await findUserFullName(q, input.invitedByUserId);
    const appName = application?.name ?? 'the portal';
    const link = `${deps.config.publicUrl}/invitation-secondary/${uuid}/`;
    const signedInLink = `${deps.config.publicUrl}/accounts/secondary-invite/${account.id}/${token}/`;
    await deps.messenger.sendEmail(q, {
      to: person.email,
      subject: `${inviter || 'An account holder'} invited you to an application with ${appName}`,
      text: [
        `Dear ${person.first_name},`,
        '',
        `${inviter || 'An account holder'} has named you in the application for the account "${account.name}" with ${appName}.`,
        `Open your invitation to review the application and complete your details: ${link}`,
        '',
        `If you already sign in to ${appName}, you can open it after signing in: ${signedInLink}`,
        `The invitation expires in ${INVITATION_TTL_DAYS} days.`,
      ].join('\n'),
    });
    await deps.messenger.sendSms(q, {
      to: person.phone_number,
      text: `${inviter || 'An account holder'} invited you to an application with ${appName}. We have sent the link to ${person.email}.`,
    });
    return { uuid };
  });
}

/**
 * Account setup calls this when the invited user creates (or takes over) the account: the invitation is
 * done and keeps the account it led to. Nothing happens for a user who came without an invitation.
 */
export async function markPrimaryInvitationAccountCreated(
  q: Queryable,
  input: { userId: number; accountId: number },
): Promise<void> {
  const invitation = await findOpenPrimaryInvitationOfUser(q, input.userId);
  if (!invitation) return;
  await updateInvitation(q, invitation.id, { account_id: input.accountId }, { completedNow: true });
}

// --- Reading an invitation ---

/** Who opens the invitation: nobody signed in, or a signed-in user (their e-mail decides login steps). */
export type Viewer = { userId: number; email: string } | null;

/** The stored steps after which the invitee is a user and the rest is worked out from their data. */
const PRIMARY_REGISTERED = 'account_create';
const SECONDARY_REGISTERED = 'fill_individual_tax';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const viewerIsInvitee = (inv: InvitationRow, viewer: Viewer) =>
  viewer !== null &&
  (inv.user_id === viewer.userId || (inv.user_id === null && sameEmail(viewer.email, inv.email)));

/** A link stops working after its time only until the invitee has registered with it. */
const isExpired = (inv: InvitationRow) => inv.revoked_at !== null || (inv.expired && inv.user_id === null);

function statusOf(inv: InvitationRow, step: string): TInvitationStatus {
  if (inv.revoked_at) return 'revoked';
  if (inv.completed_at || step === 'completed') return 'completed';
  if (isExpired(inv)) return 'expired';
  return inv.activated_at ? 'activated' : 'pending';
}

/** The first details step the user still misses, or null when the details are complete. */
async function missingDetailsStep(q: Queryable, userId: number): Promise<string | null> {
  const needsSecondary = await requiresSecondaryDocument(q, userId);
  const info = await individualInfo(q, userId, needsSecondary);
  const personal = info.personal_detail as { status?: string } | null;
  if (!personal || personal.status === 'not_verified') return 'personal_details';
  if (!info.contact_detail) return 'contact_details';
  if (!info.additional_detail) return 'additional_details';
  return info.missing ? 'secondary_verification_document' : null;
}

/** The screen of the invitation now: stored steps up to registration, worked out from the user's data after. */
async function currentStep(q: Queryable, inv: InvitationRow, viewer: Viewer): Promise<string> {
  if (isExpired(inv)) return 'expired';
  const stored = inv.registration_step;
  if (inv.kind === 'primary') {
    if (stored === 'login') return viewerIsInvitee(inv, viewer) ? 'login_activate' : 'login';
    if (stored !== PRIMARY_REGISTERED || inv.user_id === null) return stored;
    const details = await missingDetailsStep(q, inv.user_id);
    if (details) return details;
    if (inv.is_fake_creation_case) return 'account_fake_create';
    return inv.is_setting_primary_case ? 'account_activate' : 'account_create';
  }
  if (stored === 'login_registration') return viewerIsInvitee(inv, viewer) ? 'login_activation' : stored;
  if (stored !== SECONDARY_REGISTERED || inv.user_id === null || inv.person_id === null) return stored;
  if (!(await hasIndividualTax(q, inv.user_id))) return 'fill_individual_tax';
  const details = await missingDetailsStep(q, inv.user_id);
  if (details) return details;
  const person = inv.account_id ? await findPerson(q, inv.account_id, inv.person_id) : undefined;
  return person?.decision ? 'completed' : 'ready_for_acceptance';
}

async function activationObject(q: Queryable, accountId: number): Promise<TInviteActivationObject | null> {
  const account = await findInvitationAccount(q, accountId);
  if (!account) return null;
  const accountType = account.account_type;
  const trustee = account.trustee_type;
  const label = secondaryUserLabel(accountType, trustee);
  const people = await listMemberNames(q, accountId);
  return {
    account_type: accountType,
    account_type_display: ACCOUNT_TYPE_LABELS[accountType],
    name: account.name,
    trustee,
    trustee_display: trustee ? TRUSTEE_TYPE_LABELS[trustee] : '',
    trustee_name: account.trustee_name,
    acn: account.acn,
    secondary_users: people.map((p) => ({ first_name: p.first_name, last_name: p.last_name, label })),
    // Bank accounts come with the bank-account issue; the review shows none until then.
    bank_accounts: [],
  };
}

async function toInvite(deps: Deps, q: Queryable, inv: InvitationRow, viewer: Viewer): Promise<TInvite> {
  const step = await currentStep(q, inv, viewer);
  const application = await findApplication(q, inv.application_id);
  const account = inv.account_id ? await findInvitationAccount(q, inv.account_id) : undefined;
  const primaryName =
    inv.kind === 'secondary' && account?.primary_user_id
      ? await findUserFullName(q, account.primary_user_id)
      : `${inv.first_name} ${inv.last_name}`.trim();
  // The account's people are shown to the invitee: anyone holding the link before registration, and
  // only the registered user after it.
  const showAccount =
    inv.kind === 'secondary' &&
    inv.account_id !== null &&
    step !== 'expired' &&
    (inv.user_id === null || viewer?.userId === inv.user_id);
  return {
    uuid: inv.uuid,
    type: inv.kind,
    application: {
      name: application?.name ?? '',
      product_key: inv.application_id as TInvite['application']['product_key'],
      url_address: deps.config.publicUrl,
    },
    account: account?.name ?? null,
    account_id: inv.account_id,
    primary_user_full_name: primaryName,
    is_fake_creation_case: inv.is_fake_creation_case,
    is_setting_primary_case: inv.is_setting_primary_case,
    email: inv.email,
    phone_number: inv.phone_number,
    registration_step: step as TInvite['registration_step'],
    step: statusOf(inv, step),
    withdrawn: inv.kind === 'secondary' && inv.revoked_at !== null && inv.person_id === null,
    agreement: (await findAgreement(q, inv.application_id)) ?? null,
    activation_object: showAccount && inv.account_id ? await activationObject(q, inv.account_id) : null,
  };
}

async function loadInvitation(q: Queryable, uuid: string, kind: InvitationKind): Promise<InvitationRow> {
  const inv = await findInvitationByUuid(q, uuid);
  if (!inv || inv.kind !== kind) throw notFound();
  return inv;
}

export async function getPrimaryInvite(deps: Deps, uuid: string, viewer: Viewer): Promise<TInvite> {
  return toInvite(deps, deps.db, await loadInvitation(deps.db, uuid, 'primary'), viewer);
}

/**
 * A secondary invitation by the uuid of its link, or by the token of the signed-in link; the signed-in
 * link belongs to the invitee only (anyone else gets 404, as for an unknown token).
 */
export async function getSecondaryInvite(deps: Deps, uuidOrToken: string, viewer: Viewer): Promise<TInvite> {
  if (isUuid(uuidOrToken))
    return toInvite(deps, deps.db, await loadInvitation(deps.db, uuidOrToken, 'secondary'), viewer);
  const inv = await findInvitationByTokenHash(deps.db, sha256(uuidOrToken));
  if (inv?.kind !== 'secondary' || !viewerIsInvitee(inv, viewer)) throw notFound();
  return toInvite(deps, deps.db, inv, viewer);
}

export async function markInviteOpened(deps: Deps, uuid: string, viewer: Viewer): Promise<TInvite> {
  const inv = await loadInvitation(deps.db, uuid, 'primary');
  await updateInvitation(deps.db, inv.id, {}, { openedNow: true });
  return toInvite(deps, deps.db, inv, viewer);
}

/** The signed-in user's open primary invitations (the accounts list shows them first). */
export async function listNewInvites(deps: Deps, viewer: NonNullable<Viewer>): Promise<TInvite[]> {
  const rows = await listOpenPrimaryInvitationsForEmail(deps.db, viewer.email);
  return Promise.all(rows.map((inv) => toInvite(deps, deps.db, inv, viewer)));
}

// --- Order of the steps ---

const FIRST_NEEDED: Record<string, string> = {
  welcome: invitationMessages.termsFirst,
  enter_code: invitationMessages.codeFirst,
  sign_up: invitationMessages.signUpFirst,
  password_reset: invitationMessages.setPasswordFirst,
  confirm_phone_number: invitationMessages.confirmPhoneFirst,
  login: invitationMessages.signInFirst,
  login_registration: invitationMessages.signInFirst,
  login_activate: invitationMessages.signInFirst,
  login_activation: invitationMessages.reviewFirst,
  activation: invitationMessages.reviewFirst,
};

/**
 * The invitation at `expected` (one of), read again inside the transaction and locked; otherwise 400
 * saying what must come first (an expired or revoked one says so).
 */
async function requireStep(
  q: Queryable,
  uuid: string,
  kind: InvitationKind,
  expected: readonly string[],
  viewer: Viewer,
): Promise<InvitationRow> {
  const inv = await findInvitationByUuid(q, uuid, { forUpdate: true });
  if (!inv || inv.kind !== kind) throw notFound();
  if (isExpired(inv)) throw new AppError(400, { detail: onboardingTexts.invitationExpired });
  const step = await currentStep(q, inv, viewer);
  if (!expected.includes(step)) {
    throw new AppError(400, { detail: FIRST_NEEDED[step] ?? invitationMessages.alreadyAccepted });
  }
  return inv;
}

// --- Welcome: the terms gate ---

export async function acceptTerms(
  deps: Deps,
  uuid: string,
  kind: InvitationKind,
  body: TAcceptTocRequest,
  viewer: Viewer,
): Promise<TInvite> {
  return deps.db.tx(async (q) => {
    const inv = await requireStep(q, uuid, kind, ['welcome'], viewer);
    // Which terms must be ticked is the invitation's application's to say, known only now.
    parse(zTermsForm(inv.application_id as TProductLine), body);
    let next = 'enter_code';
    if (kind === 'secondary')
      next = (await userWithEmail(q, inv.email)) ? 'login_registration' : 'password_reset';
    await updateInvitation(
      q,
      inv.id,
      { registration_step: next },
      { termsAcceptedNow: true, openedNow: true },
    );
    return toInvite(deps, q, { ...inv, registration_step: next }, viewer);
  });
}

// --- Enter code (primary) ---

const WRONG_CODES_PER_INVITATION = 5;
const CODE_CHECKS_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };

/**
 * Checks the 12-digit code. Wrong guesses are counted on the invitation and kept even though the call
 * fails; the fifth locks it for good (a new invitation must be sent), so 10^12 codes cannot be walked.
 */
export async function activateInvite(
  deps: Deps,
  input: { uuid: string; code: string },
  viewer: Viewer,
  caller: Caller,
): Promise<TInvite> {
  await throttle(deps.db, `invite-code-address:${caller.ip}`, CODE_CHECKS_PER_ADDRESS);
  const inv = await requireStep(deps.db, input.uuid, 'primary', ['enter_code'], viewer);
  // The guess is counted before it is compared, in one statement, so guesses sent at once never see
  // room that is not there; a right code gives its guess back.
  const guess = await takeInvitationCodeGuess(deps.db, inv.id, WRONG_CODES_PER_INVITATION);
  if (guess === null) throw tooManyCodes();
  if (!inv.code_hash || sha256(input.code) !== inv.code_hash) {
    if (guess >= WRONG_CODES_PER_INVITATION) throw tooManyCodes();
    throw fieldError('code', invitationMessages.codeNotValid);
  }
  await giveBackInvitationCodeGuess(deps.db, inv.id);
  return deps.db.tx(async (q) => {
    const fresh = await requireStep(q, input.uuid, 'primary', ['enter_code'], viewer);
    const next = (await userWithEmail(q, fresh.email)) ? 'login' : 'sign_up';
    await updateInvitation(q, fresh.id, { registration_step: next }, { activatedNow: true });
    return toInvite(deps, q, { ...fresh, registration_step: next, activated_at: new Date() }, viewer);
  });
}

const tooManyCodes = () => new AppError(429, { detail: invitationMessages.tooManyCodeAttempts });

// --- Sign-up (primary) and set-password (secondary) ---

async function adminContact(q: Queryable, applicationId: string): Promise<AppError> {
  const application = await findApplication(q, applicationId);
  return forbidden(invitationMessages.signUpNotAllowed(application?.support_email ?? 'support'));
}

/**
 * Sign-up is closed on a revoked invitation and for an e-mail that already has a user: only an
 * administrator can sort those out, so the answer names whom to write to.
 */
async function requireSignUpAllowed(q: Queryable, uuid: string, kind: InvitationKind): Promise<void> {
  const inv = await findInvitationByUuid(q, uuid);
  if (!inv || inv.kind !== kind) throw notFound();
  if (inv.revoked_at || (await userWithEmail(q, inv.email))) throw await adminContact(q, inv.application_id);
}

/** Creates the invitee's user from the sign-up form and sends the code that confirms their mobile number. */
async function registerInvitee(
  deps: Deps,
  uuid: string,
  kind: InvitationKind,
  form: TSignUpForm,
): Promise<TInvite> {
  const step = kind === 'primary' ? 'sign_up' : 'password_reset';
  await requireSignUpAllowed(deps.db, uuid, kind);
  await requireStep(deps.db, uuid, kind, [step], null);
  const passwordHash = await deps.hasher.hash(form.password1);
  return deps.db.tx(async (q) => {
    await requireSignUpAllowed(q, uuid, kind);
    const inv = await requireStep(q, uuid, kind, [step], null);
    if (!sameEmail(form.email, inv.email)) throw fieldError('email', invitationMessages.emailMismatch);
    const userId = await insertInvitedUser(
      q,
      {
        email: inv.email,
        password_hash: passwordHash,
        first_name: inv.first_name,
        last_name: inv.last_name,
        phone_number: form.phone_number,
        marketing_opt_out: form.marketing_opt_out ?? false,
        registration_invite_uuid: kind === 'primary' ? inv.uuid : null,
      },
      inv.application_id,
    );
    if (kind === 'secondary' && inv.account_id !== null && inv.person_id !== null) {
      await linkPersonToUser(q, { accountId: inv.account_id, personId: inv.person_id, userId });
    }
    await updateInvitation(q, inv.id, { registration_step: 'confirm_phone_number', user_id: userId });
    await setInvitationPhone(q, inv.id, form.phone_number);
    const user = await userWithId(q, userId);
    await sendCode(deps, q, user!, null, 'invite_phone', { resend: false });
    await logActivity(q, { userId, action: 'registered_from_invitation', detail: { invitation: inv.uuid } });
    return toInvite(
      deps,
      q,
      { ...inv, registration_step: 'confirm_phone_number', user_id: userId, phone_number: form.phone_number },
      null,
    );
  });
}

export const signUp = (deps: Deps, uuid: string, form: TSignUpForm) =>
  registerInvitee(deps, uuid, 'primary', form);
export const setPassword = (deps: Deps, uuid: string, form: TSignUpForm) =>
  registerInvitee(deps, uuid, 'secondary', form);

// --- Confirm the mobile number: the first sign-in ---

export async function confirmInvitePhone(
  deps: Deps,
  uuid: string,
  kind: InvitationKind,
  code: string,
  caller: Caller,
): Promise<TLoginResponse> {
  const inv = await requireStep(deps.db, uuid, kind, ['confirm_phone_number'], null);
  const userId = inv.user_id!;
  const failure = await checkCode(deps, userId, null, 'invite_phone', code, caller.ip);
  if (failure) throw fieldError('code', failure);
  const key = await deps.db.tx(async (q) => {
    await requireStep(q, uuid, kind, ['confirm_phone_number'], null);
    const next = kind === 'primary' ? PRIMARY_REGISTERED : 'activation';
    await updateInvitation(q, inv.id, { registration_step: next }, { activatedNow: kind === 'primary' });
    if (kind === 'primary') await setRegistrationInvite(q, userId, inv.uuid);
    const sessionKey = await openSession(q, userId, caller);
    await logActivity(q, { userId, action: 'login', ip: caller.ip, detail: { via: 'invitation' } });
    return sessionKey;
  });
  return { key, profile: await getProfile(deps, userId) };
}

export async function resendInvitePhoneCode(
  deps: Deps,
  uuid: string,
  kind: InvitationKind,
): Promise<{ detail: string }> {
  await deps.db.tx(async (q) => {
    const inv = await requireStep(q, uuid, kind, ['confirm_phone_number'], null);
    const user = await userWithId(q, inv.user_id!);
    await sendCode(deps, q, user!, null, 'invite_phone', { resend: true });
  });
  return { detail: invitationMessages.phoneCodeSent };
}

/**
 * POST /api/auth/wizard/{uuid}/change-phone-number-from-invite/: a primary invitee who signed up with a
 * wrong mobile number gives another before confirming it, with the password they just set (the link alone
 * must not let anyone redirect the code that signs them in); the code goes to the new number.
 */
export async function changeInvitePhone(
  deps: Deps,
  uuid: string,
  input: { new_phone_number: string; password: string },
  caller: Caller,
): Promise<{ detail: string; new_phone_number: string }> {
  const inv = await requireStep(deps.db, uuid, 'primary', ['confirm_phone_number'], null);
  const user = await userWithId(deps.db, inv.user_id!);
  if (!user) throw notFound();
  await requireCurrentPassword(deps, user, input.password, 'password', AUTH_MESSAGES.wrongPassword);
  await deps.db.tx(async (q) => {
    await requireStep(q, uuid, 'primary', ['confirm_phone_number'], null);
    await setInvitedUserPhone(q, user.id, input.new_phone_number);
    await setInvitationPhone(q, inv.id, input.new_phone_number);
    await sendCode(deps, q, { ...user, phone_number: input.new_phone_number }, null, 'invite_phone', {
      resend: false,
    });
    await logActivity(q, { userId: user.id, action: 'phone_change_requested', ip: caller.ip });
  });
  return { detail: invitationMessages.phoneCodeSent, new_phone_number: input.new_phone_number };
}

// --- Signed-in steps: activate-user (primary) and activate (secondary) ---

/** An existing user takes up a primary invitation sent to their e-mail. */
export async function activateUser(deps: Deps, uuid: string, viewer: NonNullable<Viewer>): Promise<TInvite> {
  return deps.db.tx(async (q) => {
    const inv = await findInvitationByUuid(q, uuid, { forUpdate: true });
    if (inv?.kind !== 'primary' || !viewerIsInvitee(inv, viewer)) throw notFound();
    await requireStep(q, uuid, 'primary', ['login_activate'], viewer);
    await updateInvitation(q, inv.id, { registration_step: PRIMARY_REGISTERED, user_id: viewer.userId });
    await setRegistrationInvite(q, viewer.userId, inv.uuid);
    await grantApplication(q, viewer.userId, inv.application_id);
    return toInvite(
      deps,
      q,
      { ...inv, registration_step: PRIMARY_REGISTERED, user_id: viewer.userId },
      viewer,
    );
  });
}

/**
 * The secondary user has reviewed the application and continues: a user who registered with the
 * invitation was linked then; an existing user is linked now.
 */
export async function activateSecondary(
  deps: Deps,
  uuid: string,
  viewer: NonNullable<Viewer>,
): Promise<TInvite> {
  return deps.db.tx(async (q) => {
    const inv = await findInvitationByUuid(q, uuid, { forUpdate: true });
    if (inv?.kind !== 'secondary' || !viewerIsInvitee(inv, viewer)) throw notFound();
    await requireStep(q, uuid, 'secondary', ['activation', 'login_activation'], viewer);
    if (inv.account_id !== null && inv.person_id !== null) {
      await linkPersonToUser(q, {
        accountId: inv.account_id,
        personId: inv.person_id,
        userId: viewer.userId,
      });
    }
    await grantApplication(q, viewer.userId, inv.application_id);
    await updateInvitation(
      q,
      inv.id,
      { registration_step: SECONDARY_REGISTERED, user_id: viewer.userId },
      { activatedNow: true },
    );
    return toInvite(
      deps,
      q,
      { ...inv, registration_step: SECONDARY_REGISTERED, user_id: viewer.userId },
      viewer,
    );
  });
}

// --- Reinvite ---

const REINVITES_PER_PERSON = { max: 5, windowSeconds: 3600 };

/** The primary user sends a fresh invitation to a person who has not registered yet. */
export async function reinviteSecondary(
  deps: Deps,
  input: { accountId: number; personId: number; userId: number },
): Promise<{ detail: string }> {
  await requirePrimaryAccount(deps.db, input.userId, input.accountId);
  const person = await findPerson(deps.db, input.accountId, input.personId);
  if (!person) throw notFound();
  if (person.user_id !== null) throw new AppError(400, { detail: invitationMessages.alreadyRegistered });
  await throttle(deps.db, `reinvite:${person.id}`, REINVITES_PER_PERSON);
  await inviteSecondaryPerson(deps, {
    accountId: input.accountId,
    personId: input.personId,
    invitedByUserId: input.userId,
  });
  return { detail: onboardingTexts.reinvited };
}
