import type { TProfile } from '@portal/contracts/api/auth';
import type { Db } from '../db/client.ts';
import type { SessionRow, UserRow } from '../modules/auth/queries.ts';

export type CachedSession = { session: SessionRow; user: UserRow; loadedAt: number };

const MAX_ENTRIES = 20_000;

/**
 * What every request needs (its session, and the profile most pages read first), kept in memory so a
 * call does not wait on the database for it. Used with the embedded database only: PGlite lives in
 * this process and delivers the `auth_change` notification (raised by triggers on users, sessions and
 * permissions) before the statement that changed them resolves, so an entry is never read stale.
 */
export class AuthCache {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly profiles = new Map<string, TProfile>();
  private readonly keysByUser = new Map<number, Set<string>>();
  /**
   * Counts forgets. A reader notes it before reading the database and stores what it read only if no
   * forget came in between, so a change that lands during the read is never hidden by a stale entry.
   */
  generation = 0;

  getSession(tokenHash: string): CachedSession | undefined {
    return this.sessions.get(tokenHash);
  }

  putSession(tokenHash: string, entry: CachedSession, readAtGeneration: number): void {
    if (readAtGeneration !== this.generation) return;
    this.bound(this.sessions);
    this.sessions.set(tokenHash, entry);
    this.index(entry.user.id, `s:${tokenHash}`);
  }

  getProfile(userId: number, managedUserId: number | undefined): TProfile | undefined {
    return this.profiles.get(`${userId}:${managedUserId ?? ''}`);
  }

  putProfile(
    userId: number,
    managedUserId: number | undefined,
    profile: TProfile,
    readAtGeneration: number,
  ): void {
    if (readAtGeneration !== this.generation) return;
    const key = `${userId}:${managedUserId ?? ''}`;
    this.bound(this.profiles);
    this.profiles.set(key, profile);
    this.index(userId, `p:${key}`);
    if (managedUserId) this.index(managedUserId, `p:${key}`);
  }

  forgetUser(userId: number): void {
    this.generation++;
    for (const key of this.keysByUser.get(userId) ?? []) {
      if (key.startsWith('s:')) this.sessions.delete(key.slice(2));
      else this.profiles.delete(key.slice(2));
    }
    this.keysByUser.delete(userId);
  }

  private index(userId: number, key: string): void {
    const keys = this.keysByUser.get(userId) ?? new Set<string>();
    keys.add(key);
    this.keysByUser.set(userId, keys);
  }

  /** Forgetting everything is always safe; it only costs a database read per session. */
  forgetAll(): void {
    this.generation++;
    this.sessions.clear();
    this.profiles.clear();
    this.keysByUser.clear();
  }

  private bound(map: Map<string, unknown>): void {
    if (map.size >= MAX_ENTRIES) this.forgetAll();
  }
}

/** An AuthCache kept true by the database's `auth_change` notifications; none on a shared PostgreSQL. */
export async function createAuthCache(
  db: Db,
): Promise<{ cache: AuthCache | null; stop: () => Promise<void> }> {
  if (db.kind !== 'pglite') return { cache: null, stop: async () => {} };
  const cache = new AuthCache();
  const stop = await db.listen('auth_change', (payload) => cache.forgetUser(Number(payload)), {
    // Changes made while the connection was down were never announced.
    onReconnect: () => cache.forgetAll(),
  });
  return { cache, stop };
}
