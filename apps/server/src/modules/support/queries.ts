import type { Insertable } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

export async function insertSupportMessage(
  q: Queryable,
  message: Pick<
    Insertable<Database['support_messages']>,
    'user_id' | 'application_id' | 'email' | 'description'
  >,
): Promise<void> {
  await exec(q, sqlBuilder.insertInto('support_messages').values(message));
}

/** Where the application's support team reads its mail, when the application is known. */
export async function findSupportEmail(q: Queryable, applicationId: string): Promise<string | undefined> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('applications').select('support_email').where('id', '=', applicationId),
  );
  return row?.support_email;
}
