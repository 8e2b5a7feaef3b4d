import { ZStaffAuditEntrySchema, ZStaffInvitationSchema } from '@portal/contracts/api/staff';
import { type ExpressionBuilder, type NotNull, type RawBuilder, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { containing, isoTimestamp, nameOrEmail } from './sql-expressions.ts';

/** Digits typed as a phone number, ABN or ACN ('0412 345 678', '612-345-678'); empty for other text. */
const digitsOf = (text: string): string => (/^[\d\s()+-]+$/.test(text) ? text.replace(/\D/g, '') : '');

/** The text's digits contain `digits` (a phone number, ABN or ACN typed with or without spaces). */
const digitsContain = (text: RawBuilder<unknown>, digits: string) =>
  sql<boolean>`regexp_replace(${text}, '\\D', '', 'g') LIKE '%' || ${digits} || '%'`;

// --- Clients ---

/**
 * Clients (never staff) whose name, e-mail or mobile matches, or who hold an account whose name, ABN or
 * ACN matches.
 */
const matchingClients = (search: string) => {
  const pattern = containing(search);
  const digits = digitsOf(search);
  return sqlBuilder
    .selectFrom('users as u')
    .where('u.is_staff', '=', false)
    .$if(search !== '', (query) =>
      query.where((eb) =>
        eb.or([
          eb('u.email', 'ilike', pattern),
          eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
          ...(digits ? [digitsContain(sql`coalesce(u.phone_number, '')`, digits)] : []),
          eb.exists(
            eb
              .selectFrom('accounts as a')
              .select('a.id')
              .where((eb) =>
                eb.or([
                  eb('a.primary_user_id', '=', eb.ref('u.id')),
                  eb.exists(
                    eb
                      .selectFrom('account_members as m')
                      .select('m.user_id')
                      .whereRef('m.account_id', '=', 'a.id')
                      .whereRef('m.user_id', '=', 'u.id'),
                  ),
                ]),
              )
              .where((eb) =>
                eb.or([
                  eb('a.name', 'ilike', pattern),
                  ...(digits ? [digitsContain(sql`a.abn`, digits), digitsContain(sql`a.acn`, digits)] : []),
                ]),
              ),
          ),
        ]),
      ),
    );
};

const CLIENT_COLUMNS = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone_number',
  'u.blocked_status',
] as const;

/** Matching clients, newest first. */
export async function searchClients(q: Queryable, search: string, page: { limit: number; offset: number }) {
  const total = await runOne(
    q,
    matchingClients(search).select((eb) => eb.fn.countAll<number>().as('n')),
  );
  const rows = await run(
    q,
    matchingClients(search)
      .select(CLIENT_COLUMNS)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(page.limit)
      .offset(page.offset),
  );
  return {
    count: total.n,
    rows,
  };
}

export async function findClient(q: Queryable, id: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .select((eb) => [
        ...CLIENT_COLUMNS,
        'u.email_verified',
        'u.verified_status',
        'u.login_two_factor_auth_enabled',
        'u.two_factor_after_reset',
        isoTimestamp('u.created_at').as('created'),
        eb.fn
          .coalesce(
            eb
              .selectFrom('user_applications as ua')
              .select(sql<string[]>`array_agg(ua.application_id ORDER BY ua.application_id)`.as('ids'))
              .whereRef('ua.user_id', '=', 'u.id'),
            sql<string[]>`'{}'`,
          )
          .as('applications'),
      ])
      .where('u.id', '=', id)
      .where('u.is_staff', '=', false),
  );
  return row;
}

/** The accounts of each client: those they are a member of and those they are the primary user of. */
export async function listClientAccounts(q: Queryable, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom(
        sqlBuilder
          .selectFrom('account_members')
          .select(['account_id', 'user_id', 'role'])
          .where('user_id', 'in', userIds)
          .unionAll(
            sqlBuilder
              .selectFrom('accounts')
              .select(['id as account_id', 'primary_user_id as user_id', sql.lit('primary').as('role')])
              .where('primary_user_id', 'in', userIds)
              .$narrowType<{ user_id: NotNull }>(),
          )
          .as('x'),
      )
      .innerJoin('accounts as a', 'a.id', 'x.account_id')
      .distinctOn(['x.user_id', 'a.id'])
      .select((eb) => [
        'x.user_id',
        'a.id',
        'a.name',
        'a.account_type',
        'a.application_id',
        'a.status',
        eb
          .case()
          .when('x.role', '=', 'secondary')
          .then(sql.lit('secondary' as const))
          .else(sql.lit('primary' as const))
          .end()
          .as('role'),
        'a.abn',
        'a.acn',
      ])
      .orderBy('x.user_id')
      .orderBy('a.id')
      .orderBy(sql`x.role = 'primary'`, 'desc'),
  );
  return rows.map((row) => ({
    ...row,
    account_type: row.account_type,
    status: row.status,
  }));
}

export async function unblockClient(q: Queryable, userId: number): Promise<void> {
  await exec(q, sqlBuilder.updateTable('users').set({ blocked_status: null }).where('id', '=', userId));
}

/**
 * Turns login two-factor off (and the code a password reset asks for): the codes not yet used lapse and
 * sign-ins waiting for a code end, so the client signs in again with the password alone.
 */
export async function resetLoginTwoFactor(q: Queryable, userId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('users')
      .set({ login_two_factor_auth_enabled: false, two_factor_after_reset: false })
      .where('id', '=', userId),
  );
  await exec(
    q,
    sqlBuilder
      .updateTable('verification_codes')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null),
  );
  await exec(
    q,
    sqlBuilder
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('pending_two_factor', 'is not', null),
  );
}

/** The newest entries of a client's activity log, with the staff member's name where staff acted. */
export function listClientActivity(q: Queryable, userId: number, limit: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('activity_log as l')
      .leftJoin('users as s', 's.id', 'l.actor_user_id')
      .select((eb) => [
        'l.id',
        'l.action',
        'l.ip',
        eb
          .case()
          .when('l.actor_user_id', 'is distinct from', eb.ref('l.user_id'))
          .then(nameOrEmail<string | null>('s'))
          .end()
          .as('staff_name'),
        isoTimestamp('l.created_at').as('created'),
      ])
      .where('l.user_id', '=', userId)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit),
  );
}

// --- Invitations ---

type InvitationsFrom = ExpressionBuilder<
  Database & { i: Database['invitations']; p: Database['account_people'] },
  'i' | 'p'
>;

/** Taken up: a user signed up or in with it (primary), or the person is a user now (secondary). */
const takenUp = (eb: InvitationsFrom) =>
  eb.or([
    eb('i.user_id', 'is not', null),
    eb('i.completed_at', 'is not', null),
    eb('p.user_id', 'is not', null),
  ]);

const notTakenUp = (eb: InvitationsFrom) =>
  eb.and([eb('i.user_id', 'is', null), eb('i.completed_at', 'is', null), eb('p.user_id', 'is', null)]);

const STATUS_CONDITION = {
  accepted: takenUp,
  revoked: (eb: InvitationsFrom) => eb.and([notTakenUp(eb), eb('i.revoked_at', 'is not', null)]),
  expired: (eb: InvitationsFrom) =>
    eb.and([notTakenUp(eb), eb('i.revoked_at', 'is', null), eb('i.expires_at', '<', sql<Date>`now()`)]),
  pending: (eb: InvitationsFrom) =>
    eb.and([notTakenUp(eb), eb('i.revoked_at', 'is', null), eb('i.expires_at', '>=', sql<Date>`now()`)]),
} as const;

const fromInvitations = () =>
  sqlBuilder
    .selectFrom('invitations as i')
    .leftJoin('accounts as a', 'a.id', 'i.account_id')
    .leftJoin('account_people as p', 'p.id', 'i.person_id');

const selectInvitations = (query: ReturnType<typeof fromInvitations>) =>
  query
    .leftJoin('users as b', 'b.id', 'i.invited_by_user_id')
    .select((eb) => [
      'i.id',
      'i.kind',
      'i.application_id',
      'i.account_id',
      'i.person_id',
      'i.invited_by_user_id',
      'i.first_name',
      'i.last_name',
      'i.email',
      'i.phone_number',
      'a.name as account_name',
      'i.is_fake_creation_case',
      'i.is_setting_primary_case',
      eb.fn.coalesce(nameOrEmail<string | null>('b'), sql.lit('')).as('invited_by'),
      takenUp(eb).$castTo<boolean>().as('taken_up'),
      eb
        .case()
        .when(takenUp(eb))
        .then(sql.lit('accepted'))
        .when('i.revoked_at', 'is not', null)
        .then(sql.lit('revoked'))
        .when('i.expires_at', '<', sql<Date>`now()`)
        .then(sql.lit('expired'))
        .else(sql.lit('pending'))
        .end()
        .as('status'),
      isoTimestamp('i.created_at').as('created'),
      isoTimestamp('i.expires_at').as('expires'),
    ]);

const runInvitations = async (q: Queryable, query: ReturnType<typeof selectInvitations>) =>
  (await run(q, query)).map((row) => ({
    ...row,
    // A CASE computes the status (no column, so no CHECK): it is checked against the contract's list.
    status: ZStaffInvitationSchema.shape.status.parse(row.status),
  }));

export type StaffInvitationRow = Awaited<ReturnType<typeof runInvitations>>[number];

export async function listInvitations(
  q: Queryable,
  filter: { search: string; status?: keyof typeof STATUS_CONDITION },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: StaffInvitationRow[] }> {
  const pattern = containing(filter.search);
  const matching = fromInvitations()
    .$if(filter.search !== '', (query) =>
      query.where((eb) =>
        eb.or([
          eb('i.email', 'ilike', pattern),
          eb(sql`i.first_name || ' ' || i.last_name`, 'ilike', pattern),
          eb(eb.fn.coalesce('a.name', sql.lit('')), 'ilike', pattern),
        ]),
      ),
    )
    .$if(filter.status !== undefined, (query) => query.where(STATUS_CONDITION[filter.status!]));
  const total = await runOne(
    q,
    matching.select((eb) => eb.fn.countAll<number>().as('n')),
  );
  const rows = await runInvitations(
    q,
    selectInvitations(matching)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset),
  );
  return { count: total.n, rows };
}

export async function findStaffInvitation(q: Queryable, id: number): Promise<StaffInvitationRow | undefined> {
  const [row] = await runInvitations(q, selectInvitations(fromInvitations().where('i.id', '=', id)));
  return row;
}

export async function findInvitationIdByUuid(q: Queryable, uuid: string): Promise<number> {
  const row = await runOne(q, sqlBuilder.selectFrom('invitations').select('id').where('uuid', '=', uuid));
  return row.id;
}

/**
 * Invitations that concern a client: those sent to them (as applicant or as a person of an account) and
 * those for the people of the accounts they are the primary user of; newest first.
 */
export function listClientInvitations(
  q: Queryable,
  client: { id: number; email: string },
): Promise<StaffInvitationRow[]> {
  return runInvitations(
    q,
    selectInvitations(
      fromInvitations().where((eb) =>
        eb.or([
          eb('i.user_id', '=', client.id),
          eb(eb.fn('lower', ['i.email']), '=', eb.fn('lower', [eb.val(client.email)])),
          eb('p.user_id', '=', client.id),
          eb.and([eb('i.kind', '=', 'secondary'), eb('a.primary_user_id', '=', client.id)]),
        ]),
      ),
    )
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(50),
  );
}

// --- Audit log ---

export type AuditFilter = {
  staffId: number | null;
  client: string;
  clientId: number | null;
  action: string | null;
  dateFrom: string | null;
  dateTo: string | null;
};

/**
 * Every activity row whose actor is a staff member (console actions, and what they did in the portal
 * while acting as a client), filtered. Dates are whole days in UTC, inclusive.
 */
const auditEntries = (filter: AuditFilter) => {
  const pattern = containing(filter.client);
  return (
    sqlBuilder
      .selectFrom('activity_log as l')
      .innerJoin('users as s', 's.id', 'l.actor_user_id')
      // A staff member's own sign-in is about nobody else: the client is someone other than the actor.
      .leftJoin('users as c', (join) =>
        join
          .onRef('c.id', '=', 'l.user_id')
          .on((eb) => eb('l.user_id', 'is distinct from', eb.ref('l.actor_user_id'))),
      )
      .where('s.is_staff', '=', true)
      .$if(filter.staffId !== null, (query) => query.where('l.actor_user_id', '=', filter.staffId))
      .$if(filter.client !== '', (query) =>
        query.where((eb) =>
          eb.or([
            eb('c.email', 'ilike', pattern),
            eb(sql`c.first_name || ' ' || c.last_name`, 'ilike', pattern),
          ]),
        ),
      )
      .$if(filter.clientId !== null, (query) => query.where('l.user_id', '=', filter.clientId))
      .$if(filter.action !== null, (query) => query.where('l.action', '=', filter.action!))
      .$if(filter.dateFrom !== null, (query) =>
        query.where(
          'l.created_at',
          '>=',
          sql<Date>`(${filter.dateFrom}::date)::timestamp AT TIME ZONE 'UTC'`,
        ),
      )
      .$if(filter.dateTo !== null, (query) =>
        query.where(
          'l.created_at',
          '<',
          sql<Date>`(${filter.dateTo}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
        ),
      )
  );
};

/** The audit log, filtered, newest first. */
export async function listAudit(q: Queryable, filter: AuditFilter, page: { limit: number; offset: number }) {
  const total = await runOne(
    q,
    auditEntries(filter).select((eb) => eb.fn.countAll<number>().as('n')),
  );
  const rows = await run(
    q,
    auditEntries(filter)
      .select([
        'l.id',
        isoTimestamp('l.created_at').as('created'),
        's.id as staff_id',
        nameOrEmail('s').as('staff_name'),
        's.email as staff_email',
        'c.id as client_id',
        nameOrEmail<string | null>('c').as('client_name'),
        'c.email as client_email',
        'l.action',
        'l.detail',
        'l.ip',
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset),
  );
  return {
    count: total.n,
    rows: rows.map((row) => ({ ...row, detail: ZStaffAuditEntrySchema.shape.detail.parse(row.detail) })),
  };
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

export function listStaffMembers(q: Queryable) {
  return run(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .select(['u.id', nameOrEmail('u').as('name'), 'u.email'])
      .where('u.is_staff', '=', true)
      .orderBy(sql`lower(u.first_name)`)
      .orderBy(sql`lower(u.last_name)`)
      .orderBy('u.id'),
  );
}

/** The actions the audit log holds, for its filter. */
export async function listAuditActions(q: Queryable): Promise<string[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('activity_log as l')
      .innerJoin('users as s', 's.id', 'l.actor_user_id')
      .select('l.action')
      .distinct()
      .where('s.is_staff', '=', true)
      .orderBy('l.action'),
  );
  return rows.map((row) => row.action);
}
