// The sections of the account entity that the people, tax, company, trust, signing-authority and file
// calls write, read with those modules' own loaders so each section has one shape everywhere.
import type { TAccountFile } from '@portal/contracts/api/account-files';
import type { TCorporateAccountDetails, TTrustDetails } from '@portal/contracts/api/entity-details';
import type { TBeneficialOwner, TSecondaryUser } from '@portal/contracts/api/people';
import type { TSigningAuthority } from '@portal/contracts/api/signing-authority';
import type { TCorporateTax, TIndividualTax } from '@portal/contracts/api/tax';
import type { Queryable } from '../../db/client.ts';
import { listAccountFiles } from '../account-files/queries.ts';
import { findCorporateAccountDetails, findTrustDetails } from '../entity-details/queries.ts';
import { listBeneficialOwners, listSecondaryUsers } from '../people/queries.ts';
import { findSigningAuthority } from '../signing-authority/queries.ts';
import { findCorporateTax, findIndividualTax } from '../tax/queries.ts';

export type AccountSections = {
  secondary_users: TSecondaryUser[];
  beneficial_owners: TBeneficialOwner[];
  signing_authority: TSigningAuthority | null;
  /** The viewer's own individual tax: it belongs to the person, whatever account they apply with. */
  individual_tax: TIndividualTax | null;
  corporate_tax: TCorporateTax | null;
  corporate_account_details: TCorporateAccountDetails | null;
  trust: TTrustDetails | null;
  certificates: TAccountFile[];
  deed_attachments: TAccountFile[];
};

export async function loadAccountSections(
  q: Queryable,
  accountId: number,
  viewerUserId: number,
): Promise<AccountSections> {
  // One after another: a transaction's connection runs one statement at a time anyway.
  const secondary_users = await listSecondaryUsers(q, accountId, viewerUserId);
  const beneficial_owners = await listBeneficialOwners(q, accountId, viewerUserId);
  const signing_authority = await findSigningAuthority(q, accountId);
  const individual_tax = await findIndividualTax(q, viewerUserId);
  const corporate_tax = await findCorporateTax(q, accountId);
  const corporate_account_details = await findCorporateAccountDetails(q, accountId);
  const trust = await findTrustDetails(q, accountId);
  const certificates = await listAccountFiles(q, accountId, 'certificate');
  const deed_attachments = await listAccountFiles(q, accountId, 'deed_attachment');
  return {
    secondary_users,
    beneficial_owners,
    signing_authority,
    individual_tax,
    corporate_tax,
    corporate_account_details,
    trust,
    certificates,
    deed_attachments,
  };
}
