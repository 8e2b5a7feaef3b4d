import type { Config } from '../config.ts';
import { seedDemo } from '../demo/seed.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { type Db, openDb } from './client.ts';
import { migrate } from './migrate.ts';

/** Opens the configured database, applies migrations and, on an empty embedded database, the demo data. */
export async function openMigratedDb(config: Config, options: { seedIfEmpty: boolean }): Promise<Db> {
  const db = await openDb(config.databaseUrl, config.dataDir);
  await migrate(db);
  if (options.seedIfEmpty) {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (row!.n === 0) await seedDemo(db, createPasswordHasher(config.argon2MemoryKib));
  }
  return db;
}
