import type {
  TAllocationCategory,
  TCustomStrategy,
  THoldingArrangement,
  TIpsStatus,
  TIpsWizardStep,
  TSecurityRestriction,
  TTailoredLabel,
} from '@portal/contracts/api/ips';
import type { TRestrictionType } from '@portal/contracts/api/ips-restriction-tree';
import type { Queryable } from '../../db/client.ts';

export type IpsRow = {
  id: number;
  account_id: number;
  status: TIpsStatus | 'superseded';
  wizard_step: TIpsWizardStep;
  has_restrictions: boolean | null;
  has_industry_restrictions: boolean | null;
  has_security_restrictions: boolean | null;
  has_gearing: boolean | null;
  target_loan_balance_min: string | null;
  target_loan_balance_max: string | null;
  creator: string | null;
  created: string;
  modifier: string | null;
  modified: string;
  sign_requester_name: string | null;
  sign_requested_date: string | null;
};

const IPS_SELECT = `SELECT i.id, i.account_id, i.status, i.wizard_step, i.has_restrictions, i.has_industry_restrictions,
         i.has_security_restrictions, i.has_gearing, i.target_loan_balance_min::text, i.target_loan_balance_max::text,
         NULLIF(trim(cu.first_name || ' ' || cu.last_name), '') AS creator, i.created_at::text AS created,
         NULLIF(trim(mu.first_name || ' ' || mu.last_name), '') AS modifier, i.modified_at::text AS modified,
         NULLIF(trim(su.first_name || ' ' || su.last_name), '') AS sign_requester_name,
         i.sign_requested_at::text AS sign_requested_date
    FROM investment_policy_statements i
    LEFT JOIN users cu ON cu.id = i.creator_user_id
    LEFT JOIN users mu ON mu.id = i.modifier_user_id
    LEFT JOIN users su ON su.id = i.sign_requested_by`;

export async function findIps(q: Queryable, id: number): Promise<IpsRow | null> {
  const [row] = await q.query<IpsRow>(`${IPS_SELECT} WHERE i.id = $1`, [id]);
  return row ?? null;
}

/** The account's IPS in progress (draft, signing or review) and its active one. */
export async function findAccountIps(q: Queryable, accountId: number) {
  const rows = await q.query<IpsRow>(
    `${IPS_SELECT} WHERE i.account_id = $1 AND i.status <> 'superseded' ORDER BY i.id`,
    [accountId],
  );
  return {
    active: rows.find((r) => r.status === 'active') ?? null,
    ongoing: rows.find((r) => r.status !== 'active') ?? null,
  };
}

/** A new draft; when the account has an active IPS, the draft starts as a copy of it. */
export async function createDraft(q: Queryable, accountId: number, userId: number, copyOf: number | null) {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO investment_policy_statements (account_id, creator_user_id, modifier_user_id, has_restrictions,
        has_industry_restrictions, has_security_restrictions, has_gearing, target_loan_balance_min, target_loan_balance_max,
        wizard_step)
     SELECT $1, $2, $2, src.has_restrictions, src.has_industry_restrictions, src.has_security_restrictions,
            src.has_gearing, src.target_loan_balance_min, src.target_loan_balance_max,
            -- A copy of an active IPS has every step answered: it is ready to sign once changed.
            CASE WHEN src.id IS NULL THEN 'booklet' ELSE 'done' END
       FROM (SELECT 1) one
       LEFT JOIN investment_policy_statements src ON src.id = $3
     RETURNING id`,
    [accountId, userId, copyOf],
  );
  const id = row!.id;
  if (copyOf !== null) {
    await q.query(
      `INSERT INTO ips_allocations (ips_id, investment_option_id, target_percentage, tailored_label_id)
       SELECT $1, investment_option_id, target_percentage, tailored_label_id FROM ips_allocations WHERE ips_id = $2`,
      [id, copyOf],
    );
    const strategies = await q.query<{ id: number }>(
      'SELECT id FROM ips_custom_strategies WHERE ips_id = $1 ORDER BY position',
      [copyOf],
    );
    for (const strategy of strategies) {
      const [copy] = await q.query<{ id: number }>(
        `INSERT INTO ips_custom_strategies (ips_id, investment_option_id, name, manager_discretion, holding_arrangement_id, position)
         SELECT $1, investment_option_id, name, manager_discretion, holding_arrangement_id, position
           FROM ips_custom_strategies WHERE id = $2 RETURNING id`,
        [id, strategy.id],
      );
      await q.query(
        `INSERT INTO ips_custom_strategy_securities (custom_strategy_id, position, name, target_percentage, units)
         SELECT $1, position, name, target_percentage, units FROM ips_custom_strategy_securities WHERE custom_strategy_id = $2`,
        [copy!.id, strategy.id],
      );
    }
    await q.query(
      `INSERT INTO ips_industry_restrictions (ips_id, industry_id, restriction_type)
       SELECT $1, industry_id, restriction_type FROM ips_industry_restrictions WHERE ips_id = $2`,
      [id, copyOf],
    );
    await q.query(
      `INSERT INTO ips_security_restrictions (ips_id, position, name, units, cost_base, date, restriction_type)
       SELECT $1, position, name, units, cost_base, date, restriction_type FROM ips_security_restrictions WHERE ips_id = $2`,
      [id, copyOf],
    );
  }
  return id;
}

export async function deleteIps(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM investment_policy_statements WHERE id = $1', [id]);
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

const CHANGEABLE = [
  'has_restrictions',
  'has_industry_restrictions',
  'has_security_restrictions',
  'has_gearing',
  'target_loan_balance_min',
  'target_loan_balance_max',
  'wizard_step',
] as const;

export async function updateIps(
  q: Queryable,
  id: number,
  userId: number,
  changes: IpsChanges,
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [id, userId];
  for (const key of CHANGEABLE) {
    if (!(key in changes)) continue;
    values.push(changes[key]);
    sets.push(`${key} = $${values.length}`);
  }
  await q.query(
    `UPDATE investment_policy_statements SET ${[...sets, 'modifier_user_id = $2', 'modified_at = now()'].join(', ')}
      WHERE id = $1`,
    values,
  );
}

// --- Reference lists ---
export function listTailoredLabels(q: Queryable): Promise<TTailoredLabel[]> {
  return q.query<TTailoredLabel>('SELECT id, name FROM ips_tailored_labels ORDER BY sort_order, id');
}

export async function listHoldingArrangements(q: Queryable): Promise<THoldingArrangement[]> {
  const rows = await q.query<{ id: number; title: string; pmf: string; imf: string }>(
    `SELECT id, title, portfolio_management_fee::text AS pmf, investment_management_fee::text AS imf
       FROM ips_holding_arrangements ORDER BY sort_order, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    fees: { portfolio_management_fee: r.pmf, investment_management_fee: r.imf },
  }));
}

export type OptionRow = {
  id: number;
  name: string;
  color: string;
  min_value: string;
  is_custom_strategies_available: boolean;
  has_tailored_label: boolean;
  category_id: number;
  category_name: string;
  category_color: string;
};

export function listOptions(q: Queryable): Promise<OptionRow[]> {
  return q.query<OptionRow>(
    `SELECT o.id, o.name, o.color, o.min_value::text, o.is_custom_strategies_available, o.has_tailored_label,
            ac.id AS category_id, ac.name AS category_name, ac.color AS category_color
       FROM ips_investment_options o JOIN asset_classes ac ON ac.id = o.asset_class_id
      ORDER BY ac.sort_order, ac.id, o.sort_order, o.id`,
  );
}

/** The allocation of an IPS: every option, with its percent ('0.00' when none), label and strategies. */
export async function loadAllocation(q: Queryable, ipsId: number): Promise<TAllocationCategory[]> {
  const options = await listOptions(q);
  const allocations = await q.query<{
    investment_option_id: number;
    target_percentage: string;
    tailored_label_id: number | null;
  }>(
    'SELECT investment_option_id, target_percentage::text, tailored_label_id FROM ips_allocations WHERE ips_id = $1',
    [ipsId],
  );
  const strategies = await q.query<{
    id: number;
    investment_option_id: number;
    name: string;
    manager_discretion: boolean;
    ha_id: number;
    ha_title: string;
    pmf: string;
    imf: string;
    securities: TCustomStrategy['securities'];
  }>(
    `SELECT s.id, s.investment_option_id, s.name, s.manager_discretion, h.id AS ha_id, h.title AS ha_title,
            h.portfolio_management_fee::text AS pmf, h.investment_management_fee::text AS imf,
            COALESCE((SELECT json_agg(json_build_object('name', x.name, 'target_percentage', x.target_percentage::text,
                                                        'units', x.units::text) ORDER BY x.position)
                        FROM ips_custom_strategy_securities x WHERE x.custom_strategy_id = s.id), '[]'::json) AS securities
       FROM ips_custom_strategies s JOIN ips_holding_arrangements h ON h.id = s.holding_arrangement_id
      WHERE s.ips_id = $1 ORDER BY s.position, s.id`,
    [ipsId],
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

/** Replaces the allocation and custom strategies of an IPS. */
export async function replaceAllocation(
  q: Queryable,
  ipsId: number,
  lines: AllocationToStore,
): Promise<void> {
  await q.query('DELETE FROM ips_custom_strategies WHERE ips_id = $1', [ipsId]);
  await q.query('DELETE FROM ips_allocations WHERE ips_id = $1', [ipsId]);
  let position = 0;
  for (const line of lines) {
    await q.query(
      `INSERT INTO ips_allocations (ips_id, investment_option_id, target_percentage, tailored_label_id)
       VALUES ($1, $2, $3, $4)`,
      [ipsId, line.optionId, line.targetPercentage, line.tailoredLabelId],
    );
    for (const strategy of line.strategies) {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO ips_custom_strategies (ips_id, investment_option_id, name, manager_discretion, holding_arrangement_id, position)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          ipsId,
          line.optionId,
          strategy.name,
          strategy.managerDiscretion,
          strategy.holdingArrangementId,
          position++,
        ],
      );
      await q.query(
        `INSERT INTO ips_custom_strategy_securities (custom_strategy_id, position, name, target_percentage, units)
         SELECT $1, ord - 1, name, pct, units
           FROM unnest($2::text[], $3::numeric[], $4::numeric[]) WITH ORDINALITY AS t(name, pct, units, ord)`,
        [
          row!.id,
          strategy.securities.map((s) => s.name),
          strategy.securities.map((s) => s.targetPercentage),
          strategy.securities.map((s) => s.units),
        ],
      );
    }
  }
}

export async function tailoredLabelExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM ips_tailored_labels WHERE id = $1', [id])).length > 0;
}

// --- Restrictions ---
export type IndustryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  level: string;
  is_leaf: boolean;
};

export function listIndustries(q: Queryable): Promise<IndustryRow[]> {
  return q.query<IndustryRow>(
    `SELECT c.id, c.parent_id, c.name, c.level, c.level = 'industry' AS is_leaf
       FROM industry_classifications c ORDER BY c.id::text`,
  );
}

export function listIndustryRestrictions(q: Queryable, ipsId: number) {
  return q.query<{ industry_id: number; restriction_type: TRestrictionType }>(
    'SELECT industry_id, restriction_type FROM ips_industry_restrictions WHERE ips_id = $1',
    [ipsId],
  );
}

export async function replaceIndustryRestrictions(
  q: Queryable,
  ipsId: number,
  list: Array<{ id: number; restriction_type: TRestrictionType }>,
): Promise<void> {
  await q.query('DELETE FROM ips_industry_restrictions WHERE ips_id = $1', [ipsId]);
  await q.query(
    `INSERT INTO ips_industry_restrictions (ips_id, industry_id, restriction_type)
     SELECT $1, unnest($2::int[]), unnest($3::text[])`,
    [ipsId, list.map((r) => r.id), list.map((r) => r.restriction_type)],
  );
}

export function listSecurityRestrictions(q: Queryable, ipsId: number): Promise<TSecurityRestriction[]> {
  return q.query<TSecurityRestriction>(
    `SELECT id, name, units::text, cost_base::text, to_char(date, 'YYYY-MM-DD') AS date, restriction_type
       FROM ips_security_restrictions WHERE ips_id = $1 ORDER BY position, id`,
    [ipsId],
  );
}

export async function replaceSecurityRestrictions(
  q: Queryable,
  ipsId: number,
  list: Array<{
    name: string;
    units: string;
    cost_base: string;
    date: string;
    restriction_type: TRestrictionType;
  }>,
): Promise<void> {
  await q.query('DELETE FROM ips_security_restrictions WHERE ips_id = $1', [ipsId]);
  await q.query(
    `INSERT INTO ips_security_restrictions (ips_id, position, name, units, cost_base, date, restriction_type)
     SELECT $1, ord - 1, name, units, cost_base, date, rt
       FROM unnest($2::text[], $3::numeric[], $4::numeric[], $5::date[], $6::text[])
            WITH ORDINALITY AS t(name, units, cost_base, date, rt, ord)`,
    [
      ipsId,
      list.map((r) => r.name),
      list.map((r) => r.units),
      list.map((r) => r.cost_base),
      list.map((r) => r.date),
      list.map((r) => r.restriction_type),
    ],
  );
}
