import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

export type TestAppWithFiles = TestApp & {
  /** The temporary folder of this app: its database under `db`, its stored files beside it. */
  dataDir: string;
};

/**
 * A test app whose database and stored files live in a fresh temporary folder (named after `prefix`),
 * removed on close, so tests that upload files leave nothing behind.
 */
export async function createTestAppWithFiles(prefix: string): Promise<TestAppWithFiles> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const app = await createTestApp({ dataDir: path.join(dataDir, 'db') });
  return {
    ...app,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the whole test file: built before its first test, closed after its last. The answer is
 * filled in when the app is built, so use it inside hooks and tests only; `beforeAll` hooks declared after
 * this call already see it. Unless `clearRateLimits` is false, the rate limits are cleared before each
 * test, so the many sign-ins and codes of a file are not refused as an attack.
 */
export function useTestApp<T extends TestApp = TestApp>(
  create: () => Promise<T> = () => createTestApp() as Promise<T>,
  { clearRateLimits = true }: { clearRateLimits?: boolean } = {},
): T {
  const holder = {} as T;
  beforeAll(async () => {
    Object.assign(holder, await create());
  });
  afterAll(async () => {
    await holder.close?.();
  });
  if (clearRateLimits)
    beforeEach(async () => {
      await holder.db.query('DELETE FROM rate_limits');
    });
  return holder;
}
