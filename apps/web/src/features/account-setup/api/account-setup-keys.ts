import type { TAccountFileKind } from '@portal/contracts/api/entity-files';
import { accountsKey } from '@/shared/application-sections/account-keys';

/**
 * Query keys of an account's sections and the lists its forms offer. The account's people sit under
 * `accountsKey`: a change of the account's people is a change of the account. (The account itself, its
 * steps and lists use `accountKeys` of the shared application sections.)
 */
export const accountSetupKeys = {
  accountFiles: (accountId: number, kind: TAccountFileKind) => ['account-files', accountId, kind] as const,
  beneficialOwners: (accountId: number) => [...accountsKey, 'beneficial-owners', accountId] as const,
  secondaryUsers: (accountId: number) => [...accountsKey, 'secondary-users', accountId] as const,
  signingAuthority: (accountId: number) => [...accountsKey, 'signing-authority', accountId] as const,
  corporateDetails: (accountId: number) => ['corporate-details', accountId] as const,
  corporateTax: (accountId: number) => ['corporate-tax', accountId] as const,
  /** Every account's (or none's) individual tax details. */
  individualTaxes: ['individual-tax'] as const,
  individualTax: (account: number | null) => ['individual-tax', account] as const,
  trustDetails: (accountId: number) => ['trust-details', accountId] as const,
  certificateTemplate: ['certificate-template'] as const,
  corporateTaxCategories: ['corporate-tax-categories'] as const,
  trustTypes: ['trust-types'] as const,
  roles: ['roles'] as const,
};
