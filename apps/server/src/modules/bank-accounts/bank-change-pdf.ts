// A bank account change as a PDF to sign: the account, who asked for it, the bank account as it is and
// as it will be (or the one to remove), the date, and one signature block per signer.
import { formatBsb } from '@portal/contracts/formats';
import PDFDocument from 'pdfkit';
import { signatureAnchor } from '../../providers/docusign.ts';

type BankDetails = { name: string; bsb: string; number: string; bank: string; branch: string };

export type BankChangeDocument = {
  title: string;
  accountName: string;
  initiatorName: string;
  /** The bank account as it is now (edit, delete). */
  current: BankDetails | null;
  /** The bank account as the change makes it (add, edit). */
  proposed: BankDetails | null;
  proposedHeading: string;
  currentHeading: string;
  signers: Array<{ name: string }>;
  date: Date;
};

const NAVY = '#0b3d5c';
const GREY = '#667085';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dateText = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

export function renderBankChangePdf(doc: BankChangeDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: doc.title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));

  const heading = (text: string) => {
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(NAVY).text(text).moveDown(0.3);
    pdf.font('Helvetica').fontSize(10).fillColor('black');
  };
  const field = (label: string, value: string) => {
    if (!value) return;
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };
  const bank = (details: BankDetails) => {
    field('Account name', details.name);
    field('BSB', formatBsb(details.bsb));
    field('Account number', details.number);
    field('Bank', details.bank);
    field('Branch', details.branch);
  };

  pdf.font('Helvetica-Bold').fontSize(18).fillColor(NAVY).text(doc.title);
  pdf
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GREY)
    .text(`Date: ${dateText(doc.date)}`);
  heading('Account');
  field('Account name', doc.accountName);
  field('Requested by', doc.initiatorName);
  if (doc.current) {
    heading(doc.currentHeading);
    bank(doc.current);
  }
  if (doc.proposed) {
    heading(doc.proposedHeading);
    bank(doc.proposed);
  }
  pdf.moveDown(0.8).text('By signing, I approve this change to where the money of the account is paid.');

  heading('Signatures');
  doc.signers.forEach((signer, index) => {
    pdf.moveDown(1.2);
    // The invisible anchor DocuSign places its sign-here tab on.
    pdf.fillColor('white').fontSize(6).text(signatureAnchor(index), { continued: false });
    pdf.fillColor('black').fontSize(10).text('Signature: ______________________________');
    field('Name', signer.name);
    pdf.text('Date: ____________________');
  });
  pdf.end();
  return done;
}
