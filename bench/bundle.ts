import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type Browser, chromium, type Page } from '@playwright/test';
import Fastify from 'fastify';
import { startBenchServer } from './server.ts';

const LOGIN_JS_TARGET_KB = 120;
const BASELINE_RATIO_TARGET = 1.5;

type TScript = { url: string; raw: number; sent: number; encoding: string };

/** Every script `page` loads while it opens `url` and until `ready` resolves, with the bytes sent. */
async function scriptsLoaded(page: Page, url: string, ready: () => Promise<void>): Promise<TScript[]> {
  const scripts: TScript[] = [];
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
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await Promise.all(pending);
  return scripts;
}

const run = (args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${code}`))));
  });

/**
 * The hello-world MUI page (apps/web/mui-baseline) built in this run with the app's tools, compressed by
 * the app's build step and served as the server serves the app (@fastify/static, preCompressed): the
 * same measure of what the browser is sent, without anything of the portal.
 */
async function baselineScripts(browser: Browser): Promise<TScript[]> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'portal-mui-baseline-'));
  const server = Fastify();
  try {
    await run([
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'apps/web/mui-baseline/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ]);
    await run(['scripts/precompress.mjs', outDir]);
    await server.register(fastifyStatic, { root: outDir, preCompressed: true });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    const page = await browser.newPage();
    const scripts = await scriptsLoaded(page, `${url}/index.html`, () =>
      page.getByRole('button', { name: 'Log In' }).waitFor(),
    );
    await page.close();
    return scripts;
  } finally {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

const printScripts = (scripts: TScript[]) => {
  for (const s of scripts)
    console.log(
      `  ${s.url.padEnd(48)} ${(s.raw / 1024).toFixed(1).padStart(8)} kB  ${(s.sent / 1024).toFixed(1).padStart(7)} kB sent (${s.encoding})`,
    );
  return scripts.reduce((sum, s) => sum + s.sent, 0) / 1024;
};

/**
 * The JavaScript the login page really loads in Chromium: the bytes the server sends (compressed), beside
 * a hello-world MUI page built and served the same way in the same run.
 */
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
    const login = await scriptsLoaded(page, `${server.url}/auth/login/`, () =>
      page
        .getByRole('button', { name: /log ?in|sign ?in/i })
        .first()
        .waitFor(),
    );
    const baseline = await baselineScripts(browser);
    console.log('\nBundle: JavaScript loaded by the login page (bytes sent, as the browser accepts them)');
    const total = printScripts(login);
    console.log(
      `  total ${total.toFixed(1)} kB sent (target at most ${LOGIN_JS_TARGET_KB} kB): ${total <= LOGIN_JS_TARGET_KB ? 'within target' : 'OVER TARGET'}`,
    );
    console.log('  hello-world MUI page (React, ThemeProvider, CssBaseline, a TextField and a Button):');
    const base = printScripts(baseline);
    const ratio = total / base;
    console.log(
      `  login ${total.toFixed(1)} kB vs hello-world ${base.toFixed(1)} kB: ${ratio.toFixed(2)} times (target at most ${BASELINE_RATIO_TARGET}): ${ratio <= BASELINE_RATIO_TARGET ? 'within target' : 'OVER TARGET'}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
