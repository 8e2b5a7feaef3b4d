import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../pdf/pdf-bytes.ts';

// The blank form an investor takes to their accountant: the qualified accountant's certificate that
// makes them a wholesale client (Corporations Act 2001, sections 708(8)(c) and 761G(7)(c), with the
// thresholds of Corporations Regulations 6D.2.03 and 7.6.02AC). It carries no personal data.

const MARGIN = 56;
const NAVY = '#0b3d5c';
const GREY = '#667085';

export const CERTIFICATE_TEMPLATE_TITLE = "Qualified accountant's certificate";

const INTRO =
  'Wholesale investor certificate under sections 708(8)(c) and 761G(7)(c) of the Corporations Act 2001 (Cth). ' +
  'A qualified accountant completes and signs this certificate. It is valid for two years from the date it is signed.';

const PARTS: Array<{ heading: string; lines: string[] }> = [
  {
    heading: 'Part A: the investor',
    lines: [
      'Full name of the investor (person, company or trust): ______________________________________________',
      'If a company or trust, also the name of any controlled entity relied on: ______________________________',
      'Address: __________________________________________________________________________________',
    ],
  },
  {
    heading: 'Part B: the qualified accountant',
    lines: [
      'Full name: ________________________________________________________________________________',
      'Professional body (tick one):   [  ] CPA Australia   [  ] Chartered Accountants ANZ   [  ] Institute of Public Accountants',
      'Membership number: ______________________   Designation: ______________________',
      'Firm and address: _________________________________________________________________________',
      'I am a qualified accountant as defined in section 88B of the Corporations Act 2001 and meet the ' +
        "professional body's continuing professional education requirements.",
    ],
  },
  {
    heading: 'Part C: certification (tick at least one)',
    lines: [
      '[  ] The investor has net assets of at least $2.5 million.',
      '[  ] The investor has had a gross income for each of the last two financial years of at least $250,000 a year.',
      'Net assets and gross income may include those of a company or trust controlled by the investor ' +
        '(section 50AA of the Corporations Act 2001).',
    ],
  },
  {
    heading: 'Part D: signature',
    lines: [
      'Signature of the qualified accountant: __________________________________',
      'Date: ____ / ____ / ________',
    ],
  },
];

const NOTE =
  'The investor gives this certificate to the provider with their application. The provider relies on it to ' +
  'treat the investor as a wholesale client, who does not receive the disclosure documents a retail client receives.';

let cached: Promise<Buffer> | undefined;

/** The template as a PDF, rendered once per process (it never changes). */
export function certificateTemplatePdf(): Promise<Buffer> {
  cached ??= render();
  return cached;
}

function render(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: CERTIFICATE_TEMPLATE_TITLE, Subject: 'Wholesale investor certificate (s708)' },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - MARGIN * 2;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(18).text(CERTIFICATE_TEMPLATE_TITLE, { width });
  doc.moveDown(0.4);
  doc.fillColor(GREY).font('Helvetica').fontSize(10).text(INTRO, { width });
  for (const part of PARTS) {
    doc.moveDown(1.2);
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(12).text(part.heading, { width });
    doc.fillColor('black').font('Helvetica').fontSize(10);
    for (const line of part.lines) {
      doc.moveDown(0.7);
      doc.text(line, { width });
    }
  }
  doc.moveDown(1.5);
  doc.fillColor(GREY).fontSize(9).text(NOTE, { width });
  doc.end();
  return done;
}
