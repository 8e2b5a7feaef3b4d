// A bank account change as a PDF to sign: the account, who asked for it, the bank account as it is and
// as it will be (or the one to remove), the date, and one signature block per signer.
import { formatBsb } from '@portal/contracts/formats';
import { signingDateText, startSigningDocument } from '../../pdf/signing-document.ts';

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

export function renderBankChangePdf(doc: BankChangeDocument): Promise<Buffer> {
  const { pdf, heading, field, signatures, finish } = startSigningDocument(
    doc.title,
    signingDateText(doc.date),
  );
  const bank = (details: BankDetails) => {
    field('Account name', details.name);
    field('BSB', formatBsb(details.bsb));
    field('Account number', details.number);
    field('Bank', details.bank);
    field('Branch', details.branch);
  };

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

  signatures(doc.signers);
  return finish();
}
