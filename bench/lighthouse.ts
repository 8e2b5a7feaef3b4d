// Lighthouse (12.2.3, the last that runs on Node 20) against the login page and the signed-in dashboard
// of a client with ten years of history, desktop preset, in Debian's Chromium with a cleared cache.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { DASHBOARD_TOUR_KEY } from '../packages/contracts/src/constants.ts';
import { serverWithHistory } from './dashboard.ts';
import { type BenchServer, freshPostgres, signInHeaders, startBenchServer } from './server.ts';

const SCORE_TARGET = 95;
const LCP_TARGET_MS = 1200;
const CLS_TARGET = 0.05;

type TAudit = {
  scores: Record<'performance' | 'accessibility' | 'best-practices', number>;
  lcpMs: number;
  cls: number;
  findings: string[];
};

/**
 * One Lighthouse run of `url` in a fresh headless Chromium. `prepare` runs first in that browser (to store
 * a session); the browser cache is then cleared, and Lighthouse's own storage reset is left off only when
 * a session must survive it.
 */
async function audit(url: string, prepare?: (page: Page) => Promise<void>): Promise<TAudit> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (prepare) await prepare(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: prepare !== undefined,
      },
      desktopConfig,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // What the accessibility and best-practice categories hold against the page (to fix).
    const findings = ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${audits[ref.id]?.title}`),
    );
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      findings,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

function print(label: string, result: TAudit): void {
  const mark = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');
  console.log(`  ${label}`);
  for (const [category, value] of Object.entries(result.scores))
    console.log(
      `    ${category.padEnd(15)} ${String(value).padStart(4)} (target at least ${SCORE_TARGET}): ${mark(value >= SCORE_TARGET)}`,
    );
  console.log(
    `    ${'LCP'.padEnd(15)} ${result.lcpMs.toFixed(0).padStart(4)} ms (target at most ${LCP_TARGET_MS} ms): ${mark(result.lcpMs <= LCP_TARGET_MS)}`,
  );
  console.log(
    `    ${'CLS'.padEnd(15)} ${result.cls.toFixed(3).padStart(4)} (target at most ${CLS_TARGET}): ${mark(result.cls <= CLS_TARGET)}`,
  );
  for (const finding of result.findings) console.log(`    finding: ${finding}`);
}

/** The demo investor with ten years of daily history on PostgreSQL; the embedded demo without one. */
async function tenYearServer(): Promise<{ server: BenchServer; what: string }> {
  if (await freshPostgres('portal_bench_lighthouse_probe'))
    return { server: await serverWithHistory(10, 'lighthouse'), what: 'ten years of history, PostgreSQL' };
  return { server: await startBenchServer(), what: 'the embedded demo data: no PostgreSQL answered' };
}

export async function lighthouseBench(): Promise<void> {
  const { server, what } = await tenYearServer();
  try {
    const headers = await signInHeaders(server.url);
    const token = headers.authorization!.replace(/^Token /, '');
    // The tour is a first visit's; the dashboard measured is the one a client sees every day.
    await fetch(`${server.url}/api/profiles/my/update-onboarding-status/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ key: DASHBOARD_TOUR_KEY }),
    });
    const login = await audit(`${server.url}/auth/login/`);
    const dashboard = await audit(`${server.url}/`, async (page) => {
      await page.goto(`${server.url}/auth/login/`);
      // The web app keeps its session token in localStorage (device-storage.ts).
      await page.evaluate(`localStorage.setItem('portal.token', ${JSON.stringify(token)})`);
    });
    console.log(`\nLighthouse 12.2.3, desktop preset, cache cleared (demo investor, ${what})`);
    print('login page', login);
    print('signed-in dashboard', dashboard);
  } finally {
    await server.close();
  }
}
