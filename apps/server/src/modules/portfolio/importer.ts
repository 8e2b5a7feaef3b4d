import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseIsoDate } from '@portal/contracts/dates';
import { parse } from 'csv-parse/sync';
import type { Db, Queryable } from '../../db/client.ts';
import { materialise } from './materialise.ts';
import {
  type CodedTable,
  ensureInvestmentOptions,
  idsByCode,
  knownAccounts,
  optionsHolding,
  optionsOfTransactions,
  priceChanges,
  restruckSecurities,
  upsertBenchmarkLevels,
  upsertBenchmarks,
  upsertHoldings,
  upsertMarginLoans,
  upsertNamedColours,
  upsertPrices,
  upsertSecurities,
  upsertTransactions,
} from './queries.ts';

/**
 * Loads the provider's daily CSV files (the format is in docs/portfolio-data.md). Each file is loaded in
 * one transaction: every row is checked first, a bad row rejects the whole file (nothing of it is
 * loaded) with reasons naming the file and line, and the valuations and monthly returns of the options it
 * touched are materialised in the same transaction. Rows are upserted on their natural keys (transactions
 * on external_id), so loading a file twice changes nothing.
 */

export type ImportFileResult = {
  file: string;
  status: 'loaded' | 'rejected';
  /** Data rows in the file (the header not counted). */
  rows: number;
  errors: string[];
};

export type ImportFileKind =
  | 'asset_classes'
  | 'securities'
  | 'strategies'
  | 'prices'
  | 'holdings'
  | 'transactions'
  | 'margin_loans'
  | 'benchmarks'
  | 'benchmark_levels';

/** The kinds in load order: what a row refers to is loaded before the row. */
const KINDS: ImportFileKind[] = [
  'asset_classes',
  'securities',
  'strategies',
  'prices',
  'holdings',
  'transactions',
  'margin_loans',
  'benchmarks',
  'benchmark_levels',
];

const COLUMNS: Record<ImportFileKind, string[]> = {
  asset_classes: ['code', 'name', 'color'],
  securities: ['code', 'name', 'asset_class', 'strike_price'],
  strategies: ['code', 'name', 'color'],
  prices: ['code', 'date', 'price'],
  holdings: ['account_id', 'strategy', 'code', 'date', 'units', 'target_units'],
  transactions: [
    'external_id',
    'account_id',
    'strategy',
    'code',
    'date',
    'type',
    'units',
    'amount',
    'franking_credit',
    'realised_gain',
  ],
  margin_loans: ['account_id', 'date', 'balance'],
  benchmarks: ['code', 'name'],
  benchmark_levels: ['code', 'date', 'level'],
};

export const TRANSACTION_TYPES = [
  'buy',
  'sell',
  'dividend',
  'option_premium',
  'other_income',
  'fee',
  'movement_in',
  'movement_out',
  'withholding_tax',
  'option_bought',
] as const;

type TransactionType = (typeof TRANSACTION_TYPES)[number];

const MAX_ERRORS = 50;
const CHUNK = 5000;

/** The kind of a file from its name (`prices-2026-11-20.csv` is a prices file), or null. */
export function importFileKind(fileName: string): ImportFileKind | null {
  const name = fileName.toLowerCase();
  if (!name.endsWith('.csv')) return null;
  return KINDS.find((kind) => name.startsWith(kind)) ?? null;
}

/** Loads every CSV file of a folder, reference files first, each kind in file-name order. */
export async function importFolder(db: Db, folder: string): Promise<ImportFileResult[]> {
  const names = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.csv'))
    .map((entry) => entry.name);
  const rank = (name: string) => {
    const kind = importFileKind(name);
    return kind ? KINDS.indexOf(kind) : KINDS.length;
  };
  names.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const results: ImportFileResult[] = [];
  for (const name of names) results.push(await importFile(db, path.join(folder, name)));
  return results;
}

/** Thrown inside the file's transaction to roll it back with the reasons. */
class Rejection extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons[0]);
  }
}

/** Loads one file in one transaction; answers whether it was loaded and, if not, why. */
export async function importFile(db: Db, filePath: string): Promise<ImportFileResult> {
  const file = path.basename(filePath);
  const kind = importFileKind(file);
  const rejected = (rows: number, errors: string[]): ImportFileResult => ({
    file,
    status: 'rejected',
    rows,
    errors:
      errors.length > MAX_ERRORS
        ? [...errors.slice(0, MAX_ERRORS), `${file}: and ${errors.length - MAX_ERRORS} more errors`]
        : errors,
  });
  if (!kind) {
    return rejected(0, [
      `${file}: not a known file; a name starts with one of ${KINDS.join(', ')} and ends with .csv`,
    ]);
  }
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    return rejected(0, [`${file}: cannot be read (${(error as Error).message})`]);
  }
  const table = readTable(file, text, COLUMNS[kind]);
  if ('errors' in table) return rejected(table.rows, table.errors);
  const check = new RowChecker(file);
  const rows = VALIDATORS[kind](table.records, check);
  if (check.errors.length > 0) return rejected(table.records.length, check.errors);
  try {
    await db.tx(async (q) => {
      const lookup = new RowChecker(file);
      const touched = await LOADERS[kind](q, rows as never, lookup);
      if (lookup.errors.length > 0) throw new Rejection(lookup.errors);
      await materialise(q, [...touched]);
    });
  } catch (error) {
    if (error instanceof Rejection) return rejected(table.records.length, error.reasons);
    return rejected(table.records.length, [`${file}: ${(error as Error).message}`]);
  }
  return { file, status: 'loaded', rows: table.records.length, errors: [] };
}

// ----------------------------------------------------------------------------------------------- reading

type CsvRecord = { line: number; values: Record<string, string> };

function readTable(
  file: string,
  text: string,
  columns: string[],
): { records: CsvRecord[] } | { errors: string[]; rows: number } {
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes with where it was read (its last line).
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    const e = error as Error & { lines?: number };
    return {
      errors: [`${file}${e.lines ? ` line ${e.lines}` : ''}: not readable as CSV (${e.message})`],
      rows: 0,
    };
  }
  if (parsed.length === 0)
    return { errors: [`${file}: the file is empty; a header row is required`], rows: 0 };
  const [head, ...body] = parsed;
  const header = head!.record.map((name) => name.trim().toLowerCase());
  const headerLine = head!.info.lines;
  const errors: string[] = [];
  const missing = columns.filter((c) => !header.includes(c));
  const unknown = header.filter((c) => !columns.includes(c));
  const repeated = header.filter((c, i) => header.indexOf(c) !== i);
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) {
    const problems = [
      missing.length > 0 ? `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}` : '',
      repeated.length > 0 ? `repeated column${repeated.length > 1 ? 's' : ''} ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    errors.push(
      `${file} line ${headerLine}: the header row must be ${columns.join(',')} (${problems.join('; ')})`,
    );
    return { errors, rows: body.length };
  }
  const records: CsvRecord[] = [];
  for (const { record, info } of body) {
    if (record.length !== header.length) {
      errors.push(`${file} line ${info.lines}: expected ${header.length} values, found ${record.length}`);
      continue;
    }
    const values: Record<string, string> = {};
    for (const [i, name] of header.entries()) values[name] = record[i]!.trim();
    records.push({ line: info.lines, values });
  }
  return errors.length > 0 ? { errors, rows: body.length } : { records };
}

// ---------------------------------------------------------------------------------------------- checking

const CODE = /^[A-Za-z0-9._-]{1,20}$/;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Field checks that collect `file line N: reason` messages and answer null when a value is bad. */
class RowChecker {
  readonly errors: string[] = [];
  constructor(private readonly file: string) {}

  fail(line: number, reason: string): null {
    this.errors.push(`${this.file} line ${line}: ${reason}`);
    return null;
  }

  text(r: CsvRecord, column: string, max = 200): string | null {
    const value = r.values[column]!;
    if (value === '') return this.fail(r.line, `${column} is required`);
    if (value.length > max) return this.fail(r.line, `${column} must be at most ${max} characters`);
    return value;
  }

  code(r: CsvRecord, column: string, optional = false): string | null {
    const value = r.values[column]!;
    if (value === '' && optional) return null;
    if (value === '') return this.fail(r.line, `${column} is required`);
    if (!CODE.test(value)) {
      return this.fail(r.line, `${column} must be 1 to 20 letters, digits, '.', '_' or '-'`);
    }
    return value;
  }

  date(r: CsvRecord, column = 'date'): string | null {
    const value = r.values[column]!;
    const parsed = parseIsoDate(value);
    if (parsed && parsed.year >= 1900) return value;
    return this.fail(r.line, `${column} must be a date as YYYY-MM-DD`);
  }

  color(r: CsvRecord): string | null {
    const value = r.values.color!;
    return COLOR.test(value) ? value : this.fail(r.line, 'color must be a colour as #RRGGBB');
  }

  accountId(r: CsvRecord): number | null {
    const value = r.values.account_id!;
    const n = Number(value);
    if (!/^\d{1,9}$/.test(value) || n === 0) return this.fail(r.line, 'account_id must be a whole number');
    return n;
  }

  /**
   * A decimal with a dot, no thousands separators or exponent. `sign`: 'any', 'non-negative' or
   * 'positive'. Answers undefined for a blank optional value.
   */
  number(
    r: CsvRecord,
    column: string,
    rule: { scale: number; sign: 'any' | 'non-negative' | 'positive'; optional?: boolean },
  ): string | null | undefined {
    const value = r.values[column]!;
    if (value === '') return rule.optional ? undefined : this.fail(r.line, `${column} is required`);
    const m = DECIMAL.exec(value);
    const kind = { any: 'a number', 'non-negative': 'a non-negative number', positive: 'a positive number' };
    if (!m) return this.fail(r.line, `${column} must be ${kind[rule.sign]}`);
    const negative = m[1] === '-' && /[1-9]/.test(value);
    const zero = !/[1-9]/.test(value);
    if ((rule.sign !== 'any' && negative) || (rule.sign === 'positive' && zero)) {
      return this.fail(r.line, `${column} must be ${kind[rule.sign]}`);
    }
    if ((m[3] ?? '').length > rule.scale) {
      return this.fail(r.line, `${column} must have at most ${rule.scale} decimal places`);
    }
    if (m[2]!.replace(/^0+/, '').length > 20 - rule.scale) return this.fail(r.line, `${column} is too large`);
    return value;
  }

  /** Flags a row whose natural key an earlier row of the file already has. */
  unique(seen: Map<string, number>, r: CsvRecord, key: string, what: string): void {
    const first = seen.get(key);
    if (first !== undefined) this.fail(r.line, `${what} is already on line ${first}`);
    else seen.set(key, r.line);
  }
}

type AssetClassRow = { line: number; code: string; name: string; color: string; order: number };
type SecurityRow = { line: number; code: string; name: string; assetClass: string; strike: string | null };
type PriceRow = { line: number; code: string; date: string; price: string };
type HoldingRow = {
  line: number;
  accountId: number;
  strategy: string;
  code: string;
  date: string;
  units: string;
  target: string | null;
};
type TransactionRow = {
  line: number;
  externalId: string;
  accountId: number;
  strategy: string;
  code: string | null;
  date: string;
  /** One of TRANSACTION_TYPES once the checker has passed the row. */
  type: TransactionType;
  units: string | null;
  amount: string;
  franking: string;
  realised: string;
};
type MarginLoanRow = { line: number; accountId: number; date: string; balance: string };
type BenchmarkRow = { line: number; code: string; name: string; order: number };
type LevelRow = { line: number; code: string; date: string; level: string };

/** Checks each record; answers the typed rows (meaningful only when the checker has no errors). */
const VALIDATORS: Record<ImportFileKind, (records: CsvRecord[], check: RowChecker) => unknown[]> = {
  asset_classes: (records, check) => namedColours(records, check, 'asset class'),
  strategies: (records, check) => namedColours(records, check, 'strategy'),
  securities(records, check) {
    const seen = new Map<string, number>();
    return records.map((r): SecurityRow => {
      const code = check.code(r, 'code');
      if (code) check.unique(seen, r, code, `code ${code}`);
      return {
        line: r.line,
        code: code!,
        name: check.text(r, 'name')!,
        assetClass: check.code(r, 'asset_class')!,
        strike: check.number(r, 'strike_price', { scale: 6, sign: 'positive', optional: true }) ?? null,
      };
    });
  },
  prices(records, check) {
    const seen = new Map<string, number>();
    return records.map((r): PriceRow => {
      const row = {
        line: r.line,
        code: check.code(r, 'code')!,
        date: check.date(r)!,
        price: check.number(r, 'price', { scale: 6, sign: 'non-negative' })!,
      };
      if (row.code && row.date)
        check.unique(seen, r, `${row.code} ${row.date}`, `a price of ${row.code} on ${row.date}`);
      return row;
    });
  },
  holdings(records, check) {
    const seen = new Map<string, number>();
    return records.map((r): HoldingRow => {
      const row = {
        line: r.line,
        accountId: check.accountId(r)!,
        strategy: check.code(r, 'strategy')!,
        code: check.code(r, 'code')!,
        date: check.date(r)!,
        // Any sign: the cash security's units are the cash balance, which may be overdrawn.
        units: check.number(r, 'units', { scale: 6, sign: 'any' })!,
        target: check.number(r, 'target_units', { scale: 6, sign: 'any', optional: true }) ?? null,
      };
      if (row.accountId && row.strategy && row.code && row.date) {
        const key = `${row.accountId} ${row.strategy} ${row.code} ${row.date}`;
        check.unique(seen, r, key, `a holding of ${row.code} in ${row.strategy} on ${row.date}`);
      }
      return row;
    });
  },
  transactions(records, check) {
    const seen = new Map<string, number>();
    return records.map((r): TransactionRow => {
      const externalId = check.text(r, 'external_id', 100);
      if (externalId) check.unique(seen, r, externalId, `external_id ${externalId}`);
      const type = r.values.type!;
      const known = (TRANSACTION_TYPES as readonly string[]).includes(type);
      if (!known) check.fail(r.line, `type must be one of ${TRANSACTION_TYPES.join(', ')}`);
      const trade = type === 'buy' || type === 'sell';
      const code = check.code(r, 'code', !(trade || type === 'dividend'));
      const units = check.number(r, 'units', {
        scale: 6,
        sign: trade ? 'positive' : 'non-negative',
        optional: !trade,
      });
      const franking = check.number(r, 'franking_credit', { scale: 2, sign: 'non-negative', optional: true });
      const realised = check.number(r, 'realised_gain', { scale: 2, sign: 'any', optional: true });
      if (franking && /[1-9]/.test(franking) && known && type !== 'dividend') {
        check.fail(r.line, 'franking_credit is only for dividends');
      }
      if (realised && /[1-9]/.test(realised) && known && type !== 'sell') {
        check.fail(r.line, 'realised_gain is only for sells');
      }
      return {
        line: r.line,
        externalId: externalId!,
        accountId: check.accountId(r)!,
        strategy: check.code(r, 'strategy')!,
        code,
        date: check.date(r)!,
        type: type as TransactionType,
        units: units ?? null,
        amount: check.number(r, 'amount', { scale: 2, sign: 'non-negative' })!,
        franking: franking ?? '0',
        realised: realised ?? '0',
      };
    });
  },
  margin_loans(records, check) {
    const seen = new Map<string, number>();
    return records.map((r): MarginLoanRow => {
      const row = {
        line: r.line,
        accountId: check.accountId(r)!,
        date: check.date(r)!,
        balance: check.number(r, 'balance', { scale: 2, sign: 'non-negative' })!,
      };
      if (row.accountId && row.date) {
        check.unique(
          seen,
          r,
          `${row.accountId} ${row.date}`,
          `a balance of account ${row.accountId} on ${row.date}`,
        );
      }
      return row;
    });
  },
  benchmarks(records, check) {
    const seen = new Map<string, number>();
    return records.map((r, order): BenchmarkRow => {
      const code = check.code(r, 'code');
      if (code) check.unique(seen, r, code, `benchmark ${code}`);
      return { line: r.line, code: code!, name: check.text(r, 'name')!, order };
    });
  },
  benchmark_levels(records, check) {
    const seen = new Map<string, number>();
    return records.map((r): LevelRow => {
      const row = {
        line: r.line,
        code: check.code(r, 'code')!,
        date: check.date(r)!,
        level: check.number(r, 'level', { scale: 6, sign: 'positive' })!,
      };
      if (row.code && row.date)
        check.unique(seen, r, `${row.code} ${row.date}`, `a level of ${row.code} on ${row.date}`);
      return row;
    });
  },
};

function namedColours(records: CsvRecord[], check: RowChecker, what: string): AssetClassRow[] {
  const seen = new Map<string, number>();
  return records.map((r, order) => {
    const code = check.code(r, 'code');
    if (code) check.unique(seen, r, code, `${what} ${code}`);
    return { line: r.line, code: code!, name: check.text(r, 'name')!, color: check.color(r)!, order };
  });
}

// ----------------------------------------------------------------------------------------------- loading

type Loader<T> = (q: Queryable, rows: T[], check: RowChecker) => Promise<Set<number>>;

/** Loads the columns a chunk of rows at a time, so no statement carries more than CHUNK values a column. */
async function chunked<C extends Record<string, unknown[]>>(
  columns: C,
  load: (chunk: C) => Promise<void>,
): Promise<void> {
  const length = Object.values(columns)[0]!.length;
  for (let from = 0; from < length; from += CHUNK) {
    await load(
      Object.fromEntries(
        Object.entries(columns).map(([name, values]) => [name, values.slice(from, from + CHUNK)]),
      ) as C,
    );
  }
}

async function codeIds(q: Queryable, table: CodedTable, codes: string[]): Promise<Map<string, number>> {
  const rows = await idsByCode(q, table, codes);
  return new Map(rows.map((r) => [r.code, r.id]));
}

const idSet = (rows: Array<{ id: number }>) => new Set(rows.map((r) => r.id));

/** The options holding any of these securities (their valuations depend on the securities' prices). */
async function optionsHoldingAny(q: Queryable, securityIds: number[]): Promise<Set<number>> {
  if (securityIds.length === 0) return new Set();
  return idSet(await optionsHolding(q, securityIds));
}

/**
 * Resolves each row's account, strategy and security (an unknown one is a row error), and the investment
 * option of account and strategy, created on first sight.
 */
async function resolveOptions<
  T extends { line: number; accountId: number; strategy: string; code: string | null },
>(
  q: Queryable,
  rows: T[],
  check: RowChecker,
): Promise<{ options: Map<string, number>; securities: Map<string, number> }> {
  const accounts = idSet(
    await knownAccounts(
      q,
      rows.map((r) => r.accountId),
    ),
  );
  const strategies = await codeIds(
    q,
    'strategies',
    rows.map((r) => r.strategy),
  );
  const securities = await codeIds(
    q,
    'securities',
    rows.flatMap((r) => (r.code ? [r.code] : [])),
  );
  for (const r of rows) {
    if (!accounts.has(r.accountId)) check.fail(r.line, `account_id ${r.accountId} is not a known account`);
    if (!strategies.has(r.strategy)) check.fail(r.line, `strategy ${r.strategy} is not a known strategy`);
    if (r.code && !securities.has(r.code)) check.fail(r.line, `code ${r.code} is not a known security`);
  }
  const options = new Map<string, number>();
  if (check.errors.length > 0) return { options, securities };
  const pairs = [...new Set(rows.map((r) => `${r.accountId}:${strategies.get(r.strategy)}`))];
  const accountIds = pairs.map((p) => Number(p.split(':')[0]));
  const strategyIds = pairs.map((p) => Number(p.split(':')[1]));
  const found = await ensureInvestmentOptions(q, { account_id: accountIds, strategy_id: strategyIds });
  const byIds = new Map(found.map((o) => [`${o.account_id}:${o.strategy_id}`, o.id]));
  for (const [code, id] of strategies) {
    for (const accountId of new Set(accountIds)) {
      const option = byIds.get(`${accountId}:${id}`);
      if (option !== undefined) options.set(`${accountId}:${code}`, option);
    }
  }
  return { options, securities };
}

const loadNamedColours =
  (table: 'asset_classes' | 'strategies'): Loader<AssetClassRow> =>
  async (q, rows) => {
    await chunked(
      {
        code: rows.map((r) => r.code),
        name: rows.map((r) => r.name),
        color: rows.map((r) => r.color),
        sort_order: rows.map((r) => r.order),
      },
      (chunk) => upsertNamedColours(q, table, chunk),
    );
    return new Set();
  };

const LOADERS: { [K in ImportFileKind]: Loader<never> } = {
  asset_classes: loadNamedColours('asset_classes'),
  strategies: loadNamedColours('strategies'),

  securities: async (q: Queryable, rows: SecurityRow[], check: RowChecker) => {
    const classes = await codeIds(
      q,
      'asset_classes',
      rows.map((r) => r.assetClass),
    );
    for (const r of rows) {
      if (!classes.has(r.assetClass))
        check.fail(r.line, `asset_class ${r.assetClass} is not a known asset class`);
    }
    if (check.errors.length > 0) return new Set();
    const columns = {
      code: rows.map((r) => r.code),
      name: rows.map((r) => r.name),
      asset_class_id: rows.map((r) => classes.get(r.assetClass)!),
      strike_price: rows.map((r) => r.strike),
    };
    // A new strike changes the value of every option holding the security.
    const restruck = await restruckSecurities(q, columns);
    await chunked(columns, (chunk) => upsertSecurities(q, chunk));
    return optionsHoldingAny(
      q,
      restruck.map((r) => r.id),
    );
  },

  prices: async (q: Queryable, rows: PriceRow[], check: RowChecker) => {
    const securities = await codeIds(
      q,
      'securities',
      rows.map((r) => r.code),
    );
    for (const r of rows) {
      if (!securities.has(r.code)) check.fail(r.line, `code ${r.code} is not a known security`);
    }
    if (check.errors.length > 0) return new Set();
    const columns = {
      security_id: rows.map((r) => securities.get(r.code)!),
      date: rows.map((r) => r.date),
      price: rows.map((r) => r.price),
    };
    // A price that changes moves the options holding the security; a new trading day (a date no price had
    // before) adds a valuation day to every option.
    const changes = await priceChanges(q, columns);
    await chunked(columns, (chunk) => upsertPrices(q, chunk));
    if (changes.new_days > 0) return idSet(await optionsHolding(q));
    return optionsHoldingAny(q, changes.ids ?? []);
  },

  holdings: async (q: Queryable, rows: HoldingRow[], check: RowChecker) => {
    const { options, securities } = await resolveOptions(q, rows, check);
    if (check.errors.length > 0) return new Set();
    const optionIds = rows.map((r) => options.get(`${r.accountId}:${r.strategy}`)!);
    await chunked(
      {
        investment_option_id: optionIds,
        security_id: rows.map((r) => securities.get(r.code)!),
        date: rows.map((r) => r.date),
        units: rows.map((r) => r.units),
        target_units: rows.map((r) => r.target),
      },
      (chunk) => upsertHoldings(q, chunk),
    );
    return new Set(optionIds);
  },

  transactions: async (q: Queryable, rows: TransactionRow[], check: RowChecker) => {
    const { options, securities } = await resolveOptions(q, rows, check);
    if (check.errors.length > 0) return new Set();
    const optionIds = rows.map((r) => options.get(`${r.accountId}:${r.strategy}`)!);
    const externalIds = rows.map((r) => r.externalId);
    // A transaction moved to another option leaves its old option to be recomputed too.
    const previous = await optionsOfTransactions(q, externalIds);
    await chunked(
      {
        external_id: externalIds,
        investment_option_id: optionIds,
        security_id: rows.map((r) => (r.code ? securities.get(r.code)! : null)),
        date: rows.map((r) => r.date),
        type: rows.map((r) => r.type),
        units: rows.map((r) => r.units),
        amount: rows.map((r) => r.amount),
        franking_credit: rows.map((r) => r.franking),
        realised_gain: rows.map((r) => r.realised),
      },
      (chunk) => upsertTransactions(q, chunk),
    );
    return new Set([...optionIds, ...previous.map((r) => r.id)]);
  },

  margin_loans: async (q: Queryable, rows: MarginLoanRow[], check: RowChecker) => {
    const accounts = idSet(
      await knownAccounts(
        q,
        rows.map((r) => r.accountId),
      ),
    );
    for (const r of rows) {
      if (!accounts.has(r.accountId)) check.fail(r.line, `account_id ${r.accountId} is not a known account`);
    }
    if (check.errors.length > 0) return new Set();
    await chunked(
      {
        account_id: rows.map((r) => r.accountId),
        date: rows.map((r) => r.date),
        balance: rows.map((r) => r.balance),
      },
      (chunk) => upsertMarginLoans(q, chunk),
    );
    // Margin loans are not part of an option's value: nothing to materialise.
    return new Set();
  },

  // Benchmarks are compared with, never part of a valuation: nothing to materialise.
  benchmarks: async (q: Queryable, rows: BenchmarkRow[]) => {
    await chunked(
      {
        code: rows.map((r) => r.code),
        name: rows.map((r) => r.name),
        sort_order: rows.map((r) => r.order),
      },
      (chunk) => upsertBenchmarks(q, chunk),
    );
    return new Set();
  },

  benchmark_levels: async (q: Queryable, rows: LevelRow[], check: RowChecker) => {
    const benchmarks = await codeIds(
      q,
      'benchmarks',
      rows.map((r) => r.code),
    );
    for (const r of rows) {
      if (!benchmarks.has(r.code)) check.fail(r.line, `code ${r.code} is not a known benchmark`);
    }
    if (check.errors.length > 0) return new Set();
    await chunked(
      {
        benchmark_id: rows.map((r) => benchmarks.get(r.code)!),
        date: rows.map((r) => r.date),
        level: rows.map((r) => r.level),
      },
      (chunk) => upsertBenchmarkLevels(q, chunk),
    );
    return new Set();
  },
};
