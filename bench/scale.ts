import autocannon from 'autocannon';
import { generate } from 'otplib';
import type { Db } from '../apps/server/src/db/client.ts';
import { seedDemoPortfolio } from '../apps/server/src/demo/portfolio.ts';
import { DEMO_STAFF_APP_SECRET } from '../apps/server/src/demo/seed.ts';
import { materialise } from '../apps/server/src/modules/portfolio/materialise.ts';
import { CARD_CALLS, timeCall } from './dashboard.ts';
import { type BenchServer, freshPostgres, percentile, signInHeaders, startBenchServer } from './server.ts';

// The scale run (`npm run bench scale [clients]`, not in the default run: it takes minutes). The demo
// generator gives the demo investor ten years of daily data; the run measures the main calls at that
// size (3 accounts), then copies that client's users, accounts and portfolio rows in SQL to `clients`
// clients in all (each copy the same shape and row counts as a generated client, at database speed
// instead of the generator's) and measures them again on the bigger database.

const YEARS = 10;
const DEFAULT_CLIENTS = 1000;
const SAMPLES = 30;
const WARM_UP = 5;
const TARGET_RATIO = 2;
/** Throughput: this many calls in flight for this long, against the one server process (one core). */
const THROUGHPUT_CONNECTIONS = 8;
const THROUGHPUT_SECONDS = 5;
/** At scale, re-materialising every client is measured over this many clients and scaled up. */
const MATERIALISE_SAMPLE_CLIENTS = 10;
const STAFF_CALLS = {
  'staff client search': '/api/staff/clients/?search=investor',
  'staff application queue': '/api/staff/applications/',
};

async function callP95(url: string, headers: Record<string, string>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await timeCall(url, headers);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await timeCall(url, headers));
  return percentile(samples, 0.95);
}

/**
 * A staff session: the password, then the current code of the demo staff member's authenticator app (the
 * two sign-ins of a run are minutes apart, so each has a period's code of its own).
 */
async function staffHeaders(url: string): Promise<Record<string, string>> {
  const { authorization } = await signInHeaders(url, 'staff@demo.test');
  const code = await generate({ secret: DEMO_STAFF_APP_SECRET, epoch: Math.floor(Date.now() / 1000) });
  const confirmed = await fetch(`${url}/api/auth/login-confirmation/totp/`, {
    method: 'POST',
    headers: { authorization: authorization!, 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!confirmed.ok) throw new Error(`staff confirmation: ${confirmed.status}`);
  return { authorization: `Token ${((await confirmed.json()) as { key: string }).key}` };
}

type Figures = Map<string, number>;

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function optionIds(db: Db, email?: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    email
      ? `SELECT io.id FROM investment_options io JOIN account_members m ON m.account_id = io.account_id
           JOIN users u ON u.id = m.user_id WHERE u.email = $1 ORDER BY io.id`
      : 'SELECT id FROM investment_options ORDER BY id',
    email ? [email] : [],
  );
  return rows.map((r) => r.id);
}

/** Calls answered per second with several in flight: what one server process (one core) serves. */
async function callsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({
    url,
    connections: THROUGHPUT_CONNECTIONS,
    duration: THROUGHPUT_SECONDS,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: failures under load`);
  return result.requests.average;
}

/** Every figure of the run, on the database as it is now, for `clients` clients. */
async function measure(server: BenchServer, clients: number): Promise<Figures> {
  const figures: Figures = new Map();
  const investor = await signInHeaders(server.url);
  const cardUrl = (call: string) =>
    `${server.url}/api/ipm/dashboard/${call}/?period=twelve_months_back${call === 'investments' ? '&page_size=99999' : ''}`;
  for (const call of CARD_CALLS) figures.set(`dashboard ${call}`, await callP95(cardUrl(call), investor));
  const staff = await staffHeaders(server.url);
  for (const [label, path] of Object.entries(STAFF_CALLS))
    figures.set(label, await callP95(`${server.url}${path}`, staff));
  const mine = await optionIds(server.db, 'investor@demo.test');
  figures.set(
    "re-materialise one client's options",
    await seconds(() => server.db.tx((q) => materialise(q, mine))),
  );
  // A day loaded for every client re-materialises every client's options.
  const all = await optionIds(server.db);
  const sample = all.slice(
    0,
    Math.ceil((all.length * Math.min(clients, MATERIALISE_SAMPLE_CLIENTS)) / clients),
  );
  const sampled = await seconds(() => server.db.tx((q) => materialise(q, sample)));
  figures.set('re-materialise every client (a day loaded for all)', (sampled * all.length) / sample.length);
  throughput.set(clients, {
    'dashboard total-asset-value': await callsPerSecond(cardUrl('total-asset-value'), investor),
    'dashboard investments': await callsPerSecond(cardUrl('investments'), investor),
    'profile (signed-in user)': await callsPerSecond(`${server.url}/api/profiles/my/`, investor),
    'staff client search': await callsPerSecond(`${server.url}${STAFF_CALLS['staff client search']}`, staff),
  });
  return figures;
}

const throughput = new Map<number, Record<string, number>>();

/** Ids for the copies, drawn from the table's own sequence: (copy, old id) -> new id. */
async function idMap(db: Db, name: string, table: string, sourceIds: string, copies: number) {
  await db.exec(`CREATE TEMP TABLE ${name} AS
    SELECT k, src.id AS old_id, nextval(pg_get_serial_sequence('${table}', 'id')) AS new_id
      FROM generate_series(1, ${copies}) k CROSS JOIN (${sourceIds}) src`);
  await db.exec(`CREATE INDEX ON ${name} (old_id, k)`);
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * Copies the rows of `table` that `join` reaches, once per copy, with the columns in `set` replaced
 * (expressions over the source row `t` and the maps joined in).
 */
async function copyRows(db: Db, table: string, join: string, set: Record<string, string>): Promise<void> {
  const columns = await columnsOf(db, table);
  const values = columns.map((c) => set[c] ?? `t.${c}`);
  await db.exec(`INSERT INTO ${table} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
    SELECT ${values.join(', ')} FROM ${table} t ${join}`);
}

/** `clients - 1` copies of the demo investor: user, applications, accounts, members and portfolio rows. */
async function copyInvestor(db: Db, clients: number): Promise<void> {
  const copies = clients - 1;
  const investor = `SELECT id FROM users WHERE email = 'investor@demo.test'`;
  const accounts = `SELECT account_id AS id FROM account_members WHERE user_id = (${investor})`;
  await idMap(db, 'scale_users', 'users', investor, copies);
  await idMap(db, 'scale_accounts', 'accounts', accounts, copies);
  await idMap(
    db,
    'scale_options',
    'investment_options',
    `SELECT id FROM investment_options WHERE account_id IN (${accounts})`,
    copies,
  );
  const user = (column: string, k = 'mu.k') =>
    `coalesce((SELECT new_id FROM scale_users WHERE old_id = t.${column} AND k = ${k}), t.${column})`;
  await copyRows(db, 'users', 'JOIN scale_users mu ON mu.old_id = t.id', {
    id: 'mu.new_id',
    email: `'scale' || mu.k || '-' || t.email`,
    selected_account_id: 'NULL',
  });
  await copyRows(db, 'user_applications', 'JOIN scale_users mu ON mu.old_id = t.user_id', {
    user_id: 'mu.new_id',
  });
  await copyRows(db, 'accounts', 'JOIN scale_accounts ma ON ma.old_id = t.id', {
    id: 'ma.new_id',
    uuid: 'gen_random_uuid()',
    initiator_user_id: user('initiator_user_id', 'ma.k'),
    primary_user_id: user('primary_user_id', 'ma.k'),
  });
  await copyRows(db, 'account_members', 'JOIN scale_accounts ma ON ma.old_id = t.account_id', {
    account_id: 'ma.new_id',
    user_id: user('user_id', 'ma.k'),
  });
  await copyRows(db, 'investment_options', 'JOIN scale_accounts ma ON ma.old_id = t.account_id', {
    id: '(SELECT new_id FROM scale_options WHERE old_id = t.id AND k = ma.k)',
    account_id: 'ma.new_id',
  });
  await copyRows(db, 'margin_loans', 'JOIN scale_accounts ma ON ma.old_id = t.account_id', {
    account_id: 'ma.new_id',
  });
  for (const table of ['holdings', 'daily_valuations', 'monthly_returns', 'transactions']) {
    const set: Record<string, string> = { investment_option_id: 'mo.new_id' };
    if (table === 'transactions') {
      set.id = `nextval(pg_get_serial_sequence('transactions', 'id'))`;
      set.external_id = `t.external_id || '-scale' || mo.k`;
    }
    await copyRows(db, table, 'JOIN scale_options mo ON mo.old_id = t.investment_option_id', set);
  }
  await db.exec('ANALYZE');
}

async function tableSizes(db: Db): Promise<string> {
  const rows = await db.query<{ daily: number; bytes: string }>(
    `SELECT (SELECT count(*)::int FROM daily_valuations) AS daily,
            pg_size_pretty(pg_database_size(current_database())) AS bytes`,
  );
  return `${rows[0]!.daily.toLocaleString('en-AU')} daily valuation rows, database ${rows[0]!.bytes}`;
}

export async function scaleBench(clientsArg?: string): Promise<void> {
  const clients = Number(clientsArg ?? process.env.SCALE_CLIENTS ?? DEFAULT_CLIENTS);
  console.log(`\nScale: ${clients} clients of ${YEARS} years each against the demo size (PostgreSQL)`);
  const databaseUrl = await freshPostgres('portal_bench_scale');
  if (!databaseUrl) {
    console.log('  skipped: needs a PostgreSQL at BENCH_DATABASE_URL or 127.0.0.1:5432');
    return;
  }
  const server = await startBenchServer(databaseUrl, async (db) => {
    await seedDemoPortfolio(db, { years: YEARS, emails: ['investor@demo.test'] });
    await db.exec('ANALYZE');
  });
  try {
    console.log(`  demo size: 1 client, ${await tableSizes(server.db)}`);
    const demo = await measure(server, 1);
    const copying = await seconds(() => copyInvestor(server.db, clients));
    console.log(
      `  ${clients} clients: ${await tableSizes(server.db)} (copied in ${(copying / 1000).toFixed(0)} s)`,
    );
    const scaled = await measure(server, clients);
    console.log(
      `  ${'figure (ms, p95 of 30 for calls)'.padEnd(52)} ${'demo'.padStart(9)} ${`${clients} clients`.padStart(14)}  ratio`,
    );
    for (const [label, at] of scaled) {
      const base = demo.get(label)!;
      const ratio = at / base;
      console.log(
        `  ${label.padEnd(52)} ${base.toFixed(1).padStart(9)} ${at.toFixed(1).padStart(14)}  ${ratio.toFixed(2)}${ratio <= TARGET_RATIO ? '' : ' OVER TARGET'}`,
      );
    }
    console.log(`  target: each at most ${TARGET_RATIO} times its demo-size figure`);
    if (clients > MATERIALISE_SAMPLE_CLIENTS)
      console.log(
        `  (every client re-materialised: measured over ${MATERIALISE_SAMPLE_CLIENTS} clients' options and scaled to all)`,
      );
    console.log(
      `  calls per second, ${THROUGHPUT_CONNECTIONS} in flight for ${THROUGHPUT_SECONDS} s, one server process:`,
    );
    for (const label of Object.keys(throughput.get(1)!))
      console.log(
        `  ${label.padEnd(52)} ${throughput.get(1)![label]!.toFixed(0).padStart(9)} ${throughput.get(clients)![label]!.toFixed(0).padStart(14)}`,
      );
  } finally {
    await server.close();
  }
}
