// Expressions the staff console's queries share.
import { sql } from 'kysely';

/** A timestamp column as the contract's ISO text, in UTC to the second. */
export const isoTimestamp = <T extends string | null = string>(column: string) =>
  sql<T>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A user's first and last name, trimmed (empty when they gave none). */
export const fullName = <T extends string | null = string>(table: string) =>
  sql<T>`trim(${sql.ref(`${table}.first_name`)} || ' ' || ${sql.ref(`${table}.last_name`)})`;

/** A user's name, or their e-mail when they gave none. */
export const nameOrEmail = <T extends string | null = string>(table: string) =>
  sql<T>`coalesce(nullif(${fullName(table)}, ''), ${sql.ref(`${table}.email`)})`;

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards in it taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
