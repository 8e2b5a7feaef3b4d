import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { http } from '@/shared/api/http-client';
import { sessionStore } from '@/shared/session/session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
});

describe('http client and replaced keys', () => {
  it('a 401 for a key the device has since replaced is sent again with the new key, without logging out', async () => {
    sessionStore.setToken('old-key');
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const auth = new Headers(init.headers).get('Authorization') ?? '';
        seen.push(auth);
        if (auth === 'Token old-key') {
          // The password change answered a new key while this call was in flight.
          sessionStore.setToken('new-key');
          return json(401, { detail: 'Invalid token.' });
        }
        return json(200, { unseen_count: 2 });
      }),
    );
    await expect(http.get('/notifications/stats/')).resolves.toEqual({ unseen_count: 2 });
    expect(seen).toEqual(['Token old-key', 'Token new-key']);
    expect(sessionStore.get().token).toBe('new-key');
  });

  it('a 401 for the key the device still holds is an error (the catalogue logs out)', async () => {
    sessionStore.setToken('current-key');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { detail: 'Invalid token.' })),
    );
    await expect(http.get('/profiles/my/', { errors: { mode: 'silent' } })).rejects.toBeInstanceOf(ApiError);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });
});
