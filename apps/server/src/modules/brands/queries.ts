import { type TApplication, ZApplicationSchema } from '@portal/contracts/api/auth';
import type { Selectable } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, run, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

function toApplication(row: Selectable<Database['applications']>): TApplication {
  return {
    id: row.id,
    // The table's ids are the product keys; the database does not constrain them, so they are checked.
    product_key: ZApplicationSchema.shape.product_key.parse(row.id),
    name: row.name,
    logo: row.logo,
    configuration: {
      favicon: row.favicon,
      color_schema: { primary: row.color_primary, secondary: row.color_secondary },
      support_email: row.support_email,
    },
  };
}

export async function listApplications(q: Queryable): Promise<TApplication[]> {
  const rows = await run(
    q,
    sqlBuilder.selectFrom('applications').selectAll().orderBy('sort_order').orderBy('id'),
  );
  return rows.map(toApplication);
}

export async function findApplication(q: Queryable, id: string): Promise<TApplication | undefined> {
  const row = await runMaybeOne(q, sqlBuilder.selectFrom('applications').selectAll().where('id', '=', id));
  return row ? toApplication(row) : undefined;
}

/** The applications the user is activated in (spec 000: active applications). */
export async function listUserApplications(q: Queryable, userId: number): Promise<TApplication[]> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('applications as a')
      .innerJoin('user_applications as ua', 'ua.application_id', 'a.id')
      .selectAll('a')
      .where('ua.user_id', '=', userId)
      .orderBy('a.sort_order')
      .orderBy('a.id'),
  );
  return rows.map(toApplication);
}
