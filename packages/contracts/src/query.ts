// Numbers that arrive as query-string text. One rule for all of them: a whole number within the range
// the call accepts, and never past what a database row id can hold (a larger one would fail at the
// database instead of answering 400).
import * as z from 'zod/mini';

/** The largest id a PostgreSQL `int`/`serial` column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** The deepest page a list may be asked for. */
export const MAX_PAGE = 100_000;

/** A whole number from `min` to `max` (by default: a row id), given as text or as a number. */
export const zQueryInt = (min = 1, max = MAX_ROW_ID) =>
  z.pipe(z.coerce.number(), z.int().check(z.gte(min), z.lte(max)));

/** A page number of a list, 1 when absent. */
export const zQueryPage = () => z._default(zQueryInt(1, MAX_PAGE), 1);
