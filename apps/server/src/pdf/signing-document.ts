// The layout every document members sign shares (the application, a bank account change, an IPS): a
// title with the date under it, headed sections of "Label: value" lines, and one signature block per
// signer carrying the invisible anchor the e-signature provider places its sign-here tab on.
import PDFDocument from 'pdfkit';
import { signatureAnchor } from '../providers/docusign.ts';
import { pdfBytes } from './pdf-bytes.ts';

const NAVY = '#0b3d5c';
const GREY = '#667085';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as 'dd MMM yyyy'. */
export const signingDateText = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

export type SigningDocument = {
  /** The pdfkit document, for what the helpers below do not draw. */
  pdf: PDFKit.PDFDocument;
  heading(text: string): void;
  /** "Label: value"; a missing or empty value draws nothing. */
  field(label: string, value: string | null | undefined): void;
  /** The "Signatures" section: one block per signer, in signing order. */
  signatures(signers: ReadonlyArray<{ name: string }>): void;
  /** Ends the document; answers its bytes. */
  finish(): Promise<Buffer>;
};

/** Starts an A4 document with its title and the line `Date: {dateText}` under it. */
export function startSigningDocument(title: string, dateText: string): SigningDocument {
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title } });
  const done = pdfBytes(pdf);

  const heading = (text: string) => {
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(NAVY).text(text).moveDown(0.3);
    pdf.font('Helvetica').fontSize(10).fillColor('black');
  };
  const field = (label: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };

  pdf.font('Helvetica-Bold').fontSize(18).fillColor(NAVY).text(title);
  pdf.font('Helvetica').fontSize(10).fillColor(GREY).text(`Date: ${dateText}`);

  return {
    pdf,
    heading,
    field,
    signatures(signers) {
      heading('Signatures');
      signers.forEach((signer, index) => {
        pdf.moveDown(1.2);
        pdf.fillColor('white').fontSize(6).text(signatureAnchor(index), { continued: false });
        pdf.fillColor('black').fontSize(10).text('Signature: ______________________________');
        field('Name', signer.name);
        pdf.text('Date: ____________________');
      });
    },
    finish() {
      pdf.end();
      return done;
    },
  };
}
