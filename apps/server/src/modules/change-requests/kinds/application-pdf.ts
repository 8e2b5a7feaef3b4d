// The account application as a PDF to sign: its sections (application-sections.ts: account details, the
// people, masked tax numbers, what is applied for, the signing authority), the acknowledgements given,
// the date, and one signature block per signer.
import type { TAccount } from '@portal/contracts/api/account-setup';
import { signingDateText, startSigningDocument } from '../../../pdf/signing-document.ts';
import { applicationSections } from './application-sections.ts';

export type ApplicationDocument = {
  title: string;
  account: TAccount;
  primaryName: string;
  acknowledgements: string[];
  signers: Array<{ name: string }>;
  date: Date;
};

export function renderApplicationPdf(doc: ApplicationDocument): Promise<Buffer> {
  const { pdf, heading, field, signatures, finish } = startSigningDocument(
    doc.title,
    signingDateText(doc.date),
  );
  for (const section of applicationSections(doc.account, doc.primaryName)) {
    heading(section.title);
    for (const row of section.rows) field(row.label, row.value);
  }

  heading('Acknowledgements');
  for (const text of doc.acknowledgements) pdf.text(`[x] ${text}`, { paragraphGap: 4 });

  signatures(doc.signers);
  return finish();
}
