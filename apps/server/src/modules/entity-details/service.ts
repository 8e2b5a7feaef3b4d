import type {
  TCorporateAccountDetails,
  TCorporateAccountDetailsForm,
  TCorporateAddressForm,
  TTrustDetails,
  TTrustDetailsForm,
} from '@portal/contracts/api/entity-details';
import { messages } from '@portal/contracts/messages';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import { type AccountRow, canEditDetails, requirePrimaryAccount } from '../accounts/access.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { countryExists } from '../details/service.ts';
import { australianStates } from '../lookups/service.ts';
import {
  findCorporateAccountDetails,
  findTrustDetails,
  type StoredAddress,
  saveCorporateAccountDetails,
  saveTrustDetails,
  trustTypeExists,
} from './queries.ts';

/** The company (or corporate trustee) and trust details: their sections of the account entity. */
export async function entityDetailsOf(q: Queryable, accountId: number) {
  const corporate_account_details = await findCorporateAccountDetails(q, accountId);
  const trust = await findTrustDetails(q, accountId);
  return { corporate_account_details, trust };
}

export type Actor = Pick<AuthContext, 'actingUserId' | 'user'> & { ip?: string };
export type SaveMode = 'create' | 'update';

export const ENTITY_MESSAGES = {
  applicationLocked: 'This application has been submitted and its details can no longer be changed.',
  alreadyExists: 'These details are already on file; update them instead.',
  notCorporate: 'Company details apply to a company account or a trust with a corporate trustee.',
  notTrust: 'Trust details apply to trust and SMSF accounts.',
} as const;

/** The account for a change by its primary user, while the application can still be changed (403 after). */
export async function requireEditableAccount(
  q: Queryable,
  userId: number,
  accountId: number,
): Promise<AccountRow> {
  const account = await requirePrimaryAccount(q, userId, accountId);
  if (!canEditDetails(account)) throw forbidden(ENTITY_MESSAGES.applicationLocked);
  return account;
}

/** POST creates (400 when the row exists), PATCH updates (404 when it does not). */
export function checkSaveMode(mode: SaveMode, exists: boolean): void {
  if (mode === 'create' && exists) throw new AppError(400, { detail: ENTITY_MESSAGES.alreadyExists });
  if (mode === 'update' && !exists) throw notFound();
}

export const isCorporateEntity = (account: AccountRow): boolean =>
  account.account_type === 'company' ||
  ((account.account_type === 'trust' || account.account_type === 'smsf') &&
    account.trustee_type === 'corporate');

export const isTrustAccount = (account: AccountRow): boolean =>
  account.account_type === 'trust' || account.account_type === 'smsf';

const toStoredAddress = (address: TCorporateAddressForm): StoredAddress => ({
  country: Number(address.country),
  address_line_1: address.address_line_1,
  suburb: address.suburb,
  state: address.state,
  post_code: address.post_code,
});

// --- Company or corporate trustee details ---
export async function saveCorporateDetails(
  deps: Deps,
  actor: Actor,
  accountId: number,
  input: TCorporateAccountDetailsForm,
  mode: SaveMode,
): Promise<TCorporateAccountDetails> {
  const account = await requireEditableAccount(deps.db, actor.actingUserId, accountId);
  if (!isCorporateEntity(account)) throw new AppError(400, { detail: ENTITY_MESSAGES.notCorporate });
  checkSaveMode(mode, (await findCorporateAccountDetails(deps.db, accountId)) !== null);
  for (const field of ['registered_office', 'principal_place_of_business', 'postal_address'] as const) {
    await countryExists(deps.db, input[field].country, `${field}.country`);
  }
  await deps.db.tx(async (q) => {
    await saveCorporateAccountDetails(q, accountId, {
      is_investing_primary_activity: input.is_investing_primary_activity,
      // Unused fields are blanked: investing as the primary activity needs no description.
      nature_of_activity: input.is_investing_primary_activity ? '' : (input.nature_of_activity ?? ''),
      registered_office: toStoredAddress(input.registered_office),
      principal_place_of_business: toStoredAddress(input.principal_place_of_business),
      postal_address: toStoredAddress(input.postal_address),
    });
    await logActorActivity(q, actor, 'corporate_details_saved', { account_id: accountId });
  });
  return (await findCorporateAccountDetails(deps.db, accountId))!;
}

// --- Trust details ---
export async function saveTrust(
  deps: Deps,
  actor: Actor,
  accountId: number,
  input: TTrustDetailsForm,
  mode: SaveMode,
): Promise<TTrustDetails> {
  const account = await requireEditableAccount(deps.db, actor.actingUserId, accountId);
  if (!isTrustAccount(account)) throw new AppError(400, { detail: ENTITY_MESSAGES.notTrust });
  checkSaveMode(mode, (await findTrustDetails(deps.db, accountId)) !== null);
  const typeId = Number(input.type);
  if (
    !Number.isInteger(typeId) ||
    typeId < 1 ||
    typeId > 2_147_483_647 ||
    !(await trustTypeExists(deps.db, typeId))
  )
    throw fieldError('type', messages.selectOption);
  const states = await australianStates(deps.db);
  const state = states.find((s) => s.code === input.state.toUpperCase());
  if (!state) throw fieldError('state', messages.selectOption);
  await deps.db.tx(async (q) => {
    await saveTrustDetails(q, accountId, {
      type_id: typeId,
      state: state.code,
      is_settled_sum_at_least_threshold: input.is_settled_sum_at_least_threshold,
      // Unused fields are blanked (spec section 5).
      settlor_name: input.is_settled_sum_at_least_threshold ? (input.settlor_name ?? '') : '',
      is_investing_primary_activity: input.is_investing_primary_activity,
      nature_of_activity: input.is_investing_primary_activity ? '' : (input.nature_of_activity ?? ''),
    });
    await logActorActivity(q, actor, 'trust_details_saved', { account_id: accountId });
  });
  return (await findTrustDetails(deps.db, accountId))!;
}
