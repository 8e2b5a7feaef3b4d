import { rm } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { filesDirOf } from '../storage/local-disk-storage.ts';
import { openMigratedDb } from './open.ts';

// `npm run db:reset`: starts the embedded database afresh (a real PostgreSQL is never dropped from here).
const config = loadConfig();
// The uploaded and generated files beside it go too: no row would point at them any more.
await rm(config.dataDir, { recursive: true, force: true });
await rm(filesDirOf(config.dataDir), { recursive: true, force: true });
const db = await openMigratedDb({ ...config, databaseUrl: undefined }, { seedIfEmpty: true });
await db.close();
console.log(`The embedded database in ${config.dataDir} was created afresh with the demo data.`);
