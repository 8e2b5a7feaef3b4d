import { type Insertable, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';
import { EDITABLE_STATUSES } from '../accounts/access.ts';

export function listSourcesOfFunds(q: Queryable) {
  return run(
    q,
    sqlBuilder
      .selectFrom('source_of_funds')
      .select(['id', 'name', 'is_other'])
      .orderBy('sort_order')
      .orderBy('id'),
  );
}

export function listAccountingMethods(q: Queryable) {
  return run(
    q,
    sqlBuilder
      .selectFrom('accounting_methods')
      .select(['key as id', 'name', 'description'])
      .orderBy('sort_order')
      .orderBy('key'),
  );
}

export async function accountingMethodExists(q: Queryable, key: string): Promise<boolean> {
  return (
    (await runMaybeOne(
      q,
      sqlBuilder.selectFrom('accounting_methods').select('key').where('key', '=', key),
    )) !== undefined
  );
}

/** The ids among `ids` that are sources of funds (to find unknown ones). */
export async function knownSourceIds(q: Queryable, ids: number[]): Promise<number[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('source_of_funds')
      .select('id')
      .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids)))),
  );
  return rows.map((row) => row.id);
}

type SourceOfFunds = Selectable<Database['source_of_funds']>;

/** The portfolio details of an account, or null when none were given. */
export async function findPortfolioApplication(q: Queryable, accountId: number) {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('portfolio_applications as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .innerJoin('accounting_methods as m', 'm.key', 'p.accounting_method')
      .select((eb) => {
        // The sources of funds chosen, in the order the form lists them.
        const sources = eb
          .selectFrom('portfolio_application_sources as ps')
          .innerJoin('source_of_funds as s', 's.id', 'ps.source_of_funds_id')
          .whereRef('ps.portfolio_application_id', '=', 'p.id')
          .orderBy('s.sort_order')
          .orderBy('s.id');
        return [
          'p.id',
          'p.account_id as account',
          'p.is_funds_transfer',
          sql<string | null>`p.funds_transfer_amount::text`.as('funds_transfer_amount'),
          'p.is_asset_transfer',
          sql<string | null>`p.asset_transfer_amount::text`.as('asset_transfer_amount'),
          sql<SourceOfFunds['id'][]>`ARRAY(${sources.select('s.id')})`.as('source_of_funds'),
          sql<SourceOfFunds['name'][]>`ARRAY(${sources.select('s.name')})`.as('source_of_funds_names'),
          'p.source_of_funds_other',
          'p.is_require_14_days_investing',
          'p.investment_period',
          'p.investment_period_months',
          'p.accounting_method',
          'm.name as accounting_method_name',
          'p.receive_franking_credits',
          'p.is_exempt_income_tax',
          eb('a.status', '=', eb.fn.any(eb.val([...EDITABLE_STATUSES])))
            .$castTo<boolean>()
            .as('can_edit'),
        ];
      })
      .where('p.account_id', '=', accountId),
  );
  return row ?? null;
}

export type PortfolioApplicationValues = Required<
  Pick<
    Insertable<Database['portfolio_applications']>,
    | 'is_funds_transfer'
    | 'funds_transfer_amount'
    | 'is_asset_transfer'
    | 'asset_transfer_amount'
    | 'source_of_funds_other'
    | 'is_require_14_days_investing'
    | 'investment_period'
    | 'investment_period_months'
    | 'accounting_method'
    | 'receive_franking_credits'
    | 'is_exempt_income_tax'
  >
>;

/** Creates or replaces the account's portfolio details and their sources of funds. */
export async function savePortfolioApplication(
  q: Queryable,
  accountId: number,
  details: PortfolioApplicationValues,
  sourceIds: number[],
): Promise<void> {
  const { id } = await runOne(
    q,
    sqlBuilder
      .insertInto('portfolio_applications')
      .values({ account_id: accountId, ...details })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...details, updated_at: sql`now()` }))
      .returning('id'),
  );
  await exec(
    q,
    sqlBuilder.deleteFrom('portfolio_application_sources').where('portfolio_application_id', '=', id),
  );
  if (sourceIds.length > 0)
    await exec(
      q,
      sqlBuilder
        .insertInto('portfolio_application_sources')
        .values(
          sourceIds.map((sourceId) => ({ portfolio_application_id: id, source_of_funds_id: sourceId })),
        ),
    );
}
