import type { Config } from '../config.ts';
import { seedDemoClientArea } from '../demo/client-area.ts';
import { seedDemoPortfolio } from '../demo/portfolio.ts';
import { seedDemo } from '../demo/seed.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { type Db, openDb } from './client.ts';
import { migrate } from './migrate.ts';

/**
 * Opens the configured database, applies migrations and, on an empty embedded database, the demo data
 * (users and accounts, then years of portfolio data). An embedded database made before the portfolio
 * data existed gets it on its next start.
 */
export async function openMigratedDb(
  config: Config,
  options: { seedIfEmpty: boolean; onConnectionError?: (error: Error) => void },
): Promise<Db> {
  if (options.seedIfEmpty) refuseDemoDataInProduction(config);
  const db = await openDb(config, { onConnectionError: options.onConnectionError });
  try {
    await migrate(db);
  } catch (error) {
    // A refused or failed migration ends the start: let go of the connections on the way out.
    await db.close();
    throw error;
  }
  if (options.seedIfEmpty) {
    const [row] = await db.query<{ n: number; options: boolean }>(
      'SELECT (SELECT count(*)::int FROM users) AS n, EXISTS (SELECT 1 FROM investment_options) AS options',
    );
    if (row!.n === 0)
      await seedDemo(db, createPasswordHasher(config.argon2MemoryKib), config.tfnEncryptionKey);
    if (!row!.options) await seedDemoPortfolio(db);
    await seedDemoClientArea(db, config);
  }
  return db;
}

/** Demo users share a published password: a production database never gets them, whatever asks. */
export function refuseDemoDataInProduction(config: Pick<Config, 'production'>): void {
  if (config.production) throw new Error('Demo data is never loaded when NODE_ENV=production');
}
