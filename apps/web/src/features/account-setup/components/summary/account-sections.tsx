// The sections of an application as the summary, the secondary summary and the account page show them
// (spec sections 2 and 6): each with its 'Missing details' tag while the engine still lists it, and an
// edit pencil to its form page when the viewer may change it.

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { appliedForSection, appliedForTexts } from '@portal/contracts/api/applied-for';
import { bankAccountTexts } from '@portal/contracts/api/bank-accounts';
import type { TCorporateAddress } from '@portal/contracts/api/entity-details';
import type { TAccountFile } from '@portal/contracts/api/entity-files';
import { accountFileTexts } from '@portal/contracts/api/entity-files';
import type { TUnfilledField } from '@portal/contracts/api/onboarding';
import type { TSecondaryUser } from '@portal/contracts/api/people';
import {
  ADVANCED_SETTINGS_OPTION_LABELS,
  PRIMARY_MEMBER_ID,
  SIGNING_AUTHORITY_OPTION_LABELS,
  signingAuthorityTexts,
} from '@portal/contracts/api/signing-authority';
import { formatAbn, formatAcn, formatPhoneGrouped } from '@portal/contracts/formats';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDownloadAccountFile } from '@/features/account-setup/api/download-account-file';
import {
  applicationBankAccountPath,
  BankAccountsSection,
} from '@/features/bank-accounts/components/bank-accounts-section';
import { PortfolioSections } from '@/features/ips/components/ips-summary-sections';
import { AppliedForRows } from '@/shared/application-sections/applied-for-rows';
import { LabelValueRows, type TLabelValueRow } from '@/shared/application-sections/label-value-rows';
import { Section } from '@/shared/application-sections/section';
import { SectionListItem } from '@/shared/application-sections/section-list-item';
import { saveFile } from '@/shared/lib/save-file';
import { StatusTag } from '../accounts/status-tag';
import { formForSlug } from '../section-forms';
import type { TFormSlug, TUploadSlug } from '../section-slugs';
import { OwnTaxSection, showsOwnTaxApart } from './own-tax-section';

export { SECTION_TEXTS } from '@/shared/application-sections/section';

const UPLOAD_SLUGS: readonly string[] = ['edit-trust-deeds', 'edit-wholesale-investor-details'];

export const formPagePath = (accountId: number, slug: TFormSlug | TUploadSlug, redirectUrl: string) =>
  `${UPLOAD_SLUGS.includes(slug) ? `/account-setup/apply-now/${slug}/${accountId}` : `/accounts/${accountId}/forms/${slug}`}/?redirect_url=${encodeURIComponent(redirectUrl)}`;

const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : '');
const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();
const addressText = (address: TCorporateAddress) =>
  [address.address_line_1, address.suburb, address.state, address.post_code, address.country_name]
    .filter(Boolean)
    .join(', ');

/** The application sections' label and value pairs; empty values are left out. */
const Rows = ({ rows }: { rows: TLabelValueRow[] }) => <LabelValueRows rows={rows} labelWidth={220} />;

const Files = ({ files }: { files: TAccountFile[] }) => {
  const download = useDownloadAccountFile();
  return files.length === 0 ? (
    <Typography color="text.secondary">No files uploaded.</Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {files.map((file) => (
        <li key={file.id}>
          <Button
            variant="text"
            size="small"
            onClick={async () => saveFile(await download.mutateAsync(file), file.file_name)}
          >
            {file.file_name}
          </Button>
        </li>
      ))}
    </Box>
  );
};

export type TAccountSectionsProps = {
  account: TAccount;
  /** Where the form pages return to. */
  redirectUrl: string;
  /** The loan-note line's certificates are shown on the account page (the trust deed everywhere). */
  showDocuments?: boolean;
  /** Per member, e.g. the Resend invite button of the account page. */
  memberAction?: (member: TSecondaryUser) => ReactNode;
  /** The account page: bank accounts with Add, Edit and Delete. */
  manageBankAccounts?: boolean;
};

/** Which kinds of sections an account has, by its type and trustee. */
export const accountShape = (account: Pick<TAccount, 'type' | 'trustee' | 'application' | 'tax_type'>) => {
  const trustLike = account.type === 'trust' || account.type === 'smsf';
  const corporate = account.type === 'company' || (trustLike && account.trustee === 'corporate');
  return {
    trustLike,
    corporate,
    // Which tax the account answers is the server's (spec section 3, tax_type).
    individualTax: account.tax_type === 'individual',
    hasMembers: account.type !== 'individual',
    beneficialOwners: account.type === 'company' || account.type === 'trust',
  };
};

export const AccountSections = ({
  account,
  redirectUrl,
  showDocuments = false,
  memberAction,
  manageBankAccounts = false,
}: TAccountSectionsProps) => {
  const unfilled = new Set<TUnfilledField>(account.extra_application_info.data.unfilled_fields);
  const missing = (...fields: TUnfilledField[]) => fields.some((field) => unfilled.has(field));
  const shape = accountShape(account);
  // A pencil only where the viewer may change the section and this app has its form.
  const edit = (slug: TFormSlug | TUploadSlug) =>
    account.can_edit_details && formForSlug(slug, account)
      ? formPagePath(account.id, slug, redirectUrl)
      : null;
  const members = account.secondary_users;
  const owners = account.beneficial_owners;
  const signing = account.signing_authority;
  const tax = shape.individualTax || !account.is_primary ? account.individual_tax : account.corporate_tax;
  // The primary user changes the application while it is being filled in; a member their own tax while
  // the application waits for their decision.
  const mayEditTax = account.is_primary
    ? account.can_edit_details
    : account.status === 'awaiting_secondary_users';
  const taxEditable = mayEditTax && (tax ? tax.can_edit : true);
  const company = account.corporate_account_details;
  const trust = account.trust;

  return (
    <>
      <Section title="Account details">
        <Rows
          rows={[
            ['Account type', account.type_display],
            ['Account name', account.name],
            ['ABN', account.abn ? formatAbn(account.abn) : ''],
            ['ACN', account.acn ? formatAcn(account.acn) : ''],
            ['Trustee', account.trustee_display],
            ['Corporate trustee name', account.trustee_name],
          ]}
        />
      </Section>

      {shape.hasMembers ? (
        <Section
          title="Account members"
          missing={missing('secondary_users', 'trustee_details', 'directors')}
          editTo={edit('secondary-users')}
        >
          {account.viewer_role ? <Rows rows={[['Your role', account.viewer_role]]} /> : null}
          {members.length === 0 ? (
            <Typography color="text.secondary">No other members.</Typography>
          ) : (
            members.map((member) => (
              <SectionListItem
                key={member.id}
                title={
                  <>
                    {fullName(member)}{' '}
                    <Typography component="span" color="text.secondary">
                      ({member.role.title})
                    </Typography>
                  </>
                }
                detail={[member.email, member.phone_number && formatPhoneGrouped(member.phone_number)]
                  .filter(Boolean)
                  .join(' · ')}
              >
                <StatusTag status={member.status_display} />
                {memberAction?.(member)}
              </SectionListItem>
            ))
          )}
        </Section>
      ) : null}

      {members.length > 0 || signing || missing('signing_authority') ? (
        <Section
          title="Signing authority"
          missing={missing('signing_authority')}
          editTo={edit('signing-authority')}
          noEditText={signingAuthorityTexts.contactUs}
        >
          {signing ? (
            <Rows
              rows={[
                ['Who signs', SIGNING_AUTHORITY_OPTION_LABELS[signing.signing_authority_option]],
                [
                  ADVANCED_SETTINGS_OPTION_LABELS.min_number_of_signatories,
                  signing.advanced_settings_option === 'min_number_of_signatories'
                    ? String(signing.min_number_of_signatories ?? '')
                    : '',
                ],
                [
                  ADVANCED_SETTINGS_OPTION_LABELS.selected_signatories,
                  signing.advanced_settings_option === 'selected_signatories'
                    ? [
                        ...(signing.selected_signatories.includes(PRIMARY_MEMBER_ID)
                          ? [account.is_primary ? signingAuthorityTexts.you : 'The primary user']
                          : []),
                        ...members.filter((m) => signing.selected_signatories.includes(m.id)).map(fullName),
                      ].join(', ')
                    : '',
                ],
              ]}
            />
          ) : (
            <Typography color="text.secondary">Not set yet.</Typography>
          )}
        </Section>
      ) : null}

      {shape.beneficialOwners && (account.can_edit_details || owners.length > 0) ? (
        <Section
          title="Beneficial owners"
          missing={missing('beneficial_owners')}
          editTo={edit('beneficial-owners')}
        >
          {owners.length === 0 ? (
            <Typography color="text.secondary">
              {account.skip_beneficial_owners
                ? 'No beneficial owners other than the members.'
                : 'None added yet.'}
            </Typography>
          ) : (
            owners.map((owner) => (
              <Typography key={owner.id}>
                {fullName(owner)}
                {` (${owner.role.title})`}
              </Typography>
            ))
          )}
        </Section>
      ) : null}

      {shape.corporate ? (
        <Section
          title={account.type === 'company' ? 'Company details' : 'Corporate trustee details'}
          missing={missing('corporate_account_details')}
          editTo={edit('company-details')}
        >
          {company ? (
            <Rows
              rows={[
                ['Investing is the primary activity', yesNo(company.is_investing_primary_activity)],
                ['Nature of activity', company.nature_of_activity],
                ['Registered office', addressText(company.registered_office)],
                ['Principal place of business', addressText(company.principal_place_of_business)],
                ['Postal address', addressText(company.postal_address)],
              ]}
            />
          ) : (
            <Typography color="text.secondary">Not given yet.</Typography>
          )}
        </Section>
      ) : null}

      {shape.trustLike ? (
        <Section title="Trust details" missing={missing('trust')} editTo={edit('individual-trust-details')}>
          {trust ? (
            <Rows
              rows={[
                ['Trust type', trust.type.name],
                ['State established', trust.state],
                ['Settled with $10,000 or more', yesNo(trust.is_settled_sum_at_least_threshold)],
                ['Settlor', trust.settlor_name],
                ['Investing is the primary activity', yesNo(trust.is_investing_primary_activity)],
                ['Nature of activity', trust.nature_of_activity],
              ]}
            />
          ) : (
            <Typography color="text.secondary">Not given yet.</Typography>
          )}
        </Section>
      ) : null}

      {showsOwnTaxApart(account) ? <OwnTaxSection account={account} editTo={edit('individual-tax')} /> : null}

      <Section
        title="Tax details"
        missing={missing(showsOwnTaxApart(account) ? 'corporate_tax' : 'individual_tax', 'corporate_tax')}
        editTo={taxEditable ? formPagePath(account.id, 'tax', redirectUrl) : null}
      >
        {tax ? (
          <Rows
            rows={[
              ['TFN', tax.has_not_tfn ? 'Not provided' : (tax.tfn ?? '')],
              ['ABN', 'abn' in tax && tax.abn ? formatAbn(tax.abn) : ''],
              [
                'Australian tax resident',
                'is_australian_tax_resident' in tax ? yesNo(tax.is_australian_tax_resident) : '',
              ],
              [
                'Tax resident of another country',
                'is_other_country_tax_resident' in tax ? yesNo(tax.is_other_country_tax_resident) : '',
              ],
              ['Foreign entity', 'is_foreign_entity' in tax ? yesNo(tax.is_foreign_entity) : ''],
              [
                'Country',
                'country_of_residence' in tax
                  ? (tax.country_of_residence?.name ?? '')
                  : (tax.country?.name ?? ''),
              ],
              ['TIN', tax.tin],
              ['Category', 'category' in tax ? (tax.category?.title ?? '') : ''],
            ]}
          />
        ) : (
          <Typography color="text.secondary">Not given yet.</Typography>
        )}
      </Section>

      {account.application === 'icf' ? <ProductsSection account={account} redirectUrl={redirectUrl} /> : null}

      {manageBankAccounts ? (
        <BankAccountsSection account={account} redirectUrl={redirectUrl} manage />
      ) : (
        <NominatedBankAccountSection account={account} redirectUrl={redirectUrl} />
      )}

      <PortfolioSections account={account} redirectUrl={redirectUrl} accountPage={manageBankAccounts} />

      {shape.trustLike ? <TrustDeedSection account={account} redirectUrl={redirectUrl} /> : null}

      {showDocuments && account.application === 'icf' ? (
        <Section
          title="Wholesale investor certificates"
          missing={missing('certificates')}
          editTo={edit('edit-wholesale-investor-details')}
        >
          <Files files={account.certificates} />
        </Section>
      ) : null}
    </>
  );
};

type TSectionOfAccount = { account: TAccount; redirectUrl: string };

/** A loan-note application's products with amount and interest option, and their total. */
const ProductsSection = ({ account, redirectUrl }: TSectionOfAccount) => {
  const products = appliedForSection(account.applied_for, 'products');
  const page = products ? 'edit-product-details' : 'create-product-details';
  return (
    <Section
      title={appliedForTexts.productsTitle}
      missing={account.is_primary && account.extra_application_info.step === 'loan_note_not_created'}
      editTo={
        account.can_edit_details
          ? `/account-setup/apply-now/${page}/${account.id}/?redirect_url=${encodeURIComponent(redirectUrl)}`
          : null
      }
    >
      {products ? (
        <AppliedForRows section={products} />
      ) : (
        <Typography color="text.secondary">{appliedForTexts.noProducts}</Typography>
      )}
    </Section>
  );
};

/** The bank account the application's money is paid to, its number masked. */
const NominatedBankAccountSection = ({ account, redirectUrl }: TSectionOfAccount) => {
  const bank = appliedForSection(account.applied_for, 'bank_account');
  const missing = account.extra_application_info.data.unfilled_fields.includes('bank_accounts');
  if (!bank && !missing && account.application !== 'icf') return null;
  return (
    <Section
      title={appliedForTexts.bankAccountTitle}
      missing={missing}
      editTo={
        account.is_primary && account.can_edit_details
          ? applicationBankAccountPath(account.id, redirectUrl)
          : null
      }
    >
      {bank ? (
        <AppliedForRows section={bank} />
      ) : (
        <Typography color="text.secondary">{bankAccountTexts.noBankAccounts}</Typography>
      )}
    </Section>
  );
};

/**
 * A trust's or SMSF's trust deed: missing until one is uploaded, even when the applicant skipped it
 * (docs/decisions.md), with a reminder and the way to upload it for the primary user.
 */
const TrustDeedSection = ({ account, redirectUrl }: TSectionOfAccount) => {
  const uploadPath = `/account-setup/apply-now/edit-trust-deeds/${account.id}/?redirect_url=${encodeURIComponent(redirectUrl)}`;
  // The primary user changes the deeds while the application can change, or adds the one still missing.
  const mayUpload =
    account.is_primary &&
    (account.can_edit_details || (account.trust_deed_missing && account.status !== 'inactive'));
  return (
    <Section
      title={accountFileTexts.deedTitle}
      missing={account.trust_deed_missing}
      editTo={mayUpload && !account.trust_deed_missing ? uploadPath : null}
    >
      {account.trust_deed_missing ? (
        <Alert
          severity="warning"
          action={
            mayUpload ? (
              <Button component={Link} to={uploadPath} color="inherit" size="small">
                {accountFileTexts.uploadDeed}
              </Button>
            ) : undefined
          }
        >
          {accountFileTexts.deedMissing}
        </Alert>
      ) : (
        <Files files={account.deed_attachments} />
      )}
    </Section>
  );
};
