import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCsv, run } from '../db/typed-sql.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { crlfCsv, csvCellSql, csvLine } from './csv.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Each text and the cell a spreadsheet must be given for it.
const CELLS: Array<[string, string]> = [
  ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
  ['+61 400 000 000', "'+61 400 000 000"],
  ['-abc', "'-abc"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tlead tab', "'\tlead tab"],
  ['\rlead return', `"'\rlead return"`],
  ['-', "'-"],
  ['-1.', "'-1."],
  ['+1', "'+1"],
  ['-12', '-12'],
  ['-12.50', '-12.50'],
  ['12.5', '12.5'],
  ['a=b', 'a=b'],
  [' =padded', ' =padded'],
  ['Beta Corp, "B" class', '"Beta Corp, ""B"" class"'],
  ['two\nlines', '"two\nlines"'],
  ['', ''],
  ['plain', 'plain'],
];

const cellsQuery = () =>
  sql<{ cell: string | null }>`SELECT ${csvCellSql(sql.ref('v.text'))} AS cell
    FROM unnest(${CELLS.map(([input]) => input)}::text[]) WITH ORDINALITY AS v(text, n) ORDER BY v.n`;

describe('CSV cells', () => {
  it('neutralise formulas and quote as a spreadsheet needs, read row by row', async () => {
    const rows = await run(t.db, cellsQuery());
    expect(rows.map((r) => csvLine([r.cell]))).toEqual(CELLS.map(([, cell]) => `${cell}\r\n`));
  });

  it('come out of COPY exactly as read row by row, lines ended by CR LF (PostgreSQL)', async () => {
    const copied = await copyCsv(t.db, cellsQuery(), { timeoutMs: 10_000 });
    if (t.db.kind === 'pglite') {
      expect(copied).toBeUndefined();
      return;
    }
    const body = crlfCsv('Header\r\n');
    copied!.pipe(body);
    expect(await text(body)).toBe(['Header\r\n', ...CELLS.map(([, cell]) => `${cell}\r\n`)].join(''));
  });
});

describe('CR LF line ends for COPY output', () => {
  const copyOutput = 'a,"x\ny"\n"q""\n",b\nlast,""\n';
  const expected = 'H\r\na,"x\ny"\r\n"q""\n",b\r\nlast,""\r\n';

  it('end lines, and leave line breaks inside quotes, however the output is cut into chunks', async () => {
    for (let size = 1; size <= copyOutput.length; size++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < copyOutput.length; at += size)
        chunks.push(Buffer.from(copyOutput.slice(at, at + size)));
      const body = crlfCsv('H\r\n');
      Readable.from(chunks).pipe(body);
      expect(await text(body)).toBe(expected);
    }
  });
});

// PGlite has no COPY to a client: its exports read rows through a cursor (the first test above).
describe('COPY on PostgreSQL', () => {
  const manyRows = () => sql`SELECT i, repeat('x', 200) FROM generate_series(1, 200000) i`;
  const onPglite = async () => {
    if (t.db.kind !== 'pglite') return false;
    expect(await copyCsv(t.db, manyRows(), { timeoutMs: 10_000 })).toBeUndefined();
    return true;
  };

  it('gives its connection back when the reader goes away before the end', async () => {
    if (await onPglite()) return;
    for (let i = 0; i < 15; i++) {
      const copied = (await copyCsv(t.db, manyRows(), { timeoutMs: 10_000 }))!;
      await new Promise<void>((resolve) => copied.once('data', () => resolve()));
      copied.destroy();
    }
    const [row] = await t.db.query<{ n: number }>('SELECT 1 AS n');
    expect(row!.n).toBe(1);
    expect(t.db.poolStats!().waiting).toBe(0);
  });

  it('fails past its time limit, and the pool goes on', async () => {
    if (await onPglite()) return;
    const copied = (await copyCsv(t.db, sql`SELECT pg_sleep(5)`, { timeoutMs: 300 }))!;
    await expect(text(copied)).rejects.toThrow();
    const [row] = await t.db.query<{ n: number }>('SELECT 1 AS n');
    expect(row!.n).toBe(1);
  });
});
