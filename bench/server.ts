import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { openMigratedDb } from '../apps/server/src/db/open.ts';
import { seedDemoPortfolio } from '../apps/server/src/demo/portfolio.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/demo/seed.ts';
import { createPasswordHasher } from '../apps/server/src/security/passwords.ts';
import { filesDirOf } from '../apps/server/src/storage/local-disk-storage.ts';

export type BenchServer = { url: string; db: Db; dataDir: string; close(): Promise<void> };

/**
 * The real server on a fresh database: embedded PGlite, or PostgreSQL when `databaseUrl` is given.
 * Without `seed` it holds the demo data `npm start` shows; with it, the demo users and what `seed` adds.
 */
export async function startBenchServer(
  databaseUrl?: string,
  seed?: (db: Db, dataDir: string) => Promise<void>,
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({
    ...process.env,
    // Years of history are seeded through this connection: batch work, without a call's time limits (as
    // `npm run db:seed`). The calls measured finish far inside them.
    DB_QUERY_TIMEOUT_MS: '0',
    DB_STATEMENT_TIMEOUT_MS: '0',
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
  });
  const db = await openMigratedDb(config, { seedIfEmpty: !databaseUrl && !seed });
  if (databaseUrl || seed)
    await seedDemo(db, createPasswordHasher(config.argon2MemoryKib), config.tfnEncryptionKey);
  if (seed) await seed(db, dataDir);
  else if (databaseUrl) await seedDemoPortfolio(db);
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(filesDirOf(dataDir), { recursive: true, force: true });
    },
  };
}

/** A database of its own on the local PostgreSQL, when one answers. */
export async function freshPostgres(name: string): Promise<string | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: base });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Signs a demo user in through the API and answers the headers its calls carry. */
export async function signInHeaders(
  url: string,
  email = 'investor@demo.test',
): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login ${email}: ${login.status}`);
  const { key } = (await login.json()) as { key: string };
  return { authorization: `Token ${key}` };
}

/** The value below which `fraction` of the samples lie (0.95 for the p95), nearest rank. */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}
