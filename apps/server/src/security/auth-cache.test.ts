import type { TProfile } from '@portal/contracts/api/auth';
import { describe, expect, it } from 'vitest';
import type { SessionRow, UserRow } from '../modules/auth/queries.ts';
import { AuthCache } from './auth-cache.ts';

const user = { id: 7 } as UserRow;
const session = { id: 1, user_id: 7, idle_seconds: 0, age_seconds: 0 } as SessionRow;
const profile = { user_id: 7 } as TProfile;

describe('AuthCache', () => {
  it('keeps what was read when nothing changed during the read', () => {
    const cache = new AuthCache();
    const generation = cache.generation;
    cache.putSession('h', { session, user, loadedAt: 0 }, generation);
    cache.putProfile(7, undefined, profile, generation);
    expect(cache.getSession('h')?.user.id).toBe(7);
    expect(cache.getProfile(7, undefined)).toBe(profile);
  });

  it('drops a read that a change overtook, so a stale row is never served', () => {
    const cache = new AuthCache();
    const generation = cache.generation;
    cache.forgetUser(7); // the change's notification arrives while the read is in flight
    cache.putSession('h', { session, user, loadedAt: 0 }, generation);
    cache.putProfile(7, undefined, profile, generation);
    expect(cache.getSession('h')).toBeUndefined();
    expect(cache.getProfile(7, undefined)).toBeUndefined();
  });

  it('forgets a user everywhere, including profiles that describe them as the managed user', () => {
    const cache = new AuthCache();
    cache.putSession('h', { session, user, loadedAt: 0 }, cache.generation);
    cache.putProfile(1, 7, { user_id: 1 } as TProfile, cache.generation);
    cache.putProfile(8, undefined, { user_id: 8 } as TProfile, cache.generation);
    cache.forgetUser(7);
    expect(cache.getSession('h')).toBeUndefined();
    expect(cache.getProfile(1, 7)).toBeUndefined();
    expect(cache.getProfile(8, undefined)?.user_id).toBe(8);
  });
});
