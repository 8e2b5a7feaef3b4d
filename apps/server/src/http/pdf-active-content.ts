// Uploaded PDFs are identity documents, statements and deeds, which never need to run anything. A PDF
// that can run script, start a program, act on its own when a page opens, or carry files of its own is
// refused: whoever opens it later (the client, staff) would run what the uploader put there.
import { inflateSync } from 'node:zlib';

/**
 * Names that make a PDF act: script (`/JavaScript`, `/JS`), starting a program (`/Launch`), actions run
 * on open, close or page view (`/AA`), files inside the PDF (`/EmbeddedFile`, `/EmbeddedFiles`) and
 * Flash/3D players (`/RichMedia`). `/OpenAction` alone is not among them: most viewers' "open at page 1,
 * fit width" is an OpenAction, and one that runs script names `/JS` or `/JavaScript`, one that starts a
 * program names `/Launch`.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
]);

// A PDF name: a slash, then any characters but white space and delimiters.
const NAME = /\/([^\s/[\]<>(){}%]+)/g;
const STREAM = /(?<!end)stream\r?\n/g;
const OBJECT_HEADER = /\d+\s+\d+\s+obj\b/g;
// Dictionaries can also sit compressed in object streams (`/Type /ObjStm`), so deflated streams are read
// inflated too, each up to a limit and all together up to another (a deflate bomb costs bounded time and
// memory). An object stream that cannot be read so (another filter, past a limit) is refused; any other
// stream too large to read (a scanned page's image) is not a place a viewer looks for actions.
const MAX_INFLATED_STREAM_BYTES = 16 * 1024 * 1024;
const MAX_INFLATED_TOTAL_BYTES = 64 * 1024 * 1024;

/** A name with its `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const decodeName = (raw: string): string =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const namesIn = (text: string): string[] => [...text.matchAll(NAME)].map((m) => decodeName(m[1]!));

const namesActive = (text: string): boolean => namesIn(text).some((name) => ACTIVE_NAMES.has(name));

// A stream's dictionary is looked for this far before it (a long one is cut, and then not an ObjStm's).
const DICTIONARY_WINDOW = 4096;

/** The dictionary in front of a stream: from the last object header before it. */
function dictionaryBefore(text: string, streamAt: number): string {
  const window = text.slice(Math.max(0, streamAt - DICTIONARY_WINDOW), streamAt);
  let header = 0;
  for (const match of window.matchAll(OBJECT_HEADER)) header = match.index;
  return window.slice(header);
}

/** Image codecs: a stream in one of them is picture data, which no viewer reads for objects or actions. */
const IMAGE_FILTERS = ['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode'];
const HOLDS_OBJECT_HEADER = /\d+\s+\d+\s+obj\b/;

/** Whether the PDF can run script, launch a program, act by itself or carry embedded files. */
export function hasActivePdfContent(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  // Names are read outside stream data, and in each stream as what it decodes to. The raw bytes of a
  // compressed or image stream are data: read for names, a scanned page's bytes spell /JS or /AA by
  // chance (about once in 40 files of 3 MB) and a genuine statement would be refused. They are read all the
  // same when they hold an object header, as a viewer rebuilding a damaged file would find an object there.
  let outside = '';
  let readUpTo = 0;
  let inflatedTotal = 0;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) break;
    const room = Math.min(MAX_INFLATED_STREAM_BYTES, MAX_INFLATED_TOTAL_BYTES - inflatedTotal);
    let inflated: Buffer | undefined;
    if (room > 0) {
      try {
        inflated = inflateSync(buffer.subarray(start, end), { maxOutputLength: room });
      } catch {
        inflated = undefined;
      }
    }
    const dictionary = namesIn(dictionaryBefore(text, match.index));
    if (inflated) {
      inflatedTotal += inflated.length;
      if (namesActive(inflated.toString('latin1'))) return true;
    } else if (dictionary.includes('ObjStm')) {
      return true;
    }
    const data = inflated !== undefined || IMAGE_FILTERS.some((filter) => dictionary.includes(filter));
    if (data && start >= readUpTo && !HOLDS_OBJECT_HEADER.test(text.slice(start, end))) {
      outside += text.slice(readUpTo, start);
      readUpTo = end;
    }
  }
  return namesActive(outside + text.slice(readUpTo));
}
