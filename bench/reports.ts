import type { Db } from '../apps/server/src/db/client.ts';
import { seedDemoPortfolio } from '../apps/server/src/demo/portfolio.ts';
import { renderReportPdf } from '../apps/server/src/modules/reports/pdf/render.ts';
import type { ClaimedReport } from '../apps/server/src/modules/reports/queries.ts';
import { buildReportDocument } from '../apps/server/src/modules/reports/service.ts';
import { signInHeaders, startBenchServer } from './server.ts';

const WARM_UP = 3;
const SAMPLES = 20;
const END_TO_END_SAMPLES = 5;
/** A 12-month performance report should be ready within this long of being asked for. */
const END_TO_END_TARGET_MS = 2000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

type Owner = { userId: number; accountIds: number[]; maxDate: string };

export async function demoInvestor(db: Db): Promise<Owner> {
  const [row] = await db.query<{ user_id: number; account_ids: number[]; max_date: string }>(
    `SELECT u.id AS user_id,
            array(SELECT DISTINCT io.account_id FROM investment_options io
                    JOIN account_members m ON m.account_id = io.account_id WHERE m.user_id = u.id
                   ORDER BY io.account_id) AS account_ids,
            (SELECT to_char(max(date), 'YYYY-MM-DD') FROM daily_valuations) AS max_date
       FROM users u WHERE u.email = 'investor@demo.test'`,
  );
  return { userId: row!.user_id, accountIds: row!.account_ids, maxDate: row!.max_date };
}

export function firstOfMonthBefore(date: string, monthsBack: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function job(owner: Owner, types: number[], months: number): ClaimedReport {
  return {
    id: 0,
    uuid: '00000000-0000-0000-0000-000000000000',
    user_id: owner.userId,
    application_id: 'ipm',
    name: 'Bench report',
    parcel_method: 'fifo',
    account_ids: owner.accountIds,
    investment_option_ids: [],
    report_type_ids: types,
    start_date: firstOfMonthBefore(owner.maxDate, months - 1),
    end_date: owner.maxDate,
    combine_accounts: false,
    combine_investment_options: false,
    attempts: 1,
  };
}

/** Median milliseconds to read and render one report, and its page count. */
async function timeRender(db: Db, report: ClaimedReport): Promise<{ ms: number; pages: number }> {
  let pages = 0;
  const once = async () => {
    const started = performance.now();
    const document = await buildReportDocument(db, report);
    const result = await renderReportPdf(document);
    pages = result.pages;
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await once());
  return { ms: median(samples), pages };
}

/** From POST to ready through the real server and its worker (woken by the POST). */
async function endToEnd(url: string, owner: Owner): Promise<number> {
  const headers = { ...(await signInHeaders(url)), 'content-type': 'application/json' };
  const samples: number[] = [];
  for (let i = 0; i < END_TO_END_SAMPLES; i++) {
    const started = performance.now();
    const created = await fetch(`${url}/api/ipm/reports/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        accounts: owner.accountIds,
        investment_options: [],
        report_types: [2],
        start_date: firstOfMonthBefore(owner.maxDate, 11),
        end_date: owner.maxDate,
        combine_accounts: false,
        combine_investment_options: false,
      }),
    });
    if (created.status !== 201) throw new Error(`generate: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    for (;;) {
      const list = (await (await fetch(`${url}/api/ipm/reports/`, { headers })).json()) as Array<{
        id: number;
        status: string;
      }>;
      const status = list.find((r) => r.id === id)?.status;
      if (status === 'ready') break;
      if (status === 'failed') throw new Error('report failed');
      if (performance.now() - started > 60_000) throw new Error('report not ready after a minute');
      await new Promise((r) => setTimeout(r, 10));
    }
    samples.push(performance.now() - started);
  }
  return median(samples);
}

export async function reportsBench(): Promise<void> {
  console.log("\nReports: the demo investor's PDF reports (embedded PGlite, five years of daily history)");
  const server = await startBenchServer(undefined, async (db) => {
    await seedDemoPortfolio(db, { emails: ['investor@demo.test'] });
  });
  try {
    const owner = await demoInvestor(server.db);
    console.log(`  ${owner.accountIds.length} accounts, data up to ${owner.maxDate}`);
    const month = await timeRender(server.db, job(owner, [2], 1));
    const year = await timeRender(server.db, job(owner, [2], 12));
    const all = await timeRender(server.db, job(owner, [1, 2, 3, 4, 5, 6, 7, 8], 12));
    const line = (label: string, r: { ms: number; pages: number }) =>
      console.log(
        `  ${label.padEnd(38)} ${r.ms.toFixed(1).padStart(7)} ms  ${String(r.pages).padStart(3)} pages  ${((r.pages * 1000) / r.ms).toFixed(0).padStart(5)} pages/s`,
      );
    console.log(`  median of ${SAMPLES}, read from the database and rendered:`);
    line('performance, 1 month (baseline)', month);
    line('performance, 12 months', year);
    line('all 8 report types, 12 months', all);
    console.log(`  12 months against 1 month: ${(year.ms / month.ms).toFixed(2)} times the time`);
    const e2e = await endToEnd(server.url, owner);
    console.log(
      `  12-month performance report, POST to ready through the worker: median of ${END_TO_END_SAMPLES} ${e2e.toFixed(0)} ms (target at most ${END_TO_END_TARGET_MS} ms): ${e2e <= END_TO_END_TARGET_MS ? 'within target' : 'OVER TARGET'}`,
    );
  } finally {
    await server.close();
  }
}
