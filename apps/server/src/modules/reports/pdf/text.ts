import { inflateSync } from 'node:zlib';

/** The WinAnsi characters of the standard fonts that latin1 does not hold where WinAnsi puts them. */
const WIN_ANSI: Record<number, string> = {
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};
const decode = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text a PDF made by pdfkit (or added to by pdf-lib) draws: the hex strings of its (inflated)
 * content streams, joined per TJ or Tj operator. Enough for tests and checks; not a general PDF text extractor.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const chunk = bytes.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(chunk).toString('latin1');
    } catch {
      content = chunk.toString('latin1');
    }
    // pdfkit draws text as TJ arrays of hex strings; pdf-lib (the signed documents' stamps and
    // certificate) as one hex string per Tj.
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      for (const hex of (shown[1] ?? `<${shown[2]}>`).matchAll(/<([0-9a-fA-F]*)>/g)) text += decode(hex[1]!);
      text += ' ';
    }
  }
  return text;
}
