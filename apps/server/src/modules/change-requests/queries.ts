// Change requests and their signers.
import type { TChangeRequestStatus } from '@portal/contracts/api/change-requests';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import type { Json, JsonObject } from '../../db/database.generated.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

// new_data (and the acknowledgements) are always written as an object (or null).
function objectOrNull(value: Json | null): JsonObject | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error('Expected a JSON object');
  return value;
}
const withRequestStatus = <R extends { status: string; new_data: Json | null }>(row: R) => ({
  ...row,
  new_data: objectOrNull(row.new_data),
});
const withSignerStatus = <R extends { status: string }>(row: R) => ({
  ...row,
});

const requests = () =>
  sqlBuilder
    .selectFrom('change_requests as cr')
    .innerJoin('accounts as a', 'a.id', 'cr.account_id')
    .leftJoin('users as u', 'u.id', 'cr.initiator_user_id')
    .select((eb) => [
      'cr.id',
      'cr.kind',
      'cr.account_id',
      'a.name as account_name',
      'a.status as account_status',
      'a.application_id',
      'a.primary_user_id',
      'cr.initiator_user_id',
      eb.fn.coalesce('u.first_name', sql.lit('')).as('initiator_first_name'),
      eb.fn.coalesce('u.last_name', sql.lit('')).as('initiator_last_name'),
      'cr.status',
      'cr.new_data',
      'cr.required_signatures',
      sql<string>`cr.created_at::text`.as('created_at'),
    ]);

export async function findChangeRequest(q: Queryable, id: number, options: { lock?: boolean } = {}) {
  const row = await runMaybeOne(
    q,
    requests()
      .where('cr.id', '=', id)
      .$if(options.lock === true, (query) => query.forUpdate('cr')),
  );
  return row && withRequestStatus(row);
}

export type ChangeRequestRow = NonNullable<Awaited<ReturnType<typeof findChangeRequest>>>;

export async function listAccountChangeRequests(
  q: Queryable,
  accountId: number,
): Promise<ChangeRequestRow[]> {
  const rows = await run(q, requests().where('cr.account_id', '=', accountId).orderBy('cr.id', 'desc'));
  return rows.map(withRequestStatus);
}

export async function findOpenRequestOfKind(
  q: Queryable,
  accountId: number,
  kind: string,
): Promise<number | undefined> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('change_requests')
      .select('id')
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .limit(1),
  );
  return row?.id;
}

/** A request as written; `new_data` is the object its column keeps as JSON. */
export type NewChangeRequest = Pick<
  Insertable<Database['change_requests']>,
  'kind' | 'account_id' | 'initiator_user_id' | 'required_signatures'
> & { new_data: Record<string, unknown> | null };

export async function insertChangeRequest(q: Queryable, request: NewChangeRequest): Promise<number> {
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('change_requests')
      .values({
        ...request,
        new_data: request.new_data === null ? null : JSON.stringify(request.new_data),
      })
      .returning('id'),
  );
  return row.id;
}

export type NewSigner = Pick<
  Insertable<Database['change_request_signers']>,
  'person_id' | 'user_id' | 'first_name' | 'last_name' | 'email'
>;

export async function insertSigners(q: Queryable, requestId: number, signers: NewSigner[]): Promise<void> {
  if (signers.length === 0) return;
  await exec(
    q,
    sqlBuilder
      .insertInto('change_request_signers')
      .values(signers.map((signer) => ({ ...signer, change_request_id: requestId }))),
  );
}

const signers = () =>
  sqlBuilder
    .selectFrom('change_request_signers as s')
    .leftJoin('account_people as p', 'p.id', 's.person_id')
    .select((eb) => [
      's.id',
      's.change_request_id',
      's.person_id',
      // The member's user: the primary user's own, or the user a person became on registering.
      eb.fn.coalesce('s.user_id', 'p.user_id').as('user_id'),
      's.first_name',
      's.last_name',
      's.email',
      's.is_admin',
      's.status',
      sql<string | null>`s.viewed_at::text`.as('viewed_at'),
      sql<string | null>`s.signed_at::text`.as('signed_at'),
    ]);

export async function findSigner(q: Queryable, signerId: number) {
  const row = await runMaybeOne(q, signers().where('s.id', '=', signerId));
  return row && withSignerStatus(row);
}

export type SignerRow = NonNullable<Awaited<ReturnType<typeof findSigner>>>;

export async function listSigners(q: Queryable, requestId: number): Promise<SignerRow[]> {
  const rows = await run(q, signers().where('s.change_request_id', '=', requestId).orderBy('s.id'));
  return rows.map(withSignerStatus);
}

export type SignatureEvidence = Pick<
  Selectable<Database['change_request_signers']>,
  'typed_name' | 'ip' | 'user_agent'
>;

/** Records a signature once: answers false when the signer had already signed or declined. */
export async function markSigned(
  q: Queryable,
  signerId: number,
  evidence: SignatureEvidence,
): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('change_request_signers')
      .set((eb) => ({
        status: 'signed',
        signed_at: sql`now()`,
        viewed_at: eb.fn.coalesce('viewed_at', sql<Date>`now()`),
        typed_name: evidence.typed_name,
        ip: evidence.ip,
        user_agent: evidence.user_agent,
      }))
      .where('id', '=', signerId)
      .where('status', '=', 'pending')
      .returning('id'),
  );
  return rows.length > 0;
}

export async function markDeclined(
  q: Queryable,
  signerId: number,
  evidence: SignatureEvidence,
): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('change_request_signers')
      .set({ status: 'declined', declined_at: sql`now()`, ip: evidence.ip, user_agent: evidence.user_agent })
      .where('id', '=', signerId)
      .where('status', '=', 'pending')
      .returning('id'),
  );
  return rows.length > 0;
}

export async function markViewed(q: Queryable, signerId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('change_request_signers')
      .set({ viewed_at: sql`now()` })
      .where('id', '=', signerId)
      .where('viewed_at', 'is', null),
  );
}

/** Moves a pending request to its outcome; false when it was no longer pending. */
export async function decideRequest(
  q: Queryable,
  requestId: number,
  status: Exclude<TChangeRequestStatus, 'pending'>,
): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .updateTable('change_requests')
      .set({ status, decided_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .returning('id'),
  );
  return rows.length > 0;
}

/** The members who may sign for the account: the primary user, then its individuals, trustees and directors. */
export function listAccountMembers(q: Queryable, accountId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom((eb) =>
        eb
          .selectFrom('accounts as a')
          .innerJoin('users as u', 'u.id', 'a.primary_user_id')
          .leftJoin('personal_details as pd', (join) =>
            join.onRef('pd.user_id', '=', 'u.id').on('pd.account_id', 'is', null),
          )
          .select((eb) => [
            // 0 for the primary user (PRIMARY_MEMBER_ID), else the account_people id.
            sql<number>`0`.as('member_id'),
            sql<number | null>`NULL::int`.as('person_id'),
            // The other members' users may be null; the union's row type comes from this first part.
            eb.ref('u.id').$castTo<number | null>().as('user_id'),
            eb.fn
              .coalesce(
                eb.fn<string | null>('nullif', ['u.first_name', sql.lit('')]),
                'pd.first_name',
                sql.lit(''),
              )
              .as('first_name'),
            eb.fn
              .coalesce(
                eb.fn<string | null>('nullif', ['u.last_name', sql.lit('')]),
                'pd.last_name',
                sql.lit(''),
              )
              .as('last_name'),
            'u.email',
            sql<number>`0`.as('ord'),
          ])
          .where('a.id', '=', accountId)
          .unionAll((eb) =>
            eb
              .selectFrom('account_people as p')
              .innerJoin('person_roles as r', 'r.id', 'p.role_id')
              .select([
                'p.id as member_id',
                'p.id as person_id',
                'p.user_id',
                'p.first_name',
                'p.last_name',
                'p.email',
                sql<number>`1`.as('ord'),
              ])
              .where('p.account_id', '=', accountId)
              .where('r.kind', 'in', ['contact', 'director']),
          )
          .as('members'),
      )
      .select(['member_id', 'person_id', 'user_id', 'first_name', 'last_name', 'email'])
      .orderBy('ord')
      .orderBy('member_id'),
  );
}

export type AccountMember = Awaited<ReturnType<typeof listAccountMembers>>[number];

/** The portfolio managers looking after an account (they are told of a decline by e-mail). */
export async function listAccountAdvisorEmails(q: Queryable, accountId: number): Promise<string[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('account_advisors as aa')
      .innerJoin('advisors as v', 'v.id', 'aa.advisor_id')
      .select('v.email')
      .where('aa.account_id', '=', accountId),
  );
  return rows.map((r) => r.email);
}

/** Cancels the account's pending requests of a kind (the change they asked for was withdrawn). */
export async function cancelPendingOfKind(q: Queryable, accountId: number, kind: string): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('change_requests')
      .set({ status: 'cancelled', decided_at: sql`now()`, updated_at: sql`now()` })
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending'),
  );
}

// --- What the application kind reads and records ---

/** The acknowledgements the primary user gave with the application (an object of key: true). */
export async function findAcknowledgements(q: Queryable, accountId: number): Promise<JsonObject | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('accounts').select('acknowledgements').where('id', '=', accountId),
  );
  return row ? objectOrNull(row.acknowledgements) : null;
}

export async function recordPersonDecision(
  q: Queryable,
  personId: number,
  decision: NonNullable<Selectable<Database['account_people']>['decision']>,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('account_people')
      .set({ decision, decided_at: sql`now()` })
      .where('id', '=', personId),
  );
}

/** The finished IPS of a private portfolio's application, signed with it. */
export async function findFinishedIpsOfApplication(
  q: Queryable,
  accountId: number,
): Promise<number | undefined> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('investment_policy_statements')
      .select('id')
      .where('account_id', '=', accountId)
      .where('status', 'in', ['draft', 'awaiting_signature'])
      .where('wizard_step', '=', 'done'),
  );
  return row?.id;
}
