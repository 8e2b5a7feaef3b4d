// The personal, contact and additional details of demo investors.
import type { Insertable } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, runOne, sqlBuilder } from '../../db/typed-sql.ts';

export async function countryIdOf(q: Queryable, code: string): Promise<number> {
  const row = await runOne(q, sqlBuilder.selectFrom('countries').select('id').where('code', '=', code));
  return row.id;
}

export const insertPersonalDetails = (q: Queryable, details: Insertable<Database['personal_details']>) =>
  exec(q, sqlBuilder.insertInto('personal_details').values(details));

export const insertContactDetails = (q: Queryable, details: Insertable<Database['contact_details']>) =>
  exec(q, sqlBuilder.insertInto('contact_details').values(details));

export const insertAdditionalDetails = (q: Queryable, details: Insertable<Database['additional_details']>) =>
  exec(q, sqlBuilder.insertInto('additional_details').values(details));
