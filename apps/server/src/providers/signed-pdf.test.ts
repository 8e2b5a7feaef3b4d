import { describe, expect, it } from 'vitest';
import { startSigningDocument } from '../pdf/signing-document.ts';
import { overlap, overlaps, readPages, type TextBox } from '../testing/pdf-layout.ts';
import { SIGNATURES_CONTINUE, sealDocument, signedAtText, withSignatures } from './signed-pdf.ts';

// Where the signatures go on a signed document: every stamp stays clear of the page's content, for any
// number of signers, and the signing certificate names every one of them.

const NAMES = [
  'Olivia Nguyen',
  'Bartholomew Featherstonehaugh-Worthington',
  'Mia Chen',
  'Alexandra Konstantinopoulou',
  'Li Wei',
  'Christopher Montgomery-Smythe',
  'Zoe Park',
  'Maximilian Oppenheimer',
];
const signers = NAMES.map((name, index) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@signers.test`,
  typedName: name,
  signedAt: new Date(Date.UTC(2026, 10, 27, 10, index, 12)),
  ip: '203.0.113.7',
  shownSha256: 'a'.repeat(64),
}));

/** A document whose content runs to the foot of its pages, as a long application does. */
async function longDocument(): Promise<Buffer> {
  const doc = startSigningDocument('Account application', '27 Nov 2026');
  for (let section = 1; section <= 6; section++) {
    doc.heading(`Section ${section}`);
    for (let row = 1; row <= 12; row++) doc.field(`Field ${row}`, `Value ${section}.${row}`);
  }
  doc.signatures(signers);
  return doc.finish();
}

const isStamp = (box: TextBox) =>
  /^Signed electronically by |^Signatures continue|^\d+ more signatures? (is|are) recorded/.test(box.text);

/** The stamps that sit on the content, page by page. */
function stampsOnContent(pages: Awaited<ReturnType<typeof readPages>>): string[] {
  const found: string[] = [];
  for (const [n, page] of pages.entries()) {
    const stamps = page.boxes.filter(isStamp);
    const content = page.boxes.filter((box) => !isStamp(box));
    for (const stamp of stamps) {
      for (const box of content)
        if (overlap(stamp, box) || stamp.top > box.bottom - 1)
          found.push(`page ${n + 1}: "${stamp.text}" reaches "${box.text}"`);
      if (stamp.bottom < 0 || stamp.right > 595.28)
        found.push(`page ${n + 1}: "${stamp.text}" leaves the page`);
    }
  }
  return found;
}

describe('the signatures of a signed document', () => {
  it('stay in the bottom margin, clear of the content, with eight signers', async () => {
    const original = await longDocument();
    const originalPages = await readPages(original);
    expect(originalPages.length).toBeGreaterThan(1);

    const sealed = await sealDocument(original, {
      title: 'Account application',
      documentName: 'Account application.pdf',
      signers,
    });
    const pages = await readPages(sealed);
    const signedPages = pages.slice(0, originalPages.length);
    expect(stampsOnContent(signedPages)).toEqual([]);
    expect(overlaps(pages)).toEqual([]);
    // Every page carries the signatures the margin holds and says where the others continue.
    for (const page of signedPages) {
      const stamps = page.boxes.filter(isStamp).map((box) => box.text);
      expect(stamps.at(-1)).toBe(SIGNATURES_CONTINUE);
      expect(stamps.slice(0, -1)).toEqual(
        signers
          .slice(0, stamps.length - 1)
          .map((s) => `Signed electronically by ${s.typedName} on ${signedAtText(s.signedAt)}`),
      );
    }

    // The certificate lists every signer, on pages of its own, none of it off the page.
    const certificate = pages.slice(originalPages.length);
    const certificateText = certificate.flatMap((page) => page.boxes.map((box) => box.text)).join('\n');
    for (const signer of signers) {
      expect(certificateText).toContain(signer.typedName);
      expect(certificateText).toContain(signedAtText(signer.signedAt));
    }
    for (const page of certificate)
      for (const box of page.boxes) expect(box.bottom, box.text).toBeGreaterThanOrEqual(40);
  });

  it('stay clear of the content while the later signers are shown the signatures so far', async () => {
    const original = await longDocument();
    const shown = await withSignatures(original, signers.slice(0, 7));
    expect(stampsOnContent(await readPages(shown))).toEqual([]);
  });

  it('print one line per signer while they fit the margin', async () => {
    const original = await longDocument();
    const shown = await withSignatures(original, signers.slice(0, 3));
    const [first] = await readPages(shown);
    expect(first!.boxes.filter(isStamp).map((box) => box.text)).toEqual(
      signers
        .slice(0, 3)
        .map((s) => `Signed electronically by ${s.typedName} on ${signedAtText(s.signedAt)}`),
    );
  });
});
