import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, postFile, signIn } from '../testing/http.ts';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { FileStorage } from './file-storage.ts';
import { filesDirOf } from './local-disk-storage.ts';
import { sweepUnreferencedFiles, UNREFERENCED_FILE_GRACE_MS } from './sweep.ts';

const PDF = new TextEncoder().encode('%PDF-1.4 passport scan');
const DAY = 24 * 3600 * 1000;

async function storedKeys(files: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of files.list()) keys.push(file.key);
  return keys;
}

/** A personal document uploaded the way a user does: a row that names its stored file. */
async function uploadedDocument(t: TestApp): Promise<{ id: number; key: string; token: string }> {
  const token = await signIn(t.app, 'investor@demo.test');
  const res = await postFile(t.app, '/api/personal-document/', token, PDF, 'passport.pdf');
  expect(res.status).toBe(200);
  const [row] = await t.db.query<{ storage_key: string }>(
    'SELECT storage_key FROM personal_documents WHERE id = $1',
    [res.json.id],
  );
  return { id: res.json.id, key: row!.storage_key, token };
}

describe('the sweep of stored files no row names, on the local disk', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sweep-'));
    t = await createTestApp({ dataDir: path.join(root, 'db') });
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  const backdate = (key: string, ms: number) => {
    const when = new Date(Date.now() - ms);
    return utimes(path.join(filesDirOf(t.config.dataDir), key.slice(0, 2), key), when, when);
  };

  it('removes an orphan older than the grace period and keeps referenced files and fresh orphans', async () => {
    const referenced = await uploadedDocument(t);
    const oldOrphan = await t.files.put(Buffer.from('%PDF-1.4 killed upload'), 'pdf');
    const freshOrphan = await t.files.put(Buffer.from('%PDF-1.4 upload in progress'), 'pdf');
    await backdate(referenced.key, 2 * DAY);
    await backdate(oldOrphan, UNREFERENCED_FILE_GRACE_MS + 60_000);
    await backdate(freshOrphan, UNREFERENCED_FILE_GRACE_MS - 60_000);

    const result = await sweepUnreferencedFiles(t.db, t.files, { olderThan: UNREFERENCED_FILE_GRACE_MS });

    expect(result).toMatchObject({ removed: 1 });
    const left = await storedKeys(t.files);
    expect(left).not.toContain(oldOrphan);
    expect(left).toContain(referenced.key);
    expect(left).toContain(freshOrphan);
    const download = await call(t.app, `/api/personal-document/${referenced.id}/`, {
      token: referenced.token,
    });
    expect(download.status).toBe(200);
    expect(download.text).toBe('%PDF-1.4 passport scan');
  });

  it('keeps a file that any of the listed columns names', async () => {
    const [account] = await t.db.query<{ id: number }>('SELECT id FROM accounts ORDER BY id LIMIT 1');
    const [user] = await t.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const keys = {
      document: await t.files.put(Buffer.from('%PDF-1.4 statement'), 'pdf'),
      report: await t.files.put(Buffer.from('%PDF-1.4 report'), 'pdf'),
      accountFile: await t.files.put(Buffer.from('%PDF-1.4 deed'), 'pdf'),
      bankStatement: await t.files.put(Buffer.from('%PDF-1.4 bank statement'), 'pdf'),
    };
    await t.db.query(
      `INSERT INTO documents (account_id, category, company, date_of, file_key, file_name, file_size, content_type)
       VALUES ($1, 'Statement', 'Fund', '2026-01-01', $2, 's.pdf', 18, 'application/pdf')`,
      [account!.id, keys.document],
    );
    await t.db.query(
      `INSERT INTO generated_reports (uuid, user_id, application_id, name, account_ids, report_type_ids,
         start_date, end_date, status, file_key)
       VALUES (gen_random_uuid(), $1, 'ipm', 'Report', '{}', '{}', '2026-01-01', '2026-01-31', 'ready', $2)`,
      [user!.id, keys.report],
    );
    await t.db.query(
      `INSERT INTO account_files (account_id, kind, storage_key, file_name, size_bytes)
       VALUES ($1, 'deed_attachment', $2, 'deed.pdf', 13)`,
      [account!.id, keys.accountFile],
    );
    await t.db.query(
      `INSERT INTO bank_account_documents (account_id, storage_key, file_name, size_bytes) VALUES ($1, $2, 'b.pdf', 23)`,
      [account!.id, keys.bankStatement],
    );
    for (const key of Object.values(keys)) await backdate(key, 2 * DAY);

    await sweepUnreferencedFiles(t.db, t.files, { olderThan: UNREFERENCED_FILE_GRACE_MS });

    expect(await storedKeys(t.files)).toEqual(expect.arrayContaining(Object.values(keys)));
  });
});

describe('the sweep of stored files no row names, in an S3 bucket', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer('sweep');
    t = await createTestApp({ storage: s3.storage });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('removes the orphans past the grace period and keeps the referenced file', async () => {
    const referenced = await uploadedDocument(t);
    const orphan = await t.files.put(Buffer.from('%PDF-1.4 killed upload'), 'pdf');
    // Nothing is old enough yet.
    expect(await sweepUnreferencedFiles(t.db, t.files, { olderThan: UNREFERENCED_FILE_GRACE_MS })).toEqual({
      examined: 2,
      removed: 0,
    });
    // A day and a bit later, as the bucket's clock sees it.
    const later = new Date(Date.now() + UNREFERENCED_FILE_GRACE_MS + 60_000);
    await sweepUnreferencedFiles(t.db, t.files, { olderThan: UNREFERENCED_FILE_GRACE_MS, now: later });
    expect(await storedKeys(t.files)).toEqual([referenced.key]);
    expect(orphan).not.toBe(referenced.key);
  });
});
