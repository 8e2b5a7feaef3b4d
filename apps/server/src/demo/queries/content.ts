// The demo's applications (brands) and flat pages.
import type { Insertable } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, sqlBuilder } from '../../db/typed-sql.ts';

/** Inserts an application unless one with its id is there already. */
export const insertApplicationIfMissing = (q: Queryable, application: Insertable<Database['applications']>) =>
  exec(
    q,
    sqlBuilder
      .insertInto('applications')
      .values(application)
      .onConflict((oc) => oc.column('id').doNothing()),
  );

/** Inserts a flat page unless one with its slug is there already. */
export const insertFlatPageIfMissing = (q: Queryable, page: Insertable<Database['flat_pages']>) =>
  exec(
    q,
    sqlBuilder
      .insertInto('flat_pages')
      .values(page)
      .onConflict((oc) => oc.column('slug').doNothing()),
  );
