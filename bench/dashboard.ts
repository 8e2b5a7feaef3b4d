import { spawn } from 'node:child_process';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { Db } from '../apps/server/src/db/client.ts';
import { seedDemoPortfolio } from '../apps/server/src/demo/portfolio.ts';
import { materialise } from '../apps/server/src/modules/portfolio/materialise.ts';
import { type BenchServer, freshPostgres, signInHeaders, startBenchServer } from './server.ts';

/** The seven cards' calls (also timed by the scale run). */
export const CARD_CALLS = [
  'total-asset-value',
  'return-summary',
  'capital-performance',
  'income',
  'capital-movement',
  'asset-allocation',
  'investments',
] as const;
const WARM_UP = 5;
const SAMPLES = 30;
const HISTORY_TARGET_RATIO = 2;
const CSV_ROWS = 100_000;
const CSV_TIME_TARGET_RATIO = 1.5;
const CSV_MEMORY_TARGET_MB = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function timeCall(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** Median milliseconds of each dashboard call for the demo investor's default filter (twelve months). */
async function cardMedians(server: BenchServer): Promise<Map<string, number>> {
  const headers = await signInHeaders(server.url);
  const medians = new Map<string, number>();
  for (const call of CARD_CALLS) {
    const url = `${server.url}/api/ipm/dashboard/${call}/?period=twelve_months_back${call === 'investments' ? '&page_size=99999' : ''}`;
    for (let i = 0; i < WARM_UP; i++) await timeCall(url, headers);
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await timeCall(url, headers));
    medians.set(call, median(samples));
  }
  return medians;
}

export async function serverWithHistory(years: number, label: string): Promise<BenchServer> {
  const postgres = await freshPostgres(`portal_bench_${label}`);
  return startBenchServer(postgres, async (db) => {
    await seedDemoPortfolio(db, { years, emails: ['investor@demo.test'] });
  });
}

/** The cost of a dashboard call may not grow with the length of the history behind it. */
async function historyBench(): Promise<void> {
  const results: Array<[number, Map<string, number>]> = [];
  for (const years of [1, 10]) {
    const server = await serverWithHistory(years, `${years}y`);
    try {
      const [row] = await server.db.query<{ options: number; accounts: number; days: number }>(
        `SELECT count(*)::int AS options, count(DISTINCT account_id)::int AS accounts,
                (SELECT count(DISTINCT date)::int FROM daily_valuations) AS days
           FROM investment_options`,
      );
      console.log(
        `  ${years} year(s) of history: ${row!.accounts} accounts, ${row!.options} investment options, ${row!.days} valued days`,
      );
      results.push([years, await cardMedians(server)]);
    } finally {
      await server.close();
    }
  }
  const [[, one], [, ten]] = results as [[number, Map<string, number>], [number, Map<string, number>]];
  console.log(`  ${'call'.padEnd(22)} ${'1 year'.padStart(9)} ${'10 years'.padStart(9)}  ratio`);
  let worst = 0;
  for (const call of CARD_CALLS) {
    const ratio = ten.get(call)! / one.get(call)!;
    worst = Math.max(worst, ratio);
    console.log(
      `  ${call.padEnd(22)} ${one.get(call)!.toFixed(1).padStart(6)} ms ${ten.get(call)!.toFixed(1).padStart(6)} ms  ${ratio.toFixed(2)}`,
    );
  }
  console.log(
    `  worst ratio ${worst.toFixed(2)} (target at most ${HISTORY_TARGET_RATIO}): ${worst <= HISTORY_TARGET_RATIO ? 'within target' : 'OVER TARGET'}`,
  );
}

/** 100 investment options of one account holding the same 1,000 securities: 100,000 investment rows. */
async function seedWideHoldings(db: Db): Promise<number> {
  const [account] = await db.query<{ id: number }>(
    `SELECT a.id FROM accounts a JOIN account_members m ON m.account_id = a.id
       JOIN users u ON u.id = m.user_id
      WHERE u.email = 'investor@demo.test' ORDER BY a.id LIMIT 1`,
  );
  const accountId = account!.id;
  await db.exec(`
    INSERT INTO asset_classes (code, name, color) VALUES ('BENCH', 'Bench equities', '#123456');
    INSERT INTO securities (code, name, asset_class_id)
      SELECT 'S' || lpad(i::text, 4, '0'), 'Security ' || i, (SELECT id FROM asset_classes WHERE code = 'BENCH')
        FROM generate_series(1, 1000) i;
    INSERT INTO security_prices (security_id, date, price)
      SELECT id, date '2026-11-20', 10 + id % 97 FROM securities;
    INSERT INTO strategies (code, name, color)
      SELECT 'B' || i, 'Bench strategy ' || i, '#654321' FROM generate_series(1, 100) i;
    INSERT INTO investment_options (account_id, strategy_id) SELECT ${accountId}, id FROM strategies;
    INSERT INTO holdings (investment_option_id, security_id, date, units, target_units)
      SELECT o.id, s.id, date '2026-11-20', 100 + s.id, 100 FROM investment_options o CROSS JOIN securities s;
  `);
  const options = await db.query<{ id: number }>('SELECT id FROM investment_options');
  await db.tx((q) =>
    materialise(
      q,
      options.map((o) => o.id),
    ),
  );
  // Statistics, as autovacuum keeps them on a live database: both queries are planned on what is there.
  await db.exec('ANALYZE');
  return accountId;
}

/** Runs psql's COPY of the same rows to nowhere: PostgreSQL's own speed of producing them as CSV. */
function copyMilliseconds(databaseUrl: string, accountId: number): Promise<number> {
  const sql = `COPY (SELECT s.code, s.name, h.units, p.price, round(h.units * p.price, 2), h.target_units,
      a.name, st.name FROM holdings h JOIN investment_options o ON o.id = h.investment_option_id
      JOIN accounts a ON a.id = o.account_id JOIN strategies st ON st.id = o.strategy_id
      JOIN securities s ON s.id = h.security_id JOIN security_prices p ON p.security_id = s.id
     WHERE o.account_id = ${accountId} ORDER BY s.code, o.id) TO STDOUT WITH (FORMAT csv, HEADER)`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const psql = spawn('psql', [databaseUrl, '-q', '-c', sql], { stdio: ['ignore', 'pipe', 'inherit'] });
    psql.stdout.resume();
    psql.on('error', reject);
    psql.on('close', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`psql exited ${code}`)),
    );
  });
}

/** The investments CSV of 100,000 rows: streamed (memory) and against PostgreSQL's own COPY (time). */
async function csvBench(): Promise<void> {
  const databaseUrl = await freshPostgres('portal_bench_csv');
  if (!databaseUrl) {
    console.log(
      '  skipped: the comparison with COPY needs a PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432',
    );
    return;
  }
  let accountId = 0;
  const server = await startBenchServer(databaseUrl, async (db) => {
    accountId = await seedWideHoldings(db);
  });
  try {
    const headers = { ...(await signInHeaders(server.url)), accept: 'text/csv' };
    const url = `${server.url}/api/ipm/dashboard/investments/?account=${accountId}&page_size=99999`;
    const download = async () => {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const started = performance.now();
      const response = await fetch(url, { headers });
      let bytes = 0;
      let lines = 0;
      // The lines are counted natively: the bench shares the server's process, and a loop over every
      // byte in JavaScript would charge the client's work to the server's time.
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines++;
      }
      const ms = performance.now() - started;
      clearInterval(sampler);
      return { ms, bytes, rows: lines - 1, growthMb: (peak - before) / 1024 / 1024 };
    };
    await download(); // warm-up
    const runs = [await download(), await download(), await download()];
    const copies = [
      await copyMilliseconds(databaseUrl, accountId),
      await copyMilliseconds(databaseUrl, accountId),
      await copyMilliseconds(databaseUrl, accountId),
    ];
    const served = median(runs.map((r) => r.ms));
    const copied = median(copies);
    const growth = Math.max(...runs.map((r) => r.growthMb));
    const ratio = served / copied;
    console.log(
      `  ${runs[0]!.rows} rows, ${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB: served in ${served.toFixed(0)} ms, COPY TO STDOUT ${copied.toFixed(0)} ms`,
    );
    console.log(
      `  time ratio ${ratio.toFixed(2)} (target at most ${CSV_TIME_TARGET_RATIO}): ${ratio <= CSV_TIME_TARGET_RATIO ? 'within target' : 'OVER TARGET'}`,
    );
    console.log(
      `  peak memory growth of the server process ${growth.toFixed(1)} MB (target under ${CSV_MEMORY_TARGET_MB} MB): ${growth < CSV_MEMORY_TARGET_MB ? 'within target' : 'OVER TARGET'}`,
    );
    if (runs[0]!.rows !== CSV_ROWS) console.log(`  NOTE: expected ${CSV_ROWS} rows`);
  } finally {
    await server.close();
  }
}

const CHART_CARDS = [
  'total-asset-value',
  'return-summary',
  'capital-performance',
  'income',
  'capital-movements',
];
const PAGE_RUNS = 5;

/** Waits until every one of the seven cards shows its data (legend amounts, classes, table rows). */
async function sevenCardsShowData(page: Page): Promise<void> {
  const inCard = (id: string, selector: string) =>
    page.locator(`section[data-card="${id}"] ${selector}`).first().waitFor({ timeout: 60_000 });
  await Promise.all([
    ...CHART_CARDS.map((id) => inCard(id, 'ul[aria-label$="legend"] li')),
    inCard('asset-allocation', 'ul[aria-label="Asset classes"] [role="button"]'),
    inCard('investments', 'tbody tr'),
  ]);
}

/** The bytes sent (compressed, as the browser accepts) of every script a page loads while `during` runs. */
async function scriptsLoaded(page: Page, during: () => Promise<void>): Promise<number> {
  const sizes: Array<Promise<number>> = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(
        response
          .request()
          .sizes()
          .then((sent) => sent.responseBodySize)
          .catch(() => 0),
      );
  };
  page.on('response', onResponse);
  await during();
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0) / 1024;
}

/** The dashboard route in headless Chromium: its JavaScript, and the time until all seven cards show data. */
async function pageBench(): Promise<void> {
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const fresh = (state?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
    browser.newContext({ viewport: { width: 1440, height: 1000 }, storageState: state });
  try {
    // Sign in once through the page; later runs start from the stored token with a cold cache.
    const signIn = await fresh();
    const first = await signIn.newPage();
    await first.goto(`${server.url}/auth/login/`);
    await first.getByLabel('Email').fill('investor@demo.test');
    await first.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026!');
    const routeKb = await scriptsLoaded(first, async () => {
      await first.getByRole('button', { name: 'Log In' }).click();
      await sevenCardsShowData(first);
    });
    const state = await signIn.storageState();
    await signIn.close();

    const loginMs: number[] = [];
    const dashboardMs: number[] = [];
    let coldKb = 0;
    for (let run = 0; run < PAGE_RUNS; run++) {
      const login = await fresh();
      const loginPage = await login.newPage();
      let started = performance.now();
      await loginPage.goto(`${server.url}/auth/login/`);
      await loginPage.getByRole('button', { name: 'Log In' }).waitFor();
      loginMs.push(performance.now() - started);
      await login.close();

      const signedIn = await fresh(state);
      const page = await signedIn.newPage();
      coldKb = await scriptsLoaded(page, async () => {
        started = performance.now();
        await page.goto(`${server.url}/`);
        await sevenCardsShowData(page);
        dashboardMs.push(performance.now() - started);
      });
      await signedIn.close();
    }
    console.log(`  JavaScript the dashboard route adds after sign-in: ${routeKb.toFixed(1)} kB sent`);
    console.log(`  JavaScript of a cold dashboard load (all of it): ${coldKb.toFixed(1)} kB sent`);
    const login = median(loginMs);
    const dashboard = median(dashboardMs);
    console.log(
      `  median of ${PAGE_RUNS}, cold cache: login page ready ${login.toFixed(0)} ms; all seven cards with data ${dashboard.toFixed(0)} ms (${(dashboard / login).toFixed(2)} times the login page)`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `part` runs one of them: history, csv or page. */
export async function dashboardBench(part?: string): Promise<void> {
  if (!part || part === 'history') {
    console.log('\nDashboard calls: median of 30, one year against ten years of daily history (PostgreSQL)');
    if (await freshPostgres('portal_bench_probe')) await historyBench();
    else console.log('  skipped: no PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432');
  }
  if (!part || part === 'csv') {
    console.log('\nInvestments CSV export');
    await csvBench();
  }
  if (!part || part === 'page') {
    console.log('\nDashboard page in Chromium (demo investor, embedded PGlite)');
    await pageBench();
  }
}
