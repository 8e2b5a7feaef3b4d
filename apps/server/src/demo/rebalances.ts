import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** The demo's rebalances (idempotent: does nothing where they are already there). */
export async function seedDemoRebalances(_db: Db, _config: Config): Promise<void> {}
