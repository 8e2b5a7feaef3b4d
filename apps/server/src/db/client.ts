import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Config, DbPoolConfig } from '../config.ts';
import { type ListenRetry, listenWithReconnect } from './listener.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Row = Record<string, unknown>;

/** Anything that runs SQL: the database itself or an open transaction. */
export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
};

export type ListenOptions = {
  /**
   * Called when the channel is listened to again after the connection was lost: notifications raised
   * meanwhile are gone, so the subscriber recovers (forgets, refetches). PGlite never calls it.
   */
  onReconnect?: () => void;
};

export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of its writes land, or none. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Calls `handler` with the payload of every NOTIFY on `channel`; answers a function that stops it. */
  listen(
    channel: string,
    handler: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: streams what `COPY (...) TO STDOUT` writes, on a connection of its own held until
   * the stream ends or is destroyed, within `timeoutMs` in all (the copy goes at the reader's pace).
   */
  copyOut?: (copySql: string, options: { timeoutMs: number }) => Promise<Readable>;
  /** Connections of the pool (PostgreSQL only), for the operators' metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

// PostgreSQL answers int8 and numeric as text; ids are int4 and money stays text (never a float).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type PostgresOptions = Partial<DbPoolConfig> & {
  listenRetry?: ListenRetry;
  /** Told of connection failures no call is waiting for (an idle or LISTEN connection was lost). */
  onConnectionError?: (error: Error) => void;
};

const DEFAULT_LISTEN_RETRY: ListenRetry = { firstMs: 250, maxMs: 10_000, heartbeatMs: 30_000 };

/**
 * A pool of connections to PostgreSQL. A lost connection never ends the process: an idle one is dropped
 * from the pool (the next call opens a new one), a busy one fails the call in hand. Waiting for a
 * connection and for an answer is bounded, so calls fail fast while the database is away.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const clientConfig: pg.ClientConfig = {
    connectionString: url,
    // How the connections are named in pg_stat_activity; an application_name in the URL wins.
    application_name: 'client-portal',
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
    query_timeout: options.queryTimeoutMs || undefined,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const report = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10 });
  // An idle connection that fails is removed by the pool, which then emits this.
  pool.on('error', report);
  // A connection in use that fails fails its query; without a listener the 'error' event would also
  // end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // Set when the connection cannot be trusted any more: the pool then closes it instead of reusing it.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R extends Row>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as R[],
        });
        // A COMMIT that fails (even for a lost connection, when the outcome is unknown) throws: the call
        // never reports success for work that may not have landed.
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // On a lost connection the database rolls back by itself; a ROLLBACK would only fail (or wait).
        if (isDatabaseUnavailable(error)) broken = error as Error;
        else
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async copyOut(copySql, { timeoutMs }) {
      const client = await pool.connect();
      const limit = Math.trunc(timeoutMs);
      try {
        await client.query(`SET statement_timeout = ${limit}`);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      const stream = copyTo(copySql);
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        if (error) client.release(error);
        else
          client.query('RESET statement_timeout').then(
            () => client.release(),
            (resetError: Error) => client.release(resetError),
          );
      };
      // pg answers a query through its callback once the server is ready for the next one; the copy
      // stream leaves that out, so pg's answer timeout (query_timeout) would fire after every copy.
      const submittable = Object.assign(stream, {
        query_timeout: limit,
        callback: undefined as ((error?: Error) => void) | undefined,
        handleReadyForQuery() {
          submittable.callback?.();
          release();
        },
      });
      stream.on('error', (error) => release(error));
      // Destroyed before its end (the reader went away): the connection is mid-copy and is closed.
      stream.on('close', () => {
        if (!stream.readableEnded) release(new Error('COPY abandoned before its end'));
      });
      client.query(submittable);
      return stream;
    },
    async listen(channel, handler, listenOptions = {}) {
      const stop = await listenWithReconnect({
        newClient: () => new pg.Client(clientConfig),
        channel,
        handler,
        onReconnect: listenOptions.onReconnect,
        onConnectionError: report,
        retry: options.listenRetry ?? DEFAULT_LISTEN_RETRY,
      });
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
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
    // PGlite lives in this process: its one connection is never lost, so there is no reconnect.
    listen: (channel, handler) => lite.listen(channel, handler),
    close: () => serial(() => lite.close()),
  };
}

/**
 * For command-line batch work (seeding, imports), where long statements are expected and nobody waits
 * on a web page: no statement or answer timeout.
 */
export const BATCH_LIMITS: PostgresOptions = { statementTimeoutMs: 0, queryTimeoutMs: 0 };

/** The configured database: PostgreSQL when `databaseUrl` is set, else the embedded PGlite. */
export function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPool'>,
  options: PostgresOptions = {},
): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { ...config.dbPool, ...options })
    : openPglite(config.dataDir);
}
