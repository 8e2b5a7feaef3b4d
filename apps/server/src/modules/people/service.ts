import { CONTACT_ROLE_ID } from '@portal/contracts/api/onboarding';
import {
  individualsListKind,
  maxIndividuals,
  PEOPLE_LIMITS,
  peopleTexts,
  type TBeneficialOwner,
  type TBeneficialOwnersForm,
  type TDirectorsForm,
  type TDirectorsResponse,
  type TSecondaryUser,
  zIndividualsForm,
} from '@portal/contracts/api/people';
import { messages } from '@portal/contracts/messages';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { rowIdOf } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import { type AccountRow, requireMemberAccount } from '../accounts/access.ts';
import { type Actor, isCorporateEntity, requireEditableAccount } from '../entity-details/service.ts';
import { inviteSecondaryPerson, withdrawInvitationsOf } from '../invitations/service.ts';
import {
  deletePeople,
  findPrimaryUser,
  findRole,
  insertPerson,
  listBeneficialOwners,
  listSecondaryUsers,
  listStoredPeople,
  MEMBER_KINDS,
  type PersonKind,
  refreshPossibleDuplicates,
  setAccountPeopleFlags,
  updatePerson,
} from './queries.ts';

/** Removes people from the account; their invitations stay, withdrawn, so their links say so. */
async function removePeople(q: Queryable, accountId: number, personIds: number[]): Promise<void> {
  await withdrawInvitationsOf(q, personIds);
  await deletePeople(q, accountId, personIds);
}

/** POST adds the people sent; PUT makes the list what was sent (people left out are removed). */
export type ListMode = 'add' | 'replace';

type PersonInput = {
  id?: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role: number | string;
};

/** One list of people of an account and its rules. */
type ListSpec = {
  /** The role kind of the list's people. */
  kind: PersonKind;
  /** Where field errors go: `users.N.field` or `directors.N.field`. */
  path: 'users' | 'directors';
  /** Kinds among which an e-mail may appear once (a director may also be a beneficial owner). */
  emailScope: readonly PersonKind[];
  max: number;
  /** Every person of the list has this role (individuals and trustees). */
  fixedRoleId?: number;
};

const INDIVIDUALS: Omit<ListSpec, 'max'> = { kind: 'contact', path: 'users', emailScope: MEMBER_KINDS };
const DIRECTORS: ListSpec = {
  kind: 'director',
  path: 'directors',
  emailScope: MEMBER_KINDS,
  max: PEOPLE_LIMITS.directors,
};
const BENEFICIAL_OWNERS: ListSpec = {
  kind: 'beneficial',
  path: 'users',
  emailScope: ['beneficial'],
  max: PEOPLE_LIMITS.beneficialOwners,
};

const badRequest = (detail: string) => new AppError(400, { detail });
const lower = (value: string) => value.trim().toLowerCase();

/**
 * Writes one list in the caller's transaction: checks roles and e-mails against the account, keeps the
 * fields a person's row locks, removes (replace mode) the people left out, and invites everyone new or
 * whose contact details changed before they registered.
 */
async function saveList(
  deps: Deps,
  q: Queryable,
  actor: Actor,
  account: AccountRow,
  people: readonly PersonInput[],
  spec: ListSpec,
  mode: ListMode,
): Promise<void> {
  const stored = await listStoredPeople(q, account.id, spec.emailScope);
  const inList = stored.filter((person) => person.role_kind === spec.kind);
  const primary = await findPrimaryUser(q, account.id);
  const errors: Record<string, string[]> = {};
  const fail = (index: number, field: string, message: string) => {
    errors[`${spec.path}.${index}.${field}`] = [message];
  };

  const keptIds = new Set<number>();
  const plan: Array<{ input: PersonInput; roleId: number; existing: (typeof stored)[number] | undefined }> =
    [];
  for (const [index, input] of people.entries()) {
    const existing = mode === 'replace' && input.id ? inList.find((p) => p.id === input.id) : undefined;
    // Someone else's person, or one of another list, reads as not found.
    if (mode === 'replace' && input.id && !existing) throw notFound();
    if (existing) keptIds.add(existing.id);

    const roleId = spec.fixedRoleId ?? rowIdOf(input.role);
    const role = roleId === null ? undefined : await findRole(q, roleId);
    if (role?.kind !== spec.kind) fail(index, 'role', peopleTexts.roleOfKind);

    const email = existing?.user_id ? existing.email : input.email;
    if (primary && lower(email) === lower(primary.email)) fail(index, 'email', peopleTexts.emailIsPrimary);
    const clash = stored.some(
      (other) =>
        other.id !== existing?.id &&
        // In replace mode the list's own people are the ones sent (the schema checks those).
        !(mode === 'replace' && other.role_kind === spec.kind) &&
        lower(other.email) === lower(email),
    );
    if (clash) fail(index, 'email', peopleTexts.emailUsedTwice);
    plan.push({ input, roleId: roleId ?? 0, existing });
  }
  const count = mode === 'replace' ? people.length : inList.length + people.length;
  if (count > spec.max) errors[spec.path] = [peopleTexts.tooMany(spec.max)];
  if (Object.keys(errors).length > 0) throw new AppError(400, errors);

  const toInvite: number[] = [];
  for (const { input, roleId, existing } of plan) {
    if (!existing) {
      const id = await insertPerson(q, account.id, {
        role_id: roleId,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        phone_number: input.phone_number,
      });
      toInvite.push(id);
      continue;
    }
    // Names from the company register and a registered person's e-mail (their sign-in) stay as they are.
    const fromRegister = existing.acn_uuid !== null;
    const values = {
      role_id: roleId,
      first_name: fromRegister ? existing.first_name : input.first_name,
      last_name: fromRegister ? existing.last_name : input.last_name,
      email: existing.user_id ? existing.email : input.email,
      phone_number: input.phone_number,
    };
    await updatePerson(q, account.id, existing.id, values);
    const contactChanged = lower(values.email) !== lower(existing.email);
    if (existing.user_id === null && contactChanged) toInvite.push(existing.id);
  }
  if (mode === 'replace')
    await removePeople(
      q,
      account.id,
      inList.filter((person) => !keptIds.has(person.id)).map((person) => person.id),
    );
  await refreshPossibleDuplicates(q, account.id);
  for (const personId of toInvite)
    await inviteSecondaryPerson(
      deps,
      { accountId: account.id, personId, invitedByUserId: actor.actingUserId },
      q,
    );
  await logActorActivity(q, actor, `account_${spec.kind}_people_saved`, {
    account_id: account.id,
    invited: toInvite.length,
  });
}

/** The account's members and beneficial owners as `viewerUserId` sees them: their sections of the account entity. */
export async function accountPeopleOf(q: Queryable, accountId: number, viewerUserId: number) {
  const secondary_users = await listSecondaryUsers(q, accountId, viewerUserId);
  const beneficial_owners = await listBeneficialOwners(q, accountId, viewerUserId);
  return { secondary_users, beneficial_owners };
}

// --- Additional individuals and trustees ---

/** Any member of the account may read its people; another user's account reads as not found. */
export async function getMembers(deps: Deps, actor: Actor, accountId: number): Promise<TSecondaryUser[]> {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  return listSecondaryUsers(deps.db, accountId, actor.actingUserId);
}

/** Any member of the account may read its beneficial owners; another user's account reads as not found. */
export async function getBeneficialOwners(
  deps: Deps,
  actor: Actor,
  accountId: number,
): Promise<TBeneficialOwner[]> {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  return listBeneficialOwners(deps.db, accountId, actor.actingUserId);
}

/** A change of a list, in one transaction, by the primary user of an account that takes that list. */
function changeList<T>(
  deps: Deps,
  actor: Actor,
  accountId: number,
  takesList: (account: AccountRow) => boolean,
  run: (q: Queryable, account: AccountRow) => Promise<T>,
): Promise<T> {
  return deps.db.tx(async (q) => {
    const account = await requireEditableAccount(q, actor.actingUserId, accountId);
    if (!takesList(account)) throw badRequest(peopleTexts.notForAccount);
    return run(q, account);
  });
}

/**
 * Joint holders of a joint account, or the individual trustees of a trust or SMSF with the answer to
 * 'Additional trustees' (no removes the trustees listed before). The body is parsed here, once the
 * account says which list it takes and how long it may be.
 */
export async function saveIndividuals(
  deps: Deps,
  actor: Actor,
  accountId: number,
  body: unknown,
  mode: ListMode,
): Promise<TSecondaryUser[]> {
  const kindOf = (account: AccountRow) => individualsListKind(account.account_type, account.trustee_type);
  return changeList(
    deps,
    actor,
    accountId,
    (account) => kindOf(account) !== null,
    async (q, account) => {
      const kind = kindOf(account)!;
      // Only trustees answer 'Additional trustees': a joint account's list is always checked.
      const withoutAnswer =
        kind === 'joint' && typeof body === 'object' && body !== null
          ? { ...body, has_additional_trustees: undefined }
          : body;
      const input = parse(zIndividualsForm(maxIndividuals(kind)), withoutAnswer);
      const spec = { ...INDIVIDUALS, max: maxIndividuals(kind), fixedRoleId: CONTACT_ROLE_ID };
      if (kind === 'trustees') {
        if (typeof input.has_additional_trustees !== 'boolean')
          throw new AppError(400, { has_additional_trustees: [messages.selectOption] });
        await setAccountPeopleFlags(q, accountId, { hasAdditionalTrustees: input.has_additional_trustees });
        await saveList(
          deps,
          q,
          actor,
          account,
          input.users,
          spec,
          input.has_additional_trustees ? mode : 'replace',
        );
      } else {
        await setAccountPeopleFlags(q, accountId, { hasSecondaryUsers: true });
        await saveList(deps, q, actor, account, input.users, spec, mode);
      }
      return listSecondaryUsers(q, accountId, actor.actingUserId);
    },
  );
}

/** Removes one person of the account (any list). */
export async function removePerson(
  deps: Deps,
  actor: Actor,
  accountId: number,
  personId: number,
): Promise<void> {
  await deps.db.tx(async (q) => {
    await requireEditableAccount(q, actor.actingUserId, accountId);
    const people = await listStoredPeople(q, accountId, [...MEMBER_KINDS, 'beneficial']);
    if (!people.some((person) => person.id === personId)) throw notFound();
    await removePeople(q, accountId, [personId]);
    await refreshPossibleDuplicates(q, accountId);
    await logActorActivity(q, actor, 'account_person_removed', {
      account_id: accountId,
      person_id: personId,
    });
  });
}

// --- Directors ---

/** The primary user's role and the additional directors of a company or a corporate trustee. */
export async function saveDirectors(
  deps: Deps,
  actor: Actor,
  accountId: number,
  input: TDirectorsForm,
): Promise<TDirectorsResponse> {
  return changeList(deps, actor, accountId, isCorporateEntity, async (q, account) => {
    const primaryRoleId = rowIdOf(input.primary_user_role);
    const primaryRole = primaryRoleId === null ? undefined : await findRole(q, primaryRoleId);
    if (primaryRole?.kind !== 'director')
      throw new AppError(400, { primary_user_role: [peopleTexts.roleOfKind] });
    await setAccountPeopleFlags(q, accountId, { primaryUserRoleId: primaryRole.id });
    await saveList(deps, q, actor, account, input.directors, DIRECTORS, 'replace');
    return {
      primary_user_role: { id: primaryRole.id, key: primaryRole.key, title: primaryRole.title },
      directors: await listSecondaryUsers(q, accountId, actor.actingUserId, ['director']),
    };
  });
}

// --- Beneficial owners ---

const takesBeneficialOwners = (account: AccountRow) =>
  account.account_type === 'company' || account.account_type === 'trust';

export async function saveBeneficialOwners(
  deps: Deps,
  actor: Actor,
  accountId: number,
  input: TBeneficialOwnersForm,
  mode: ListMode,
): Promise<TBeneficialOwner[]> {
  return changeList(deps, actor, accountId, takesBeneficialOwners, async (q, account) => {
    await saveList(deps, q, actor, account, input.users, BENEFICIAL_OWNERS, mode);
    return listBeneficialOwners(q, accountId, actor.actingUserId);
  });
}
