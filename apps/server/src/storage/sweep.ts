import type { Queryable } from '../db/client.ts';
import type { FileStorage } from './file-storage.ts';
import { referencedKeys } from './queries.ts';

/**
 * How old a file no row names must be before it is removed. A file is stored before its row is
 * written (`put`, then the transaction), so a young file without a row may be an upload in progress;
 * a day is far beyond any upload or report render, and short enough that little is kept for long.
 */
export const UNREFERENCED_FILE_GRACE_MS = 24 * 3600 * 1000;

const BATCH = 500;

export type SweepResult = { examined: number; removed: number };

/**
 * Removes stored files that no row names and that are older than `olderThan` milliseconds: what an
 * upload or a report left when its process was killed between storing the file and writing its row,
 * or between deleting a row and removing its file. Safe to run on several instances at once.
 */
export async function sweepUnreferencedFiles(
  db: Queryable,
  storage: FileStorage,
  { olderThan = UNREFERENCED_FILE_GRACE_MS, now = new Date() }: { olderThan?: number; now?: Date } = {},
): Promise<SweepResult> {
  const cutoff = now.getTime() - olderThan;
  let examined = 0;
  let removed = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    const referenced = new Set(await referencedKeys(db, batch));
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      removed++;
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    examined++;
    if (file.lastModified.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await sweepBatch();
  }
  if (batch.length > 0) await sweepBatch();
  return { examined, removed };
}
