import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Db, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../demo/seed.ts';
import type { Deps } from '../deps.ts';
import { createJobQueue, type JobQueue, jobWorkersEnabled } from '../jobs/queue.ts';
import { outboxMessenger } from '../providers/messaging.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { createFileStorage } from '../storage/configured-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { databaseUrlNamed, testConfig } from './test-databases.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The app's file storage (the configured one: local disk unless the overrides name a bucket). */
  files: FileStorage;
  /** The app's job queue: workers off (unless JOB_WORKERS=on); tests run due jobs with runDue. */
  jobs: JobQueue;
  /** On PostgreSQL, the URL of this app's own database, so a second instance can share it. */
  databaseUrl?: string;
  /** Every route the app registered, in order. */
  routes: RouteOptions[];
  close(): Promise<void>;
};

/**
 * A fresh app on a fresh database with the demo data: an in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a database of its own on that PostgreSQL, copied from the run's template (dropped on close).
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const url = process.env.TEST_DATABASE_URL;
  let db: Db;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (url) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const template = inject('testTemplateDatabase');
    const admin = await openPostgres(url, { max: 1 });
    await admin.exec(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.close();
    databaseUrl = databaseUrlNamed(url, name);
    db = await openPostgres(databaseUrl, { ...config.dbPool, max: 5 });
    if (!template) await migrateAndSeed(db, config);
    dropDatabase = async () => {
      const cleanup = await openPostgres(url, { max: 1 });
      await cleanup.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    };
  } else {
    db = await openPglite(undefined);
    await migrateAndSeed(db, config);
  }
  const files = createFileStorage(config);
  const jobs = createJobQueue(db, { workers: jobWorkersEnabled() });
  const routes: RouteOptions[] = [];
  const app = await buildApp({ config, db, files, jobs, onRoute: (route) => routes.push(route) });
  await app.ready();
  return {
    app,
    db: url ? forgettingAfterWrites(db, app) : db,
    config,
    files,
    jobs,
    databaseUrl,
    routes,
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
    },
  };
}

/** The services' dependencies over a test app's database and storage, for a test that calls a service. */
export function depsOf(t: TestApp): Deps {
  return {
    config: t.config,
    db: t.db,
    messenger: outboxMessenger,
    hasher: createPasswordHasher(t.config.argon2MemoryKib),
    authCache: null,
    files: t.files,
  };
}

async function migrateAndSeed(db: Db, config: Config): Promise<void> {
  await migrate(db);
  await seedDemo(db, createPasswordHasher(config.argon2MemoryKib), config.tfnEncryptionKey);
}

/**
 * The test's own handle on a PostgreSQL database: a test that changes rows directly and calls the app
 * at once does what a change made through the app does (the app forgets what it cached), instead of
 * racing the change's notification. The bound for changes made elsewhere is tested in two-instances.
 */
function forgettingAfterWrites(db: Db, app: FastifyInstance): Db {
  const forget = <T>(result: T): T => {
    app.authCache?.forgetAll();
    return result;
  };
  return {
    ...db,
    query: async (sql, params) => forget(await db.query(sql, params)),
    tx: async (fn) => forget(await db.tx(fn)),
    exec: async (sql) => forget(await db.exec(sql)),
  };
}
