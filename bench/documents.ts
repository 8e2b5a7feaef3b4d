import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { backgroundDeps } from '../apps/server/src/deps.ts';
import { createDocument } from '../apps/server/src/modules/documents/service.ts';
import { createFileStorage } from '../apps/server/src/storage/configured-storage.ts';
import { signInHeaders, startBenchServer } from './server.ts';

const DOCUMENTS = 50;
const DOCUMENT_BYTES = 300 * 1024;
const RUNS = 5;
const TIME_TARGET_RATIO = 1.5;
const MEMORY_TARGET_MB = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * A scanned page of about `size` bytes: one JPEG image stream of random bytes (which do not compress), as
 * a scanner's PDF holds.
 */
function scannedPage(size: number): Uint8Array {
  const image = randomBytes(size);
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${size} >>\nstream\n`,
    ),
    image,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);
}

/** 50 scanned pages of 300 KB each on the investor's accounts. */
async function seedDocuments(db: Db, dataDir: string): Promise<{ ids: number[]; keys: string[] }> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const deps = backgroundDeps(config, db);
  const accounts = await db.query<{ id: number }>(
    `SELECT a.id FROM accounts a JOIN account_members m ON m.account_id = a.id
       JOIN users u ON u.id = m.user_id WHERE u.email = 'investor@demo.test' ORDER BY a.id`,
  );
  const ids: number[] = [];
  for (let i = 0; i < DOCUMENTS; i++) {
    const bytes = scannedPage(DOCUMENT_BYTES);
    const { id } = await createDocument(deps, {
      accountId: accounts[i % accounts.length]!.id,
      category: 'Bench Statement',
      company: `Bench document ${i + 1}`,
      dateOf: '2026-06-30',
      fileName: `Bench-${i + 1}.pdf`,
      bytes,
      notify: false,
    });
    ids.push(id);
  }
  const keys = await db.query<{ file_key: string }>(
    'SELECT file_key FROM documents WHERE id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  return { ids, keys: keys.map((k) => k.file_key) };
}

/**
 * POSTs with curl in a process of its own and counts the answer's bytes: the browser is not in the
 * server's process either, so the figure is the server's work, not a client's sharing its event loop.
 */
function postForBytes(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const args = ['-s', '-f', '-o', '/dev/null', '-w', '%{size_download}', '-X', 'POST', '--data-binary', body];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    execFile('curl', [...args, url], (error, stdout) => (error ? reject(error) : resolve(Number(stdout))));
  });
}

/** Bulk download of 50 documents as one zip: streamed (memory), and against reading the same files (time). */
export async function documentsBench(): Promise<void> {
  let seeded: { ids: number[]; keys: string[] } = { ids: [], keys: [] };
  const server = await startBenchServer(undefined, async (db, dataDir) => {
    seeded = await seedDocuments(db, dataDir);
  });
  try {
    const files = createFileStorage(loadConfig({ ...process.env, DATA_DIR: server.dataDir }));
    const headers = { ...(await signInHeaders(server.url)), 'content-type': 'application/json' };
    const body = JSON.stringify({ ids: seeded.ids });

    const readFromStorage = async () => {
      const started = performance.now();
      let bytes = 0;
      for (const key of seeded.keys) {
        for await (const chunk of await files.open(key)) bytes += (chunk as Buffer).length;
      }
      return { ms: performance.now() - started, bytes };
    };
    const download = async () => {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const started = performance.now();
      const bytes = await postForBytes(`${server.url}/api/documents/download-zip/`, headers, body);
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { ms, bytes, growthMb: (peak - rssBefore) / 1024 / 1024 };
    };

    await readFromStorage(); // warm-up: both read the files from the page cache from here on
    await download();
    const reads: Array<Awaited<ReturnType<typeof readFromStorage>>> = [];
    const downloads: Array<Awaited<ReturnType<typeof download>>> = [];
    for (let i = 0; i < RUNS; i++) {
      reads.push(await readFromStorage());
      downloads.push(await download());
    }
    const read = median(reads.map((r) => r.ms));
    const served = median(downloads.map((r) => r.ms));
    const growth = Math.max(...downloads.map((r) => r.growthMb));
    const ratio = served / read;
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `  ${DOCUMENTS} documents, ${mb(reads[0]!.bytes)} MB in storage, zip ${mb(downloads[0]!.bytes)} MB: served in ${served.toFixed(0)} ms, read from storage in ${read.toFixed(0)} ms`,
    );
    console.log(
      `  time ratio ${ratio.toFixed(2)} (target at most ${TIME_TARGET_RATIO}): ${ratio <= TIME_TARGET_RATIO ? 'within target' : 'OVER TARGET'}`,
    );
    console.log(
      `  peak memory growth of the process ${growth.toFixed(1)} MB (target under ${MEMORY_TARGET_MB} MB): ${growth < MEMORY_TARGET_MB ? 'within target' : 'OVER TARGET'}`,
    );
  } finally {
    await server.close();
  }
}
