import {
  type TCorporateTax,
  type TIndividualTax,
  zCorporateTaxForm,
  zIndividualTaxForm,
} from '@portal/contracts/api/tax';
import { messages } from '@portal/contracts/messages';
import * as z from 'zod/mini';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { rowIdOf } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { logActivity, logActorActivity } from '../../security/activity-log.ts';
import { encryptTfn } from '../../security/tfn-cipher.ts';
import { requireMemberAccount } from '../accounts/access.ts';
import { countryExists } from '../details/service.ts';
import {
  type Actor,
  checkSaveMode,
  requireEditableAccount,
  type SaveMode,
} from '../entity-details/service.ts';
import {
  categoryExists,
  corporateTfnOnFile,
  findCorporateTax,
  findIndividualTax,
  individualTfnOnFile,
  saveCorporateTax as saveCorporateTaxRow,
  saveIndividualTax as saveIndividualTaxRow,
} from './queries.ts';

/**
 * The tax sections of the account entity: the viewer's own individual tax (it belongs to the person,
 * whatever account they apply with) and the account's corporate tax.
 */
export async function taxSectionsOf(q: Queryable, accountId: number, viewerUserId: number) {
  const individual_tax = await findIndividualTax(q, viewerUserId);
  const corporate_tax = await findCorporateTax(q, accountId);
  return { individual_tax, corporate_tax };
}

export const TAX_MESSAGES = {
  individualLocked:
    'Your tax details are part of a submitted application and can no longer be changed online. Please contact us to change them.',
  notCorporate: 'Corporate tax details apply to company, trust and SMSF accounts.',
} as const;

const ZAccountContextSchema = z.object({
  account: z.nullish(z.union([z.number(), z.string().check(z.regex(/^\d{1,9}$/))])),
});

/** The account named for context must be one the user belongs to (404 otherwise, like any other id). */
async function checkAccountContext(deps: Deps, actor: Actor, account: unknown): Promise<void> {
  if (account === undefined || account === null || account === '') return;
  const id = rowIdOf(account);
  if (id === null) throw notFound();
  await requireMemberAccount(deps.db, actor.actingUserId, id);
}

/**
 * What to store for the TFN: the new one encrypted, nothing when 'I don't have a TFN' is ticked (ticking
 * clears the number on file), or 'keep' when the field was left empty with a TFN on file.
 */
function tfnToStore(deps: Deps, input: { tfn?: string | null; has_not_tfn: boolean }) {
  if (input.has_not_tfn) return null;
  const typed = (input.tfn ?? '').trim();
  return typed === '' ? ('keep' as const) : encryptTfn(deps.config.tfnEncryptionKey, typed);
}

// --- Individual tax ---
export async function getIndividualTax(
  deps: Deps,
  actor: Actor,
  account: string | undefined,
): Promise<TIndividualTax | null> {
  await checkAccountContext(deps, actor, account);
  return findIndividualTax(deps.db, actor.actingUserId);
}

/**
 * POST (id null) creates the acting user's tax details; PATCH (their own row's id) changes them. The body
 * is parsed here, once the TFN on file is known: the answer names every missing field at once.
 */
export async function saveIndividualTax(
  deps: Deps,
  actor: Actor,
  body: unknown,
  id: number | null,
): Promise<TIndividualTax> {
  const userId = actor.actingUserId;
  await checkAccountContext(deps, actor, parse(ZAccountContextSchema, body).account);
  const existing = await findIndividualTax(deps.db, userId);
  if (id !== null && existing?.id !== id) throw notFound();
  checkSaveMode(id === null ? 'create' : 'update', existing !== null);
  if (existing && !existing.can_edit) throw forbidden(TAX_MESSAGES.individualLocked);
  const input = parse(zIndividualTaxForm({ tfnOnFile: await individualTfnOnFile(deps.db, userId) }), body);
  const otherCountry = input.is_other_country_tax_resident;
  if (otherCountry) await countryExists(deps.db, input.country_of_residence, 'country_of_residence');
  await deps.db.tx(async (q) => {
    await saveIndividualTaxRow(q, userId, {
      tfn: tfnToStore(deps, input),
      has_not_tfn: input.has_not_tfn,
      is_australian_tax_resident: input.is_australian_tax_resident,
      is_other_country_tax_resident: otherCountry,
      // Unused fields are blanked: a TIN and country only for a resident of another country.
      tin: otherCountry ? (input.tin ?? '') : '',
      country_id: otherCountry ? Number(input.country_of_residence) : null,
    });
    await logActivity(q, {
      userId,
      actorUserId: actor.user.id,
      action: 'individual_tax_saved',
      ip: actor.ip,
      detail: { tfn_changed: input.has_not_tfn || Boolean(input.tfn?.trim()) },
    });
  });
  return (await findIndividualTax(deps.db, userId))!;
}

// --- Corporate tax ---
export async function getCorporateTax(
  deps: Deps,
  actor: Actor,
  accountId: number,
): Promise<TCorporateTax | null> {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  return findCorporateTax(deps.db, accountId);
}

/** The body is parsed here, once the account's type and the TFN on file are known. */
export async function saveCorporateTax(
  deps: Deps,
  actor: Actor,
  accountId: number,
  body: unknown,
  mode: SaveMode,
): Promise<TCorporateTax> {
  const account = await requireEditableAccount(deps.db, actor.actingUserId, accountId);
  if (account.account_type === 'individual' || account.account_type === 'joint')
    throw new AppError(400, { detail: TAX_MESSAGES.notCorporate });
  checkSaveMode(mode, (await findCorporateTax(deps.db, accountId)) !== null);
  // The ABN is asked of a trust or a company; an SMSF gave its ABN with the account.
  const abnRequired = account.account_type === 'trust' || account.account_type === 'company';
  const tfnOnFile = await corporateTfnOnFile(deps.db, accountId);
  const input = parse(zCorporateTaxForm({ abnRequired, tfnOnFile }), body);
  const categoryId = Number(input.category);
  if (
    !Number.isInteger(categoryId) ||
    categoryId < 1 ||
    categoryId > 2_147_483_647 ||
    !(await categoryExists(deps.db, categoryId))
  )
    throw fieldError('category', messages.selectOption);
  const foreign = input.is_foreign_entity;
  if (foreign) await countryExists(deps.db, input.country, 'country');
  await deps.db.tx(async (q) => {
    await saveCorporateTaxRow(q, accountId, {
      tfn: tfnToStore(deps, input),
      has_not_tfn: input.has_not_tfn,
      abn: abnRequired ? (input.abn ?? '').replace(/\s/g, '') : '',
      is_foreign_entity: foreign,
      tin: foreign ? (input.tin ?? '') : '',
      country_id: foreign ? Number(input.country) : null,
      category_id: categoryId,
    });
    await logActorActivity(q, actor, 'corporate_tax_saved', { account_id: accountId });
  });
  return (await findCorporateTax(deps.db, accountId))!;
}
