import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit draws: the hex strings of its (inflated) content streams, joined per TJ
 * operator. Enough for tests and checks; not a general PDF text extractor.
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
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g))
        text += Buffer.from(hex[1]!, 'hex').toString('latin1');
      text += ' ';
    }
  }
  return text;
}
