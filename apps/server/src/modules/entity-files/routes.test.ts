import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundDeps } from '../../deps.ts';
import { localDiskStorage } from '../../storage/local-disk-storage.ts';
import { call, postFile, signIn } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount, userIdOf } from '../../testing/onboarding-accounts.ts';
import { createTestAppWithFiles, useTestApp } from '../../testing/use-test-app.ts';
import { pdfText } from '../reports/pdf/text.ts';
import { uploadFile } from './service.ts';

const t = useTestApp(() => createTestAppWithFiles('entity-files-test-'), { clearRateLimits: false });
let investor: string;
let other: string;
let newcomer: string;
let trust: number;
let company: number;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%deed\n');
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

const upload = (token: string, url: string, bytes: Uint8Array, fileName = 'deed.pdf') =>
  postFile(t.app, url, token, bytes, fileName);

const deeds = (account = trust) => `/api/accounts/${account}/deed-attachments/`;
const certificates = (account = company) => `/api/accounts/${account}/certificates/`;
const filesDir = () => `${path.join(t.dataDir, 'db')}-files`;
const storedFiles = async () => {
  try {
    return (await readdir(filesDir(), { recursive: true })).filter((f) => /\.(png|pdf|jpg)$/.test(String(f)));
  } catch {
    return [];
  }
};
const rowCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_files'))[0]!.n;

beforeAll(async () => {
  trust = await createTestAccount(t.db, 'investor@demo.test', { type: 'trust', trusteeType: 'individual' });
  company = await createTestAccount(t.db, 'investor@demo.test', { type: 'company', application: 'icf' });
  await addSecondaryMember(t.db, trust, 'newcomer@demo.test');
  investor = await signIn(t.app, 'investor@demo.test');
  other = await signIn(t.app, 'details@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
});

describe('uploads', () => {
  it('stores a file under a server-chosen key, lists it and serves it to members as an attachment', async () => {
    expect((await call(t.app, deeds(), { token: investor })).json).toEqual([]);
    const res = await upload(investor, deeds(), PDF, '../../Trust deed.pdf');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      kind: 'deed_attachment',
      file_name: 'Trust deed.pdf',
      size: PDF.length,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      download_url: `${deeds()}${res.json.id}/download/`,
    });
    const [row] = await t.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM account_files WHERE id = $1',
      [res.json.id],
    );
    expect(row!.storage_key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect((await call(t.app, deeds(), { token: newcomer })).json).toEqual([res.json]);

    const download = await call(t.app, res.json.download_url, { token: newcomer });
    expect(download.status).toBe(200);
    expect(download.text).toBe(new TextDecoder().decode(PDF));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Trust deed.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
  });

  it("answers 404 for another user's account and file, and for a file of another kind", async () => {
    const { json } = await upload(investor, deeds(), PNG, 'page.png');
    expect((await call(t.app, deeds(), { token: other })).status).toBe(404);
    expect((await call(t.app, json.download_url, { token: other })).status).toBe(404);
    expect((await call(t.app, `${deeds()}${json.id}/`, { token: other, method: 'DELETE' })).status).toBe(404);
    expect((await upload(other, deeds(), PDF)).status).toBe(404);
    expect(
      (await call(t.app, `${certificates(trust)}${json.id}/download/`, { token: investor })).status,
    ).toBe(404);
    expect((await call(t.app, `${deeds(company)}${json.id}/download/`, { token: investor })).status).toBe(
      404,
    );
  });

  it('reads the type from the content: other content is refused, and the name takes the content’s extension', async () => {
    const text = await upload(investor, deeds(), new TextEncoder().encode('just text'), 'deed.pdf');
    expect(text.status).toBe(400);
    expect(text.json).toEqual({ file: ['Selected File is not Supported for Upload'] });
    const png = await upload(investor, deeds(), PNG, 'scan.pdf');
    expect(png.status).toBe(200);
    expect(png.json.file_name).toBe('scan.png');
    const download = await call(t.app, png.json.download_url, { token: investor });
    expect(download.headers['content-type']).toBe('image/png');
    const jpeg = await upload(investor, certificates(), JPG, 'photo.jpeg');
    expect(jpeg.json.file_name).toBe('photo.jpeg');
  });

  it('refuses more than 10 MB with 413 and keeps no row and no file', async () => {
    const rows = await rowCount();
    const files = (await storedFiles()).length;
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(investor, certificates(), big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ detail: 'Max file size is - 10MB' });
    expect(await rowCount()).toBe(rows);
    expect((await storedFiles()).length).toBe(files);
  });

  it('holds at most 5 trust deed files and 10 certificates', async () => {
    const trustDeeds = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'smsf',
      trusteeType: 'individual',
    });
    for (let i = 0; i < 5; i += 1) expect((await upload(investor, deeds(trustDeeds), PDF)).status).toBe(200);
    const sixth = await upload(investor, deeds(trustDeeds), PDF);
    expect(sixth.status).toBe(400);
    expect(sixth.json).toEqual({ file: ['You can upload up to 5 files'] });

    const icf = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'individual',
      application: 'icf',
    });
    for (let i = 0; i < 10; i += 1) expect((await upload(investor, certificates(icf), PDF)).status).toBe(200);
    const eleventh = await upload(investor, certificates(icf), PDF);
    expect(eleventh.json).toEqual({ file: ['You can upload up to 10 files'] });
    expect((await call(t.app, certificates(icf), { token: investor })).json).toHaveLength(10);
  });

  it('takes trust deeds for trust and SMSF accounts only', async () => {
    const res = await upload(investor, deeds(company), PDF);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Trust deed attachments apply to trust and SMSF accounts.' });
  });

  it('lets only the primary user change the files, and only while the application is open', async () => {
    expect((await upload(newcomer, deeds(), PDF)).status).toBe(403);
    const { json } = await upload(investor, deeds(), PDF);
    expect((await call(t.app, `${deeds()}${json.id}/`, { token: newcomer, method: 'DELETE' })).status).toBe(
      403,
    );
    await t.db.query("UPDATE accounts SET status = 'awaiting_activation' WHERE id = $1", [trust]);
    const locked = await upload(investor, deeds(), PDF);
    expect(locked.status).toBe(403);
    expect(locked.json).toEqual({
      detail: 'This application has been submitted and its details can no longer be changed.',
    });
    expect((await call(t.app, json.download_url, { token: investor })).status).toBe(200);
    await t.db.query("UPDATE accounts SET status = 'application_in_progress' WHERE id = $1", [trust]);
  });

  it('deletes the row and the stored file', async () => {
    const { json } = await upload(investor, deeds(), PDF, 'remove-me.pdf');
    const before = (await storedFiles()).length;
    const res = await call(t.app, `${deeds()}${json.id}/`, { token: investor, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: 'The file has been deleted.' });
    expect((await storedFiles()).length).toBe(before - 1);
    expect((await call(t.app, json.download_url, { token: investor })).status).toBe(404);
    expect(
      (await call(t.app, deeds(), { token: investor })).json.map((f: { id: number }) => f.id),
    ).not.toContain(json.id);
  });

  it('removes the stored file again when its row cannot be written', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'entity-files-broken-'));
    const deps = {
      ...backgroundDeps(t.config, t.db),
      db: { ...t.db, tx: async () => Promise.reject(new Error('connection lost')) },
      files: localDiskStorage(root),
    };
    const userId = await userIdOf(t.db, 'investor@demo.test');
    const user = { id: userId } as Parameters<typeof uploadFile>[1]['user'];
    await expect(
      uploadFile(deps, { actingUserId: userId, user }, trust, 'deed_attachment', {
        bytes: Buffer.from(PDF),
        fileName: 'deed.pdf',
      }),
    ).rejects.toThrow('connection lost');
    expect((await readdir(root, { recursive: true })).filter((f) => String(f).endsWith('.pdf'))).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });
});

describe('certificate template', () => {
  it('names the template download, which is a real PDF of the accountant’s certificate', async () => {
    const res = await call(t.app, '/api/certificate-template/', { token: investor });
    expect(res.json).toEqual({ certificate_template: '/api/certificate-template/download/' });
    expect((await call(t.app, '/api/certificate-template/')).status).toBe(401);
    const file = await t.app.inject({ method: 'GET', url: '/api/certificate-template/download/' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="wholesale-investor-certificate.pdf"/,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file.rawPayload);
    expect(text).toContain("Qualified accountant's certificate");
    expect(text).toContain('net assets of at least $2.5 million');
    expect(text).toContain('at least $250,000 a year');
  });
});
