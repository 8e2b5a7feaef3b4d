import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** The demo's documents (idempotent: does nothing where they are already there). */
export async function seedDemoDocuments(_db: Db, _config: Config): Promise<void> {}
