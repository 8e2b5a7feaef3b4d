import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect as KyselyPostgresDialect, sql } from 'kysely';
import { type DatabaseMetadata, generate, PostgresDialect } from 'kysely-codegen';
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
      postprocess: ({ db, metadata }) => withCheckedValues(db, metadata),
    });
  } finally {
    await db.destroy();
  }
}

// What pg_get_constraintdef answers for `CHECK (status IN ('new', 'read'))`.
const CHECK_IN = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/;
const CHECK_VALUE = /^'((?:[^']|'')*)'::text$/;

/**
 * A text column whose CHECK allows only listed values is typed as their union, as an enum would be: the
 * schema says what the column holds, so the code need not say it again.
 */
async function withCheckedValues(db: Kysely<unknown>, metadata: DatabaseMetadata): Promise<DatabaseMetadata> {
  const { rows } = await sql<{ schema: string; table: string; definition: string }>`
    SELECT n.nspname AS schema, c.relname AS table, pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'c' AND cardinality(k.conkey) = 1`.execute(db);
  for (const { schema, table, definition } of rows) {
    const match = CHECK_IN.exec(definition);
    if (!match) continue;
    const values = match[2]!.split(', ').map((item) => CHECK_VALUE.exec(item)?.[1]?.replaceAll("''", "'"));
    if (values.some((value) => value === undefined)) continue;
    const column = metadata.tables
      .find((t) => t.schema === schema && t.name === table)
      ?.columns.find((c) => c.name === match[1] && c.dataType === 'text' && !c.isArray);
    if (column) column.enumValues = values as string[];
  }
  return metadata;
}
