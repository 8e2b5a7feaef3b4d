import type { TProfile } from '@portal/contracts/api/auth';
import type { Db } from '../db/client.ts';
/**
 * What the cache needs of a session it keeps: whose changes forget it. The auth module decides the rest
 * (the core knows nothing of its tables).
 */
export type SessionEntry = { user: { id: number } };

/** Taken before a database read; what was read is kept only if the ticket is still good when it lands. */
export type ReadTicket = { generation: number; startedAt: number };

/** `userIds`: whose change forgets the entry (the index is pruned with the entry when it expires). */
type Entry<T> = { value: T; expiresAt: number; userIds: number[] };

const MAX_ENTRIES = 20_000;

/**
 * What every request needs (its session, and the profile most pages read first), kept in memory so a
 * call does not wait on the database for it. Kept true by the `auth_change` notification that
 * triggers raise on users, sessions, permissions and details (migration 002 and later):
 * - PGlite lives in this process and delivers it before the statement that changed the row resolves;
 * - PostgreSQL delivers it to every instance shortly after the commit. A notification can be late or,
 *   while the listening connection is down, lost: every entry therefore also expires `ttlMs` after the
 *   read that filled it started, which bounds how long any change can go unseen.
 */
export class AuthCache<Session extends SessionEntry = SessionEntry & Record<string, unknown>> {
  private readonly sessions = new Map<string, Entry<Session>>();
  private readonly profiles = new Map<string, Entry<TProfile>>();
  private readonly keysByUser = new Map<number, Set<string>>();
  /**
   * Counts forgets. A reader notes it before reading the database and stores what it read only if no
   * forget came in between, so a change that lands during the read is never hidden by a stale entry.
   */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  beginRead(): ReadTicket {
    return { generation: this.generation, startedAt: this.now() };
  }

  getSession(tokenHash: string): Session | undefined {
    return this.fresh(this.sessions, tokenHash, 's:');
  }

  putSession(tokenHash: string, entry: Session, ticket: ReadTicket): void {
    if (!this.accepts(ticket)) return;
    this.bound(this.sessions);
    const userIds = [entry.user.id];
    this.sessions.set(tokenHash, { value: entry, expiresAt: ticket.startedAt + this.ttlMs, userIds });
    this.index(userIds, `s:${tokenHash}`);
  }

  getProfile(userId: number, managedUserId: number | undefined): TProfile | undefined {
    return this.fresh(this.profiles, `${userId}:${managedUserId ?? ''}`, 'p:');
  }

  putProfile(userId: number, managedUserId: number | undefined, profile: TProfile, ticket: ReadTicket): void {
    if (!this.accepts(ticket)) return;
    const key = `${userId}:${managedUserId ?? ''}`;
    this.bound(this.profiles);
    const userIds = managedUserId ? [userId, managedUserId] : [userId];
    this.profiles.set(key, { value: profile, expiresAt: ticket.startedAt + this.ttlMs, userIds });
    this.index(userIds, `p:${key}`);
  }

  forgetUser(userId: number): void {
    this.generation++;
    for (const key of this.keysByUser.get(userId) ?? []) {
      if (key.startsWith('s:')) this.sessions.delete(key.slice(2));
      else this.profiles.delete(key.slice(2));
    }
    this.keysByUser.delete(userId);
  }

  /**
   * Forgets everything. Always safe (it only costs database reads); called when notifications may have
   * been missed (the listening connection came back) and after this instance changed something.
   */
  forgetAll(): void {
    this.generation++;
    this.sessions.clear();
    this.profiles.clear();
    this.keysByUser.clear();
  }

  private accepts(ticket: ReadTicket): boolean {
    return ticket.generation === this.generation && ticket.startedAt + this.ttlMs > this.now();
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string, kind: 's:' | 'p:'): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    map.delete(key);
    for (const userId of entry.userIds) {
      const keys = this.keysByUser.get(userId);
      keys?.delete(kind + key);
      if (keys?.size === 0) this.keysByUser.delete(userId);
    }
    return undefined;
  }

  private index(userIds: number[], key: string): void {
    for (const userId of userIds) {
      const keys = this.keysByUser.get(userId) ?? new Set<string>();
      keys.add(key);
      this.keysByUser.set(userId, keys);
    }
  }

  private bound(map: Map<string, unknown>): void {
    if (map.size >= MAX_ENTRIES) this.forgetAll();
  }
}

/**
 * An AuthCache kept true by the database's `auth_change` notifications; none when `ttlMs` is 0.
 * When the listening connection is re-established, `cache.forgetAll()` must be called, since
 * notifications sent while it was down are lost.
 */
export async function createAuthCache<Session extends SessionEntry>(
  db: Db,
  ttlMs: number,
): Promise<{ cache: AuthCache<Session> | null; stop: () => Promise<void> }> {
  if (ttlMs <= 0) return { cache: null, stop: async () => {} };
  const cache = new AuthCache<Session>(ttlMs);
  const stop = await db.listen(
    'auth_change',
    (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) cache.forgetUser(userId);
      else cache.forgetAll();
    },
    // Changes made while the listening connection was down were never announced.
    { onReconnect: () => cache.forgetAll() },
  );
  // Anything read before the listener was in place may have missed a change.
  cache.forgetAll();
  return { cache, stop };
}
