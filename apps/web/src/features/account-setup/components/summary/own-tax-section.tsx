// The primary user's own tax details on a company, trust or SMSF application (spec section 2, individual
// tax of "secondary users and primary"): the account's 'Tax details' are the entity's, so the person's
// TFN (masked as the server gives it) and tax residency are a section of their own.
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { taxTexts } from '@portal/contracts/api/tax';
import { LabelValueRows } from '@/shared/application-sections/label-value-rows';
import { Section } from '@/shared/application-sections/section';

/** True where the summary shows the viewer's own tax apart from the account's. */
export const showsOwnTaxApart = (account: Pick<TAccount, 'tax_type' | 'is_primary'>) =>
  account.is_primary && account.tax_type === 'corporate';

const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : '');

export const OwnTaxSection = ({
  account,
  editTo,
}: {
  account: TAccount;
  /** The edit page, given when the viewer may change the application. */
  editTo: string | null;
}) => {
  const tax = account.individual_tax;
  const missing = account.extra_application_info.data.unfilled_fields.includes('individual_tax');
  return (
    <Section
      title={taxTexts.ownTaxDetails}
      missing={missing}
      editTo={editTo && (tax ? tax.can_edit : true) ? editTo : null}
    >
      {tax ? (
        <LabelValueRows
          labelWidth={220}
          rows={[
            [taxTexts.tfn, tax.has_not_tfn ? 'Not provided' : (tax.tfn ?? '')],
            [taxTexts.australianResident, yesNo(tax.is_australian_tax_resident)],
            [taxTexts.otherCountryResident, yesNo(tax.is_other_country_tax_resident)],
            [taxTexts.countryOfResidence, tax.country_of_residence?.name ?? ''],
            [taxTexts.tin, tax.tin],
          ]}
        />
      ) : (
        <Typography color="text.secondary">Not given yet.</Typography>
      )}
    </Section>
  );
};
