import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signInStaff } from '../../../testing/http.ts';
import { abandonNextJob, ageRunningJobs, jobStates } from '../../../testing/jobs.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { claimImportJob } from './queries.ts';
import { IMPORT_PORTFOLIO, runPendingImports } from './worker.ts';

let t: TestApp;
let staff: string;
let investor: { id: number; token: string };
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
  const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@demo.test'");
  investor = { id: user!.id, token: await signIn(t.app, 'investor@demo.test') };
  const [account] = await t.db.query<{ id: number }>(
    `SELECT a.id FROM accounts a JOIN account_members m ON m.account_id = a.id
      WHERE m.user_id = $1 AND a.status = 'active' ORDER BY a.id LIMIT 1`,
    [investor.id],
  );
  accountId = account!.id;
});
afterAll(async () => {
  await t?.close();
});

type CsvFile = { name: string; text: string | Buffer };

/** The files as the browser's FormData sends several under one name. */
function multipart(files: CsvFile[]) {
  const boundary = '----staffImport';
  const parts: Buffer[] = [];
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      typeof file.text === 'string' ? Buffer.from(file.text) : file.text,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (files: CsvFile[], token = staff, headers: Record<string, string> = {}) => {
  const form = multipart(files);
  return call(t.app, '/api/staff/data/imports/', {
    method: 'POST',
    token,
    body: form.body,
    headers: { ...form.headers, ...headers },
  });
};

const FUTURE_DAY = '2031-07-01';
const goodFiles = (): CsvFile[] => [
  // Sent out of order: the job loads reference data first.
  { name: 'margin_loans-x.csv', text: `account_id,date,balance\n${accountId},${FUTURE_DAY},1000.00\n` },
  { name: 'securities-x.csv', text: 'code,name,asset_class,strike_price\nZZTEST,Test Holdings,NOPE,\n' },
  { name: 'asset_classes-x.csv', text: 'code,name,color\nZZ_CLASS,Test class,#123456\n' },
];

describe('staff only', () => {
  const managed = { 'x-managed-user-id': '1' };
  it('starting an import refuses a client and staff in managed-user mode, queuing nothing', async () => {
    const before = (await t.db.query('SELECT id FROM portfolio_import_jobs')).length;
    expect((await upload(goodFiles(), investor.token)).status).toBe(403);
    expect((await upload(goodFiles(), staff, { 'x-managed-user-id': String(investor.id) })).status).toBe(403);
    expect((await t.db.query('SELECT id FROM portfolio_import_jobs')).length).toBe(before);
  });

  for (const url of [
    '/api/staff/data/imports/',
    '/api/staff/data/imports/1/',
    '/api/staff/data/availability/',
  ]) {
    it(`${url} refuses a client, staff in managed-user mode and a caller without a session`, async () => {
      expect((await call(t.app, url, { token: investor.token })).status).toBe(403);
      expect(
        (
          await call(t.app, url, {
            token: staff,
            headers: { ...managed, 'x-managed-user-id': String(investor.id) },
          })
        ).status,
      ).toBe(403);
      expect((await call(t.app, url)).status).toBe(401);
    });
  }
});

describe('an import', () => {
  it('is queued with its files in load order, runs as a job, and reports rows loaded and rejected with reasons', async () => {
    const started = await upload(goodFiles());
    expect(started.status).toBe(201);
    expect(started.json).toMatchObject({
      status: 'pending',
      files_total: 3,
      files_done: 0,
      files: [
        { file: 'asset_classes-x.csv', status: 'pending' },
        { file: 'securities-x.csv', status: 'pending' },
        { file: 'margin_loans-x.csv', status: 'pending' },
      ],
    });
    // The page polls the job (and finds it again after a reload in the recent list).
    const recent = await call(t.app, '/api/staff/data/imports/', { token: staff });
    expect(recent.json[0].id).toBe(started.json.id);

    expect(await runPendingImports(t)).toBe(1);
    const done = await call(t.app, `/api/staff/data/imports/${started.json.id}/`, { token: staff });
    expect(done.json).toMatchObject({
      status: 'done',
      files_total: 3,
      files_done: 3,
      rows_loaded: 2,
      files_rejected: 1,
      error: null,
      finished: expect.any(String),
    });
    expect(done.json.files).toEqual([
      { file: 'asset_classes-x.csv', status: 'loaded', rows: 1, errors: [] },
      {
        file: 'securities-x.csv',
        status: 'rejected',
        rows: 1,
        errors: [expect.stringMatching(/^securities-x\.csv line 2: .*NOPE/)],
      },
      { file: 'margin_loans-x.csv', status: 'loaded', rows: 1, errors: [] },
    ]);
    const [loaded] = await t.db.query<{ balance: string }>(
      `SELECT balance::text FROM margin_loans WHERE account_id = $1 AND date = $2`,
      [accountId, FUTURE_DAY],
    );
    expect(loaded!.balance).toBe('1000.00');
    expect(await t.db.query("SELECT 1 FROM securities WHERE code = 'ZZTEST'")).toEqual([]);
    const [audit] = await t.db.query<{ detail: { job_id: number } }>(
      "SELECT detail FROM activity_log WHERE action = 'staff.portfolio_import_started' ORDER BY id DESC LIMIT 1",
    );
    expect(audit!.detail.job_id).toBe(started.json.id);
  });

  it('survives a server that stopped mid-way: the job goes back to pending and loads the files left', async () => {
    const started = await upload([
      { name: 'asset_classes-y.csv', text: 'code,name,color\nYY_CLASS,Other,#654321\n' },
    ]);
    // A server takes the import and is killed before loading anything.
    await abandonNextJob<{ importId: number }>(t.jobs, IMPORT_PORTFOLIO, (job, attempt) =>
      claimImportJob(t.db, job.importId, attempt.attempt),
    );
    expect(await runPendingImports(t)).toBe(0);
    // An hour later the queue's expiry has failed the lost attempt, and the next one is due.
    await ageRunningJobs(t.db, t.jobs, IMPORT_PORTFOLIO, 3600);
    await t.jobs.expireLost();
    expect(await jobStates(t.db, t.jobs, IMPORT_PORTFOLIO)).toContain('retry');
    expect(await runPendingImports(t)).toBe(1);
    const job = await call(t.app, `/api/staff/data/imports/${started.json.id}/`, { token: staff });
    expect(job.json).toMatchObject({ status: 'done', rows_loaded: 1 });
  });

  it('refuses no files, too many, and files that are not UTF-8 CSV, queuing nothing', async () => {
    const before = (await t.db.query('SELECT id FROM portfolio_import_jobs')).length;
    const none = await upload([]);
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ files: ['Choose at least one CSV file.'] });
    const pdf = await upload([{ name: 'prices.pdf', text: '%PDF-1.4' }]);
    expect(pdf.json).toEqual({ files: ['prices.pdf is not a CSV file.'] });
    const bad = await upload([{ name: 'prices.csv', text: Buffer.from([0x63, 0xff, 0xfe, 0x0a]) }]);
    expect(bad.json).toEqual({ files: ['prices.csv is not a UTF-8 text file.'] });
    const many = await upload(
      Array.from({ length: 21 }, (_, i) => ({ name: `prices-${i}.csv`, text: 'code,date,price\n' })),
    );
    expect(many.status).toBe(400);
    expect(many.json).toEqual({ files: ['Choose at most 20 files at a time.'] });
    expect((await t.db.query('SELECT id FROM portfolio_import_jobs')).length).toBe(before);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await call(t.app, '/api/staff/data/imports/999999/', { token: staff })).status).toBe(404);
  });
});

describe('availability', () => {
  it('answers the newest valuation date of the portal and the newest price, which an import moves on', async () => {
    const empty = await call(t.app, '/api/staff/data/availability/', { token: staff });
    expect(empty.status).toBe(200);
    const started = await upload([
      { name: 'asset_classes-z.csv', text: 'code,name,color\nZ_CASH,Cash,#8fa3b0\n' },
      { name: 'securities-z.csv', text: 'code,name,asset_class,strike_price\nZAUD,Cash,Z_CASH,\n' },
      { name: 'strategies-z.csv', text: 'code,name,color\nZEQ,Equity,#0b3d5c\n' },
      { name: 'prices-z.csv', text: 'code,date,price\nZAUD,2031-08-01,1\nZAUD,2031-08-04,1\n' },
      {
        name: 'holdings-z.csv',
        text: `account_id,strategy,code,date,units,target_units\n${accountId},ZEQ,ZAUD,2031-08-01,5000,\n`,
      },
    ]);
    await runPendingImports(t);
    const job = await call(t.app, `/api/staff/data/imports/${started.json.id}/`, { token: staff });
    expect(job.json).toMatchObject({ status: 'done', files_rejected: 0, rows_loaded: 6 });
    const res = await call(t.app, '/api/staff/data/availability/', { token: staff });
    expect(res.json).toEqual({ latest_availability_date: '2031-08-04', latest_price_date: '2031-08-04' });
  });
});
