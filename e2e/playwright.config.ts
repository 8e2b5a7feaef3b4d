import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const runId = `${Date.now()}`;
const dataDir = (name: string) => path.join(root, '.data', `e2e-${name}-${runId}`);

/**
 * Journeys run in two workers, each with a server on a fresh database of its own, so one worker's
 * journeys never see another's changes (the same demo investor signs in in both). A third server, with a
 * short session, serves the keep-alive journey, and a fourth, at http://localhost, the passkey journeys.
 * Each runs the compiled server on a copy of one demo database seeded once per run (`serve.mjs`): on the
 * PostgreSQL server of TEST_DATABASE_URL where it is set (as in CI), else on the embedded PGlite.
 */
// Two: with three, on a machine of the same kind that ran at half its usual speed, the servers, browsers
// and database overloaded the two cores and journeys timed out (docs/decisions.md, journey workers).
const WORKERS = 2;
const firstPort = Number(process.env.E2E_PORT ?? 3100);
// Workers on the even ports (E2E_PORT, +2), beside the short-session (+1) and passkey (+3) servers.
const workerPort = (parallelIndex: number) => firstPort + 2 * parallelIndex;
// Playwright numbers each worker in TEST_PARALLEL_INDEX (0 to workers - 1); this file is loaded in each.
export const BASE_URL = `http://127.0.0.1:${workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;
export const SHORT_SESSION_URL = `http://127.0.0.1:${firstPort + 1}`;
// WebAuthn takes the portal's host name as the relying party's id, and an IP address cannot be one: the
// passkey journeys have a server of their own whose public address is http://localhost (a secure context).
const PASSKEY_PORT = firstPort + 3;
export const PASSKEY_URL = `http://localhost:${PASSKEY_PORT}`;

/** A database of the PostgreSQL server that TEST_DATABASE_URL names, if it is set. */
const postgresDatabase = (name: string): string | undefined => {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/portal_e2e_${name}`;
  return url.toString();
};
const databaseEnv = (port: number): Record<string, string> => {
  const template = postgresDatabase(`template_${firstPort}`);
  const own = postgresDatabase(String(port));
  return template && own ? { E2E_TEMPLATE_DATABASE_URL: template, DATABASE_URL: own } : {};
};

const server = (port: number, env: Record<string, string>) => ({
  command: 'node --conditions=compiled e2e/serve.mjs',
  cwd: root,
  url: `http://127.0.0.1:${port}/api/health/`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    E2E_TEMPLATE_DIR: dataDir('template'),
    DATA_DIR: dataDir(String(port)),
    ADVISOR_JWT_SECRET: 'e2e-advisor-secret-of-at-least-32-chars',
    // Every journey signs in from 127.0.0.1: the per-address limit would stop the run, not a person.
    LOGINS_PER_ADDRESS: '1000',
    // The journeys sign the same demo users in again and again within the hour, each security change
    // asking a fresh code: the hourly cap of a person would stop the run.
    CODES_PER_HOUR: '100',
    CODE_CHECKS_PER_ADDRESS: '1000',
    // One code per user per timeout: the journeys that change the same user's security wait it out,
    // shorter than a person's minute (the countdown the pages show follows it).
    RESEND_CODE_TIMEOUT: '5',
    ...databaseEnv(port),
    ...env,
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two browsers and four servers share two cores: a long journey may take a minute on a busy machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1440, height: 900 },
    // As a user who asked for less motion: pages settle at once, without fades and ripples to wait out.
    reducedMotion: 'reduce',
    trace: 'off',
  },
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => server(workerPort(index), {})),
    server(firstPort + 1, { SESSION_EXPIRE_AFTER: '15', SESSION_EXPIRE_WARNING_AFTER: '5' }),
    server(PASSKEY_PORT, { PUBLIC_URL: PASSKEY_URL }),
  ],
});
