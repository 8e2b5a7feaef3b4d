import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBenchServer } from './server.ts';

const LOGIN_JS_TARGET_KB = 180;

/** The JavaScript the login page really loads in Chromium, gzipped as a server would send it. */
export async function bundleBench(): Promise<void> {
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`${server.url}/auth/login/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /log ?in|sign ?in/i })
      .first()
      .waitFor();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    console.log('\nBundle: JavaScript loaded by the login page');
    for (const s of scripts)
      console.log(
        `  ${s.url.padEnd(48)} ${(s.raw / 1024).toFixed(1).padStart(8)} kB  ${(s.gzip / 1024).toFixed(1).padStart(7)} kB gzip`,
      );
    console.log(
      `  total ${total.toFixed(1)} kB gzipped (target at most ${LOGIN_JS_TARGET_KB} kB): ${total <= LOGIN_JS_TARGET_KB ? 'within target' : 'OVER TARGET'}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
