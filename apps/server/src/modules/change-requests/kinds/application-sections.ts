// The account application as its members sign it, worded once as titled sections of label and value
// rows: the signed PDF prints them, and the staff activation page shows the same rows, so staff read the
// application exactly as it was signed.
import type { TAccount } from '@portal/contracts/api/account-setup';
import {
  ADVANCED_SETTINGS_OPTION_LABELS,
  SIGNING_AUTHORITY_OPTION_LABELS,
} from '@portal/contracts/api/signing-authority';
import type { TApplicationSection } from '@portal/contracts/api/staff-operations';

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** A section's rows: a row without a value is left out (as on the paper form). */
const rows = (...pairs: Array<[string, string | null | undefined]>) =>
  pairs
    .filter((pair): pair is [string, string] => pair[1] !== null && pair[1] !== undefined && pair[1] !== '')
    .map(([label, value]) => ({ label, value }));

export function applicationSections(account: TAccount, primaryName: string): TApplicationSection[] {
  const a = account;
  const sections: TApplicationSection[] = [
    {
      title: 'Account details',
      rows: rows(
        ['Account name', a.name],
        ['Account type', a.type_display],
        ['Trustee', a.trustee_display],
        ['Trustee name', a.trustee_name],
        ['ABN', a.abn],
        ['ACN', a.acn],
        ['Primary applicant', primaryName],
        ['Role', a.viewer_role],
      ),
    },
  ];
  if (a.secondary_users.length > 0)
    sections.push({
      title: 'Account members',
      rows: rows(
        ...a.secondary_users.map((p): [string, string] => [
          `${p.first_name} ${p.last_name}`,
          `${p.role.title}, ${p.email}`,
        ]),
      ),
    });
  if (a.beneficial_owners.length > 0)
    sections.push({
      title: 'Beneficial owners',
      rows: rows(
        ...a.beneficial_owners.map((o): [string, string] => [`${o.first_name} ${o.last_name}`, o.role.title]),
      ),
    });
  if (a.corporate_account_details)
    sections.push({
      title: 'Company details',
      rows: rows(
        ['Primary activity is investing', yesNo(a.corporate_account_details.is_investing_primary_activity)],
        ['Nature of activity', a.corporate_account_details.nature_of_activity],
      ),
    });
  if (a.trust)
    sections.push({
      title: 'Trust details',
      rows: rows(['State established', a.trust.state], ['Settlor', a.trust.settlor_name]),
    });

  const tax = a.individual_tax;
  const entityTax = a.corporate_tax;
  sections.push({
    title: 'Tax details',
    rows: [
      ...(tax
        ? rows(
            ['TFN', tax.has_not_tfn ? 'Not provided' : (tax.tfn ?? 'Not provided')],
            ['Australian tax resident', yesNo(tax.is_australian_tax_resident)],
            ['Tax resident of another country', yesNo(tax.is_other_country_tax_resident)],
            ['Country', tax.country_of_residence?.name],
          )
        : []),
      ...(entityTax
        ? rows(
            ['Entity TFN', entityTax.has_not_tfn ? 'Not provided' : (entityTax.tfn ?? 'Not provided')],
            ['Entity ABN', entityTax.abn],
            ['Foreign entity', yesNo(entityTax.is_foreign_entity)],
            ['Category', entityTax.category.title],
          )
        : []),
    ],
  });

  for (const section of a.applied_for) sections.push({ title: section.title, rows: section.rows });

  const authority = a.signing_authority;
  sections.push({
    title: 'Signing authority',
    rows: !authority
      ? rows(['Who signs', 'The account holder'])
      : rows(
          ['Who signs', SIGNING_AUTHORITY_OPTION_LABELS[authority.signing_authority_option]],
          [
            'Advanced settings',
            authority.advanced_settings_option
              ? ADVANCED_SETTINGS_OPTION_LABELS[authority.advanced_settings_option]
              : null,
          ],
          [
            'Number of signatures',
            authority.min_number_of_signatories &&
            authority.advanced_settings_option === 'min_number_of_signatories'
              ? String(authority.min_number_of_signatories)
              : null,
          ],
        ),
  });
  return sections;
}
