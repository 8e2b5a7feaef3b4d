import type { Queryable } from '../../db/client.ts';
import {
  deleteAggregates,
  insertDailyValuations,
  insertMonthlyReturns,
  setHoldingsValidTo,
} from './queries.ts';

/**
 * Recomputes the daily valuations and monthly returns of the given investment options from their
 * holdings, prices and transactions. Called in the same transaction as the load that changed them, so a
 * dashboard call never sees raw rows without their aggregates, and never re-scans years of them.
 *
 * All arithmetic is PostgreSQL numeric: no float touches money.
 */
export async function materialise(q: Queryable, investmentOptionIds: number[]): Promise<void> {
  if (investmentOptionIds.length === 0) return;
  const ids = [...new Set(investmentOptionIds)];

  await setHoldingsValidTo(q, ids);
  await deleteAggregates(q, 'daily_valuations', ids);
  await insertDailyValuations(q, ids);
  await deleteAggregates(q, 'monthly_returns', ids);
  await insertMonthlyReturns(q, ids);
}
