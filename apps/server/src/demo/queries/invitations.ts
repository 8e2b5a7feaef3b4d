// The demo's invitations.
import type { Queryable } from '../../db/client.ts';
import { runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

export async function invitationExists(q: Queryable, uuid: string): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('invitations').select('id').where('uuid', '=', uuid),
  );
  return row !== undefined;
}
