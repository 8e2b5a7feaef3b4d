import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../demo/seed.ts';
import { createPasswordHasher } from '../security/passwords.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** On PostgreSQL, a URL of this app's own schema, so a second instance can share the database. */
  databaseUrl?: string;
  /** Every route the app registered, in order. */
  routes: RouteOptions[];
  close(): Promise<void>;
};

/**
 * A fresh app on a fresh database with the demo data: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a schema of its own on that PostgreSQL (dropped on close).
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = loadConfig(
    { NODE_ENV: 'test', ADVISOR_JWT_SECRET: 'test-advisor-secret-of-at-least-32-chars' },
    { argon2MemoryKib: 1024, webDist: '/nonexistent', ...overrides },
  );
  const url = process.env.TEST_DATABASE_URL;
  let db: Db;
  let dropSchema = async () => {};
  let databaseUrl: string | undefined;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, 1);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const separator = url.includes('?') ? '&' : '?';
    databaseUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    db = await openPostgres(databaseUrl, 5);
    dropSchema = async () => {
      const cleanup = await openPostgres(url, 1);
      await cleanup.exec(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.close();
    };
  } else {
    db = await openPglite(undefined);
  }
  await migrate(db);
  await seedDemo(db, createPasswordHasher(config.argon2MemoryKib));
  const routes: RouteOptions[] = [];
  const app = await buildApp({ config, db, onRoute: (route) => routes.push(route) });
  await app.ready();
  return {
    app,
    db,
    config,
    databaseUrl,
    routes,
    async close() {
      await app.close();
      await db.close();
      await dropSchema();
    },
  };
}
