import {
  portfolioTexts,
  type TInvestmentPeriod,
  type TPortfolioApplication,
  zPortfolioApplicationForm,
} from '@portal/contracts/api/portfolio-application';
import { messages } from '@portal/contracts/messages';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { isRowId } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import { type AccountRow, requireMemberAccount } from '../accounts/access.ts';
import {
  type Actor,
  checkSaveMode,
  requireEditableAccount,
  type SaveMode,
} from '../entity-details/service.ts';
import {
  accountingMethodExists,
  findPortfolioApplication,
  knownSourceIds,
  listSourcesOfFunds,
  savePortfolioApplication as savePortfolioApplicationRow,
} from './queries.ts';

/** Portfolio details belong to private-portfolio (ipm) applications only. */
export function requirePortfolioProduct(account: AccountRow): void {
  if (account.application_id !== 'ipm')
    throw new AppError(400, { detail: portfolioTexts.notPortfolioProduct });
}

/** The account's portfolio details as its summary and documents read them; null when none were given. */
export function portfolioDetailsOf(q: Queryable, accountId: number) {
  return findPortfolioApplication(q, accountId);
}

export async function getPortfolioApplication(
  deps: Deps,
  actor: Actor,
  accountId: number,
): Promise<TPortfolioApplication | null> {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  return findPortfolioApplication(deps.db, accountId);
}

/**
 * POST (account in the body) creates the portfolio details, PATCH changes them. Only the primary user,
 * while the application can still be changed (spec section 6).
 */
export async function savePortfolioApplication(
  deps: Deps,
  actor: Actor,
  accountId: number,
  body: unknown,
  mode: SaveMode,
): Promise<TPortfolioApplication> {
  const account = await requireEditableAccount(deps.db, actor.actingUserId, accountId);
  requirePortfolioProduct(account);
  checkSaveMode(mode, (await findPortfolioApplication(deps.db, accountId)) !== null);
  const sources = await listSourcesOfFunds(deps.db);
  const otherSourceIds = sources.filter((s) => s.is_other).map((s) => s.id);
  const input = parse(zPortfolioApplicationForm({ otherSourceIds }), body);

  const sourceIds = [...new Set(input.source_of_funds.map(Number))];
  if (
    sourceIds.some((id) => !isRowId(id)) ||
    (await knownSourceIds(deps.db, sourceIds)).length !== sourceIds.length
  )
    throw fieldError('source_of_funds', messages.selectOption);
  const accountingMethod = String(input.accounting_method);
  if (!(await accountingMethodExists(deps.db, accountingMethod)))
    throw fieldError('accounting_method', messages.selectOption);

  const hasOther = sourceIds.some((id) => otherSourceIds.includes(id));
  const asksPeriod = !input.is_require_14_days_investing;
  const periodIsOther = asksPeriod && input.investment_period === 'other';
  await deps.db.tx(async (q) => {
    // Unused fields are blanked, so what is stored is what the answers mean.
    await savePortfolioApplicationRow(
      q,
      accountId,
      {
        is_funds_transfer: input.is_funds_transfer,
        funds_transfer_amount: input.is_funds_transfer ? String(input.funds_transfer_amount).trim() : null,
        is_asset_transfer: input.is_asset_transfer,
        asset_transfer_amount: input.is_asset_transfer ? String(input.asset_transfer_amount).trim() : null,
        source_of_funds_other: hasOther ? (input.source_of_funds_other ?? '') : '',
        is_require_14_days_investing: input.is_require_14_days_investing,
        // The form's check allowed only the listed periods where one is asked.
        investment_period: asksPeriod
          ? ((input.investment_period ?? null) as TInvestmentPeriod | null)
          : null,
        investment_period_months: periodIsOther ? Number(input.investment_period_months) : null,
        accounting_method: accountingMethod,
        receive_franking_credits: input.receive_franking_credits,
        is_exempt_income_tax: input.is_exempt_income_tax,
      },
      sourceIds,
    );
    await logActorActivity(q, actor, 'portfolio_application_saved', { account_id: accountId });
  });
  return (await findPortfolioApplication(deps.db, accountId))!;
}
