import type { TProfile } from '@portal/contracts/api/auth';
import { describe, expect, it } from 'vitest';
import type { SessionRow, UserRow } from '../modules/auth/queries.ts';
import { AuthCache } from './auth-cache.ts';

const user = { id: 7 } as UserRow;
const session = { id: 1, user_id: 7, idle_seconds: 0, age_seconds: 0 } as SessionRow;
const profile = { user_id: 7 } as TProfile;

/** A cache on a clock the test moves. */
function cacheAt(ttlMs = 5000) {
  const clock = { now: 1_000_000 };
  return { cache: new AuthCache(ttlMs, () => clock.now), clock };
}

describe('AuthCache', () => {
  it('keeps what was read when nothing changed during the read', () => {
    const { cache } = cacheAt();
    const ticket = cache.beginRead();
    cache.putSession('h', { session, user, loadedAt: 0 }, ticket);
    cache.putProfile(7, undefined, profile, ticket);
    expect(cache.getSession('h')?.user.id).toBe(7);
    expect(cache.getProfile(7, undefined)).toBe(profile);
  });

  it('drops a read that a change overtook, so a stale row is never served', () => {
    const { cache } = cacheAt();
    const ticket = cache.beginRead();
    cache.forgetUser(7); // the change's notification arrives while the read is in flight
    cache.putSession('h', { session, user, loadedAt: 0 }, ticket);
    cache.putProfile(7, undefined, profile, ticket);
    expect(cache.getSession('h')).toBeUndefined();
    expect(cache.getProfile(7, undefined)).toBeUndefined();
  });

  it('forgets a user everywhere, including profiles that describe them as the managed user', () => {
    const { cache } = cacheAt();
    cache.putSession('h', { session, user, loadedAt: 0 }, cache.beginRead());
    cache.putProfile(1, 7, { user_id: 1 } as TProfile, cache.beginRead());
    cache.putProfile(8, undefined, { user_id: 8 } as TProfile, cache.beginRead());
    cache.forgetUser(7);
    expect(cache.getSession('h')).toBeUndefined();
    expect(cache.getProfile(1, 7)).toBeUndefined();
    expect(cache.getProfile(8, undefined)?.user_id).toBe(8);
  });

  it('serves an entry for at most the TTL counted from the start of the read, even with no notification', () => {
    const { cache, clock } = cacheAt(5000);
    const ticket = cache.beginRead();
    clock.now += 1000; // the read took a second
    cache.putSession('h', { session, user, loadedAt: clock.now }, ticket);
    cache.putProfile(7, undefined, profile, ticket);
    clock.now += 3999;
    expect(cache.getSession('h')).toBeDefined();
    expect(cache.getProfile(7, undefined)).toBe(profile);
    clock.now += 1;
    expect(cache.getSession('h')).toBeUndefined();
    expect(cache.getProfile(7, undefined)).toBeUndefined();
  });

  it('does not keep a read that took longer than the TTL', () => {
    const { cache, clock } = cacheAt(5000);
    const ticket = cache.beginRead();
    clock.now += 5000;
    cache.putSession('h', { session, user, loadedAt: clock.now }, ticket);
    expect(cache.getSession('h')).toBeUndefined();
  });

  it('forgetAll drops everything, and reads in flight at that moment are not kept', () => {
    const { cache } = cacheAt();
    cache.putSession('h', { session, user, loadedAt: 0 }, cache.beginRead());
    const inFlight = cache.beginRead();
    cache.forgetAll();
    cache.putProfile(7, undefined, profile, inFlight);
    expect(cache.getSession('h')).toBeUndefined();
    expect(cache.getProfile(7, undefined)).toBeUndefined();
  });
});
