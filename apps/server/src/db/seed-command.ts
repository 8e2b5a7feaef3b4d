import { loadConfig } from '../config.ts';
import { seedDemoClientArea } from '../demo/client-area.ts';
import { seedDemoPortfolio } from '../demo/portfolio.ts';
import { seedDemo } from '../demo/seed.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { BATCH_LIMITS, openDb } from './client.ts';
import { migrate } from './migrate.ts';
import { refuseDemoDataInProduction } from './open.ts';

// `npm run db:seed`: fills the configured database (DATABASE_URL, else the embedded one) with the demo data:
// users and accounts, the demo investors' portfolios, then the client area (rebalances, advisors,
// documents, reports); each part skipped where it is already there.
const config = loadConfig();
refuseDemoDataInProduction(config);
const db = await openDb(config, BATCH_LIMITS);
await migrate(db);
await seedDemo(db, createPasswordHasher(config.argon2MemoryKib), config.tfnEncryptionKey);
await seedDemoPortfolio(db);
await seedDemoClientArea(db, config);
await db.close();
console.log('Demo data is in place.');
