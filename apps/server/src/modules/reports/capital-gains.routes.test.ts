import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reportMessages, type TGeneratedReport } from '@portal/contracts/api/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPendingReports } from '../../jobs/report-worker.ts';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { importFolder } from '../portfolio/importer.ts';
import { pdfText } from './pdf/text.ts';

// A fixed portfolio loaded through the importer; every expected figure is worked out by hand.
//
// Account I (individual), option GRW:
//   AAA: buy 1,000 on 2023-07-03 for $10,000; buy 500 on 2024-03-01 for $6,000;
//        sell 1,200 on 2024-08-15 for $15,600 ($13 a unit).
//   BBB (named '=Beta...', to test the CSV's formula guard): buy 100 on 2024-03-01 for $1,800;
//        sell 100 on 2025-06-30 for $1,600.
// Account S (super fund), option GRW: AAA buy 200 on 2023-07-03 for $2,000; sell 200 on 2025-06-30 for
//   $3,000.
// AAA is priced $15 on 2025-06-30. The report is the financial year 2024-25.
//
// First in, first out, account I:
//   AAA 2023-07-03: 1,000 units, cost $10,000, proceeds $13,000, gain $3,000, 409 days, discountable;
//   AAA 2024-03-01: 200 units, cost $2,400, proceeds $2,600, gain $200, 167 days;
//   BBB 2024-03-01: 100 units, cost $1,800, proceeds $1,600, loss $200, 486 days.
//   Totals: discountable $3,000, other $200, total $3,200, losses $200 (set against the $200 short gain),
//   discount half of $3,000 = $1,500, net capital gain $1,500.
//   Still held on 2025-06-30: AAA 300 units of 2024-03-01, cost $3,600, value $4,500, gain $900.
// Account S: AAA 200 units, cost $2,000, proceeds $3,000, gain $1,000, 728 days; a third off: $333.33,
//   net $666.67.
// Minimum gain, account I: AAA's second parcel first (a $1 gain a unit, against $1.50 after the discount
//   for the first): 500 units, cost $6,000, proceeds $6,500, gain $500; then 700 of the first, cost $7,000,
//   proceeds $9,100, gain $2,100. The $200 loss goes against the $500: discount half of $2,100 = $1,050;
//   net $2,600 - $200 - $1,050 = $1,350. Still held: 300 units of 2023-07-03, cost $3,000, gain $1,500.

const BASE = '/api/ipm/reports/';
const START = '2024-07-01';
const END = '2025-06-30';

describe('capital gains by parcel', () => {
  let t: TestApp;
  let dir: string;
  let investor: string;
  let other: string;
  let individual: number;
  let smsf: number;

  const files = (accounts: { individual: number; smsf: number }): Record<string, string> => ({
    'asset_classes.csv': 'code,name,color\nCGEQ,Capital gains equities,#112233\n',
    'securities.csv':
      'code,name,asset_class,strike_price\nAAA,Alpha Ltd,CGEQ,\nBBB,"=Beta Corp, ordinary",CGEQ,\n',
    'strategies.csv': 'code,name,color\nGRW,Growth,#445566\n',
    'prices.csv': [
      'code,date,price',
      'AAA,2023-07-03,10',
      'AAA,2024-03-01,12',
      'AAA,2024-08-15,13',
      'AAA,2025-06-30,15',
      'BBB,2024-03-01,18',
      'BBB,2025-06-30,16',
    ].join('\n'),
    'holdings.csv': [
      'account_id,strategy,code,date,units,target_units',
      `${accounts.individual},GRW,AAA,2023-07-03,1000,`,
      `${accounts.individual},GRW,AAA,2024-03-01,1500,`,
      `${accounts.individual},GRW,AAA,2024-08-15,300,`,
      `${accounts.individual},GRW,BBB,2024-03-01,100,`,
      `${accounts.individual},GRW,BBB,2025-06-30,0,`,
      `${accounts.smsf},GRW,AAA,2023-07-03,200,`,
      `${accounts.smsf},GRW,AAA,2025-06-30,0,`,
    ].join('\n'),
    'transactions.csv': [
      'external_id,account_id,strategy,code,date,type,units,amount,franking_credit,realised_gain',
      `CG-1,${accounts.individual},GRW,AAA,2023-07-03,buy,1000,10000.00,,`,
      `CG-2,${accounts.individual},GRW,AAA,2024-03-01,buy,500,6000.00,,`,
      `CG-3,${accounts.individual},GRW,BBB,2024-03-01,buy,100,1800.00,,`,
      `CG-4,${accounts.individual},GRW,AAA,2024-08-15,sell,1200,15600.00,,`,
      `CG-5,${accounts.individual},GRW,BBB,2025-06-30,sell,100,1600.00,,`,
      `CG-6,${accounts.smsf},GRW,AAA,2023-07-03,buy,200,2000.00,,`,
      `CG-7,${accounts.smsf},GRW,AAA,2025-06-30,sell,200,3000.00,,`,
    ].join('\n'),
  });

  const download = (url: string, token = investor) =>
    t.app.inject({ url, headers: { authorization: `Token ${token}` } });

  /** Generates the two types for both accounts, renders them and answers the listed report. */
  async function generated(parcelMethod?: string): Promise<TGeneratedReport> {
    const created = await call(t.app, BASE, {
      token: investor,
      body: {
        accounts: [individual, smsf],
        report_types: [9, 10],
        start_date: START,
        end_date: END,
        combine_investment_options: true,
        ...(parcelMethod ? { parcel_method: parcelMethod } : {}),
      },
    });
    expect(created.status).toBe(201);
    await runPendingReports(t);
    const list = (await call(t.app, BASE, { token: investor })).json as TGeneratedReport[];
    return list.find((r) => r.id === created.json.id)!;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'capital-gains-test-'));
    t = await createTestApp({ dataDir: path.join(dir, 'db') });
    investor = await signIn(t.app, 'investor@demo.test');
    other = await signIn(t.app, 'newcomer@demo.test');
    const accounts = await t.db.query<{ id: number; account_type: string }>(
      `SELECT a.id, a.account_type FROM accounts a JOIN account_members m ON m.account_id = a.id
         JOIN users u ON u.id = m.user_id
        WHERE u.email = 'investor@demo.test' AND a.application_id = 'ipm' ORDER BY a.id`,
    );
    individual = accounts.find((a) => a.account_type === 'individual')!.id;
    smsf = accounts.find((a) => a.account_type === 'smsf')!.id;
    const folder = path.join(dir, 'import');
    await mkdir(folder);
    for (const [name, text] of Object.entries(files({ individual, smsf })))
      await writeFile(path.join(folder, name), `${text}\n`);
    const results = await importFolder(t.db, folder);
    expect(results.map((r) => [r.file, r.status, r.errors])).toEqual(
      results.map((r) => [r.file, 'loaded', []]),
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('matches parcels first in, first out by default, with the tax return figures per account', async () => {
    const report = await generated();
    expect(report.status).toBe('ready');
    expect(report.parcel_method).toBe('fifo');
    expect(report.csv_files).toEqual([
      {
        report_type_id: 9,
        name: 'Realised capital gains by parcel',
        link: `${BASE}${report.id}/download/csv/9/`,
      },
      { report_type_id: 10, name: 'Unrealised capital gains', link: `${BASE}${report.id}/download/csv/10/` },
    ]);

    const text = pdfText((await download(report.link!)).rawPayload);
    expect(text).toContain('matched to acquisition parcels first in, first out');
    // Account I's disposals and totals.
    for (const figure of ['$10,000.00', '$13,000.00', '$3,000.00', '$2,400.00', '$2,600.00', '$1,800.00'])
      expect(text).toContain(figure);
    expect(text).toContain('-$200.00');
    expect(text).toMatch(/Total current year capital gains \(label H\)\s*\$3,200\.00/);
    expect(text).toMatch(/Capital losses applied\s*\$200\.00/);
    expect(text).toMatch(/CGT discount applied\s*\$1,500\.00/);
    expect(text).toMatch(/Net capital gain \(label A\)\s*\$1,500\.00/);
    // Account S: a third off.
    expect(text).toMatch(/CGT discount applied\s*\$333\.33/);
    expect(text).toMatch(/Net capital gain \(label A\)\s*\$666\.67/);
    // Unrealised: 300 units of 2024-03-01 at $15.
    expect(text).toMatch(/Net unrealised gain\s*\$900\.00/);
  });

  it('writes each type as CSV, with text that could run as a formula neutralised', async () => {
    const report = await generated();
    const realised = await download(report.csv_files[0]!.link);
    expect(realised.statusCode).toBe(200);
    expect(realised.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(realised.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = realised.body.split('\r\n');
    expect(lines[0]).toBe(
      'Group,Account,Investment option,Code,Security,Acquired,Disposed,Units,Cost base,Proceeds,Gain or loss,Days held,Held 12 months',
    );
    const rows = lines.slice(1, -1).map((line) => line.split(',').slice(3));
    expect(lines.at(-1)).toBe('');
    expect(rows).toEqual([
      [
        'AAA',
        'Alpha Ltd',
        '2023-07-03',
        '2024-08-15',
        '1000.000000',
        '10000.00',
        '13000.00',
        '3000.00',
        '409',
        'Yes',
      ],
      [
        'AAA',
        'Alpha Ltd',
        '2024-03-01',
        '2024-08-15',
        '200.000000',
        '2400.00',
        '2600.00',
        '200.00',
        '167',
        'No',
      ],
      // The name holds a comma, so it is quoted: the split above cuts it in two.
      [
        'BBB',
        '"\'=Beta Corp',
        ' ordinary"',
        '2024-03-01',
        '2025-06-30',
        '100.000000',
        '1800.00',
        '1600.00',
        '-200.00',
        '486',
        'No',
      ],
      [
        'AAA',
        'Alpha Ltd',
        '2023-07-03',
        '2025-06-30',
        '200.000000',
        '2000.00',
        '3000.00',
        '1000.00',
        '728',
        'Yes',
      ],
    ]);

    const unrealised = (await download(report.csv_files[1]!.link)).body.split('\r\n');
    expect(unrealised.slice(1, -1).map((line) => line.split(',').slice(3))).toEqual([
      [
        'AAA',
        'Alpha Ltd',
        '2024-03-01',
        '300.000000',
        '3600.00',
        '15.000000',
        '4500.00',
        '900.00',
        '486',
        'Yes',
      ],
    ]);
  });

  it('matches parcels in the order of the smallest taxable gain when asked', async () => {
    const report = await generated('minimum_gain');
    expect(report.parcel_method).toBe('minimum_gain');
    const text = pdfText((await download(report.link!)).rawPayload);
    expect(text).toContain('matched to acquisition parcels minimum gain');
    expect(text).toMatch(/CGT discount applied\s*\$1,050\.00/);
    expect(text).toMatch(/Net capital gain \(label A\)\s*\$1,350\.00/);
    const realised = (await download(report.csv_files[0]!.link)).body.split('\r\n');
    expect(realised.slice(1, 3).map((line) => line.split(',').slice(5, 11))).toEqual([
      ['2024-03-01', '2024-08-15', '500.000000', '6000.00', '6500.00', '500.00'],
      ['2023-07-03', '2024-08-15', '700.000000', '7000.00', '9100.00', '2100.00'],
    ]);
    const unrealised = (await download(report.csv_files[1]!.link)).body.split('\r\n');
    expect(unrealised[1]!.split(',').slice(5, 11)).toEqual([
      '2023-07-03',
      '300.000000',
      '3000.00',
      '15.000000',
      '4500.00',
      '1500.00',
    ]);
  });

  it('refuses an unknown parcel method and changes nothing', async () => {
    const before = ((await call(t.app, BASE, { token: investor })).json as unknown[]).length;
    const refused = await call(t.app, BASE, {
      token: investor,
      body: {
        accounts: [individual],
        report_types: [9],
        start_date: START,
        end_date: END,
        parcel_method: 'lifo',
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain(reportMessages.parcelMethod);
    expect(((await call(t.app, BASE, { token: investor })).json as unknown[]).length).toBe(before);
  });

  it("answers 404 for another user's CSV, a type without one, and no sign-in", async () => {
    const report = await generated();
    expect((await download(report.csv_files[0]!.link, other)).statusCode).toBe(404);
    expect((await download(`${BASE}${report.id}/download/csv/1/`)).statusCode).toBe(404);
    expect((await download(`${BASE}${report.id}/download/csv/x/`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: report.csv_files[0]!.link })).statusCode).toBe(401);
  });
});
