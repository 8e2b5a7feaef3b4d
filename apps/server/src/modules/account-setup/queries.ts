import type { TAccountStatus, TAccountType } from '@portal/contracts/api/onboarding';
import { type Expression, type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { ACCOUNT_COLUMNS } from '../accounts/account-columns.ts';
import { currentMemberIdsOf, sortedIds } from '../people/member-ids-queries.ts';

type AccountsAs<A extends string> = ExpressionBuilder<Database & Record<A, Database['accounts']>, A>;

/** How many rows a subquery answers (never null, unlike a scalar subquery). */
const countOf = (query: Expression<unknown>) => sql<number>`(SELECT count(*)::int FROM ${query} AS counted)`;

/** The ids of the viewer's people of the account `a`. */
const viewerPersonIds = (eb: AccountsAs<'a'>, viewerUserId: number) =>
  sql<number[]>`ARRAY(${eb
    .selectFrom('account_people as vp')
    .select('vp.id')
    .whereRef('vp.account_id', '=', 'a.id')
    .where('vp.user_id', '=', viewerUserId)})`;

// --- People and users ---

export function findUserBasics(q: Queryable, userId: number) {
  // An invited user may have signed up without a name: their personal details carry it then.
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .leftJoin('personal_details as pd', (join) =>
        join.onRef('pd.user_id', '=', 'u.id').on('pd.account_id', 'is', null),
      )
      .select((eb) => [
        'u.id',
        eb.fn
          .coalesce(eb.fn('nullif', ['u.first_name', eb.val('')]), 'pd.first_name', eb.val(''))
          .$castTo<string>()
          .as('first_name'),
        eb.fn
          .coalesce(eb.fn('nullif', ['u.last_name', eb.val('')]), 'pd.last_name', eb.val(''))
          .$castTo<string>()
          .as('last_name'),
        'u.email',
        'u.phone_number',
        'u.selected_account_id',
      ])
      .where('u.id', '=', userId),
  );
}

export async function selectAccount(q: Queryable, userId: number, accountId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder.updateTable('users').set({ selected_account_id: accountId }).where('id', '=', userId),
  );
}

/** The members of an account today, as signing authority records them (see currentMemberIdsOf). */
export async function currentMemberIds(q: Queryable, accountId: number): Promise<number[]> {
  return (await runOne(q, sqlBuilder.selectNoFrom(currentMemberIdsOf(accountId).as('ids')))).ids;
}

// --- The engine's facts ---

function findEngineFacts(q: Queryable, accountId: number, viewerUserId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .with('people', (db) =>
        db
          .selectFrom('account_people as p')
          .innerJoin('person_roles as r', 'r.id', 'p.role_id')
          .select('r.kind')
          .where('p.account_id', '=', accountId),
      )
      .with('files', (db) =>
        db.selectFrom('account_files').select('kind').where('account_id', '=', accountId),
      )
      .selectFrom('accounts as a')
      .leftJoin('signing_authorities as sa', 'sa.account_id', 'a.id')
      .select((eb) => {
        const people = (kind: Database['person_roles']['kind']) =>
          countOf(eb.selectFrom('people').select('kind').where('kind', '=', kind));
        const files = (kind: Database['account_files']['kind']) =>
          countOf(eb.selectFrom('files').select('kind').where('kind', '=', kind));
        return [
          'a.account_type',
          'a.trustee_type',
          'a.application_id',
          'a.status',
          'a.has_secondary_users',
          'a.has_additional_trustees',
          'a.primary_user_role_id',
          'a.skip_beneficial_owners',
          'a.skip_deed_attachment',
          eb('a.primary_user_id', 'is not distinct from', viewerUserId).as('viewer_is_primary'),
          eb
            .exists(
              eb
                .selectFrom('individual_taxes as t')
                .select(eb.lit(1).as('one'))
                .where('t.user_id', '=', viewerUserId),
            )
            .as('viewer_has_individual_tax'),
          people('contact').as('contact_people'),
          people('director').as('director_people'),
          people('beneficial').as('beneficial_people'),
          eb
            .exists(
              eb
                .selectFrom('corporate_account_details as d')
                .select('d.account_id')
                .where('d.account_id', '=', accountId),
            )
            .as('has_corporate_account_details'),
          eb
            .exists(
              eb
                .selectFrom('trust_details as d')
                .select('d.account_id')
                .where('d.account_id', '=', accountId),
            )
            .as('has_trust_details'),
          eb
            .exists(
              eb
                .selectFrom('corporate_taxes as t')
                .select('t.account_id')
                .where('t.account_id', '=', accountId),
            )
            .as('has_corporate_tax'),
          files('deed_attachment').as('deed_attachments'),
          files('certificate').as('certificates'),
          eb('sa.account_id', 'is not', null).as('has_signing_authority'),
          eb.fn
            .coalesce(
              eb(sortedIds(eb.ref('sa.member_ids')), '=', currentMemberIdsOf(accountId)),
              eb.lit(false),
            )
            .as('signing_authority_members_match'),
          eb
            .exists(
              eb
                .selectFrom('portfolio_applications as pa')
                .select('pa.id')
                .where('pa.account_id', '=', accountId),
            )
            .as('has_portfolio_application'),
          eb
            .exists(
              eb
                .selectFrom('bank_accounts as b')
                .select(eb.lit(1).as('one'))
                .where('b.account_id', '=', accountId)
                .where('b.deleted_at', 'is', null),
            )
            .as('has_bank_account'),
          eb
            .exists(
              eb
                .selectFrom('investment_policy_statements as i')
                .select(eb.lit(1).as('one'))
                .where('i.account_id', '=', accountId)
                .where((ips) => ips.or([ips('i.wizard_step', '=', 'done'), ips('i.status', '<>', 'draft')])),
            )
            .as('has_completed_ips'),
          eb
            .selectFrom('loan_note_bundles as b')
            .select('b.id')
            .where('b.account_id', '=', accountId)
            .where('b.issued_at', 'is', null)
            .as('loan_note_bundle_id'),
        ];
      })
      .where('a.id', '=', accountId),
  );
}

const toEngineFacts = (row: NonNullable<Awaited<ReturnType<typeof findEngineFacts>>>) => ({
  ...row,
  /** The viewer is the account's primary user. */
  viewer_is_primary: row.viewer_is_primary === true,
  viewer_has_individual_tax: row.viewer_has_individual_tax === true,
  has_corporate_account_details: row.has_corporate_account_details === true,
  has_trust_details: row.has_trust_details === true,
  has_corporate_tax: row.has_corporate_tax === true,
  has_signing_authority: row.has_signing_authority === true,
  /** The signing authority was set for the members the account has today. */
  signing_authority_members_match: row.signing_authority_members_match === true,
  has_portfolio_application: row.has_portfolio_application === true,
  /** An IPS of the account went through the whole wizard (or is past its draft). */
  has_completed_ips: row.has_completed_ips === true,
  /** The account has a bank account in use (bank-accounts module). */
  has_bank_account: row.has_bank_account === true,
  /** The loan-note application (bundle) under way of an icf account, null when none. */
  loan_note_bundle_id: row.loan_note_bundle_id,
});

/** What the rules need to know of an account and of the user looking at it. */
export type EngineFacts = ReturnType<typeof toEngineFacts>;

export async function loadEngineFacts(
  q: Queryable,
  accountId: number,
  viewerUserId: number,
): Promise<EngineFacts> {
  const row = await findEngineFacts(q, accountId, viewerUserId);
  if (!row) throw new Error(`account ${accountId} not found`);
  return toEngineFacts(row);
}

// --- Creating an account ---

/** Serialises the account creations of one user, so a double submission cannot create two accounts. */
export async function lockAccountCreation(q: Queryable, userId: number): Promise<void> {
  await exec(q, sql`SELECT pg_advisory_xact_lock(hashtext('account-create'), ${userId})`);
}

/**
 * An application the user already has in progress for the same entity (same type and the same ACN,
 * ABN or name), which a repeated creation answers instead of a second account.
 */
export async function findSameApplicationInProgress(
  q: Queryable,
  input: {
    userId: number;
    applicationId: string;
    type: TAccountType;
    acn: string;
    abn: string;
    name: string;
  },
): Promise<number | undefined> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('accounts')
      .select('id')
      .where('initiator_user_id', '=', input.userId)
      .where('application_id', '=', input.applicationId)
      .where('account_type', '=', input.type)
      .where('status', 'in', ['draft', 'pending', 'application_in_progress'])
      .where('acn', '=', input.acn)
      .where('abn', '=', input.abn)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(input.name)])))
      .orderBy('id', 'desc')
      .limit(1),
  );
  return row?.id;
}

/** A new application: the account's own columns, with its applicant as primary user and initiator. */
export type NewAccount = Pick<
  Insertable<Database['accounts']>,
  | 'name'
  | 'account_type'
  | 'application_id'
  | 'trustee_type'
  | 'trustee_name'
  | 'abn'
  | 'acn'
  | 'register_data'
> & { primary_user_id: number };

/** The user becomes the account's primary member (nothing changes when they are one already). */
async function addPrimaryMember(q: Queryable, accountId: number, userId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('account_members')
      .values({ account_id: accountId, user_id: userId, role: 'primary' })
      .onConflict((conflict) => conflict.doNothing()),
  );
}

export async function insertAccount(q: Queryable, account: NewAccount): Promise<number> {
  const { id } = await runOne(
    q,
    sqlBuilder
      .insertInto('accounts')
      .values({ ...account, status: 'application_in_progress', initiator_user_id: account.primary_user_id })
      .returning('id'),
  );
  await addPrimaryMember(q, id, account.primary_user_id);
  return id;
}

/** Moves the status on only from one of `from`; answers whether it moved (guards double submissions). */
export async function moveStatus(
  q: Queryable,
  accountId: number,
  from: readonly TAccountStatus[],
  to: TAccountStatus,
): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('accounts')
      .set({ status: to })
      .where('id', '=', accountId)
      .where((eb) => eb('status', '=', eb.fn.any(eb.val([...from]))))
      .returning('id'),
  );
  return rows.length > 0;
}

// --- Invitations (the registration invite an account is created for) ---

/** The user's own primary invitation with this uuid (taken up by them, or sent to their e-mail). */
export function findOwnPrimaryInvite(q: Queryable, userId: number, uuid: string) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('invitations as i')
      .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
      .select([
        'i.id',
        'i.uuid',
        'i.account_id',
        'i.application_id',
        'i.is_fake_creation_case',
        sql<string | null>`i.completed_at::text`.as('completed_at'),
      ])
      // Compared as text, so a malformed uuid finds nothing instead of failing the cast.
      .where(sql<string>`i.uuid::text`, '=', uuid)
      .where('i.kind', '=', 'primary')
      .where('i.revoked_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('i.user_id', '=', eb.ref('u.id')),
          eb(eb.fn('lower', ['i.email']), '=', eb.fn('lower', ['u.email'])),
        ]),
      ),
  );
}

// --- Lists ---

/**
 * The accounts a user may apply with: the ones they are a member of whose application has been
 * submitted or that are active (an application still being filled in is continued, not applied with).
 */
export function listApplyNowAccounts(q: Queryable, userId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .innerJoin('applications as ap', 'ap.id', 'a.application_id')
      .leftJoin('signing_authorities as sa', 'sa.account_id', 'a.id')
      .select((eb) => [
        'a.id',
        'a.uuid',
        'a.name',
        'a.account_type',
        'a.trustee_type',
        'a.status',
        'ap.name as application_name',
        eb('a.primary_user_id', '=', userId).as('is_primary'),
        'sa.signing_authority_option as signing_option',
        'sa.advanced_settings_option as advanced_option',
        'sa.selected_signatories',
        viewerPersonIds(eb, userId).as('viewer_person_ids'),
      ])
      .where((eb) =>
        eb.or([
          eb('a.primary_user_id', '=', userId),
          eb.exists(
            eb
              .selectFrom('account_members as m')
              .select('m.account_id')
              .whereRef('m.account_id', '=', 'a.id')
              .where('m.user_id', '=', userId),
          ),
          eb.exists(
            eb
              .selectFrom('account_people as p')
              .innerJoin('person_roles as r', 'r.id', 'p.role_id')
              .select('p.id')
              .whereRef('p.account_id', '=', 'a.id')
              .where('p.user_id', '=', userId)
              .where('r.kind', 'in', ['contact', 'director']),
          ),
        ]),
      )
      .where('a.status', 'not in', ['draft', 'pending', 'application_in_progress'])
      .orderBy('a.id'),
  );
}

/** Registration invites the user has taken up for which no account exists yet (the apply-now entry without an id). */
export function listInvitesWithoutAccount(q: Queryable, userId: number, applicationId: string) {
  return run(
    q,
    sqlBuilder
      .selectFrom('invitations as i')
      .select('i.uuid')
      .where('i.kind', '=', 'primary')
      .where('i.user_id', '=', userId)
      .where('i.application_id', '=', applicationId)
      .where('i.account_id', 'is', null)
      .where('i.completed_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .orderBy('i.id'),
  );
}

/**
 * Accounts the provider prepared for the user (fake-creation case) that the user has not started yet:
 * named by the user's own open invitation, or already theirs and still a draft.
 */
export function listPreparedAccounts(
  q: Queryable,
  userId: number,
  applicationId: string,
  accountId: number | null = null,
) {
  return run(
    q,
    sqlBuilder
      .selectFrom('accounts as a')
      .select(['a.id', 'a.uuid', 'a.name', 'a.account_type', 'a.trustee_type', 'a.status'])
      .where('a.application_id', '=', applicationId)
      .where('a.status', 'in', ['draft', 'pending'])
      .$if(accountId !== null, (query) => query.where('a.id', '=', accountId!))
      .where((eb) =>
        eb.or([
          eb('a.primary_user_id', '=', userId),
          eb.exists(
            eb
              .selectFrom('invitations as i')
              .select('i.id')
              .whereRef('i.account_id', '=', 'a.id')
              .where('i.kind', '=', 'primary')
              .where('i.is_fake_creation_case', '=', true)
              .where('i.user_id', '=', userId)
              .where('i.revoked_at', 'is', null)
              .where('i.completed_at', 'is', null),
          ),
        ]),
      )
      .orderBy('a.id'),
  );
}

/** The user takes over a prepared account as its primary user. */
export async function takeOverAccount(q: Queryable, userId: number, accountId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('accounts')
      .set((eb) => ({
        primary_user_id: userId,
        initiator_user_id: eb.fn.coalesce('initiator_user_id', eb.val(userId)),
        status: 'application_in_progress',
      }))
      .where('id', '=', accountId),
  );
  await addPrimaryMember(q, accountId, userId);
}

// --- The account entity ---

export function findAccountDetail(q: Queryable, accountId: number, viewerUserId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .with('members', (db) =>
        db
          .selectFrom('account_people as p')
          .innerJoin('person_roles as r', 'r.id', 'p.role_id')
          .selectAll('p')
          .where('p.account_id', '=', accountId)
          .where('r.kind', 'in', ['contact', 'director']),
      )
      .selectFrom('accounts as a')
      .innerJoin('users as u', (join) => join.on('u.id', '=', viewerUserId))
      .leftJoin('person_roles as r', 'r.id', 'a.primary_user_role_id')
      .leftJoin('users as i', 'i.id', 'a.initiator_user_id')
      .leftJoin('signing_authorities as sa', 'sa.account_id', 'a.id')
      .select((eb) => [
        ...ACCOUNT_COLUMNS,
        'a.register_data',
        sql<string | null>`a.submitted_at::text`.as('submitted_at'),
        'r.id as role_id',
        'r.key as role_key',
        'r.title as role_title',
        'r.kind as role_kind',
        eb('u.selected_account_id', 'is not distinct from', eb.ref('a.id')).as('is_selected'),
        eb
          .selectFrom('members as m')
          .select('m.decision')
          .where('m.user_id', '=', viewerUserId)
          .orderBy('m.id')
          .limit(1)
          .as('viewer_decision'),
        countOf(eb.selectFrom('members').select('id')).as('members_total'),
        countOf(eb.selectFrom('members').select('id').where('decision', '=', 'accepted')).as(
          'members_accepted',
        ),
        countOf(eb.selectFrom('members').select('id').where('verification_status', '<>', 'invited')).as(
          'members_registered',
        ),
        'i.first_name as initiator_first_name',
        'i.last_name as initiator_last_name',
        'i.email as initiator_email',
        'i.phone_number as initiator_phone',
        'sa.signing_authority_option as signing_option',
        'sa.advanced_settings_option as advanced_option',
        'sa.selected_signatories',
        sql<
          number[]
        >`ARRAY(${eb.selectFrom('members as m').select('m.id').where('m.user_id', '=', viewerUserId)})`.as(
          'viewer_person_ids',
        ),
        // The IPS in force and the one in progress (a superseded one is history).
        eb
          .selectFrom('investment_policy_statements as ips')
          .select('ips.id')
          .where('ips.account_id', '=', accountId)
          .where('ips.status', '=', 'active')
          .orderBy('ips.id')
          .limit(1)
          .as('active_ips_id'),
        eb
          .selectFrom('investment_policy_statements as ips')
          .select('ips.id')
          .where('ips.account_id', '=', accountId)
          .where('ips.status', 'not in', ['active', 'superseded'])
          .orderBy('ips.id')
          .limit(1)
          .as('ongoing_ips_id'),
        eb
          .selectFrom('investment_policy_statements as ips')
          .select('ips.status')
          .where('ips.account_id', '=', accountId)
          .where('ips.status', 'not in', ['active', 'superseded'])
          .orderBy('ips.id')
          .limit(1)
          .as('ongoing_ips_status'),
        eb
          .exists(
            eb
              .selectFrom('rebalance_reports as rr')
              .select(eb.lit(1).as('one'))
              .where('rr.account_id', '=', accountId)
              .where('rr.status', '=', 'in_progress'),
          )
          .as('has_pending_rebalance'),
        // Someone's identity check failed or was skipped: the primary user, or a registered member.
        eb
          .exists(
            eb
              .selectFrom('users as pu')
              .select(eb.lit(1).as('one'))
              .where('pu.id', '=', eb.ref('a.primary_user_id'))
              .where('pu.verified_status', '<>', 'verified'),
          )
          .as('primary_not_verified'),
        eb
          .exists(eb.selectFrom('members').select('id').where('verification_status', '=', 'not_verified'))
          .as('member_not_verified'),
      ])
      .where('a.id', '=', accountId),
  );
}

export type AccountPatch = Pick<
  Updateable<Database['accounts']>,
  'skip_deed_attachment' | 'skip_beneficial_owners' | 'primary_user_role_id' | 'has_secondary_users'
>;

export async function updateAccountFlags(
  q: Queryable,
  accountId: number,
  patch: AccountPatch,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await exec(q, sqlBuilder.updateTable('accounts').set(set).where('id', '=', accountId));
}

const selectRoles = () => sqlBuilder.selectFrom('person_roles').select(['id', 'key', 'title', 'kind']);

export function findRole(q: Queryable, roleId: number) {
  return runMaybeOne(q, selectRoles().where('id', '=', roleId));
}

export function listRoles(q: Queryable) {
  return run(q, selectRoles().orderBy('id'));
}

// --- Submission and the secondary members' decisions ---

/** Updates the account's contact and director people (the members who decide on an application). */
const updateMembers = (accountId: number) =>
  sqlBuilder
    .updateTable('account_people as p')
    .from('person_roles as r')
    .whereRef('r.id', '=', 'p.role_id')
    .where('p.account_id', '=', accountId)
    .where('r.kind', 'in', ['contact', 'director']);

export async function recordSubmission(
  q: Queryable,
  accountId: number,
  acknowledgements: unknown,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('accounts')
      .set({ acknowledgements: JSON.stringify(acknowledgements), submitted_at: sql`now()` })
      .where('id', '=', accountId),
  );
  // Every member decides on the application as it is now, also after an earlier decline.
  await exec(q, updateMembers(accountId).set({ decision: null, decided_at: null }));
}

/** The contact and director people of an account: the members who accept or decline an application. */
export function listMemberPeople(q: Queryable, accountId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('account_people as p')
      .innerJoin('person_roles as r', 'r.id', 'p.role_id')
      .select(['p.id', 'p.user_id', 'p.first_name', 'p.last_name', 'p.decision'])
      .where('p.account_id', '=', accountId)
      .where('r.kind', 'in', ['contact', 'director'])
      .orderBy('p.id'),
  );
}

export async function recordDecision(
  q: Queryable,
  accountId: number,
  userId: number,
  decision: 'accepted' | 'declined',
): Promise<void> {
  await exec(
    q,
    updateMembers(accountId).set({ decision, decided_at: sql`now()` }).where('p.user_id', '=', userId),
  );
}

// --- Company register data kept on accounts ---

/** Removes one director (by its uuid) from the register data of the user's editable accounts with `acn`. */
export async function removeRegisterDirector(
  q: Queryable,
  userId: number,
  acn: string,
  directorUuid: string,
): Promise<number> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('accounts as a')
      .set({
        register_data: sql`jsonb_set(a.register_data, '{directors}',
          COALESCE((SELECT jsonb_agg(d) FROM jsonb_array_elements(a.register_data->'directors') d
                     WHERE d->>'uuid' <> ${directorUuid}), '[]'::jsonb))`,
      })
      .where('a.primary_user_id', '=', userId)
      .where('a.acn', '=', acn)
      .where('a.status', 'in', ['draft', 'pending', 'application_in_progress'])
      .where(
        sql<boolean>`a.register_data->'directors' @> jsonb_build_array(jsonb_build_object('uuid', ${directorUuid}::text))`,
      )
      .returning('a.id'),
  );
  return rows.length;
}
