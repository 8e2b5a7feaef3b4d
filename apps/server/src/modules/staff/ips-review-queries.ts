// The IPS versions in portfolio manager review, for the staff console.
import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { containing, fullName } from './sql-expressions.ts';

const fromIps = () =>
  sqlBuilder
    .selectFrom('investment_policy_statements as i')
    .innerJoin('accounts as a', 'a.id', 'i.account_id')
    .leftJoin('users as u', 'u.id', 'a.primary_user_id');

const withReviewColumns = (query: ReturnType<typeof fromIps>) =>
  query.select((eb) => [
    'i.id',
    'a.id as account_id',
    'a.name as account_name',
    'a.account_type',
    'a.application_id',
    'a.primary_user_id',
    fullName<string | null>('u').as('primary_name'),
    'u.email as primary_email',
    eb
      .exists(
        eb
          .selectFrom('investment_policy_statements as x')
          .select('x.id')
          .whereRef('x.account_id', '=', 'a.id')
          .where('x.status', '=', 'active'),
      )
      .$castTo<boolean>()
      .as('is_change'),
    eb.fn
      .coalesce(
        eb
          .selectFrom('ips_custom_strategies as s')
          .innerJoin('ips_allocations as al', (join) =>
            join
              .onRef('al.ips_id', '=', 's.ips_id')
              .onRef('al.investment_option_id', '=', 's.investment_option_id'),
          )
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('s.ips_id', '=', 'i.id')
          .where('al.target_percentage', '>', '0'),
        eb.lit(0),
      )
      .as('custom_strategy_count'),
  ]);

export type IpsReviewRow = NonNullable<Awaited<ReturnType<typeof findIpsForReview>>>;

const inReview = (pattern: string | null) =>
  fromIps()
    .where('i.status', '=', 'portfolio_manager_review')
    .$if(pattern !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('a.name', 'ilike', pattern!),
          eb('u.email', 'ilike', pattern!),
          eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', pattern!),
        ]),
      ),
    );

/** Oldest signature first: the order the portfolio managers work through them. */
export async function listIpsInReview(
  q: Queryable,
  input: { search: string | null; limit: number; offset: number },
): Promise<{ count: number; rows: IpsReviewRow[] }> {
  const pattern = input.search ? containing(input.search) : null;
  const rows = await run(
    q,
    withReviewColumns(inReview(pattern))
      .orderBy('i.sign_requested_at', (ob) => ob.asc().nullsLast())
      .orderBy('i.id')
      .limit(input.limit)
      .offset(input.offset),
  );
  const total = await runOne(
    q,
    inReview(pattern).select((eb) => eb.fn.countAll<number>().as('count')),
  );
  return { count: total.count, rows };
}

export async function findIpsForReview(q: Queryable, ipsId: number) {
  const row = await runMaybeOne(
    q,
    withReviewColumns(fromIps()).where('i.id', '=', ipsId).where('i.status', '<>', 'superseded'),
  );
  return row ?? null;
}

/** The account's active IPS (the one an approval replaces). */
export async function findActiveIpsId(q: Queryable, accountId: number): Promise<number | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('investment_policy_statements')
      .select('id')
      .where('account_id', '=', accountId)
      .where('status', '=', 'active'),
  );
  return row?.id ?? null;
}
