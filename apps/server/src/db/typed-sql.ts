import type { Readable } from 'node:stream';
import {
  type CompiledQuery,
  type DeleteResult,
  DummyDriver,
  type InsertResult,
  Kysely,
  type MergeResult,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Simplify,
  type UpdateResult,
} from 'kysely';
import pg from 'pg';
import type { Db, Queryable, Row } from './client.ts';
import type { DB } from './database.generated.ts';

export type Database = DB;

/**
 * Kysely as a typed query compiler only: it never connects (the dummy driver). Queries run through our
 * own `Queryable`, so its pool, fault handling, transactions and both engines stay as they are.
 */
export const sqlBuilder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * A builder query, or a `sql` template whose row type is stated with the generated table types. A
 * template compiles against the builder it is given; a builder query ignores the argument.
 */
export type TypedQuery<O> = { compile(builder: typeof sqlBuilder): CompiledQuery<O> };

// A write without RETURNING answers no rows through `Queryable`, not Kysely's counts: `exec` runs those.
type RowsOf<O> = O extends InsertResult | UpdateResult | DeleteResult | MergeResult ? never : Simplify<O>;

async function rows<O>(q: Queryable, query: TypedQuery<O>): Promise<RowsOf<O>[]> {
  const compiled = query.compile(sqlBuilder);
  return (await q.query<RowsOf<O> & Row>(compiled.sql, [...compiled.parameters])) as RowsOf<O>[];
}

/** Every row the query answers, typed by the query. */
export function run<O>(q: Queryable, query: TypedQuery<O>): Promise<RowsOf<O>[]> {
  return rows(q, query);
}

/** The first row the query answers, or undefined when it answers none. */
export async function runMaybeOne<O>(q: Queryable, query: TypedQuery<O>): Promise<RowsOf<O> | undefined> {
  return (await rows(q, query))[0];
}

/** The first row of a query that always answers one (an aggregate, an INSERT ... RETURNING). */
export async function runOne<O>(q: Queryable, query: TypedQuery<O>): Promise<RowsOf<O>> {
  const [row] = await rows(q, query);
  if (row === undefined) throw new Error(`Expected a row from: ${query.compile(sqlBuilder).sql}`);
  return row;
}

/** Runs a write whose answer is not needed. */
export async function exec(q: Queryable, query: TypedQuery<unknown>): Promise<void> {
  const compiled = query.compile(sqlBuilder);
  await q.query(compiled.sql, [...compiled.parameters]);
}

/** A parameter written into the SQL text, for the one statement that takes none: COPY. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (Array.isArray(value)) return pg.escapeLiteral(`{${value.map(arrayElement).join(',')}}`);
  throw new Error(`No SQL literal for a parameter of type ${typeof value}`);
}

/** An element of an array literal ('{1,2}', '{"a","b"}'). */
function arrayElement(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, '\\$&')}"`;
  throw new Error(`No SQL array element for a value of type ${typeof value}`);
}

/** Compiles parameters as literals: every query has explicit casts on them, so their types stay. */
class LiteralQueryCompiler extends PostgresQueryCompiler {
  protected override appendValue(value: unknown): void {
    this.append(literal(value));
  }
}

const literalSqlBuilder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new LiteralQueryCompiler(),
  },
});

/**
 * The rows of a query as PostgreSQL's own CSV (no header, lines ended by LF), streamed by COPY at the
 * database's speed; undefined on the embedded PGlite, which has no COPY to a client.
 */
export async function copyCsv(
  db: Db,
  query: TypedQuery<unknown>,
  options: { timeoutMs: number },
): Promise<Readable | undefined> {
  if (!db.copyOut) return undefined;
  const { sql: text } = query.compile(literalSqlBuilder);
  return db.copyOut(`COPY (${text}) TO STDOUT WITH (FORMAT csv)`, options);
}
