import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../testing/s3-test-server.ts';
import { type FileStorage, StoredFileMissingError } from './file-storage.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import { s3Storage } from './s3-storage.ts';

type Subject = { storage: FileStorage; unreachable: FileStorage; close(): Promise<void> };

async function localSubject(): Promise<Subject> {
  const root = await mkdtemp(path.join(tmpdir(), 'storage-contract-'));
  // A folder cannot be made under a plain file, whoever runs the test (root ignores permissions).
  const notAFolder = path.join(root, 'not-a-folder');
  await writeFile(notAFolder, '');
  return {
    storage: localDiskStorage(path.join(root, 'files')),
    unreachable: localDiskStorage(path.join(notAFolder, 'files')),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject> {
  const server = await startS3TestServer('contract', 'portal/');
  return {
    storage: s3Storage(server.storage),
    unreachable: s3Storage({ ...server.storage, bucket: 'no-such-bucket' }),
    close: () => server.close(),
  };
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString();

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys;
}

/** A stream of `parts` chunks of 1 MiB, each filled with its index, made as it is read. */
function generated(parts: number, failAt?: number): Readable {
  let index = 0;
  return new Readable({
    read() {
      if (index === failAt) return this.destroy(new Error('connection reset'));
      if (index === parts) return this.push(null);
      this.push(Buffer.alloc(1024 * 1024, index++));
    },
  });
}

describe.each([
  ['local disk', localSubject],
  ['S3 (s3rver)', s3Subject],
])('file storage on %s', (_name, subjectOf) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await subjectOf();
    storage = subject.storage;
  });
  afterAll(() => subject?.close());

  it('stores bytes under a key it chooses and answers them back, whole or as a stream', async () => {
    const key = await storage.put(Buffer.from('%PDF-1.4 statement'), 'pdf');
    expect(key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(text(await storage.get(key))).toBe('%PDF-1.4 statement');
    expect((await readAll(await storage.open(key))).toString()).toBe('%PDF-1.4 statement');
    expect(await storage.put(Buffer.from('%PDF-1.4 statement'), 'pdf')).not.toBe(key);
  });

  it('stores a stream larger than one upload part without changing a byte', async () => {
    const key = await storage.put(generated(7), 'png');
    expect(key).toMatch(/^[a-f0-9]{32}\.png$/);
    const back = await readAll(await storage.open(key));
    expect(back.length).toBe(7 * 1024 * 1024);
    for (let part = 0; part < 7; part++) expect(back[part * 1024 * 1024 + 5]).toBe(part);
  });

  it('rejects a stream that fails half-way and keeps nothing of it', async () => {
    const before = await keysOf(storage);
    await expect(storage.put(generated(7, 6), 'pdf')).rejects.toThrow('connection reset');
    expect(await keysOf(storage)).toEqual(before);
  });

  it('rejects a missing key before any byte is read, and keys it did not choose', async () => {
    const missing = `${'0'.repeat(32)}.pdf`;
    await expect(storage.open(missing)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.get(missing)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.open('../../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.get('portal/x.pdf')).rejects.toThrow('Invalid storage key');
  });

  it('removes a file, and removing it again is no error', async () => {
    const key = await storage.put(Buffer.from('gone soon'), 'jpg');
    await storage.remove(key);
    await expect(storage.open(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.remove(key);
    expect(await keysOf(storage)).not.toContain(key);
  });

  it('lists every stored key with the time it was stored', async () => {
    const started = Date.now() - 2000;
    const keys = [await storage.put(Buffer.from('one'), 'pdf'), await storage.put(Buffer.from('two'), 'png')];
    const listed = new Map<string, Date>();
    for await (const file of storage.list()) listed.set(file.key, file.lastModified);
    for (const key of keys) {
      expect(listed.get(key)).toBeInstanceOf(Date);
      expect(listed.get(key)!.getTime()).toBeGreaterThanOrEqual(started);
      expect(listed.get(key)!.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    }
  });

  it('is ready when it can be written, and says so when it cannot', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(subject.unreachable.check()).rejects.toThrow();
  });
});
