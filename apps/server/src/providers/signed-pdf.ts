// The embedded provider's signed documents (docs/decisions.md, "Signed documents"). The PDF shown for
// signing is loaded as it is and only added to: each signature is stamped in the bottom margin of every
// page, as a content stream of its own after the page's, and the finished document gets a signing
// certificate page appended. So the pages signed are the pages shown plus the stamps. Text is drawn in
// the standard fonts, so it can be read back out of the file.
import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** The SHA-256 of bytes, in lower-case hex. */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type StampedSignature = { typedName: string; signedAt: Date };

export type CertificateSigner = StampedSignature & {
  name: string;
  email: string;
  ip: string | null;
  /** The SHA-256 of the document as it was shown to this signer (the signatures before theirs on it). */
  shownSha256: string;
};

/** A time as the documents print it: `2026-11-27 10:49:12 UTC`. */
export const signedAtText = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export const stampText = (s: StampedSignature) =>
  `Signed electronically by ${s.typedName} on ${signedAtText(s.signedAt)}`;

const GREY = rgb(0.3, 0.33, 0.38);
/** The height of one signer's block on the certificate: its heading and six fields. */
const SIGNER_BLOCK = 18 + 6 * 15;
const NAVY = rgb(0.043, 0.239, 0.361);
/**
 * Stamps sit in the bottom margin (48 pt in the documents the product renders): four lines of 7 pt fit
 * below it (baselines 8 to 35). Stamps share a line while they fit its width, so eight signers of usual
 * names fit; beyond what the margin holds, its last line says where the signatures continue.
 */
const STAMP_SIZE = 7;
const STAMP_LEADING = 9;
const STAMP_BOTTOM = 8;
const STAMP_LINES = 4;
const STAMP_X = 48;
const STAMP_GAP = 14;
/** The margin's last line when the signatures do not all fit it. */
export const SIGNATURES_CONTINUE = 'Signatures continue on the signing certificate page.';
const signaturesContinueShown = (more: number) =>
  `${more} more ${more === 1 ? 'signature is' : 'signatures are'} recorded; every signature appears on the signing certificate page once all have signed.`;

// Loaded without touching its metadata, so the same input and signatures give the same bytes.
const load = (pdf: Uint8Array) => PDFDocument.load(pdf, { updateMetadata: false });

/** The stamps' texts laid out in lines of `width` points, in signing order. */
function stampLines(
  font: PDFFont,
  signatures: readonly StampedSignature[],
  width: number,
  sealed: boolean,
): string[][] {
  const widthOf = (text: string) => font.widthOfTextAtSize(text, STAMP_SIZE);
  const pack = (texts: readonly string[]) => {
    const lines: string[][] = [];
    let used = Number.POSITIVE_INFINITY;
    for (const text of texts) {
      const needed = widthOf(text);
      if (used + STAMP_GAP + needed > width) {
        lines.push([text]);
        used = needed;
      } else {
        lines.at(-1)!.push(text);
        used += STAMP_GAP + needed;
      }
    }
    return lines;
  };
  const texts = signatures.map(stampText);
  const all = pack(texts);
  if (all.length <= STAMP_LINES) return all;
  const kept = all.slice(0, STAMP_LINES - 1);
  const more = texts.length - kept.flat().length;
  return [...kept, [sealed ? SIGNATURES_CONTINUE : signaturesContinueShown(more)]];
}

function stamp(doc: PDFDocument, font: PDFFont, signatures: readonly StampedSignature[], sealed: boolean) {
  for (const page of doc.getPages()) {
    const lines = stampLines(font, signatures, page.getWidth() - 2 * STAMP_X, sealed);
    lines.forEach((texts, index) => {
      let x = STAMP_X;
      for (const text of texts) {
        page.drawText(text, {
          x,
          y: STAMP_BOTTOM + (lines.length - 1 - index) * STAMP_LEADING,
          size: STAMP_SIZE,
          font,
          color: GREY,
        });
        x += font.widthOfTextAtSize(text, STAMP_SIZE) + STAMP_GAP;
      }
    });
  }
}

/**
 * The document as a signer is shown it: the original with the signatures made so far stamped on it. With
 * none, the original bytes themselves (the first signer sees exactly what was rendered).
 */
export async function withSignatures(pdf: Uint8Array, signatures: readonly StampedSignature[]) {
  if (signatures.length === 0) return Buffer.from(pdf);
  const doc = await load(pdf);
  stamp(doc, await doc.embedFont(StandardFonts.Helvetica), signatures, false);
  return Buffer.from(await doc.save());
}

/**
 * The final signed document: the original with every signature stamped on its pages and a signing
 * certificate appended (per signer: name, e-mail, typed name, time, IP address and the SHA-256 of the
 * document as they were shown it; and the SHA-256 of the original).
 */
export async function sealDocument(
  pdf: Uint8Array,
  input: { title: string; documentName: string; signers: readonly CertificateSigner[] },
): Promise<Buffer> {
  const doc = await load(pdf);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  stamp(doc, regular, input.signers, true);

  // The certificate runs on to further pages as the signers need: each signer's block stays whole.
  const A4: [number, number] = [595.28, 841.89];
  const TOP = A4[1] - 56;
  const BOTTOM = 56;
  let page = doc.addPage(A4);
  let y = TOP;
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = doc.addPage(A4);
    y = TOP;
    page.drawText('Signing certificate (continued)', { x: 48, y, size: 12, font: bold, color: NAVY });
    y -= 24;
  };
  const line = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const size = options.size ?? 10;
    room(size);
    page.drawText(text, { x: 48, y, size, font: options.font ?? regular, color: rgb(0, 0, 0) });
    y -= size + (options.gap ?? 5);
  };
  const field = (label: string, value: string, font: PDFFont = regular) => {
    room(10);
    page.drawText(`${label}:`, { x: 48, y, size: 10, font: bold });
    page.drawText(value, { x: 200, y, size: font === mono ? 8.5 : 10, font });
    y -= 15;
  };

  page.drawText('Signing certificate', { x: 48, y, size: 18, font: bold, color: NAVY });
  y -= 30;
  field('Document', input.documentName);
  field('Request', input.title);
  field('Original SHA-256', sha256Hex(pdf), mono);
  y -= 6;
  input.signers.forEach((signer, index) => {
    y -= 8;
    room(SIGNER_BLOCK);
    page.drawText(`Signer ${index + 1}`, { x: 48, y, size: 12, font: bold, color: NAVY });
    y -= 18;
    field('Name', signer.name);
    field('E-mail', signer.email);
    field('Typed name', signer.typedName);
    field('Signed at', signedAtText(signer.signedAt));
    field('IP address', signer.ip ?? 'not recorded');
    field('Document shown SHA-256', signer.shownSha256, mono);
  });
  y -= 12;
  for (const text of [
    'Each signer signed by typing their full name on the signing page. The SHA-256 of the document as',
    'it was shown to them is printed above: the first signer was shown the original.',
    'The SHA-256 of this signed PDF is shown with it under Documents in the portal: a copy whose SHA-256',
    'matches is the document signed.',
  ])
    line(text, { size: 9, gap: 4 });
  return Buffer.from(await doc.save());
}
