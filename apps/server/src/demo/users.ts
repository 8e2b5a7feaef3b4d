import type { Queryable } from '../db/client.ts';
import { insertAccountMember, insertDemoUser, setSelectedAccount, type UserRow } from './queries/users.ts';

type DemoPerson = Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'phone_number'>;

/** A verified investor who has taken the dashboard's tour; answers the new user's id. */
export function insertDemoInvestor(q: Queryable, person: DemoPerson, passwordHash: string): Promise<number> {
  return insertDemoUser(
    q,
    {
      email: person.email,
      password_hash: passwordHash,
      first_name: person.first_name,
      last_name: person.last_name,
      phone_number: person.phone_number,
      email_verified: true,
      verified_status: 'verified',
    },
    true,
  );
}

/** The user becomes the account's primary member, and the account the one they see first. */
export async function makePrimaryMember(q: Queryable, accountId: number, userId: number): Promise<void> {
  await insertAccountMember(q, { account_id: accountId, user_id: userId, role: 'primary' });
  await setSelectedAccount(q, userId, accountId);
}
