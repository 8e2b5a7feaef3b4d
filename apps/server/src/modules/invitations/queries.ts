import type { TInvite } from '@portal/contracts/api/invitations';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

export type InvitationKind = TInvite['type'];

const now = () => sql<Date>`now()`;

/** An invitation past its date (not taken up by a user, see isExpired in service.ts, counts as expired). */
const pastExpiry = sql<boolean>`i.expires_at < now()`;

const invitations = () =>
  sqlBuilder
    .selectFrom('invitations as i')
    .select([
      'i.id',
      'i.uuid',
      'i.kind',
      'i.application_id',
      'i.account_id',
      'i.person_id',
      'i.invited_by_user_id',
      'i.user_id',
      'i.first_name',
      'i.last_name',
      'i.email',
      'i.phone_number',
      'i.code_hash',
      'i.registration_step',
      'i.wrong_code_attempts',
      'i.is_fake_creation_case',
      'i.is_setting_primary_case',
      'i.terms_accepted_at',
      'i.activated_at',
      'i.completed_at',
      'i.revoked_at',
      pastExpiry.as('expired'),
    ]);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** An invitation as written; without a `uuid` the column's default draws one. */
export type NewInvitation = Pick<
  Insertable<Database['invitations']>,
  | 'uuid'
  | 'kind'
  | 'application_id'
  | 'account_id'
  | 'person_id'
  | 'invited_by_user_id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone_number'
  | 'code_hash'
  | 'token_hash'
  | 'registration_step'
  | 'is_fake_creation_case'
  | 'is_setting_primary_case'
>;

export async function insertInvitation(q: Queryable, invitation: NewInvitation, ttlSeconds: number) {
  return runOne(
    q,
    sqlBuilder
      .insertInto('invitations')
      .values({ ...invitation, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
      .returning(['id', 'uuid']),
  );
}

export async function findInvitationByUuid(
  q: Queryable,
  uuid: string,
  options: { forUpdate?: boolean } = {},
) {
  if (!isUuid(uuid)) return undefined;
  return runMaybeOne(
    q,
    invitations()
      .where('i.uuid', '=', uuid)
      .$if(options.forUpdate === true, (query) => query.forUpdate()),
  );
}

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByUuid>>>;

export function findInvitationByTokenHash(q: Queryable, tokenHash: string) {
  return runMaybeOne(q, invitations().where('i.token_hash', '=', tokenHash));
}

// E-mail addresses are compared without regard to case.
const sameEmail = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = lower(${email})`;

/** Pending primary invitations addressed to an e-mail (the signed-in user's new invites). */
export function listOpenPrimaryInvitationsForEmail(q: Queryable, email: string) {
  return run(
    q,
    invitations()
      .where('i.kind', '=', 'primary')
      .where(sameEmail('i.email', email))
      .where('i.revoked_at', 'is', null)
      .where('i.completed_at', 'is', null)
      .where('i.expires_at', '>=', now())
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc'),
  );
}

const revokeOpen = (kind: InvitationKind) =>
  sqlBuilder
    .updateTable('invitations')
    .set({ revoked_at: now() })
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null);

/** Withdraws the open invitations of people about to be removed from their account. */
export async function revokeInvitationsOfPeople(q: Queryable, personIds: readonly number[]): Promise<void> {
  if (personIds.length === 0) return;
  await exec(
    q,
    sqlBuilder
      .updateTable('invitations')
      .set({ revoked_at: now() })
      .where('person_id', 'in', [...personIds])
      .where('revoked_at', 'is', null),
  );
}

/** Revokes the invitations to an e-mail in an application that nobody has taken up. */
export async function revokeUntakenPrimaryInvitations(
  q: Queryable,
  applicationId: string,
  email: string,
): Promise<void> {
  await exec(
    q,
    revokeOpen('primary')
      .where('application_id', '=', applicationId)
      .where(sameEmail('email', email))
      .where('user_id', 'is', null),
  );
}

/** The columns a registration step changes. */
export type InvitationChanges = Pick<
  Updateable<Database['invitations']>,
  'registration_step' | 'user_id' | 'account_id'
>;

/** The moments a registration step records as now. */
export type InvitationMoments = {
  openedNow?: boolean;
  termsAcceptedNow?: boolean;
  activatedNow?: boolean;
  completedNow?: boolean;
};

export async function updateInvitation(
  q: Queryable,
  id: number,
  changes: InvitationChanges,
  moments: InvitationMoments = {},
): Promise<void> {
  const given = [...Object.values(changes), ...Object.values(moments)];
  if (!given.some((change) => change !== undefined && change !== false)) return;
  await exec(
    q,
    sqlBuilder
      .updateTable('invitations')
      .set({
        // The builder leaves out columns given as undefined.
        ...changes,
        // Opening counts the first time only.
        ...(moments.openedNow && { opened_at: sql<Date>`coalesce(opened_at, now())` }),
        ...(moments.termsAcceptedNow && { terms_accepted_at: now() }),
        ...(moments.activatedNow && { activated_at: now() }),
        ...(moments.completedNow && { completed_at: now() }),
      })
      .where('id', '=', id),
  );
}

/**
 * Counts a guess at the invitation's code while fewer than `max` are counted, and answers the count now
 * held, or null when the guesses are spent. One statement, so guesses sent at once are each counted.
 */
export async function takeInvitationCodeGuess(q: Queryable, id: number, max: number): Promise<number | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .updateTable('invitations')
      .set((eb) => ({ wrong_code_attempts: eb('wrong_code_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('wrong_code_attempts', '<', max)
      .returning('wrong_code_attempts'),
  );
  return row ? row.wrong_code_attempts : null;
}

/** The code was right: its guess does not count. */
export async function giveBackInvitationCodeGuess(q: Queryable, id: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('invitations')
      .set({ wrong_code_attempts: sql<number>`greatest(wrong_code_attempts - 1, 0)` })
      .where('id', '=', id),
  );
}

export async function revokeOpenSecondaryInvitations(q: Queryable, personId: number): Promise<void> {
  await exec(q, revokeOpen('secondary').where('person_id', '=', personId).where('completed_at', 'is', null));
}

/** The primary invitation a user took up and has not finished with an account yet. */
export function findOpenPrimaryInvitationOfUser(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    invitations()
      .where('i.kind', '=', 'primary')
      .where('i.user_id', '=', userId)
      .where('i.revoked_at', 'is', null)
      .where('i.completed_at', 'is', null)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(1),
  );
}

export function findPerson(q: Queryable, accountId: number, personId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('account_people')
      .select([
        'id',
        'account_id',
        'user_id',
        'role_id',
        'first_name',
        'last_name',
        'email',
        'phone_number',
        'verification_status',
        'decision',
      ])
      .where('account_id', '=', accountId)
      .where('id', '=', personId),
  );
}

/** The people of an account who are its members (contacts and directors), shown to an invitee. */
export function listMemberNames(q: Queryable, accountId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('account_people as p')
      .innerJoin('person_roles as r', 'r.id', 'p.role_id')
      .select(['p.first_name', 'p.last_name'])
      .where('p.account_id', '=', accountId)
      .where('r.kind', 'in', ['contact', 'director'])
      .orderBy('p.id'),
  );
}

export function findInvitationAccount(q: Queryable, accountId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('accounts')
      .select([
        'id',
        'uuid',
        'name',
        'account_type',
        'application_id',
        'trustee_type',
        'trustee_name',
        'acn',
        'status',
        'primary_user_id',
      ])
      .where('id', '=', accountId),
  );
}

export function findApplication(q: Queryable, id: string) {
  return runMaybeOne(
    q,
    sqlBuilder.selectFrom('applications').select(['id', 'name', 'support_email']).where('id', '=', id),
  );
}

export async function findUserFullName(q: Queryable, userId: number): Promise<string> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users')
      .select(sql<string>`trim(first_name || ' ' || last_name)`.as('full_name'))
      .where('id', '=', userId),
  );
  return row?.full_name ?? '';
}

export async function setInvitationPhone(q: Queryable, id: number, phoneNumber: string): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('invitations').set({ phone_number: phoneNumber }).where('id', '=', id),
  );
}

/** The mobile number of a user who registered from an invitation and has not confirmed it yet. */
export async function setInvitedUserPhone(q: Queryable, userId: number, phoneNumber: string): Promise<void> {
  await exec(q, sqlBuilder.updateTable('users').set({ phone_number: phoneNumber }).where('id', '=', userId));
}

/** A user who registered from an invitation: the e-mail was proven by the invitation's link. */
export async function insertInvitedUser(
  q: Queryable,
  user: Pick<
    Insertable<Database['users']>,
    | 'email'
    | 'password_hash'
    | 'first_name'
    | 'last_name'
    | 'phone_number'
    | 'marketing_opt_out'
    | 'registration_invite_uuid'
  >,
  applicationId: string,
): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('users')
      .values({ ...user, email_verified: true })
      .returning('id'),
  );
  await grantApplication(q, row.id, applicationId);
  return row.id;
}

export async function grantApplication(q: Queryable, userId: number, applicationId: string): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('user_applications')
      .values({ user_id: userId, application_id: applicationId })
      .onConflict((conflict) => conflict.columns(['user_id', 'application_id']).doNothing()),
  );
}

export async function setRegistrationInvite(q: Queryable, userId: number, uuid: string): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('users').set({ registration_invite_uuid: uuid }).where('id', '=', userId),
  );
}

/** The person becomes a user of the account: a secondary member from now on. */
export async function linkPersonToUser(
  q: Queryable,
  values: { accountId: number; personId: number; userId: number },
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('account_people')
      .set((eb) => ({
        user_id: values.userId,
        verification_status: eb
          .case()
          .when('verification_status', '=', 'invited')
          .then('registered')
          .else(eb.ref('verification_status'))
          .end()
          .$castTo<Selectable<Database['account_people']>['verification_status']>(),
      }))
      .where('account_id', '=', values.accountId)
      .where('id', '=', values.personId),
  );
  await exec(
    q,
    sqlBuilder
      .insertInto('account_members')
      .values({ account_id: values.accountId, user_id: values.userId, role: 'secondary' })
      .onConflict((conflict) => conflict.columns(['account_id', 'user_id']).doNothing()),
  );
}

export async function hasIndividualTax(q: Queryable, userId: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder.selectFrom('individual_taxes').select('id').where('user_id', '=', userId),
  );
  return rows.length > 0;
}

export async function requiresSecondaryDocument(q: Queryable, userId: number): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('users').select('requires_secondary_document').where('id', '=', userId),
  );
  return row?.requires_secondary_document ?? false;
}

/** The application's agreement, a flat page named after the application. */
export function findAgreement(q: Queryable, applicationId: string) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('flat_pages')
      .select(['slug', 'title'])
      .where('slug', '=', agreementSlug(applicationId)),
  );
}

export const agreementSlug = (applicationId: string): string => `agreement-${applicationId}`;

/**
 * Records the expiry of invitations past their date that no user took up (the rule of isExpired in
 * service.ts; a revoked one is closed by its revocation). Answers how many it marked.
 */
export async function markExpiredInvitations(q: Queryable): Promise<number> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('invitations as i')
      .set((eb) => ({ expired_at: eb.ref('i.expires_at') }))
      .where('i.expired_at', 'is', null)
      .where(pastExpiry)
      .where('i.user_id', 'is', null)
      .where('i.revoked_at', 'is', null)
      .returning('i.id'),
  );
  return rows.length;
}
