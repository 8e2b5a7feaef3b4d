import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoredZipEntry, StoredZipTooLargeError, storedZip } from './stored-zip.ts';

const run = promisify(execFile);

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'stored-zip-test-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** An entry whose file is `bytes`, handed out in chunks of `chunk` bytes; `opened` counts the opens. */
function entryOf(name: string, bytes: Uint8Array, log: string[] = [], chunk = 1000): StoredZipEntry {
  return {
    name,
    size: bytes.byteLength,
    crc32: crc32(bytes),
    open: async () => {
      log.push(name);
      const parts: Buffer[] = [];
      for (let at = 0; at < bytes.byteLength; at += chunk)
        parts.push(Buffer.from(bytes.subarray(at, at + chunk)));
      return Readable.from(parts, { objectMode: false });
    },
  };
}

/** A file that sends `before` bytes and then fails, as a storage read that breaks half-way. */
function failingEntry(name: string, size: number, before: number): StoredZipEntry {
  return {
    name,
    size,
    crc32: 0,
    open: async () =>
      new Readable({
        read() {
          if (before > 0) {
            this.push(Buffer.alloc(before, 1));
            before = 0;
          } else this.destroy(new Error('storage read failed'));
        },
      }),
  };
}

async function saved(bytes: Buffer): Promise<string> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.zip`);
  await writeFile(file, bytes);
  return file;
}

const failureOf = (stream: Readable) =>
  new Promise<Error>((resolve, reject) => {
    stream.on('error', resolve);
    stream.on('end', () => reject(new Error('the stream ended without an error')));
    stream.resume();
  });

describe('storedZip', () => {
  const statement = new TextEncoder().encode(`%PDF-1.7\n${'statement '.repeat(500)}\n%%EOF\n`);
  const random = new Uint8Array(70_000).map((_, i) => (i * 7919 + (i >> 3)) & 0xff);

  it('writes every file under its name, with its CRC-32, in a zip of the announced length', async () => {
    const entries = [
      entryOf('Statement-Q1-2026.pdf', statement),
      entryOf('Relevé de compte (2).pdf', random),
      entryOf('empty.pdf', new Uint8Array(0)),
    ];
    const zip = storedZip(entries, new Date(2026, 5, 30, 14, 35, 12));
    const bytes = await buffer(zip.stream);
    expect(bytes.length).toBe(zip.size);
    const file = await saved(bytes);
    const { stdout: tested } = await run('unzip', ['-t', file]);
    expect(tested).toContain('No errors detected');
    const { stdout: names } = await run('unzip', ['-Z1', file]);
    expect(names.trim().split('\n')).toEqual([
      'Statement-Q1-2026.pdf',
      'Relevé de compte (2).pdf',
      'empty.pdf',
    ]);
    // Stored as they are, modified at the given time (DOS time: local, in 2-second steps).
    const { stdout: listing } = await run('unzip', ['-Z', '-T', file]);
    expect(listing).toMatch(/-rw-r--r-- .* 5016 b- stor 20260630\.143512 Statement-Q1-2026\.pdf/);
    const content = await run('unzip', ['-p', file, 'Relevé de compte (2).pdf'], { encoding: 'buffer' });
    expect(Buffer.compare(content.stdout, Buffer.from(random))).toBe(0);
  });

  it('writes an empty zip for no entries', async () => {
    const zip = storedZip([]);
    const bytes = await buffer(zip.stream);
    expect(bytes.length).toBe(22);
    expect(zip.size).toBe(22);
    expect(bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
  });

  it('refuses an entry without a name, or with an impossible size or CRC-32', () => {
    expect(() => storedZip([entryOf('', statement)])).toThrow('A zip entry needs a name.');
    expect(() => storedZip([{ ...entryOf('a.pdf', statement), size: -1 }])).toThrow(TypeError);
    expect(() => storedZip([{ ...entryOf('a.pdf', statement), crc32: 2 ** 32 }])).toThrow(TypeError);
  });

  it('refuses a zip that would need ZIP64 (4 GB or more) before anything is read', () => {
    const opened: string[] = [];
    const big = (name: string): StoredZipEntry => ({
      name,
      size: 1.5 * 1024 ** 3,
      crc32: 0,
      open: async () => {
        opened.push(name);
        return Readable.from([]);
      },
    });
    expect(() => storedZip([big('a.pdf'), big('b.pdf')])).not.toThrow();
    expect(() => storedZip([big('a.pdf'), big('b.pdf'), big('c.pdf')])).toThrow(StoredZipTooLargeError);
    expect(opened).toEqual([]);
  });

  it('opens each file only as the zip reaches the one before it', async () => {
    const opened: string[] = [];
    const entries = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => entryOf(name, random, opened));
    const zip = storedZip(entries);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened).toEqual([]);
    const seen: number[] = [];
    let bytes = 0;
    for await (const chunk of zip.stream) {
      bytes += (chunk as Buffer).length;
      // While the first file is sent, only it and the next are open.
      if (bytes < random.length) seen.push(opened.length);
    }
    expect(Math.max(...seen)).toBeLessThanOrEqual(2);
    expect(opened).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']);
  });

  it('destroys the stream when a file fails half-way, and opens nothing after it', async () => {
    const opened: string[] = [];
    const third = entryOf('third.pdf', statement, opened);
    let openedAhead: Readable | undefined;
    const zip = storedZip([
      entryOf('first.pdf', statement, opened),
      failingEntry('broken.pdf', 50_000, 20_000),
      { ...third, open: async () => (openedAhead = await third.open()) },
      entryOf('fourth.pdf', statement, opened),
    ]);
    const error = await failureOf(zip.stream);
    expect(error.message).toBe('storage read failed');
    expect(zip.stream.destroyed).toBe(true);
    expect(opened).not.toContain('fourth.pdf');
    // The file opened ahead of the failure is closed again.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openedAhead?.destroyed).toBe(true);
  });

  it('destroys the stream when a file cannot be opened', async () => {
    const zip = storedZip([
      entryOf('first.pdf', statement),
      { ...entryOf('missing.pdf', statement), open: () => Promise.reject(new Error('ENOENT')) },
    ]);
    expect((await failureOf(zip.stream)).message).toBe('ENOENT');
    expect(zip.stream.destroyed).toBe(true);
  });

  it('destroys the stream when a file is not the size given (the zip would be broken)', async () => {
    const shorter = storedZip([{ ...entryOf('a.pdf', statement), size: statement.length + 1 }]);
    expect((await failureOf(shorter.stream)).message).toMatch(
      /a\.pdf: the stored file is not \d+ bytes long/,
    );
    const longer = storedZip([{ ...entryOf('a.pdf', statement), size: statement.length - 1 }]);
    expect((await failureOf(longer.stream)).message).toMatch(/a\.pdf/);
  });
});
