import type { Queryable } from '../db/client.ts';

export type TestAccountOptions = {
  type: 'individual' | 'joint' | 'company' | 'trust' | 'smsf';
  trusteeType?: 'individual' | 'corporate' | null;
  status?: string;
  application?: 'ipm' | 'icf' | 'viv';
  abn?: string;
};

export const userIdOf = async (q: Queryable, email: string): Promise<number> =>
  (await q.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]))[0]!.id;

/** An application account held by `primaryEmail`, written straight to the tables (tests of later steps). */
export async function createTestAccount(
  q: Queryable,
  primaryEmail: string,
  {
    type,
    trusteeType = null,
    status = 'application_in_progress',
    application = 'ipm',
    abn = '',
  }: TestAccountOptions,
): Promise<number> {
  const userId = await userIdOf(q, primaryEmail);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO accounts (name, account_type, application_id, status, primary_user_id, initiator_user_id,
                           trustee_type, abn)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7) RETURNING id`,
    [`Test ${type} account`, type, application, status, userId, trusteeType, abn],
  );
  await q.query("INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'primary')", [
    row!.id,
    userId,
  ]);
  return row!.id;
}

/** Names `email`'s user as a secondary member (a contact person who accepted their invitation). */
export async function addSecondaryMember(q: Queryable, accountId: number, email: string): Promise<number> {
  const userId = await userIdOf(q, email);
  await q.query(
    `INSERT INTO account_people (account_id, user_id, role_id, first_name, last_name, email, phone_number,
                                 verification_status)
     VALUES ($1, $2, 1, 'Second', 'Member', $3, '0412345678', 'registered')`,
    [accountId, userId, email],
  );
  return userId;
}
