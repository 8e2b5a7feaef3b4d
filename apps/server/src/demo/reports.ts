import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  demoOwner,
  insertFavoriteFrom,
  listUserOptions,
  valuationRange,
} from '../modules/reports/queries.ts';
import { generateReport } from '../modules/reports/service.ts';

const DEMO_EMAIL = 'investor@demo.test';
export const DEMO_FAVOURITE_NAME = 'Quarterly review pack';

const firstOfMonthBefore = (date: string, monthsBack: number): string => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

/**
 * The demo's reports: two generated reports and one favourite for the demo investor. They are queued
 * pending, and the report worker renders them once the server has started. Idempotent and cheap: does
 * nothing once the investor has any report, or before the investor has portfolio data.
 */
export async function seedDemoReports(db: Db, _config: Config): Promise<void> {
  const owner = await demoOwner(db, DEMO_EMAIL);
  if (!owner || owner.has_reports || owner.account_ids.length === 0) return;
  const options = await listUserOptions(db, owner.user_id, 'ipm');
  const { min_date, max_date } = await valuationRange(
    db,
    options.map((o) => o.option_id),
  );
  if (!min_date || !max_date) return;
  const clip = (date: string) => (date < min_date ? min_date : date);
  const caller = { userId: owner.user_id, creatorId: owner.user_id, isStaff: false, applicationId: 'ipm' };
  const [firstAccount] = owner.account_ids;

  // The twelve months to the latest data of the first account: valuation, performance and allocation.
  const review = await generateReport({
    db,
    caller,
    input: {
      accounts: [firstAccount!],
      investment_options: [],
      report_types: [1, 2, 6],
      start_date: clip(firstOfMonthBefore(max_date, 11)),
      end_date: max_date,
      combine_accounts: false,
      combine_investment_options: false,
      parcel_method: 'fifo',
    },
  });
  // Every report over all accounts combined, for the financial year to date.
  const [year, month] = max_date.split('-').map(Number) as [number, number];
  await generateReport({
    db,
    caller,
    input: {
      accounts: owner.account_ids,
      investment_options: options.map((o) => o.option_id),
      report_types: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      start_date: clip(`${month >= 7 ? year : year - 1}-07-01`),
      end_date: max_date,
      combine_accounts: true,
      combine_investment_options: true,
      parcel_method: 'fifo',
    },
  });
  await insertFavoriteFrom(db, owner.user_id, review.id, DEMO_FAVOURITE_NAME);
}
