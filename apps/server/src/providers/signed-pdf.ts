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
const NAVY = rgb(0.043, 0.239, 0.361);
/** Stamps sit in the bottom margin (48 pt in the documents the product renders), one line per signer. */
const STAMP_SIZE = 7;
const STAMP_LEADING = 9;
const STAMP_BOTTOM = 8;

// Loaded without touching its metadata, so the same input and signatures give the same bytes.
const load = (pdf: Uint8Array) => PDFDocument.load(pdf, { updateMetadata: false });

function stamp(doc: PDFDocument, font: PDFFont, signatures: readonly StampedSignature[]): void {
  for (const page of doc.getPages()) {
    signatures.forEach((signature, index) => {
      page.drawText(stampText(signature), {
        x: 48,
        y: STAMP_BOTTOM + (signatures.length - 1 - index) * STAMP_LEADING,
        size: STAMP_SIZE,
        font,
        color: GREY,
      });
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
  stamp(doc, await doc.embedFont(StandardFonts.Helvetica), signatures);
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
  stamp(doc, regular, input.signers);

  const page = doc.addPage([595.28, 841.89]);
  let y = 841.89 - 56;
  const line = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const size = options.size ?? 10;
    page.drawText(text, { x: 48, y, size, font: options.font ?? regular, color: rgb(0, 0, 0) });
    y -= size + (options.gap ?? 5);
  };
  const field = (label: string, value: string, font: PDFFont = regular) => {
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
