import type { Insertable } from 'kysely';
import type { Queryable } from '../db/client.ts';
import { type Database, exec, sqlBuilder } from '../db/typed-sql.ts';

export type NewActivity = Insertable<Database['activity_log']>;

export const insertActivity = (q: Queryable, activity: NewActivity) =>
  exec(q, sqlBuilder.insertInto('activity_log').values(activity));
