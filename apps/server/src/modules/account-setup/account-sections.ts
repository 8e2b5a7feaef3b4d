// The sections of the account entity that the people, tax, company, trust, signing-authority and file
// calls write, read through those modules' services so each section has one shape everywhere.
import type { Queryable } from '../../db/client.ts';
import { entityDetailsOf } from '../entity-details/service.ts';
import { accountFilesOf } from '../entity-files/service.ts';
import { accountPeopleOf } from '../people/service.ts';
import { signingAuthorityOf } from '../signing-authority/service.ts';
import { taxSectionsOf } from '../tax/service.ts';

export async function loadAccountSections(q: Queryable, accountId: number, viewerUserId: number) {
  // One after another: a transaction's connection runs one statement at a time anyway.
  const people = await accountPeopleOf(q, accountId, viewerUserId);
  const signing_authority = await signingAuthorityOf(q, accountId);
  const taxes = await taxSectionsOf(q, accountId, viewerUserId);
  const entity = await entityDetailsOf(q, accountId);
  const files = await accountFilesOf(q, accountId);
  return { ...people, signing_authority, ...taxes, ...entity, ...files };
}
