import type { Queryable } from '../client.ts';

/**
 * What a migrated schema is made of, read from the catalogs of the connection's current schema, with
 * the schema's own name taken out of definitions so two schemas of one database compare equal.
 */
export type SchemaSnapshot = Record<
  'columns' | 'constraints' | 'indexes' | 'triggers' | 'functions' | 'sequences' | 'views',
  string[]
>;

const QUERIES: Record<keyof SchemaSnapshot, string> = {
  columns: `SELECT json_build_array(table_name, ordinal_position, column_name, data_type, udt_name,
                   character_maximum_length, numeric_precision, numeric_scale, datetime_precision,
                   is_nullable, column_default, is_identity, is_generated, generation_expression)::text AS item
              FROM information_schema.columns WHERE table_schema = current_schema()`,
  constraints: `SELECT json_build_array(t.relname, c.conname, c.contype, pg_get_constraintdef(c.oid))::text AS item
                  FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
                 WHERE t.relnamespace = current_schema()::regnamespace`,
  indexes: `SELECT json_build_array(tablename, indexname, indexdef)::text AS item
              FROM pg_indexes WHERE schemaname = current_schema()`,
  triggers: `SELECT json_build_array(t.relname, g.tgname, g.tgenabled, pg_get_triggerdef(g.oid))::text AS item
               FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid
              WHERE t.relnamespace = current_schema()::regnamespace AND NOT g.tgisinternal`,
  functions: `SELECT json_build_array(p.proname, pg_get_function_identity_arguments(p.oid),
                      pg_get_functiondef(p.oid))::text AS item
                FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace`,
  sequences: `SELECT json_build_array(sequence_name, data_type, start_value, minimum_value, maximum_value,
                      increment, cycle_option)::text AS item
                FROM information_schema.sequences WHERE sequence_schema = current_schema()`,
  views: `SELECT json_build_array(viewname, definition)::text AS item FROM pg_views WHERE schemaname = current_schema()`,
};

export async function schemaSnapshot(q: Queryable): Promise<SchemaSnapshot> {
  const [{ schema }] = (await q.query<{ schema: string }>('SELECT current_schema() AS schema')) as [
    { schema: string },
  ];
  const snapshot = {} as SchemaSnapshot;
  for (const [part, sql] of Object.entries(QUERIES) as [keyof SchemaSnapshot, string][]) {
    const rows = await q.query<{ item: string }>(`${sql} ORDER BY 1`);
    snapshot[part] = rows.map((row) => row.item.replaceAll(`${schema}.`, '<schema>.'));
  }
  return snapshot;
}
