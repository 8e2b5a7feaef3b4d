import { PASSWORD_MUST_BE_CHANGED_DETAIL } from '@portal/contracts/api/codes';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, confirmActionWithCode, signIn } from '../../testing/http.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();

const RESET_PHONE = '0445678901';
const NEW_PASSWORD = 'Harbour-Lantern-Quill-58!';

describe('a forced password change (reset@demo.test)', () => {
  it('refuses every other call with the catalogue’s 403 until the password is changed', async () => {
    const token = await signIn(t.app, 'reset@demo.test');
    const profile = await call(t.app, '/api/profiles/my/', { token });
    expect(profile.status).toBe(200);
    expect(profile.json.force_password_change).toBe(true);

    for (const [url, options] of [
      ['/api/accounts/?activated_in_current_application=true', {}],
      ['/api/notifications/stats/', {}],
      ['/api/profiles/my/', { method: 'PATCH', body: { login_two_factor_auth_enabled: true } }],
      ['/api/profiles/my/misc/', { method: 'PATCH', body: { marketing_opt_out: true } }],
      ['/api/profiles/my/block-access/', { body: { password: DEMO_PASSWORD } }],
    ] as const) {
      const refused = await call(t.app, url, { token, ...options });
      expect({ url, status: refused.status, json: refused.json }).toEqual({
        url,
        status: 403,
        json: { detail: PASSWORD_MUST_BE_CHANGED_DETAIL },
      });
    }

    // The session, support and the flat pages stay reachable.
    expect((await call(t.app, '/api/auth/last-activity/', { token })).status).toBe(200);
    expect((await call(t.app, '/api/auth/keep-alive/', { token })).status).toBe(200);
    expect((await call(t.app, '/api/flat-pages/', { token })).status).toBe(200);
    const support = await call(t.app, '/api/contact-us/', {
      token,
      body: { email: 'reset@demo.test', description: 'I cannot change my password.' },
    });
    expect(support.status).toBe(200);

    await confirmActionWithCode(t.app, token, RESET_PHONE);
    const changed = await call(t.app, '/api/auth/password-change/', {
      token,
      body: { old_password: DEMO_PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    const fresh = changed.json.key as string;
    expect((await call(t.app, '/api/profiles/my/', { token: fresh })).json.force_password_change).toBe(false);
    const accounts = await call(t.app, '/api/accounts/?activated_in_current_application=true', {
      token: fresh,
    });
    expect(accounts.status).toBe(200);
    expect((await call(t.app, '/api/auth/logout/', { token: fresh, body: {} })).status).toBe(200);
  });
});
