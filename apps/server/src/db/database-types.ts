import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect as KyselyPostgresDialect } from 'kysely';
import { generate, PostgresDialect } from 'kysely-codegen';
import pg from 'pg';

/** The checked-in types of every table, which `npm run db:types` writes. */
export const generatedTypesFile = fileURLToPath(new URL('./database.generated.ts', import.meta.url));

/**
 * What our drivers answer, on PostgreSQL (`pg`) and on PGlite alike, where kysely-codegen's defaults say
 * otherwise: int8 is parsed to a number (client.ts), bytea is a Buffer on `pg` and a plain Uint8Array on
 * PGlite. numeric stays a string; date and timestamptz are Dates; jsonb is parsed; arrays are arrays.
 */
const typeMapping = { int8: 'number', bytea: 'Uint8Array' };

/** The TypeScript types of the tables of the database at `url`, as kysely-codegen writes them. */
export async function generateDatabaseTypes(url: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // pg's pool reports its connections closed before they are; one the scratch database's drop then
  // cuts short must not end the process.
  pool.on('error', () => {});
  const db = new Kysely({ dialect: new KyselyPostgresDialect({ pool }) });
  try {
    return await generate({
      db,
      dialect: new PostgresDialect({ numericParser: 'string' }),
      typeMapping,
      // The migration ledger is migrate.ts's own; pg-boss keeps its jobs in a schema of its own.
      excludePattern: '{*.schema_migrations,pgboss.*}',
      outFile: null,
    });
  } finally {
    await db.destroy();
  }
}
