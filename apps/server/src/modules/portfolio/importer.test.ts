import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { importFile, importFileKind, importFolder } from './importer.ts';

async function writeFolder(files: Record<string, string[]>): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portfolio-import-'));
  for (const [name, lines] of Object.entries(files)) {
    await writeFile(path.join(folder, name), `${lines.join('\n')}\n`);
  }
  return folder;
}

/** Everything the importer writes, counted and summed. */
async function fingerprint(t: TestApp) {
  const [row] = await t.db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM asset_classes)::text AS asset_classes,
            (SELECT count(*) FROM securities)::text AS securities,
            (SELECT count(*) FROM strategies)::text AS strategies,
            (SELECT count(*) || ' ' || coalesce(sum(price), 0) FROM security_prices) AS prices,
            (SELECT count(*) FROM investment_options)::text AS options,
            (SELECT count(*) || ' ' || coalesce(sum(units), 0) FROM holdings) AS holdings,
            (SELECT count(*) || ' ' || coalesce(sum(amount), 0) FROM transactions) AS transactions,
            (SELECT count(*) || ' ' || coalesce(sum(balance), 0) FROM margin_loans) AS margin_loans,
            (SELECT count(*) || ' ' || coalesce(sum(value), 0) FROM daily_valuations) AS valuations,
            (SELECT count(*) || ' ' || coalesce(sum(unrealised), 0) FROM monthly_returns) AS returns,
            (SELECT string_agg(code || ' ' || name || ' ' || sort_order, '; ' ORDER BY code) FROM benchmarks)
              AS benchmarks,
            (SELECT count(*) || ' ' || coalesce(sum(level), 0) FROM benchmark_levels) AS levels`,
  );
  return row!;
}

describe('portfolio importer', () => {
  let t: TestApp;
  let individual: number;
  let trust: number;
  let good: string;
  const folders: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const accounts = await t.db.query<{ id: number; account_type: string }>(
      `SELECT a.id, a.account_type FROM accounts a
         JOIN account_members m ON m.account_id = a.id
         JOIN users u ON u.id = m.user_id
        WHERE u.email = 'investor@demo.test'`,
    );
    individual = accounts.find((a) => a.account_type === 'individual')!.id;
    trust = accounts.find((a) => a.account_type === 'trust')!.id;
    const a = individual;
    good = await writeFolder({
      'asset_classes.csv': ['code,name,color', 'CASH,Cash,#8fa3b0', 'AU_EQ,Australian Equities,#0b3d5c'],
      'securities.csv': [
        'code,name,asset_class,strike_price',
        'AUD,Australian Dollar Cash,CASH,',
        'XYZ,XYZ Limited,AU_EQ,',
        '"ABC","ABC Holdings, Ordinary",AU_EQ,20',
      ],
      'strategies.csv': ['code,name,color', 'EQ,Equity Income,#0b3d5c'],
      'prices-2026-01.csv': [
        'code,date,price',
        'AUD,2026-01-29,1',
        'XYZ,2026-01-29,10.00',
        'ABC,2026-01-29,18',
        'AUD,2026-01-30,1',
        'XYZ,2026-01-30,11',
        'ABC,2026-01-30,19',
      ],
      // Columns in another order are fine; XYZ has no price on the 3rd, so its last price (12) holds.
      'prices-2026-02.csv': [
        'date,code,price',
        '2026-02-02,AUD,1',
        '2026-02-02,XYZ,12',
        '2026-02-02,ABC,22',
        '2026-02-03,AUD,1',
        '2026-02-03,ABC,25',
      ],
      'holdings-2026-02-03.csv': [
        'account_id,strategy,code,date,units,target_units',
        `${a},EQ,AUD,2026-01-29,90000,5000`,
        `${a},EQ,XYZ,2026-01-29,1000,1000`,
        `${a},EQ,AUD,2026-01-30,80500,`,
        `${a},EQ,ABC,2026-01-30,500,500`,
        `${a},EQ,AUD,2026-02-02,80900,`,
        `${a},EQ,AUD,2026-02-03,85700,`,
        `${a},EQ,XYZ,2026-02-03,600,600`,
      ],
      'transactions-2026-02-03.csv': [
        'external_id,account_id,strategy,code,date,type,units,amount,franking_credit,realised_gain',
        `T1,${a},EQ,,2026-01-29,movement_in,,100000.00,,`,
        `T2,${a},EQ,XYZ,2026-01-29,buy,1000,10000.00,,`,
        `T3,${a},EQ,ABC,2026-01-30,buy,500,9500,,`,
        `T4,${a},EQ,XYZ,2026-02-02,dividend,,500.00,214.29,`,
        `T5,${a},EQ,,2026-02-02,fee,,100,,`,
        `T6,${a},EQ,XYZ,2026-02-03,sell,400,4800,,800`,
      ],
      'margin_loans.csv': ['account_id,date,balance', `${trust},2026-01-29,25000.00`],
      // Levels are loaded after the benchmarks they name, whatever the files' names.
      'benchmark_levels-2026-02.csv': [
        'code,date,level',
        'AUSHARES,2026-01-29,100000.123456',
        'AUSHARES,2026-01-30,101500',
        'BAL60,2026-01-29,2500.5',
      ],
      'benchmarks.csv': [
        'code,name',
        'AUSHARES,Australian shares accumulation index',
        '"BAL60","Balanced composite index, 60/40"',
      ],
      'README.txt': ['not a CSV file: ignored'],
    });
    folders.push(good);
  });

  afterAll(async () => {
    await t.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('knows a file by the start of its name', () => {
    expect(importFileKind('transactions-2026-11-20.csv')).toBe('transactions');
    expect(importFileKind('Prices_20261120.CSV')).toBe('prices');
    expect(importFileKind('securities.csv')).toBe('securities');
    expect(importFileKind('benchmarks.csv')).toBe('benchmarks');
    expect(importFileKind('benchmark_levels-2026-11-20.csv')).toBe('benchmark_levels');
    expect(importFileKind('valuations.csv')).toBeNull();
    expect(importFileKind('prices.txt')).toBeNull();
  });

  it('loads a good folder, reference files first, and materialises hand-checkable figures', async () => {
    const results = await importFolder(t.db, good);
    expect(results.map((r) => [r.file, r.status, r.rows, r.errors])).toEqual([
      ['asset_classes.csv', 'loaded', 2, []],
      ['securities.csv', 'loaded', 3, []],
      ['strategies.csv', 'loaded', 1, []],
      ['prices-2026-01.csv', 'loaded', 6, []],
      ['prices-2026-02.csv', 'loaded', 5, []],
      ['holdings-2026-02-03.csv', 'loaded', 7, []],
      ['transactions-2026-02-03.csv', 'loaded', 6, []],
      ['margin_loans.csv', 'loaded', 1, []],
      ['benchmarks.csv', 'loaded', 2, []],
      ['benchmark_levels-2026-02.csv', 'loaded', 3, []],
    ]);
    const [abc] = await t.db.query(
      'SELECT name, strike_price::text AS strike FROM securities WHERE code = $1',
      ['ABC'],
    );
    expect(abc).toEqual({ name: 'ABC Holdings, Ordinary', strike: '20.000000' });

    const [option] = await t.db.query<{ id: number }>(
      `SELECT o.id FROM investment_options o JOIN strategies s ON s.id = o.strategy_id
        WHERE o.account_id = $1 AND s.code = 'EQ'`,
      [individual],
    );
    // Cash + XYZ at its last price + ABC capped at its strike of 20.
    const daily = await t.db.query(
      'SELECT date::text AS date, value::text AS value FROM daily_valuations WHERE investment_option_id = $1 ORDER BY date',
      [option!.id],
    );
    expect(daily).toEqual([
      { date: '2026-01-29', value: '100000.00' }, // 90000 + 1000 x 10
      { date: '2026-01-30', value: '101000.00' }, // 80500 + 1000 x 11 + 500 x 19
      { date: '2026-02-02', value: '102900.00' }, // 80900 + 1000 x 12 + 500 x 20 (22 capped)
      { date: '2026-02-03', value: '102900.00' }, // 85700 + 600 x 12 + 500 x 20 (25 capped)
    ]);
    const months = await t.db.query(
      `SELECT month::text AS month, opening_value::text AS opening, closing_value::text AS closing,
              movements_in::text AS movements_in, dividends::text AS dividends,
              franking_credits::text AS franking, fees::text AS fees, realised::text AS realised,
              unrealised::text AS unrealised
         FROM monthly_returns WHERE investment_option_id = $1 ORDER BY month`,
      [option!.id],
    );
    expect(months).toEqual([
      {
        month: '2026-01-01',
        opening: '0.00',
        closing: '101000.00',
        movements_in: '100000.00',
        dividends: '0.00',
        franking: '0.00',
        fees: '0.00',
        realised: '0.00',
        unrealised: '1000.00', // XYZ 10 -> 11 on 1000 units
      },
      {
        month: '2026-02-01',
        opening: '101000.00',
        closing: '102900.00',
        movements_in: '0.00',
        dividends: '500.00',
        franking: '214.29',
        fees: '100.00',
        realised: '800.00',
        // XYZ 11 -> 12 on 1000 (+1000), ABC 19 -> 20 capped on 500 (+500), less the 800 now realised.
        unrealised: '700.00',
      },
    ]);
    const loans = await t.db.query('SELECT account_id, balance::text AS balance FROM margin_loans');
    expect(loans).toEqual([{ account_id: trust, balance: '25000.00' }]);
    const benchmarks = await t.db.query(
      `SELECT b.code, b.name, b.sort_order, l.date::text AS date, l.level::text AS level
         FROM benchmarks b JOIN benchmark_levels l ON l.benchmark_id = b.id ORDER BY b.code, l.date`,
    );
    expect(benchmarks).toEqual([
      {
        code: 'AUSHARES',
        name: 'Australian shares accumulation index',
        sort_order: 0,
        date: '2026-01-29',
        level: '100000.123456',
      },
      {
        code: 'AUSHARES',
        name: 'Australian shares accumulation index',
        sort_order: 0,
        date: '2026-01-30',
        level: '101500.000000',
      },
      {
        code: 'BAL60',
        name: 'Balanced composite index, 60/40',
        sort_order: 1,
        date: '2026-01-29',
        level: '2500.500000',
      },
    ]);
  });

  it('rejects benchmark files with a bad row, naming the line and reason, and loads nothing of them', async () => {
    const before = await fingerprint(t);
    const folder = await writeFolder({
      'benchmarks-new.csv': [
        'code,name',
        'NEWIDX,A new index',
        'bad code!,Bad code',
        'EMPTY,',
        'NEWIDX,Twice',
        `LONG,${'x'.repeat(201)}`,
      ],
      'benchmark_levels-bad.csv': [
        'code,date,level',
        'AUSHARES,2026-02-02,0',
        'AUSHARES,2026-02-03,-5',
        'AUSHARES,2026-02-30,100',
        'AUSHARES,2026-02-04,100.1234567',
        'AUSHARES,2026-02-05,"1,000"',
        'AUSHARES,2026-02-06,',
        'AUSHARES,2026-02-09,102',
        'AUSHARES,2026-02-09,103',
      ],
      'benchmark_levels-unknown.csv': [
        'code,date,level',
        'AUSHARES,2026-02-02,102000',
        'NOSUCH,2026-02-02,100',
      ],
      'benchmark_levels-header.csv': ['code,day,level', 'AUSHARES,2026-02-02,102000'],
    });
    folders.push(folder);
    const results = await importFolder(t.db, folder);
    const byFile = new Map(results.map((r) => [r.file, r]));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(byFile.get('benchmarks-new.csv')!.errors).toEqual([
      "benchmarks-new.csv line 3: code must be 1 to 20 letters, digits, '.', '_' or '-'",
      'benchmarks-new.csv line 4: name is required',
      'benchmarks-new.csv line 5: benchmark NEWIDX is already on line 2',
      'benchmarks-new.csv line 6: name must be at most 200 characters',
    ]);
    expect(byFile.get('benchmark_levels-bad.csv')!.errors).toEqual([
      'benchmark_levels-bad.csv line 2: level must be a positive number',
      'benchmark_levels-bad.csv line 3: level must be a positive number',
      'benchmark_levels-bad.csv line 4: date must be a date as YYYY-MM-DD',
      'benchmark_levels-bad.csv line 5: level must have at most 6 decimal places',
      'benchmark_levels-bad.csv line 6: level must be a positive number',
      'benchmark_levels-bad.csv line 7: level is required',
      'benchmark_levels-bad.csv line 9: a level of AUSHARES on 2026-02-09 is already on line 8',
    ]);
    // A row naming an unknown index rejects the whole file: its good row is not loaded either.
    expect(byFile.get('benchmark_levels-unknown.csv')!.errors).toEqual([
      'benchmark_levels-unknown.csv line 3: code NOSUCH is not a known benchmark',
    ]);
    expect(byFile.get('benchmark_levels-header.csv')!.errors).toEqual([
      'benchmark_levels-header.csv line 1: the header row must be code,date,level (missing column date; unknown column day)',
    ]);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('rejects a file with a bad row, naming file, line and reason, and loads nothing of it', async () => {
    const before = await fingerprint(t);
    const a = individual;
    const header =
      'external_id,account_id,strategy,code,date,type,units,amount,franking_credit,realised_gain';
    const bad = await writeFolder({
      'transactions-2026-11-20.csv': [
        header,
        `T7,${a},EQ,AUD,2026-02-03,other_income,,12.50,,`,
        `T8,${a},EQ,,2026-02-03,fee,,-5,,`,
        `T9,${a},EQ,XYZ,2026-02-31,buy,10,120,,`,
        `T10,${a},EQ,XYZ,2026-02-03,fee,,1,,3`,
        `T11,${a},EQ,XYZ,2026-02-03,gift,,1,,`,
        `T7,${a},EQ,,2026-02-03,fee,,1,,`,
        `T12,${a},EQ,,2026-02-03,fee,,"1,000.00",,`,
      ],
      'transactions-2026-11-21.csv': [
        header,
        `T20,${a},EQ,,2026-02-03,fee,,1,,`,
        `T21,999999,NEW,,2026-02-03,fee,,1,,`,
      ],
      'prices-2026-11-21.csv': ['code,day,price', 'XYZ,2026-02-03,12'],
      'holdings-2026-11-21.csv': [
        'account_id,strategy,code,date,units,target_units',
        `${a},EQ,XYZ,2026-02-03,600`,
      ],
      'strategies.csv': ['code,name,color', 'EQ,Equity Income,blue'],
      'valuations.csv': ['anything'],
      'margin_loans-2026-11-21.csv': ['account_id,date,balance', '', `${trust},2026-02-02,24000`],
    });
    folders.push(bad);
    const results = await importFolder(t.db, bad);
    const byFile = new Map(results.map((r) => [r.file, r]));
    expect(results.map((r) => r.file)).toEqual([
      'strategies.csv',
      'prices-2026-11-21.csv',
      'holdings-2026-11-21.csv',
      'transactions-2026-11-20.csv',
      'transactions-2026-11-21.csv',
      'margin_loans-2026-11-21.csv',
      'valuations.csv',
    ]);
    expect(byFile.get('transactions-2026-11-20.csv')).toEqual({
      file: 'transactions-2026-11-20.csv',
      status: 'rejected',
      rows: 7,
      errors: [
        'transactions-2026-11-20.csv line 3: amount must be a non-negative number',
        'transactions-2026-11-20.csv line 4: date must be a date as YYYY-MM-DD',
        'transactions-2026-11-20.csv line 5: realised_gain is only for sells',
        'transactions-2026-11-20.csv line 6: type must be one of buy, sell, dividend, option_premium, other_income, fee, movement_in, movement_out, withholding_tax, option_bought',
        'transactions-2026-11-20.csv line 7: external_id T7 is already on line 2',
        'transactions-2026-11-20.csv line 8: amount must be a non-negative number',
      ],
    });
    expect(byFile.get('transactions-2026-11-21.csv')!.errors).toEqual([
      'transactions-2026-11-21.csv line 3: account_id 999999 is not a known account',
      'transactions-2026-11-21.csv line 3: strategy NEW is not a known strategy',
    ]);
    expect(byFile.get('prices-2026-11-21.csv')!.errors).toEqual([
      'prices-2026-11-21.csv line 1: the header row must be code,date,price (missing column date; unknown column day)',
    ]);
    expect(byFile.get('holdings-2026-11-21.csv')!.errors).toEqual([
      'holdings-2026-11-21.csv line 2: expected 6 values, found 5',
    ]);
    expect(byFile.get('strategies.csv')!.errors).toEqual([
      'strategies.csv line 2: color must be a colour as #RRGGBB',
    ]);
    expect(byFile.get('valuations.csv')!.status).toBe('rejected');
    expect(byFile.get('valuations.csv')!.errors[0]).toMatch(/^valuations\.csv: not a known file/);
    // The good file beside them loads (a blank line is skipped, and counts as no row).
    expect(byFile.get('margin_loans-2026-11-21.csv')).toEqual({
      file: 'margin_loans-2026-11-21.csv',
      status: 'loaded',
      rows: 1,
      errors: [],
    });

    const after = await fingerprint(t);
    expect(after).toEqual({ ...before, margin_loans: '2 49000.00' });
    const stray = await t.db.query(`SELECT external_id FROM transactions WHERE external_id IN ('T7', 'T20')`);
    expect(stray).toEqual([]);
  });

  it('rolls back the whole file when a row fails against the database', async () => {
    const before = await fingerprint(t);
    const folder = await writeFolder({
      // A new strategy for a known account would create an investment option: a later unknown security
      // rejects the file, and the option is not left behind.
      'holdings-x.csv': [
        'account_id,strategy,code,date,units,target_units',
        `${individual},EQ,XYZ,2026-02-03,650,`,
        `${trust},EQ,NOPE,2026-02-03,1,`,
      ],
    });
    folders.push(folder);
    const result = await importFile(t.db, path.join(folder, 'holdings-x.csv'));
    expect(result.status).toBe('rejected');
    expect(result.errors).toEqual(['holdings-x.csv line 3: code NOPE is not a known security']);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('changes nothing when the same files are loaded again', async () => {
    const before = await fingerprint(t);
    const results = await importFolder(t.db, good);
    expect(results.every((r) => r.status === 'loaded')).toBe(true);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('recomputes the options a changed price or a new trading day touches', async () => {
    const folder = await writeFolder({
      'prices-2026-02-04.csv': ['code,date,price', 'XYZ,2026-02-03,13', 'AUD,2026-02-04,1'],
    });
    folders.push(folder);
    const [result] = await importFolder(t.db, folder);
    expect(result!.status).toBe('loaded');
    const daily = await t.db.query(
      `SELECT date::text AS date, value::text AS value FROM daily_valuations
        WHERE date >= '2026-02-03' ORDER BY date`,
    );
    // 85700 + 600 x 13 + 500 x 20, then the same on the new day.
    expect(daily).toEqual([
      { date: '2026-02-03', value: '103500.00' },
      { date: '2026-02-04', value: '103500.00' },
    ]);
  });
});
