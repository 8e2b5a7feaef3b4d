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
  force_activate_secondary_user_invite_token: string | null;
  force_password_change: boolean;
  force_filling_missing_personal_details: boolean;
  requires_secondary_document: boolean;
  verified_status: string;
  marketing_opt_out: boolean;
  login_two_factor_auth_enabled: boolean;
  onboardings: Record<string, boolean>;
  modules: Array<{ product_key: string; modules: string[] }> | null;
};

/**
 * The profile and its permissions in one query: this runs on every page load. The two invitation fields
 * name only invitations still under way (not finished, not revoked), so the client can lead the user
 * back to them: the primary one until its account is created, the secondary one until it is accepted or
 * declined. The secondary "token" is the invitation's uuid: the invite page takes either, and the real
 * token exists only in the e-mail (it is stored hashed).
 */
export async function findProfile(q: Queryable, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await q.query<ProfileRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.phone_number, u.is_staff, u.selected_account_id,
            (SELECT i.uuid::text FROM invitations i
              WHERE i.kind = 'primary' AND i.uuid::text = u.registration_invite_uuid AND i.user_id = u.id
                AND i.completed_at IS NULL AND i.revoked_at IS NULL) AS registration_invite_uuid,
            (SELECT i.uuid::text FROM invitations i JOIN account_people p ON p.id = i.person_id
              WHERE i.kind = 'secondary' AND i.user_id = u.id AND p.decision IS NULL
                AND i.completed_at IS NULL AND i.revoked_at IS NULL
              ORDER BY i.created_at DESC, i.id DESC LIMIT 1) AS force_activate_secondary_user_invite_token,
            u.force_password_change, u.force_filling_missing_personal_details,
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
