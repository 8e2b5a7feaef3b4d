import {
  signingAuthorityTexts,
  type TSigningAuthority,
  type TSigningAuthorityRequest,
  type TSigningAuthorityResponse,
  zSigningAuthorityForm,
} from '@portal/contracts/api/signing-authority';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import { canEditDetails, requireMemberAccount } from '../accounts/access.ts';
import type { Actor } from '../entity-details/service.ts';
import {
  findCurrentMemberIds,
  findSigningAuthority,
  listSigningMembers,
  upsertSigningAuthority,
} from './queries.ts';

/** The account's signing authority (null when none is set), as the account entity and its requests show it. */
export function signingAuthorityOf(q: Queryable, accountId: number): Promise<TSigningAuthority | null> {
  return findSigningAuthority(q, accountId);
}

export type SaveMode = 'create' | 'update';

export async function getSigningAuthority(
  deps: Deps,
  actor: Actor,
  accountId: number,
): Promise<TSigningAuthorityResponse> {
  const { account, isPrimary } = await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  return {
    signing_authority: await findSigningAuthority(deps.db, accountId),
    members: await listSigningMembers(deps.db, accountId),
    can_edit: isPrimary && canEditDetails(account),
  };
}

/**
 * Sets who signs for the account, for its members as they are now: any applicant is a minimum of one
 * signature, all applicants the member count; the advanced settings keep only the option chosen.
 */
export async function saveSigningAuthority(
  deps: Deps,
  actor: Actor,
  accountId: number,
  body: TSigningAuthorityRequest,
  mode: SaveMode,
): Promise<TSigningAuthorityResponse> {
  await deps.db.tx(async (q) => {
    const { account, isPrimary } = await requireMemberAccount(q, actor.actingUserId, accountId);
    if (!isPrimary) throw forbidden();
    if (!canEditDetails(account)) throw forbidden(signingAuthorityTexts.contactUs);
    const exists = (await findSigningAuthority(q, accountId)) !== null;
    if (mode === 'create' && exists) throw new AppError(400, { detail: signingAuthorityTexts.alreadySet });
    if (mode === 'update' && !exists) throw notFound();

    const members = await listSigningMembers(q, accountId);
    if (members.length < 2) throw new AppError(400, { detail: signingAuthorityTexts.singleMember });
    // The route checked the form's shape; how many may sign and who depends on the members of today.
    const input = parse(zSigningAuthorityForm(members.map((member) => member.id)), body);
    const advanced = input.signing_authority_option === 'advanced_settings';
    const byMinimum = advanced && input.advanced_settings_option === 'min_number_of_signatories';
    const bySelection = advanced && input.advanced_settings_option === 'selected_signatories';
    const minNumber =
      input.signing_authority_option === 'any_applicant_to_sign'
        ? 1
        : input.signing_authority_option === 'all_applicants_to_sign'
          ? members.length
          : byMinimum
            ? (input.min_number_of_signatories ?? null)
            : null;
    await upsertSigningAuthority(q, accountId, {
      signing_authority_option: input.signing_authority_option,
      advanced_settings_option:
        advanced && input.advanced_settings_option !== '' ? input.advanced_settings_option : null,
      min_number_of_signatories: minNumber,
      selected_signatories: bySelection ? [...new Set(input.selected_signatories)] : [],
      member_ids: await findCurrentMemberIds(q, accountId),
    });
    await logActorActivity(q, actor, 'signing_authority_saved', {
      account_id: accountId,
      option: input.signing_authority_option,
    });
  });
  return getSigningAuthority(deps, actor, accountId);
}
