import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit (or added to by pdf-lib: the signed documents' stamps and certificate)
 * draws: the hex strings of its inflated content streams, per TJ or Tj operator. The server's
 * `modules/reports/pdf/text.ts`, ported: enough for journeys, not a general PDF text extractor.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const chunk = bytes.subarray(start, raw.indexOf('endstream', start));
    let content: string;
    try {
      content = inflateSync(chunk).toString('latin1');
    } catch {
      content = chunk.toString('latin1');
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      for (const hex of (shown[1] ?? `<${shown[2]}>`).matchAll(/<([0-9a-fA-F]*)>/g))
        text += Buffer.from(hex[1]!, 'hex').toString('latin1');
      text += ' ';
    }
  }
  return text;
}
