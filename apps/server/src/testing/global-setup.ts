// Once per test run on PostgreSQL (TEST_DATABASE_URL): one database migrated and seeded with the demo
// data, which every test app copies (CREATE DATABASE ... TEMPLATE) instead of migrating and seeding its
// own: a copy takes a tenth of the time. On the embedded PGlite every app still builds its own database.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../demo/seed.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { databaseUrlNamed, testConfig } from './test-databases.ts';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('testTemplateDatabase', null);
    return undefined;
  }
  const admin = await openPostgres(url, { max: 1 });
  const template = `template_${randomBytes(6).toString('hex')}`;
  await admin.exec(`CREATE DATABASE ${template}`);
  const db = await openPostgres(databaseUrlNamed(url, template), { max: 2 });
  await migrate(db);
  const config = testConfig();
  await seedDemo(db, createPasswordHasher(config.argon2MemoryKib), config.tfnEncryptionKey);
  await db.close();
  project.provide('testTemplateDatabase', template);
  return async () => {
    await admin.exec(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.close();
  };
}
