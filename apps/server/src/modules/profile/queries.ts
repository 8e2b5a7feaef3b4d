import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client.ts';
import { exec, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

/**
 * The profile and its permissions in one query: this runs on every page load. The two invitation fields
 * name only invitations still under way (not finished, not revoked), so the client can lead the user
 * back to them: the primary one until its account is created, the secondary one until it is accepted or
 * declined. The secondary "token" is the invitation's uuid: the invite page takes either, and the real
 * token exists only in the e-mail (it is stored hashed).
 */
export function findProfile(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.phone_number',
        'u.is_staff',
        'u.selected_account_id',
        eb
          .selectFrom('invitations as i')
          .select('i.uuid')
          .where('i.kind', '=', 'primary')
          // The user's column is text, so a stray value in it never fails the cast.
          .where(sql<string>`i.uuid::text`, '=', eb.ref('u.registration_invite_uuid'))
          .whereRef('i.user_id', '=', 'u.id')
          .where('i.completed_at', 'is', null)
          .where('i.revoked_at', 'is', null)
          .as('registration_invite_uuid'),
        eb
          .selectFrom('invitations as i')
          .innerJoin('account_people as p', 'p.id', 'i.person_id')
          .select('i.uuid')
          .where('i.kind', '=', 'secondary')
          .whereRef('i.user_id', '=', 'u.id')
          .where('p.decision', 'is', null)
          .where('i.completed_at', 'is', null)
          .where('i.revoked_at', 'is', null)
          .orderBy('i.created_at', 'desc')
          .orderBy('i.id', 'desc')
          .limit(1)
          .as('force_activate_secondary_user_invite_token'),
        'u.force_password_change',
        'u.force_filling_missing_personal_details',
        // A person who only views accounts shared with them (an accountant) has no application to give
        // personal details for.
        sql<boolean>`EXISTS (SELECT 1 FROM account_viewer_grants g
                              WHERE g.viewer_user_id = u.id AND g.accepted_at IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM account_members m WHERE m.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.primary_user_id = u.id)`.as('views_shared_only'),
        'u.requires_secondary_document',
        'u.verified_status',
        'u.marketing_opt_out',
        'u.login_two_factor_auth_enabled',
        // Staff without an authenticator app or a passkey may do nothing before they set one up
        // (auth/second-factor-channels.ts hasAppOrPasskey; the server refuses their other calls).
        sql<boolean>`u.is_staff
          AND NOT EXISTS (SELECT 1 FROM totp_authenticators t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)`.as(
          'second_factor_setup_required',
        ),
        'u.onboardings',
        jsonArrayFrom(
          eb
            .selectFrom('user_applications as ua')
            .select(['ua.application_id as product_key', 'ua.modules'])
            .whereRef('ua.user_id', '=', 'u.id')
            .orderBy('ua.application_id'),
        ).as('modules'),
      ])
      .where('u.id', '=', userId),
  );
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function setOnboardingDone(q: Queryable, userId: number, key: string): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('users')
      .set({ onboardings: sql`onboardings || jsonb_build_object(${key}::text, true)` })
      .where('id', '=', userId),
  );
}
