import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** Anything that runs SQL: the database itself or an open transaction. */
export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
};

export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of its writes land, or none. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Calls `handler` with the payload of every NOTIFY on `channel`; answers a function that stops it. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Connections of the pool (PostgreSQL only), for the operators' metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

// PostgreSQL answers int8 and numeric as text; ids are int4 and money stays text (never a float).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R extends Row>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async listen(channel, handler) {
      // LISTEN needs a connection of its own that stays open.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) handler(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end()));
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * PGlite is a single connection. Every call goes through one queue, so a transaction never interleaves
 * with another request's statements; code inside `tx` must use the `q` it is given, not the Db.
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  let tail: Promise<unknown> = Promise.resolve();
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  }
  return {
    kind: 'pglite',
    query<T extends Row>(sql: string, params: unknown[] = []) {
      return serial(async () => (await lite.query<T>(sql, params)).rows);
    },
    tx<T>(fn: (q: Queryable) => Promise<T>) {
      return serial(() =>
        lite.transaction((t) =>
          fn({
            query: async <R extends Row>(sql: string, params: unknown[] = []) =>
              (await t.query<R>(sql, params)).rows,
          }),
        ),
      );
    },
    exec(sql: string) {
      return serial(async () => {
        await lite.exec(sql);
      });
    },
    // PGlite hands a notification to its listeners before the statement that raised it resolves.
    listen: (channel, handler) => lite.listen(channel, handler),
    close: () => serial(() => lite.close()),
  };
}

export function openDb(databaseUrl: string | undefined, dataDir: string | undefined): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}
