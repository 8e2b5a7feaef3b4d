import { sql } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { exec } from '../db/typed-sql.ts';

/** The smallest statement a database answers: whether it answers at all (readiness). */
export const pingDatabase = (q: Queryable) => exec(q, sql`SELECT 1`);
