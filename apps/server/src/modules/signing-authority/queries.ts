// Signing authority of an account: one row per account, with the member list it was set for.
import {
  PRIMARY_MEMBER_ID,
  type TAdvancedSettingsOption,
  type TSigningAuthority,
  type TSigningAuthorityOption,
  type TSigningMember,
} from '@portal/contracts/api/signing-authority';
import type { Queryable } from '../../db/client.ts';
import { CURRENT_MEMBER_IDS_SQL } from '../account-setup/queries.ts';

type SigningAuthorityRow = {
  signing_authority_option: TSigningAuthorityOption;
  advanced_settings_option: TAdvancedSettingsOption | null;
  min_number_of_signatories: number | null;
  selected_signatories: number[];
  member_ids: number[];
  is_up_to_date: boolean;
};

/** The account's signing authority, or null when none is set. */
export async function findSigningAuthority(
  q: Queryable,
  accountId: number,
): Promise<TSigningAuthority | null> {
  const [row] = await q.query<SigningAuthorityRow>(
    `SELECT signing_authority_option, advanced_settings_option, min_number_of_signatories, selected_signatories,
            member_ids,
            ARRAY(SELECT unnest(member_ids) ORDER BY 1) = ${CURRENT_MEMBER_IDS_SQL} AS is_up_to_date
       FROM signing_authorities WHERE account_id = $1`,
    [accountId],
  );
  if (!row) return null;
  return { ...row, advanced_settings_option: row.advanced_settings_option ?? '' };
}

/** The members who may sign: the primary user first (PRIMARY_MEMBER_ID), then the individuals, trustees and directors. */
export async function listSigningMembers(q: Queryable, accountId: number): Promise<TSigningMember[]> {
  return q.query<TSigningMember>(
    `SELECT id, first_name, last_name, is_primary FROM (
       SELECT ${PRIMARY_MEMBER_ID} AS id, u.first_name, u.last_name, true AS is_primary
         FROM accounts a JOIN users u ON u.id = a.primary_user_id WHERE a.id = $1
       UNION ALL
       SELECT p.id, p.first_name, p.last_name, false
         FROM account_people p JOIN person_roles r ON r.id = p.role_id
        WHERE p.account_id = $1 AND r.kind IN ('contact', 'director')
     ) members
     ORDER BY is_primary DESC, id`,
    [accountId],
  );
}

export type SigningAuthorityValues = {
  option: TSigningAuthorityOption;
  advancedOption: TAdvancedSettingsOption | null;
  minNumber: number | null;
  selected: number[];
  memberIds: number[];
};

/** Saves the authority with the member list of now (the people ids, as the completeness check compares). */
export async function upsertSigningAuthority(
  q: Queryable,
  accountId: number,
  values: SigningAuthorityValues,
): Promise<void> {
  await q.query(
    `INSERT INTO signing_authorities (account_id, signing_authority_option, advanced_settings_option,
       min_number_of_signatories, selected_signatories, member_ids, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (account_id) DO UPDATE SET
       signing_authority_option = EXCLUDED.signing_authority_option,
       advanced_settings_option = EXCLUDED.advanced_settings_option,
       min_number_of_signatories = EXCLUDED.min_number_of_signatories,
       selected_signatories = EXCLUDED.selected_signatories,
       member_ids = EXCLUDED.member_ids,
       updated_at = now()`,
    [accountId, values.option, values.advancedOption, values.minNumber, values.selected, values.memberIds],
  );
}
