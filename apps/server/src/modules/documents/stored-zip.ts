import { Readable } from 'node:stream';

/**
 * A zip of "stored" (uncompressed) entries whose sizes and CRC-32s are known before the first byte is
 * written, so nothing reads or checks the files' bytes on the way: each file is piped from storage as it
 * is, between its local header and the next, and the zip's length is known in advance. No ZIP64: a zip
 * that would reach 4 GB is refused before anything is sent.
 */

/** One file of the zip: its name, its size and CRC-32 as stored with it, and how to open it when reached. */
export type StoredZipEntry = {
  name: string;
  size: number;
  crc32: number;
  open: () => Promise<Readable>;
};

export type StoredZip = { stream: Readable; size: number };

/** The selection cannot be one zip without ZIP64: over 65,534 entries, or 4 GB and more in all. */
export class StoredZipTooLargeError extends Error {}

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
/** The 32-bit fields hold at most this; 0xffffffff (and 0xffff for counts) would announce ZIP64. */
const MAX_32 = 0xfffffffe;
const MAX_ENTRIES = 0xfffe;
const MAX_NAME_BYTES = 0xffff;

const VERSION_NEEDED = 20; // 2.0
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED; // Unix, so the external attributes are a file mode
const UTF8_NAMES = 0x0800;
const STORED = 0;
const REGULAR_FILE_RW_R_R = (0o100644 << 16) >>> 0;

/** MS-DOS date and time (local time, 2-second steps, years 1980 to 2107), as zips carry them. */
function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.min(Math.max(at.getFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
  };
}

type Placed = StoredZipEntry & { nameBytes: Buffer; offset: number };

function checkEntry(entry: StoredZipEntry, nameBytes: Buffer): void {
  if (nameBytes.length === 0) throw new TypeError('A zip entry needs a name.');
  if (nameBytes.length > MAX_NAME_BYTES) throw new TypeError(`Zip entry name too long: ${entry.name}`);
  if (!Number.isSafeInteger(entry.size) || entry.size < 0) {
    throw new TypeError(`Zip entry ${entry.name}: invalid size ${entry.size}`);
  }
  if (!Number.isInteger(entry.crc32) || entry.crc32 < 0 || entry.crc32 > 0xffffffff) {
    throw new TypeError(`Zip entry ${entry.name}: invalid CRC-32 ${entry.crc32}`);
  }
}

function localHeader(entry: Placed, stamp: { date: number; time: number }): Buffer {
  const header = Buffer.alloc(LOCAL_HEADER + entry.nameBytes.length);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(STORED, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  header.writeUInt32LE(entry.crc32, 14);
  header.writeUInt32LE(entry.size, 18); // compressed size: stored as is
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.nameBytes.length, 26);
  header.writeUInt16LE(0, 28); // no extra fields
  entry.nameBytes.copy(header, LOCAL_HEADER);
  return header;
}

function centralDirectory(entries: Placed[], stamp: { date: number; time: number }, start: number): Buffer {
  const length = entries.reduce((sum, e) => sum + CENTRAL_HEADER + e.nameBytes.length, 0);
  const out = Buffer.alloc(length + END_OF_CENTRAL_DIRECTORY);
  let at = 0;
  for (const entry of entries) {
    out.writeUInt32LE(0x02014b50, at);
    out.writeUInt16LE(VERSION_MADE_BY, at + 4);
    out.writeUInt16LE(VERSION_NEEDED, at + 6);
    out.writeUInt16LE(UTF8_NAMES, at + 8);
    out.writeUInt16LE(STORED, at + 10);
    out.writeUInt16LE(stamp.time, at + 12);
    out.writeUInt16LE(stamp.date, at + 14);
    out.writeUInt32LE(entry.crc32, at + 16);
    out.writeUInt32LE(entry.size, at + 20);
    out.writeUInt32LE(entry.size, at + 24);
    out.writeUInt16LE(entry.nameBytes.length, at + 28);
    // extra field and comment lengths, disk number and internal attributes stay 0
    out.writeUInt32LE(REGULAR_FILE_RW_R_R, at + 38);
    out.writeUInt32LE(entry.offset, at + 42);
    entry.nameBytes.copy(out, at + CENTRAL_HEADER);
    at += CENTRAL_HEADER + entry.nameBytes.length;
  }
  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(entries.length, at + 8);
  out.writeUInt16LE(entries.length, at + 10);
  out.writeUInt32LE(length, at + 12);
  out.writeUInt32LE(start, at + 16);
  return out;
}

/**
 * Opens an entry's file and starts reading it, so the storage's latency is spent while the entry before
 * it is still being sent. A failure is kept until the zip reaches the entry.
 */
function openAhead(entry: Placed): Promise<Readable> {
  const opening = (async () => entry.open())().then((file) => {
    file.on('error', () => undefined); // reported by the loop that reads it
    file.read(0);
    return file;
  });
  opening.catch(() => undefined);
  return opening;
}

/**
 * The zip of `entries`, in their order, and its exact length. Files are opened one at a time, in turn:
 * each when the zip starts sending the one before it, so at most two are open, whatever the number of
 * files. A file that fails, or whose length is not the size given, destroys the stream with the error
 * (the zip would be broken; a download must fail rather than keep it).
 */
export function storedZip(entries: StoredZipEntry[], modified = new Date()): StoredZip {
  if (entries.length > MAX_ENTRIES) throw new StoredZipTooLargeError('Too many files for one zip.');
  let offset = 0;
  const placed: Placed[] = entries.map((entry) => {
    const nameBytes = Buffer.from(entry.name, 'utf8');
    checkEntry(entry, nameBytes);
    const at = offset;
    offset += LOCAL_HEADER + nameBytes.length + entry.size;
    return { ...entry, nameBytes, offset: at };
  });
  const centralStart = offset;
  const centralLength = placed.reduce((sum, e) => sum + CENTRAL_HEADER + e.nameBytes.length, 0);
  const size = centralStart + centralLength + END_OF_CENTRAL_DIRECTORY;
  if (centralStart > MAX_32 || size > MAX_32) throw new StoredZipTooLargeError('The zip would reach 4 GB.');
  const stamp = dosDateTime(modified);

  async function* chunks(): AsyncGenerator<Buffer> {
    let next: Promise<Readable> | undefined;
    try {
      for (const [i, entry] of placed.entries()) {
        yield localHeader(entry, stamp);
        const file = await (next ?? openAhead(entry));
        const following = placed[i + 1];
        next = following && openAhead(following);
        let sent = 0;
        for await (const chunk of file) {
          sent += (chunk as Buffer).length;
          if (sent > entry.size) break;
          yield chunk as Buffer;
        }
        if (sent !== entry.size) {
          throw new Error(`Zip entry ${entry.name}: the stored file is not ${entry.size} bytes long.`);
        }
      }
      yield centralDirectory(placed, stamp, centralStart);
    } finally {
      // Stopped early (a failure, or the client went away): the file opened ahead is closed too.
      next?.then(
        (file) => file.destroy(),
        () => undefined,
      );
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), size };
}
