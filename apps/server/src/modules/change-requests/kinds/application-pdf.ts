// The account application as a PDF to sign: account details, the people, masked tax numbers, what is
// applied for (products, portfolio details, the nominated bank account, worded once in
// account-setup/applied-for.ts), the signing authority, the acknowledgements given, the date, and one
// signature block per signer.
import type { TAccount } from '@portal/contracts/api/account-setup';
import {
  ADVANCED_SETTINGS_OPTION_LABELS,
  SIGNING_AUTHORITY_OPTION_LABELS,
} from '@portal/contracts/api/signing-authority';
import { signingDateText, startSigningDocument } from '../../../pdf/signing-document.ts';

export type ApplicationDocument = {
  title: string;
  account: TAccount;
  primaryName: string;
  acknowledgements: string[];
  signers: Array<{ name: string }>;
  date: Date;
};

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

export function renderApplicationPdf(doc: ApplicationDocument): Promise<Buffer> {
  const { pdf, heading, field, signatures, finish } = startSigningDocument(
    doc.title,
    signingDateText(doc.date),
  );
  const a = doc.account;

  heading('Account details');
  field('Account name', a.name);
  field('Account type', a.type_display);
  field('Trustee', a.trustee_display);
  field('Trustee name', a.trustee_name);
  field('ABN', a.abn);
  field('ACN', a.acn);
  field('Primary applicant', doc.primaryName);
  field('Role', a.viewer_role);

  if (a.secondary_users.length > 0) {
    heading('Account members');
    for (const person of a.secondary_users)
      field(`${person.first_name} ${person.last_name}`, `${person.role.title}, ${person.email}`);
  }
  if (a.beneficial_owners.length > 0) {
    heading('Beneficial owners');
    for (const owner of a.beneficial_owners)
      field(`${owner.first_name} ${owner.last_name}`, owner.role.title);
  }
  if (a.corporate_account_details) {
    heading('Company details');
    field('Primary activity is investing', yesNo(a.corporate_account_details.is_investing_primary_activity));
    field('Nature of activity', a.corporate_account_details.nature_of_activity);
  }
  if (a.trust) {
    heading('Trust details');
    field('State established', a.trust.state);
    field('Settlor', a.trust.settlor_name);
  }

  heading('Tax details');
  if (a.individual_tax) {
    field('TFN', a.individual_tax.has_not_tfn ? 'Not provided' : (a.individual_tax.tfn ?? 'Not provided'));
    field('Australian tax resident', yesNo(a.individual_tax.is_australian_tax_resident));
    field('Tax resident of another country', yesNo(a.individual_tax.is_other_country_tax_resident));
    field('Country', a.individual_tax.country_of_residence?.name);
  }
  if (a.corporate_tax) {
    field(
      'Entity TFN',
      a.corporate_tax.has_not_tfn ? 'Not provided' : (a.corporate_tax.tfn ?? 'Not provided'),
    );
    field('Entity ABN', a.corporate_tax.abn);
    field('Foreign entity', yesNo(a.corporate_tax.is_foreign_entity));
    field('Category', a.corporate_tax.category.title);
  }

  for (const section of a.applied_for) {
    heading(section.title);
    for (const row of section.rows) field(row.label, row.value);
  }

  heading('Signing authority');
  const authority = a.signing_authority;
  if (!authority) field('Who signs', 'The account holder');
  else {
    field('Who signs', SIGNING_AUTHORITY_OPTION_LABELS[authority.signing_authority_option]);
    if (authority.advanced_settings_option)
      field('Advanced settings', ADVANCED_SETTINGS_OPTION_LABELS[authority.advanced_settings_option]);
    if (
      authority.min_number_of_signatories &&
      authority.advanced_settings_option === 'min_number_of_signatories'
    )
      field('Number of signatures', String(authority.min_number_of_signatories));
  }

  heading('Acknowledgements');
  for (const text of doc.acknowledgements) pdf.text(`[x] ${text}`, { paragraphGap: 4 });

  signatures(doc.signers);
  return finish();
}
