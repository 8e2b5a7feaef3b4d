import { rm } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { openMigratedDb } from './open.ts';

// `npm run db:reset`: starts the embedded database afresh (a real PostgreSQL is never dropped from here).
const config = loadConfig();
await rm(config.dataDir, { recursive: true, force: true });
const db = await openMigratedDb({ ...config, databaseUrl: undefined }, { seedIfEmpty: true });
await db.close();
console.log(`The embedded database in ${config.dataDir} was created afresh with the demo data.`);
