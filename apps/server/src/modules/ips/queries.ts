import type {
  TAllocationCategory,
  TCustomStrategy,
  THoldingArrangement,
  TSecurityRestriction,
  TTailoredLabel,
} from '@portal/contracts/api/ips';
import { type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

type IpsTable = Selectable<Database['investment_policy_statements']>;

/** A user's full name, or null when both parts are blank (or there is no user). */
function fullName(alias: 'cu' | 'mu' | 'su') {
  return sql<
    string | null
  >`NULLIF(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), '')`;
}

function ipsSelect() {
  return sqlBuilder
    .selectFrom('investment_policy_statements as i')
    .leftJoin('users as cu', 'cu.id', 'i.creator_user_id')
    .leftJoin('users as mu', 'mu.id', 'i.modifier_user_id')
    .leftJoin('users as su', 'su.id', 'i.sign_requested_by')
    .select([
      'i.id',
      'i.account_id',
      'i.status',
      'i.wizard_step',
      'i.has_restrictions',
      'i.has_industry_restrictions',
      'i.has_security_restrictions',
      'i.has_gearing',
      sql<string | null>`i.target_loan_balance_min::text`.as('target_loan_balance_min'),
      sql<string | null>`i.target_loan_balance_max::text`.as('target_loan_balance_max'),
      fullName('cu').as('creator'),
      sql<string>`i.created_at::text`.as('created'),
      fullName('mu').as('modifier'),
      sql<string>`i.modified_at::text`.as('modified'),
      fullName('su').as('sign_requester_name'),
      sql<string | null>`i.sign_requested_at::text`.as('sign_requested_date'),
    ]);
}

export async function findIps(q: Queryable, id: number) {
  return (await runMaybeOne(q, ipsSelect().where('i.id', '=', id))) ?? null;
}

export type IpsRow = NonNullable<Awaited<ReturnType<typeof findIps>>>;

/** The account's IPS in progress (draft, signing or review) and its active one. */
export async function findAccountIps(q: Queryable, accountId: number) {
  const rows = await run(
    q,
    ipsSelect().where('i.account_id', '=', accountId).where('i.status', '<>', 'superseded').orderBy('i.id'),
  );
  return {
    active: rows.find((r) => r.status === 'active') ?? null,
    ongoing: rows.find((r) => r.status !== 'active') ?? null,
  };
}

/** A new draft; when the account has an active IPS, the draft starts as a copy of it. */
export async function createDraft(q: Queryable, accountId: number, userId: number, copyOf: number | null) {
  const { id } = await runOne(
    q,
    sql<
      Pick<IpsTable, 'id'>
    >`INSERT INTO investment_policy_statements (account_id, creator_user_id, modifier_user_id,
        has_restrictions, has_industry_restrictions, has_security_restrictions, has_gearing, target_loan_balance_min,
        target_loan_balance_max, wizard_step)
     SELECT ${accountId}::int, ${userId}::int, ${userId}::int, src.has_restrictions, src.has_industry_restrictions,
            src.has_security_restrictions, src.has_gearing, src.target_loan_balance_min, src.target_loan_balance_max,
            -- A copy of an active IPS has every step answered: it is ready to sign once changed.
            CASE WHEN src.id IS NULL THEN 'booklet' ELSE 'done' END
       FROM (SELECT 1) one
       LEFT JOIN investment_policy_statements src ON src.id = ${copyOf}::int
     RETURNING id`,
  );
  if (copyOf !== null) {
    await exec(
      q,
      sqlBuilder
        .insertInto('ips_allocations')
        .columns(['ips_id', 'investment_option_id', 'target_percentage', 'tailored_label_id'])
        .expression(
          sqlBuilder
            .selectFrom('ips_allocations')
            .select([
              sql.lit(id).as('ips_id'),
              'investment_option_id',
              'target_percentage',
              'tailored_label_id',
            ])
            .where('ips_id', '=', copyOf),
        ),
    );
    const strategies = await run(
      q,
      sqlBuilder
        .selectFrom('ips_custom_strategies')
        .select('id')
        .where('ips_id', '=', copyOf)
        .orderBy('position'),
    );
    for (const strategy of strategies) {
      const copy = await runOne(
        q,
        sqlBuilder
          .insertInto('ips_custom_strategies')
          .columns([
            'ips_id',
            'investment_option_id',
            'name',
            'manager_discretion',
            'holding_arrangement_id',
            'position',
          ])
          .expression(
            sqlBuilder
              .selectFrom('ips_custom_strategies')
              .select([
                sql.lit(id).as('ips_id'),
                'investment_option_id',
                'name',
                'manager_discretion',
                'holding_arrangement_id',
                'position',
              ])
              .where('id', '=', strategy.id),
          )
          .returning('id'),
      );
      await exec(
        q,
        sqlBuilder
          .insertInto('ips_custom_strategy_securities')
          .columns(['custom_strategy_id', 'position', 'name', 'target_percentage', 'units'])
          .expression(
            sqlBuilder
              .selectFrom('ips_custom_strategy_securities')
              .select([
                sql.lit(copy.id).as('custom_strategy_id'),
                'position',
                'name',
                'target_percentage',
                'units',
              ])
              .where('custom_strategy_id', '=', strategy.id),
          ),
      );
    }
    await exec(
      q,
      sqlBuilder
        .insertInto('ips_industry_restrictions')
        .columns(['ips_id', 'industry_id', 'restriction_type'])
        .expression(
          sqlBuilder
            .selectFrom('ips_industry_restrictions')
            .select([sql.lit(id).as('ips_id'), 'industry_id', 'restriction_type'])
            .where('ips_id', '=', copyOf),
        ),
    );
    await exec(
      q,
      sqlBuilder
        .insertInto('ips_security_restrictions')
        .columns(['ips_id', 'position', 'name', 'units', 'cost_base', 'date', 'restriction_type'])
        .expression(
          sqlBuilder
            .selectFrom('ips_security_restrictions')
            .select([
              sql.lit(id).as('ips_id'),
              'position',
              'name',
              'units',
              'cost_base',
              'date',
              'restriction_type',
            ])
            .where('ips_id', '=', copyOf),
        ),
    );
  }
  return id;
}

export async function deleteIps(q: Queryable, id: number): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('investment_policy_statements').where('id', '=', id));
}

export type IpsChanges = Partial<
  Pick<
    IpsRow,
    | 'has_restrictions'
    | 'has_industry_restrictions'
    | 'has_security_restrictions'
    | 'has_gearing'
    | 'target_loan_balance_min'
    | 'target_loan_balance_max'
    | 'wizard_step'
  >
>;

export async function updateIps(
  q: Queryable,
  id: number,
  userId: number,
  changes: IpsChanges,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('investment_policy_statements')
      .set({ ...changes, modifier_user_id: userId, modified_at: sql`now()` })
      .where('id', '=', id),
  );
}

// --- Reference lists ---
export function listTailoredLabels(q: Queryable): Promise<TTailoredLabel[]> {
  return run(
    q,
    sqlBuilder.selectFrom('ips_tailored_labels').select(['id', 'name']).orderBy('sort_order').orderBy('id'),
  );
}

export async function listHoldingArrangements(q: Queryable): Promise<THoldingArrangement[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('ips_holding_arrangements')
      .select([
        'id',
        'title',
        sql<string>`portfolio_management_fee::text`.as('pmf'),
        sql<string>`investment_management_fee::text`.as('imf'),
      ])
      .orderBy('sort_order')
      .orderBy('id'),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    fees: { portfolio_management_fee: r.pmf, investment_management_fee: r.imf },
  }));
}

export function listOptions(q: Queryable) {
  return run(
    q,
    sqlBuilder
      .selectFrom('ips_investment_options as o')
      .innerJoin('asset_classes as ac', 'ac.id', 'o.asset_class_id')
      .select([
        'o.id',
        'o.name',
        'o.color',
        sql<string>`o.min_value::text`.as('min_value'),
        'o.is_custom_strategies_available',
        'o.has_tailored_label',
        'ac.id as category_id',
        'ac.name as category_name',
        'ac.color as category_color',
      ])
      .orderBy('ac.sort_order')
      .orderBy('ac.id')
      .orderBy('o.sort_order')
      .orderBy('o.id'),
  );
}

/** The allocation of an IPS: every option, with its percent ('0.00' when none), label and strategies. */
export async function loadAllocation(q: Queryable, ipsId: number): Promise<TAllocationCategory[]> {
  const options = await listOptions(q);
  const allocations = await run(
    q,
    sqlBuilder
      .selectFrom('ips_allocations')
      .select([
        'investment_option_id',
        sql<string>`target_percentage::text`.as('target_percentage'),
        'tailored_label_id',
      ])
      .where('ips_id', '=', ipsId),
  );
  const strategies = await run(
    q,
    sqlBuilder
      .selectFrom('ips_custom_strategies as s')
      .innerJoin('ips_holding_arrangements as h', 'h.id', 's.holding_arrangement_id')
      .select([
        's.id',
        's.investment_option_id',
        's.name',
        's.manager_discretion',
        'h.id as ha_id',
        'h.title as ha_title',
        sql<string>`h.portfolio_management_fee::text`.as('pmf'),
        sql<string>`h.investment_management_fee::text`.as('imf'),
        // The securities' numbers as text, the way the contract carries them.
        sql<TCustomStrategy['securities']>`COALESCE((SELECT json_agg(json_build_object('name', x.name,
            'target_percentage', x.target_percentage::text, 'units', x.units::text) ORDER BY x.position)
            FROM ips_custom_strategy_securities x WHERE x.custom_strategy_id = s.id), '[]'::json)`.as(
          'securities',
        ),
      ])
      .where('s.ips_id', '=', ipsId)
      .orderBy('s.position')
      .orderBy('s.id'),
  );
  const categories: TAllocationCategory[] = [];
  for (const option of options) {
    let category = categories.find((c) => c.id === option.category_id);
    if (!category) {
      category = {
        id: option.category_id,
        name: option.category_name,
        color: option.category_color,
        investment_options: [],
      };
      categories.push(category);
    }
    const allocation = allocations.find((a) => a.investment_option_id === option.id);
    category.investment_options.push({
      id: option.id,
      name: option.name,
      color: option.color,
      target_percentage: allocation?.target_percentage ?? '0.00',
      min_value: option.min_value,
      tailored_label: allocation?.tailored_label_id ?? null,
      has_tailored_label: option.has_tailored_label,
      is_custom_strategies_available: option.is_custom_strategies_available,
      custom_strategies: strategies
        .filter((s) => s.investment_option_id === option.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          manager_discretion: s.manager_discretion,
          holding_arrangement: { id: s.ha_id, title: s.ha_title },
          securities: s.securities,
          portfolio_management_fee: s.pmf,
          investment_management_fee: s.imf,
        })),
    });
  }
  return categories;
}

export type AllocationToStore = Array<{
  optionId: number;
  targetPercentage: string;
  tailoredLabelId: number | null;
  strategies: Array<{
    name: string;
    managerDiscretion: boolean;
    holdingArrangementId: number;
    securities: Array<{ name: string; targetPercentage: string | null; units: string | null }>;
  }>;
}>;

type SecurityRestrictionTable = Selectable<Database['ips_security_restrictions']>;

/** Replaces the allocation and custom strategies of an IPS. */
export async function replaceAllocation(
  q: Queryable,
  ipsId: number,
  lines: AllocationToStore,
): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('ips_custom_strategies').where('ips_id', '=', ipsId));
  await exec(q, sqlBuilder.deleteFrom('ips_allocations').where('ips_id', '=', ipsId));
  let position = 0;
  for (const line of lines) {
    await exec(
      q,
      sqlBuilder.insertInto('ips_allocations').values({
        ips_id: ipsId,
        investment_option_id: line.optionId,
        target_percentage: line.targetPercentage,
        tailored_label_id: line.tailoredLabelId,
      }),
    );
    for (const strategy of line.strategies) {
      const row = await runOne(
        q,
        sqlBuilder
          .insertInto('ips_custom_strategies')
          .values({
            ips_id: ipsId,
            investment_option_id: line.optionId,
            name: strategy.name,
            manager_discretion: strategy.managerDiscretion,
            holding_arrangement_id: strategy.holdingArrangementId,
            position: position++,
          })
          .returning('id'),
      );
      // One statement for all the strategy's securities, numbered in the order given.
      await exec(
        q,
        sql`INSERT INTO ips_custom_strategy_securities (custom_strategy_id, position, name, target_percentage, units)
         SELECT ${row.id}::int, ord - 1, name, pct, units
           FROM unnest(${strategy.securities.map((s) => s.name)}::text[],
                       ${strategy.securities.map((s) => s.targetPercentage)}::numeric[],
                       ${strategy.securities.map((s) => s.units)}::numeric[]) WITH ORDINALITY AS t(name, pct, units, ord)`,
      );
    }
  }
}

export async function tailoredLabelExists(q: Queryable, id: number): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('ips_tailored_labels').select('id').where('id', '=', id),
  );
  return row !== undefined;
}

// --- Restrictions ---
export function listIndustries(q: Queryable) {
  return run(
    q,
    sqlBuilder
      .selectFrom('industry_classifications as c')
      .select(['c.id', 'c.parent_id', 'c.name', 'c.level', sql<boolean>`c.level = 'industry'`.as('is_leaf')])
      // The tree is ordered by the classification code as text (sector 10 before its groups 1010...).
      .orderBy(sql`c.id::text`),
  );
}

export function listIndustryRestrictions(q: Queryable, ipsId: number) {
  return run(
    q,
    sqlBuilder
      .selectFrom('ips_industry_restrictions')
      .select(['industry_id', 'restriction_type'])
      .where('ips_id', '=', ipsId),
  );
}

export async function replaceIndustryRestrictions(
  q: Queryable,
  ipsId: number,
  list: Array<{
    id: number;
    restriction_type: Selectable<Database['ips_industry_restrictions']>['restriction_type'];
  }>,
): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('ips_industry_restrictions').where('ips_id', '=', ipsId));
  await exec(
    q,
    sql`INSERT INTO ips_industry_restrictions (ips_id, industry_id, restriction_type)
     SELECT ${ipsId}::int, unnest(${list.map((r) => r.id)}::int[]), unnest(${list.map((r) => r.restriction_type)}::text[])`,
  );
}

export function listSecurityRestrictions(q: Queryable, ipsId: number): Promise<TSecurityRestriction[]> {
  return run(
    q,
    sqlBuilder
      .selectFrom('ips_security_restrictions')
      .select([
        'id',
        'name',
        sql<string>`units::text`.as('units'),
        sql<string>`cost_base::text`.as('cost_base'),
        sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
        'restriction_type',
      ])
      .where('ips_id', '=', ipsId)
      .orderBy('position')
      .orderBy('id'),
  );
}

export async function replaceSecurityRestrictions(
  q: Queryable,
  ipsId: number,
  list: Array<
    Pick<SecurityRestrictionTable, 'name' | 'restriction_type'> & {
      units: string;
      cost_base: string;
      date: string;
    }
  >,
): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('ips_security_restrictions').where('ips_id', '=', ipsId));
  await exec(
    q,
    sql`INSERT INTO ips_security_restrictions (ips_id, position, name, units, cost_base, date, restriction_type)
     SELECT ${ipsId}::int, ord - 1, name, units, cost_base, date, rt
       FROM unnest(${list.map((r) => r.name)}::text[], ${list.map((r) => r.units)}::numeric[],
                   ${list.map((r) => r.cost_base)}::numeric[], ${list.map((r) => r.date)}::date[],
                   ${list.map((r) => r.restriction_type)}::text[])
            WITH ORDINALITY AS t(name, units, cost_base, date, rt, ord)`,
  );
}

// --- Signing ---
type IpsStatus = IpsTable['status'];

/** The IPS of an account that is ready to sign (its wizard done, still a draft). */
export function findDraftReadyToSign(q: Queryable, accountId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('investment_policy_statements')
      .select('id')
      .where('account_id', '=', accountId)
      .where('status', '=', 'draft')
      .where('wizard_step', '=', 'done'),
  );
}

/** Locks the IPS for a status change when it is in `status` (and, when asked, its wizard is done). */
export function lockIpsInStatus(q: Queryable, ipsId: number, status: IpsStatus, wizardDone: boolean) {
  let query = sqlBuilder
    .selectFrom('investment_policy_statements')
    .select('account_id')
    .where('id', '=', ipsId)
    .where('status', '=', status);
  if (wizardDone) query = query.where('wizard_step', '=', 'done');
  return runMaybeOne(q, query.forUpdate());
}

export async function setIpsStatus(
  q: Queryable,
  ipsId: number,
  changes: { status: IpsStatus } & Partial<Pick<IpsTable, 'sign_requested_by'>> & {
      signRequestedNow?: boolean;
    },
): Promise<void> {
  const { signRequestedNow, ...columns } = changes;
  await exec(
    q,
    sqlBuilder
      .updateTable('investment_policy_statements')
      .set(
        signRequestedNow === undefined
          ? columns
          : { ...columns, sign_requested_at: signRequestedNow ? sql`now()` : null },
      )
      .where('id', '=', ipsId),
  );
}

export async function supersedeActiveIps(q: Queryable, accountId: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('investment_policy_statements')
      .set({ status: 'superseded' })
      .where('account_id', '=', accountId)
      .where('status', '=', 'active'),
  );
}

/** The account's IPS under signing or in review, if any. */
export function findIpsInSigning(q: Queryable, accountId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('investment_policy_statements')
      .select(['id', 'status'])
      .where('account_id', '=', accountId)
      .where('status', 'in', ['awaiting_signature', 'portfolio_manager_review']),
  );
}

/**
 * The request that signs the IPS: its own request of `ipsKind`, or for an application's IPS the
 * application's request while that is pending or signed.
 */
export function findSigningRequestId(
  q: Queryable,
  accountId: number,
  ipsId: number,
  ipsKind: Selectable<Database['change_requests']>['kind'],
) {
  return runMaybeOne(
    q,
    sql<Pick<Selectable<Database['change_requests']>, 'id'>>`SELECT id FROM change_requests
      WHERE account_id = ${accountId}
        AND ((kind = ${ipsKind} AND new_data->>'ips_id' = ${ipsId}::text)
          OR (kind = 'application' AND status IN ('pending', 'approved_by_users')))
      ORDER BY (kind = ${ipsKind}) DESC, id DESC LIMIT 1`,
  );
}

export function findAccountStatus(q: Queryable, accountId: number) {
  return runMaybeOne(q, sqlBuilder.selectFrom('accounts').select('status').where('id', '=', accountId));
}

/** Serialises starts of one account's IPS until the transaction ends. */
export async function lockIpsStart(q: Queryable, accountId: number): Promise<void> {
  await exec(q, sql`SELECT pg_advisory_xact_lock(hashtext('ips-start'), ${accountId})`);
}

export function findUserName(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users')
      .select(sql<string>`trim(first_name || ' ' || last_name)`.as('name'))
      .where('id', '=', userId),
  );
}
