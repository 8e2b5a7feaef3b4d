import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { Queryable } from '../../db/client.ts';
import { type DocumentFileRow, saveDocumentChecksum } from './queries.ts';

/**
 * A document's CRC-32 is computed once, natively, when its file is stored (documents never change) and
 * kept in its row, so a zip of documents never reads their bytes to checksum them. Rows stored before
 * the column existed get it the first time they are zipped.
 */
export const checksumOf = (bytes: Uint8Array): number => crc32(bytes);

/** The CRC-32 and length of a stored file, read once as a stream. */
async function checksumOfStream(stream: Readable): Promise<{ crc32: number; size: number }> {
  let value = 0;
  let size = 0;
  for await (const chunk of stream) {
    value = crc32(chunk as Buffer, value);
    size += (chunk as Buffer).length;
  }
  return { crc32: value, size };
}

export type ChecksummedFileRow = DocumentFileRow & { crc32: number };

/**
 * The rows with their CRC-32: those stored without one are read from the storage once and the figure
 * is kept. A file whose length is not the row's size is an error (its zip entry would be broken).
 */
export async function withChecksums(
  q: Queryable,
  open: (row: DocumentFileRow) => Promise<Readable>,
  rows: DocumentFileRow[],
): Promise<ChecksummedFileRow[]> {
  const out: ChecksummedFileRow[] = [];
  for (const row of rows) {
    if (row.crc32 !== null) {
      out.push({ ...row, crc32: row.crc32 });
      continue;
    }
    const read = await checksumOfStream(await open(row));
    if (read.size !== row.file_size) {
      throw new Error(
        `Document ${row.id}: the stored file is ${read.size} bytes, its row says ${row.file_size}.`,
      );
    }
    await saveDocumentChecksum(q, row.id, read.crc32);
    out.push({ ...row, crc32: read.crc32 });
  }
  return out;
}
