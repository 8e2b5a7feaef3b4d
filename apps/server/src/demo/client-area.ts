import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { seedDemoAdvisors } from './advisors.ts';
import { seedDemoDocuments } from './documents.ts';
import { seedDemoRebalances } from './rebalances.ts';
import { seedDemoReports } from './reports.ts';

/**
 * The client area's demo data, after the users and their portfolios: rebalances, advisors, documents and
 * generated reports. Each part is idempotent, so this runs on every start of the demo database.
 */
export async function seedDemoClientArea(db: Db, config: Config): Promise<void> {
  await seedDemoRebalances(db, config);
  await seedDemoAdvisors(db, config);
  await seedDemoDocuments(db, config);
  await seedDemoReports(db, config);
}
