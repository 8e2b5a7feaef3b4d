import { chromium } from '@playwright/test';
import { startBenchServer } from './server.ts';

const LOGIN_JS_TARGET_KB = 120;

/** The JavaScript the login page really loads in Chromium: the bytes the server sends (compressed). */
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
    const scripts: Array<{ url: string; raw: number; sent: number; encoding: string }> = [];
    const pending: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [body, sizes, headers] = await Promise.all([
            response.body(),
            response.request().sizes(),
            response.allHeaders(),
          ]);
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            sent: sizes.responseBodySize,
            encoding: headers['content-encoding'] ?? 'none',
          });
        })(),
      );
    });
    await page.goto(`${server.url}/auth/login/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /log ?in|sign ?in/i })
      .first()
      .waitFor();
    await Promise.all(pending);
    const total = scripts.reduce((sum, s) => sum + s.sent, 0) / 1024;
    console.log('\nBundle: JavaScript loaded by the login page (bytes sent, as the browser accepts them)');
    for (const s of scripts)
      console.log(
        `  ${s.url.padEnd(48)} ${(s.raw / 1024).toFixed(1).padStart(8)} kB  ${(s.sent / 1024).toFixed(1).padStart(7)} kB sent (${s.encoding})`,
      );
    console.log(
      `  total ${total.toFixed(1)} kB sent (target at most ${LOGIN_JS_TARGET_KB} kB): ${total <= LOGIN_JS_TARGET_KB ? 'within target' : 'OVER TARGET'}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
