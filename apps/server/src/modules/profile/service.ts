import { type TManagedUserResponse, type TProfile, ZProfileResponseSchema } from '@portal/contracts/api/auth';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { individualInfo } from '../details/service.ts';
import { findProfile, type ProfileRow } from './queries.ts';

type TIndividualInfo = Awaited<ReturnType<typeof individualInfo>>;

function toProfile(
  row: ProfileRow,
  managed: ProfileRow | undefined,
  info: TIndividualInfo,
  managedInfo: TIndividualInfo | undefined,
): TProfile {
  return {
    user_id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    is_staff: row.is_staff,
    email: row.email,
    phone_number: row.phone_number,
    selected_account_id: row.selected_account_id,
    registration_invite_uuid: row.registration_invite_uuid,
    force_activate_secondary_user_invite_token: row.force_activate_secondary_user_invite_token,
    force_password_change: row.force_password_change,
    // Missing personal, verification, contact or additional details force their completion; staff, and
    // people who only view accounts shared with them, are exempt.
    force_filling_missing_personal_details:
      (row.force_filling_missing_personal_details || info.missing) && !row.is_staff && !row.views_shared_only,
    requires_secondary_document: row.requires_secondary_document,
    verified_status: row.verified_status,
    marketing_opt_out: row.marketing_opt_out,
    login_two_factor_auth_enabled: row.login_two_factor_auth_enabled,
    second_factor_setup_required: row.second_factor_setup_required,
    // jsonb: the schema does not say its shape, the contract does.
    onboardings: ZProfileResponseSchema.shape.onboardings.parse(row.onboardings),
    personal_detail: info.personal_detail,
    contact_detail: info.contact_detail,
    additional_detail: info.additional_detail,
    managed_user_individual_info: managed
      ? {
          user_id: managed.id,
          first_name: managed.first_name,
          last_name: managed.last_name,
          email: managed.email,
          personal_detail: managedInfo?.personal_detail ?? null,
          contact_detail: managedInfo?.contact_detail ?? null,
          additional_detail: managedInfo?.additional_detail ?? null,
          permissions: { applications: managed.modules },
        }
      : null,
    permissions: { applications: row.modules },
  };
}

/** The signed-in user's profile; in managed-user mode it also describes the user being managed. */
export async function getProfile(deps: Deps, userId: number, managedUserId?: number): Promise<TProfile> {
  const cached = deps.authCache?.getProfile(userId, managedUserId);
  if (cached) return cached;
  const ticket = deps.authCache?.beginRead();
  const row = await findProfile(deps.db, userId);
  if (!row) throw notFound();
  const managed =
    managedUserId && managedUserId !== userId ? await findProfile(deps.db, managedUserId) : undefined;
  const info = await individualInfo(deps.db, row.id, row.requires_secondary_document);
  const managedInfo = managed
    ? await individualInfo(deps.db, managed.id, managed.requires_secondary_document)
    : undefined;
  const profile = toProfile(row, managed, info, managedInfo);
  if (ticket) deps.authCache?.putProfile(userId, managedUserId, profile, ticket);
  return profile;
}

/** GET /api/profiles/my/managed-user/: staff only; the client acted for in managed-user mode, else null. */
export async function managedUser(deps: Deps, auth: AuthContext): Promise<TManagedUserResponse> {
  if (!auth.user.is_staff) throw forbidden();
  if (!auth.managed) return { managed_user: null };
  const row = await findProfile(deps.db, auth.actingUserId);
  if (!row) throw notFound();
  return {
    managed_user: { user_id: row.id, first_name: row.first_name, last_name: row.last_name, email: row.email },
  };
}
