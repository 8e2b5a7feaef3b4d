import { monitorEventLoopDelay } from 'node:perf_hooks';
import { seedDemoPortfolio } from '../apps/server/src/demo/portfolio.ts';
import { demoInvestor, firstOfMonthBefore } from './reports.ts';
import { type BenchServer, freshPostgres, percentile, signInHeaders, startBenchServer } from './server.ts';

const REPORTS = 8;
const IDLE_SAMPLES = 300;
/** Pause between two health calls, so the samples spread over the whole time the reports take. */
const GAP_MS = 5;
const TARGET_RATIO = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const p99 = (values: number[]) => percentile(values, 0.99);

async function healthMs(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health/`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`health: ${response.status}`);
  return performance.now() - started;
}

/** Health calls one after another until `until` resolves (or `count` of them when given). */
async function sampleHealth(url: string, until: Promise<unknown> | number): Promise<number[]> {
  const samples: number[] = [];
  let done = false;
  if (typeof until !== 'number') until.finally(() => (done = true)).catch(() => undefined);
  while (typeof until === 'number' ? samples.length < until : !done) {
    samples.push(await healthMs(url));
    await sleep(GAP_MS);
  }
  return samples;
}

/** Asks for `REPORTS` reports of all eight types over twelve months; resolves when all are ready. */
async function generateReports(server: BenchServer): Promise<number> {
  const owner = await demoInvestor(server.db);
  const options = await server.db.query<{ id: number }>(
    'SELECT id FROM investment_options WHERE account_id = ANY($1::int[]) ORDER BY id',
    [owner.accountIds],
  );
  const headers = { ...(await signInHeaders(server.url)), 'content-type': 'application/json' };
  const started = performance.now();
  const ids: number[] = [];
  for (let i = 0; i < REPORTS; i++) {
    const created = await fetch(`${server.url}/api/ipm/reports/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        accounts: owner.accountIds,
        investment_options: options.map((o) => o.id),
        report_types: [1, 2, 3, 4, 5, 6, 7, 8],
        start_date: firstOfMonthBefore(owner.maxDate, 11),
        end_date: owner.maxDate,
        combine_accounts: false,
        combine_investment_options: false,
      }),
    });
    if (created.status !== 201) throw new Error(`generate: ${created.status} ${await created.text()}`);
    ids.push(((await created.json()) as { id: number }).id);
  }
  for (;;) {
    const list = (await (await fetch(`${server.url}/api/ipm/reports/`, { headers })).json()) as Array<{
      id: number;
      status: string;
    }>;
    const mine = list.filter((r) => ids.includes(r.id));
    if (mine.some((r) => r.status === 'failed')) throw new Error('a report failed');
    if (mine.filter((r) => r.status === 'ready').length === REPORTS) break;
    if (performance.now() - started > 300_000) throw new Error('reports not ready after five minutes');
    await sleep(100);
  }
  return performance.now() - started;
}

/** The health route's p99 idle, and while eight report jobs render through the server's own worker. */
export async function responsivenessBench(): Promise<void> {
  console.log(
    `\nResponsiveness: health route p99, idle and while ${REPORTS} report jobs run (PostgreSQL, demo investor)`,
  );
  const databaseUrl = await freshPostgres('portal_bench_responsiveness');
  if (!databaseUrl) {
    console.log('  skipped: needs a PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432');
    return;
  }
  const server = await startBenchServer(databaseUrl, async (db) => {
    await seedDemoPortfolio(db, { emails: ['investor@demo.test'] });
  });
  try {
    await sampleHealth(server.url, 50); // warm-up
    const idle = await sampleHealth(server.url, IDLE_SAMPLES);
    // The server's event loop (this process): how long it went without turning while the reports ran.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const reports = generateReports(server);
    const busy = await sampleHealth(server.url, reports);
    const reportsMs = await reports;
    loop.disable();
    const ratio = p99(busy) / p99(idle);
    console.log(
      `  idle: p99 ${p99(idle).toFixed(1)} ms of ${idle.length} calls; while the reports run: p99 ${p99(busy).toFixed(1)} ms of ${busy.length} calls, worst ${Math.max(...busy).toFixed(0)} ms`,
    );
    console.log(`  ${REPORTS} reports (all 8 types, 12 months) ready in ${(reportsMs / 1000).toFixed(1)} s`);
    console.log(
      `  event loop delay meanwhile: p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, longest ${(loop.max / 1e6).toFixed(0)} ms`,
    );
    console.log(
      `  p99 ratio ${ratio.toFixed(2)} (target at most ${TARGET_RATIO}): ${ratio <= TARGET_RATIO ? 'within target' : 'OVER TARGET'}`,
    );
  } finally {
    await server.close();
  }
}
