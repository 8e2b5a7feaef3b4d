import { loadConfig } from '../config.ts';
import { seedDemoPortfolio } from '../demo/portfolio.ts';
import { seedDemo } from '../demo/seed.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { openDb } from './client.ts';
import { migrate } from './migrate.ts';

// `npm run db:seed`: fills the configured database (DATABASE_URL, else the embedded one) with the demo data:
// users and accounts, then the demo investors' portfolios (each part skipped where it is already there).
const config = loadConfig();
const db = await openDb(config.databaseUrl, config.dataDir);
await migrate(db);
await seedDemo(db, createPasswordHasher(config.argon2MemoryKib));
await seedDemoPortfolio(db);
await db.close();
console.log('Demo data is in place.');
