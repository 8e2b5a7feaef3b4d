import type { Queryable } from '../../db/client.ts';
import { exec, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

export async function insertSupportMessage(
  q: Queryable,
  message: { userId: number | null; applicationId: string; email: string; description: string },
): Promise<void> {
  await exec(
    q,
    sqlBuilder.insertInto('support_messages').values({
      user_id: message.userId,
      application_id: message.applicationId,
      email: message.email,
      description: message.description,
    }),
  );
}

/** Where the application's support team reads its mail, when the application is known. */
export async function findSupportEmail(q: Queryable, applicationId: string): Promise<string | undefined> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('applications').select('support_email').where('id', '=', applicationId),
  );
  return row?.support_email;
}
