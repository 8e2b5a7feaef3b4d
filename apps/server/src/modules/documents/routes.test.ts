import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../deps.ts';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, depsOf, type TestApp } from '../../testing/test-app.ts';
import { createDocument, zipEntryNames } from './service.ts';

const run = promisify(execFile);

let t: TestApp;
let dataDir: string;
let deps: Deps;
let investor: string;
let newcomer: string;
let investorId: number;
let investorAccounts: Array<{ id: number; name: string }>;
let newcomerAccount: { id: number; name: string };

/** A small but real PDF: the content decides the type, so the bytes must start as one. */
const pdf = (text: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${text}\n${'x'.repeat(text.length * 7)}\n%%EOF\n`);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const accountsOf = (userId: number) =>
  t.db.query<{ id: number; name: string }>(
    `SELECT a.id, a.name FROM accounts a JOIN account_members m ON m.account_id = a.id
      WHERE m.user_id = $1 AND a.application_id = 'ipm' ORDER BY a.id`,
    [userId],
  );

const ids: Record<string, number> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'documents-test-'));
  t = await createTestApp({ dataDir: path.join(dataDir, 'db') });
  deps = depsOf(t);
  const users = await t.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  investorId = users.find((u) => u.email === 'investor@demo.test')!.id;
  const newcomerId = users.find((u) => u.email === 'newcomer@demo.test')!.id;
  investorAccounts = await accountsOf(investorId);
  newcomerAccount = (await accountsOf(newcomerId))[0]!;
  const [a1, a2, a3] = investorAccounts;
  const docs: Array<[string, Parameters<typeof createDocument>[1]]> = [
    [
      'q1',
      {
        accountId: a1!.id,
        category: 'Quarterly Statement',
        company: 'Statement March quarter 2026',
        dateOf: '2026-03-31',
        fileName: 'Statement-Q1-2026.pdf',
        bytes: pdf('q1 statement'),
        notify: false,
      },
    ],
    [
      'q2',
      {
        accountId: a1!.id,
        category: 'Quarterly Statement',
        company: 'Statement June quarter 2026',
        dateOf: '2026-06-30',
        fileName: 'Statement-Q2-2026.pdf',
        bytes: pdf('q2 statement with more text'),
        notify: false,
      },
    ],
    [
      'tax',
      {
        accountId: a2!.id,
        category: 'Annual Tax Pack',
        company: 'Annual Tax Summary FY2026',
        dateOf: '2026-07-15',
        fileName: 'Tax-Pack-FY2026.pdf',
        bytes: pdf('tax pack'),
        isAnnualSummaryTaxPack: true,
        notify: false,
      },
    ],
    [
      'confirm',
      {
        accountId: a3!.id,
        category: 'Trade Confirmation',
        company: 'Buy 100 BHP 100%_sure',
        dateOf: '2026-05-02',
        fileName: 'Confirmation.pdf',
        bytes: pdf('confirmation'),
        notify: false,
      },
    ],
    [
      'image',
      {
        accountId: a3!.id,
        category: 'Correspondence',
        company: 'Signed letter',
        dateOf: '2026-01-10',
        fileName: 'Letter.png',
        bytes: PNG,
        notify: false,
      },
    ],
    [
      'theirs',
      {
        accountId: newcomerAccount.id,
        category: 'Quarterly Statement',
        company: 'Statement of someone else',
        dateOf: '2026-08-01',
        fileName: 'Theirs.pdf',
        bytes: pdf('not yours'),
        notify: false,
      },
    ],
  ];
  for (const [key, input] of docs) ids[key] = (await createDocument(deps, input)).id;
  investor = await signIn(t.app, 'investor@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const list = (query = '', token = investor) => call(t.app, `/api/documents/${query}`, { token });

describe('GET /api/documents/', () => {
  it("lists only the user's documents, newest first, with the spec's fields", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(5);
    expect(res.json.results.map((d: { id: number }) => d.id)).toEqual([
      ids.tax,
      ids.q2,
      ids.confirm,
      ids.q1,
      ids.image,
    ]);
    expect(res.json.results[0]).toEqual({
      id: ids.tax,
      file: `/api/documents/${ids.tax}/download/`,
      account: investorAccounts[1]!.name,
      category: 'Annual Tax Pack',
      company: 'Annual Tax Summary FY2026',
      date_of: '2026-07-15',
      file_size_verbose: expect.stringMatching(/^\d+ bytes$/),
      content_type: 'application/pdf',
      file_name: 'Tax-Pack-FY2026.pdf',
      // Kept only for the documents the product signed.
      sha256: null,
    });
    expect(res.json.results[4].content_type).toBe('image/png');
    const theirs = await list('', newcomer);
    expect(theirs.json.results.map((d: { id: number }) => d.id)).toEqual([ids.theirs]);
  });

  it('pages (1-based) and sorts by each column both ways', async () => {
    const page = await list('?page=2&page_size=10');
    expect(page.json).toEqual({ count: 5, results: [] });
    const bySize = await list('?ordering=file_size');
    const sizes = bySize.json.results.map((d: { id: number }) => d.id);
    expect(sizes[0]).toBe(ids.image);
    const byAccount = await list('?ordering=-account');
    const names = byAccount.json.results.map((d: { account: string }) => d.account);
    expect(names).toEqual([...names].sort().reverse());
    const byCategory = await list('?ordering=category');
    expect(byCategory.json.results[0].category).toBe('Annual Tax Pack');
    const byCompany = await list('?ordering=company');
    expect(byCompany.json.results[0].company).toBe('Annual Tax Summary FY2026');
    const oldest = await list('?ordering=date_of');
    expect(oldest.json.results[0].id).toBe(ids.image);
    expect((await list('?page_size=7')).status).toBe(400);
    expect((await list('?ordering=file_key')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
  });

  it('searches account name, description and category, with LIKE wildcards taken literally', async () => {
    const byCategory = await list('?search=quarterly');
    expect(byCategory.json.count).toBe(2);
    const byCompany = await list('?search=tax%20summary');
    expect(byCompany.json.results.map((d: { id: number }) => d.id)).toEqual([ids.tax]);
    const byAccount = await list(`?search=${encodeURIComponent(investorAccounts[2]!.name)}`);
    expect(byAccount.json.count).toBe(2);
    expect((await list('?search=100%25_')).json.count).toBe(1);
    expect((await list('?search=%25')).json.count).toBe(1);
    expect((await list('?search=else')).json.count).toBe(0);
  });

  it('filters the annual summary packs', async () => {
    const packs = await list('?is_annual_summary_tax_pack=true');
    expect(packs.json.results.map((d: { id: number }) => d.id)).toEqual([ids.tax]);
    expect((await list('?is_annual_summary_tax_pack=false')).json.count).toBe(4);
    expect((await list('?is_annual_summary_tax_pack=yes')).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(t.app, '/api/documents/')).status).toBe(401);
  });
});

describe('GET /api/documents/search/', () => {
  it('answers nothing for 2 characters or fewer', async () => {
    expect((await call(t.app, '/api/documents/search/?search=qu', { token: investor })).json).toEqual([]);
    expect((await call(t.app, '/api/documents/search/', { token: investor })).json).toEqual([]);
  });

  it('answers distinct matching values in groups, only of own documents', async () => {
    const res = await call(t.app, '/api/documents/search/?search=state', { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { group: 'Description', options: ['Statement June quarter 2026', 'Statement March quarter 2026'] },
      { group: 'Category', options: ['Quarterly Statement'] },
    ]);
    const account = investorAccounts[0]!.name;
    const byName = await call(
      t.app,
      `/api/documents/search/?search=${encodeURIComponent(account.slice(0, 4))}`,
      {
        token: investor,
      },
    );
    expect(byName.json[0]).toEqual({ group: 'Account name', options: expect.arrayContaining([account]) });
  });
});

describe('GET /api/documents/{id}/download/', () => {
  it('sends the bytes as an attachment, never sniffed or cached', async () => {
    const res = await t.app.inject({
      url: `/api/documents/${ids.q2}/download/`,
      headers: { authorization: `Token ${investor}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Statement-Q2-2026.pdf"; filename*=UTF-8''Statement-Q2-2026.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(Buffer.from(pdf('q2 statement with more text')))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('previews PDFs inline, and only PDFs', async () => {
    const res = await call(t.app, `/api/documents/${ids.q1}/download/?inline=1`, { token: investor });
    expect(res.status).toBe(200);
    // The page frames the fetched file as a blob: URL; nothing may frame the app, nor embed plugins.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Statement-Q1-2026.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const image = await call(t.app, `/api/documents/${ids.image}/download/?inline=1`, { token: investor });
    expect(image.status).toBe(404);
    expect((await call(t.app, `/api/documents/${ids.image}/download/`, { token: investor })).status).toBe(
      200,
    );
  });

  it("answers 404 for another user's document, an unknown id, or no id", async () => {
    for (const url of [
      `/api/documents/${ids.theirs}/download/`,
      `/api/documents/${ids.theirs}/download/?inline=1`,
      '/api/documents/999999/download/',
      '/api/documents/abc/download/',
      '/api/documents/0/download/',
    ]) {
      const res = await call(t.app, url, { token: investor });
      expect(res.status, url).toBe(404);
      expect(res.json).toEqual({ detail: 'Not found.' });
    }
    // Nor in another application.
    const res = await call(t.app, `/api/documents/${ids.q1}/download/`, {
      token: investor,
      headers: { 'x-application-id': 'icf' },
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/documents/download-zip/', () => {
  it('streams the selection as one zip holding each file under its name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/download-zip/',
      headers: { authorization: `Token ${investor}` },
      payload: { ids: [ids.q1, ids.q2, ids.tax, ids.image] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Documents-\d{8}\.zip"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    // A zip starts with a local file header and holds one per entry.
    expect(bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    const folder = await mkdtemp(path.join(dataDir, 'zip-'));
    const file = path.join(folder, 'selection.zip');
    await writeFile(file, bytes);
    const { stdout } = await run('unzip', ['-Z1', file]);
    const [a1, a2, a3] = investorAccounts.map((a) => a.name);
    expect(stdout.trim().split('\n')).toEqual([
      `${a1} - Statement-Q1-2026.pdf`,
      `${a1} - Statement-Q2-2026.pdf`,
      `${a2} - Tax-Pack-FY2026.pdf`,
      `${a3} - Letter.png`,
    ]);
    // Every entry's CRC-32 checks out.
    const { stdout: tested } = await run('unzip', ['-t', file]);
    expect(tested).toContain('No errors detected');
    await run('unzip', ['-q', file, '-d', folder]);
    const { stdout: q2 } = await run('cat', [path.join(folder, `${a1} - Statement-Q2-2026.pdf`)]);
    expect(q2).toBe(new TextDecoder().decode(pdf('q2 statement with more text')));
    expect((await readdir(folder)).sort()).toHaveLength(5);
  });

  const zipOf = (documentIds: number[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/documents/download-zip/',
      headers: { authorization: `Token ${investor}` },
      payload: { ids: documentIds },
    });
  const checksumOf = async (id: number) =>
    (await t.db.query<{ crc32: string | null }>('SELECT crc32::text FROM documents WHERE id = $1', [id]))[0]!
      .crc32;

  it('uses the CRC-32 kept since the document was stored, and works it out once for older rows', async () => {
    expect(await checksumOf(ids.q2!)).toBe(String(crc32(pdf('q2 statement with more text'))));
    await t.db.query('UPDATE documents SET crc32 = NULL WHERE id = ANY($1::int[])', [[ids.q1, ids.tax]]);
    const res = await zipOf([ids.q1!, ids.q2!, ids.tax!]);
    expect(res.statusCode).toBe(200);
    const file = path.join(await mkdtemp(path.join(dataDir, 'zip-')), 'backfilled.zip');
    await writeFile(file, res.rawPayload);
    const { stdout } = await run('unzip', ['-t', file]);
    expect(stdout).toContain('No errors detected');
    expect(await checksumOf(ids.q1!)).toBe(String(crc32(pdf('q1 statement'))));
    expect(await checksumOf(ids.tax!)).toBe(String(crc32(pdf('tax pack'))));
  });

  /** One of the investor's documents whose file has gone from the storage. */
  const documentWithoutFile = async (name: string) => {
    const { id } = await createDocument(deps, {
      accountId: investorAccounts[0]!.id,
      category: 'Quarterly Statement',
      company: name,
      dateOf: '2026-02-01',
      fileName: `${name}.pdf`,
      bytes: pdf(name),
      notify: false,
    });
    const [row] = await t.db.query<{ file_key: string }>('SELECT file_key FROM documents WHERE id = $1', [
      id,
    ]);
    await t.files.remove(row!.file_key);
    return id;
  };

  it('answers 404 before anything is sent when an older row has lost its file', async () => {
    const id = await documentWithoutFile('Lost');
    await t.db.query('UPDATE documents SET crc32 = NULL WHERE id = $1', [id]);
    const res = await zipOf([ids.q1!, id]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    await t.db.query('DELETE FROM documents WHERE id = $1', [id]);
  });

  it('cuts the answer when a file fails after the zip has started', async () => {
    const id = await documentWithoutFile('Gone');
    // The headers are out by then: the connection is destroyed, so no client keeps a broken zip.
    await expect(zipOf([ids.q1!, id])).rejects.toThrow('response destroyed before completion');
    await t.db.query('DELETE FROM documents WHERE id = $1', [id]);
  });

  it("answers 404 with nothing sent when any id is not the user's", async () => {
    const res = await call(t.app, '/api/documents/download-zip/', {
      token: investor,
      body: { ids: [ids.q1, ids.theirs] },
    });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json).toEqual({ detail: 'Not found.' });
    expect(
      (await call(t.app, '/api/documents/download-zip/', { token: investor, body: { ids: [999999] } }))
        .status,
    ).toBe(404);
  });

  it('takes 1 to 100 ids', async () => {
    const none = await call(t.app, '/api/documents/download-zip/', { token: investor, body: { ids: [] } });
    expect(none.status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(
      (await call(t.app, '/api/documents/download-zip/', { token: investor, body: { ids: many } })).status,
    ).toBe(400);
  });

  it('names each entry with its account, so same-named files of two accounts tell apart', async () => {
    const [first, second] = investorAccounts;
    const statement = (account: { id: number }, text: string) =>
      createDocument(deps, {
        accountId: account.id,
        category: 'Quarterly Statement',
        company: 'Statement September quarter 2026',
        dateOf: '2026-09-30',
        fileName: 'Quarterly-Statement-2026-09-30.pdf',
        bytes: pdf(text),
        notify: false,
      });
    const one = await statement(first!, 'first account statement');
    const other = await statement(second!, 'second account statement');
    const res = await zipOf([one.id, other.id]);
    expect(res.statusCode).toBe(200);
    const file = path.join(await mkdtemp(path.join(dataDir, 'zip-')), 'statements.zip');
    await writeFile(file, res.rawPayload);
    const { stdout } = await run('unzip', ['-Z1', file]);
    expect(stdout.trim().split('\n')).toEqual([
      `${first!.name} - Quarterly-Statement-2026-09-30.pdf`,
      `${second!.name} - Quarterly-Statement-2026-09-30.pdf`,
    ]);
    await t.db.query('DELETE FROM documents WHERE id = ANY($1::int[])', [[one.id, other.id]]);
  });

  it('names entries safely and each once', () => {
    const of = (accountName: string, fileName: string) => ({ accountName, fileName });
    expect(
      zipEntryNames([
        of('Morgan Family Trust', 'a.pdf'),
        of('Morgan Family Trust', 'A.pdf'),
        of('Morgan Family Trust', 'a.pdf'),
        of('Smith/Jones Pty Ltd', '../x/b.pdf'),
        of('J. Smith', ''),
        of('J. Smith', 'notes'),
      ]),
    ).toEqual([
      'Morgan Family Trust - a.pdf',
      'Morgan Family Trust - A (2).pdf',
      'Morgan Family Trust - a (3).pdf',
      'Smith_Jones Pty Ltd - _x_b.pdf',
      'J. Smith - document',
      'J. Smith - notes',
    ]);
  });
});

describe('createDocument', () => {
  it('stores the file and the row, and notifies the members of the account', async () => {
    const account = investorAccounts[0]!;
    const before = await t.db.query('SELECT id FROM notifications WHERE user_id = $1', [investorId]);
    const { id } = await createDocument(deps, {
      accountId: account.id,
      category: 'Quarterly Statement',
      company: 'Statement September quarter 2026',
      dateOf: '2026-09-30',
      fileName: 'Statement-Q3-2026.pdf',
      bytes: pdf('q3'),
    });
    const notes = await t.db.query<{
      title: string;
      description: string;
      redirect_url: string;
      application_id: string;
    }>(
      'SELECT title, description, redirect_url, application_id FROM notifications WHERE user_id = $1 ORDER BY id',
      [investorId],
    );
    expect(notes).toHaveLength(before.length + 1);
    expect(notes.at(-1)).toEqual({
      title: 'New document',
      description: `A new Quarterly Statement is available for ${account.name}.`,
      redirect_url: '/documents/',
      application_id: 'ipm',
    });
    const stats = await call(t.app, '/api/notifications/stats/', { token: investor });
    expect(stats.status).toBe(200);
    const res = await call(t.app, `/api/documents/${id}/download/`, { token: investor });
    expect(res.text).toBe(new TextDecoder().decode(pdf('q3')));
  });

  it('refuses content that is not a PDF, PNG or JPG, and keeps no file when the row fails', async () => {
    const filesDir = `${path.join(dataDir, 'db')}-files`;
    const count = async () => (await run('find', [filesDir, '-type', 'f'])).stdout.trim().split('\n').length;
    const before = await count();
    await expect(
      createDocument(deps, {
        accountId: investorAccounts[0]!.id,
        category: 'X',
        company: 'X',
        dateOf: '2026-01-01',
        fileName: 'x.pdf',
        bytes: new TextEncoder().encode('<html>not a pdf</html>'),
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      createDocument(deps, {
        accountId: 999999,
        category: 'X',
        company: 'X',
        dateOf: '2026-01-01',
        fileName: 'x.pdf',
        bytes: pdf('orphan'),
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await count()).toBe(before);
  });
});
