import type { SessionRow, UserRow } from './queries.ts';

/** What the auth cache keeps of a session: the session, its user and when they were read. */
export type CachedSession = { session: SessionRow; user: UserRow; loadedAt: number };
