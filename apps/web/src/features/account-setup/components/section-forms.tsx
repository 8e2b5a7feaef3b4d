// The registry of section forms: which form fills each section the fill-in-missing-details engine names,
// and which form each /accounts/{id}/forms/{slug}/ page shows. Forms load lazily, so a step pulls in
// only its own form.
import type { TAccount } from '@portal/contracts/api/account-setup';
import type { TUnfilledField } from '@portal/contracts/api/onboarding';
import { type ComponentType, lazy } from 'react';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import type { TFormSlug, TUploadSlug } from './section-slugs';

type TForm = ComponentType<TSectionFormProps>;

const lazyForm = (load: () => Promise<TForm>): TForm => lazy(async () => ({ default: await load() }));

const IndividualTaxForm = lazyForm(
  async () => (await import('./sections/individual-tax-form')).IndividualTaxForm,
);
const CorporateTaxForm = lazyForm(
  async () => (await import('./sections/corporate-tax-form')).CorporateTaxForm,
);
const CompanyDetailsForm = lazyForm(
  async () => (await import('./sections/company-details-form')).CompanyDetailsForm,
);
const TrustDetailsForm = lazyForm(
  async () => (await import('./sections/trust-details-form')).TrustDetailsForm,
);
const IndividualsForm = lazyForm(async () => (await import('./sections/individuals-form')).IndividualsForm);
const DirectorsForm = lazyForm(async () => (await import('./sections/directors-form')).DirectorsForm);
const BeneficialOwnersForm = lazyForm(
  async () => (await import('./sections/beneficial-owners-form')).BeneficialOwnersForm,
);
const SigningAuthorityForm = lazyForm(
  async () => (await import('./sections/signing-authority-form')).SigningAuthorityForm,
);
const DeedAttachmentsForm = lazyForm(async () => {
  const { AccountFilesForm } = await import('./sections/account-files-form');
  return (props: TSectionFormProps) => <AccountFilesForm {...props} kind="deed_attachment" />;
});
const BankAccountsStep = lazyForm(
  async () => (await import('@/features/bank-accounts/components/bank-account-pages')).BankAccountsStep,
);
const CertificatesForm = lazyForm(async () => {
  const { AccountFilesForm } = await import('./sections/account-files-form');
  return (props: TSectionFormProps) => <AccountFilesForm {...props} kind="certificate" />;
});

const PortfolioDetailsForm = lazyForm(
  async () => (await import('@/features/ips/components/portfolio-details-form')).PortfolioDetailsForm,
);

const ipsForm = (
  name: 'IpsWizard' | 'AllocationDetailsForm' | 'CustomisationDetailsForm' | 'GearingDetailsForm',
) => lazyForm(async () => (await import('@/features/ips/components/ips-wizard'))[name]);
const IpsWizardForm = ipsForm('IpsWizard');

/** The forms of the private-portfolio pages, by the slug of their route (spec section 2). */
const PORTFOLIO_FORM_SLUGS: Record<string, TForm> = {
  'create-portfolio-details': PortfolioDetailsForm,
  'edit-portfolio-details': PortfolioDetailsForm,
  'ips-ima': IpsWizardForm,
  'strategic-asset-allocation-details': ipsForm('AllocationDetailsForm'),
  'investment-policy-customisation-details': ipsForm('CustomisationDetailsForm'),
  'gearing-details': ipsForm('GearingDetailsForm'),
};

/** The form of each section of the engine; sections of the next issue have none yet. */
export const UNFILLED_FIELD_FORMS: Partial<Record<TUnfilledField, TForm>> = {
  individual_tax: IndividualTaxForm,
  secondary_users: IndividualsForm,
  beneficial_owners: BeneficialOwnersForm,
  directors: DirectorsForm,
  trustee_details: IndividualsForm,
  signing_authority: SigningAuthorityForm,
  corporate_account_details: CompanyDetailsForm,
  trust: TrustDetailsForm,
  corporate_tax: CorporateTaxForm,
  deed_attachments: DeedAttachmentsForm,
  certificates: CertificatesForm,
  bank_accounts: BankAccountsStep,
  portfolio_application: PortfolioDetailsForm,
  ongoing_ips: IpsWizardForm,
};

/**
 * The form of an edit page. 'tax' is the person's own tax for individual and joint accounts and for
 * a member who is not the primary user; otherwise the account's corporate tax, and 'individual-tax' the
 * primary user's own.
 */
export const formForSlug = (slug: string, account: TAccount): TForm | null => {
  const portfolioForm = PORTFOLIO_FORM_SLUGS[slug];
  if (portfolioForm) return account.application === 'ipm' ? portfolioForm : null;
  switch (slug as TFormSlug | TUploadSlug) {
    case 'tax':
      return account.tax_type === 'individual' || !account.is_primary ? IndividualTaxForm : CorporateTaxForm;
    case 'individual-tax':
      return IndividualTaxForm;
    case 'company-details':
      return CompanyDetailsForm;
    case 'individual-trust-details':
      return TrustDetailsForm;
    case 'secondary-users':
      // A company's or corporate trustee's members are its directors; otherwise holders or trustees.
      if (account.type === 'company' || account.trustee === 'corporate') return DirectorsForm;
      return account.type === 'joint' || account.trustee === 'individual' ? IndividualsForm : null;
    case 'beneficial-owners':
      return BeneficialOwnersForm;
    case 'signing-authority':
      return SigningAuthorityForm;
    case 'edit-trust-deeds':
      return account.type === 'trust' || account.type === 'smsf' ? DeedAttachmentsForm : null;
    case 'edit-wholesale-investor-details':
      return CertificatesForm;
    default:
      return null;
  }
};
