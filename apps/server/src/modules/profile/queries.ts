import type { Queryable } from '../../db/client.ts';

export type ProfileRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  is_staff: boolean;
  selected_account_id: number | null;
  registration_invite_uuid: string | null;
  force_password_change: boolean;
  force_filling_missing_personal_details: boolean;
  requires_secondary_document: boolean;
  verified_status: string;
  marketing_opt_out: boolean;
  login_two_factor_auth_enabled: boolean;
  onboardings: Record<string, boolean>;
  modules: Array<{ product_key: string; modules: string[] }> | null;
};

/** The profile and its permissions in one query: this runs on every page load. */
export async function findProfile(q: Queryable, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await q.query<ProfileRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.phone_number, u.is_staff, u.selected_account_id,
            u.registration_invite_uuid, u.force_password_change, u.force_filling_missing_personal_details,
            u.requires_secondary_document, u.verified_status, u.marketing_opt_out,
            u.login_two_factor_auth_enabled, u.onboardings,
            (SELECT json_agg(json_build_object('product_key', ua.application_id, 'modules', ua.modules)
                             ORDER BY ua.application_id)
               FROM user_applications ua WHERE ua.user_id = u.id) AS modules
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row;
}

export async function setOnboardingDone(q: Queryable, userId: number, key: string): Promise<void> {
  await q.query(
    `UPDATE users SET onboardings = onboardings || jsonb_build_object($2::text, true) WHERE id = $1`,
    [userId, key],
  );
}
