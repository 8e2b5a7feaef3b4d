import type {
  TAccountingMethod,
  TPortfolioApplication,
  TSourceOfFunds,
} from '@portal/contracts/api/portfolio-application';
import type { Queryable } from '../../db/client.ts';
import { EDITABLE_STATUSES } from '../accounts/access.ts';

export function listSourcesOfFunds(q: Queryable): Promise<TSourceOfFunds[]> {
  return q.query<TSourceOfFunds>('SELECT id, name, is_other FROM source_of_funds ORDER BY sort_order, id');
}

export function listAccountingMethods(q: Queryable): Promise<TAccountingMethod[]> {
  return q.query<TAccountingMethod>(
    'SELECT key AS id, name, description FROM accounting_methods ORDER BY sort_order, key',
  );
}

export async function accountingMethodExists(q: Queryable, key: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM accounting_methods WHERE key = $1', [key])).length > 0;
}

/** The ids among `ids` that are sources of funds (to find unknown ones). */
export async function knownSourceIds(q: Queryable, ids: number[]): Promise<number[]> {
  const rows = await q.query<{ id: number }>('SELECT id FROM source_of_funds WHERE id = ANY($1::int[])', [
    ids,
  ]);
  return rows.map((row) => row.id);
}

/** The portfolio details of an account, or null when none were given. */
export async function findPortfolioApplication(
  q: Queryable,
  accountId: number,
): Promise<TPortfolioApplication | null> {
  const [row] = await q.query<TPortfolioApplication>(
    `SELECT p.id, p.account_id AS account, p.is_funds_transfer, p.funds_transfer_amount::text,
            p.is_asset_transfer, p.asset_transfer_amount::text,
            ARRAY(SELECT s.id FROM portfolio_application_sources ps JOIN source_of_funds s ON s.id = ps.source_of_funds_id
                   WHERE ps.portfolio_application_id = p.id ORDER BY s.sort_order, s.id) AS source_of_funds,
            ARRAY(SELECT s.name FROM portfolio_application_sources ps JOIN source_of_funds s ON s.id = ps.source_of_funds_id
                   WHERE ps.portfolio_application_id = p.id ORDER BY s.sort_order, s.id) AS source_of_funds_names,
            p.source_of_funds_other, p.is_require_14_days_investing, p.investment_period,
            p.investment_period_months, p.accounting_method, m.name AS accounting_method_name,
            p.receive_franking_credits, p.is_exempt_income_tax,
            a.status = ANY($2::text[]) AS can_edit
       FROM portfolio_applications p
       JOIN accounts a ON a.id = p.account_id
       JOIN accounting_methods m ON m.key = p.accounting_method
      WHERE p.account_id = $1`,
    [accountId, EDITABLE_STATUSES],
  );
  return row ?? null;
}

export type PortfolioApplicationValues = {
  isFundsTransfer: boolean;
  fundsTransferAmount: string | null;
  isAssetTransfer: boolean;
  assetTransferAmount: string | null;
  sourceIds: number[];
  sourceOfFundsOther: string;
  isRequire14DaysInvesting: boolean;
  investmentPeriod: string | null;
  investmentPeriodMonths: number | null;
  accountingMethod: string;
  receiveFrankingCredits: string;
  isExemptIncomeTax: boolean;
};

/** Creates or replaces the account's portfolio details and their sources of funds. */
export async function savePortfolioApplication(
  q: Queryable,
  accountId: number,
  v: PortfolioApplicationValues,
): Promise<void> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO portfolio_applications (account_id, is_funds_transfer, funds_transfer_amount, is_asset_transfer,
        asset_transfer_amount, source_of_funds_other, is_require_14_days_investing, investment_period,
        investment_period_months, accounting_method, receive_franking_credits, is_exempt_income_tax)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (account_id) DO UPDATE SET
       is_funds_transfer = EXCLUDED.is_funds_transfer, funds_transfer_amount = EXCLUDED.funds_transfer_amount,
       is_asset_transfer = EXCLUDED.is_asset_transfer, asset_transfer_amount = EXCLUDED.asset_transfer_amount,
       source_of_funds_other = EXCLUDED.source_of_funds_other,
       is_require_14_days_investing = EXCLUDED.is_require_14_days_investing,
       investment_period = EXCLUDED.investment_period, investment_period_months = EXCLUDED.investment_period_months,
       accounting_method = EXCLUDED.accounting_method, receive_franking_credits = EXCLUDED.receive_franking_credits,
       is_exempt_income_tax = EXCLUDED.is_exempt_income_tax, updated_at = now()
     RETURNING id`,
    [
      accountId,
      v.isFundsTransfer,
      v.fundsTransferAmount,
      v.isAssetTransfer,
      v.assetTransferAmount,
      v.sourceOfFundsOther,
      v.isRequire14DaysInvesting,
      v.investmentPeriod,
      v.investmentPeriodMonths,
      v.accountingMethod,
      v.receiveFrankingCredits,
      v.isExemptIncomeTax,
    ],
  );
  await q.query('DELETE FROM portfolio_application_sources WHERE portfolio_application_id = $1', [row!.id]);
  await q.query(
    `INSERT INTO portfolio_application_sources (portfolio_application_id, source_of_funds_id)
     SELECT $1, unnest($2::int[])`,
    [row!.id, v.sourceIds],
  );
}
