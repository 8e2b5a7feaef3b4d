import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { appCode } from '../../testing/app-codes.ts';
import { call, confirmActionWithCode, lastMessageTo, signInWithCode } from '../../testing/http.ts';
import { enrolApp as enrol, newStaffWithMobile, newUserWithMobile } from '../../testing/second-factors.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();

let seq = 0;
const newUser = () => {
  const n = ++seq;
  return newUserWithMobile(t, `app-${n}@demo.test`, `04008${String(n).padStart(5, '0')}`);
};
const enrolApp = (user: { token: string; phone: string }) => enrol(t, user, -1);

const login = (email: string) =>
  call(t.app, '/api/auth/login/', { body: { email, password: DEMO_PASSWORD } });

describe('authenticator app enrolment', () => {
  it('needs a fresh second factor, shows the secret as QR code and text, and keeps it encrypted', async () => {
    const user = await newUser();
    const refused = await call(t.app, '/api/profiles/my/second-factors/totp/', {
      token: user.token,
      body: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('action_confirmation_required');

    await confirmActionWithCode(t.app, user.token, user.phone);
    const started = await call(t.app, '/api/profiles/my/second-factors/totp/', {
      token: user.token,
      body: {},
    });
    expect(started.status).toBe(200);
    expect(started.json.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(started.json.otpauth_uri).toContain(`secret=${started.json.secret}`);
    expect(started.json.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.json.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    const [stored] = await t.db.query<{ secret_ciphertext: string }>(
      `SELECT secret_ciphertext FROM totp_authenticators t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [user.email],
    );
    expect(stored!.secret_ciphertext).toMatch(/^v1\./);
    expect(stored!.secret_ciphertext).not.toContain(started.json.secret);

    // Not yet a factor: the sign-in is as before until a first code confirms the app.
    expect((await call(t.app, '/api/auth/second-factors/', { token: user.token })).json.channels).toEqual([
      'sms',
    ]);
    const wrong = await call(t.app, '/api/profiles/my/second-factors/totp/confirm/', {
      token: user.token,
      body: { code: '000000' === (await appCode(started.json.secret)) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toEqual(['The code is not valid.']);

    const confirmed = await call(t.app, '/api/profiles/my/second-factors/totp/confirm/', {
      token: user.token,
      body: { code: await appCode(started.json.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.backup_codes).toHaveLength(10);
    expect(new Set(confirmed.json.backup_codes).size).toBe(10);
    const mail = await lastMessageTo(t.app, user.email);
    expect(mail?.subject).toBe('An authenticator app was set up on your Client Portal account');
    expect(mail?.body).not.toContain(started.json.secret);
    const activities = await call(t.app, '/api/profiles/my/activities/', { token: user.token });
    expect(activities.json.results[0]).toMatchObject({
      activity_type: 'authenticator_app_added',
      title: 'Authenticator app set up',
    });
    const overview = await call(t.app, '/api/profiles/my/second-factors/', { token: user.token });
    expect(overview.json).toMatchObject({ sms: true, totp: true, backup_codes_left: 10, passkeys: [] });
  });
});

describe('signing in with an authenticator app', () => {
  it('asks for the app code instead of sending an SMS, and accepts each code once', async () => {
    const user = await newUser();
    const { secret } = await enrolApp(user);
    const smsBefore = await lastMessageTo(t.app, user.phone);

    const first = await login(user.email);
    expect(first.json.profile).toBeNull();
    expect(await lastMessageTo(t.app, user.phone)).toEqual(smsBefore);
    const channels = await call(t.app, '/api/auth/second-factors/', { token: first.json.key });
    expect(channels.json).toEqual({ channels: ['totp', 'sms', 'backup_code'], default_channel: 'totp' });
    expect((await call(t.app, '/api/profiles/my/', { token: first.json.key })).json.code).toBe(
      'login_2fa_required',
    );

    const code = await appCode(secret, 1);
    const confirmed = await call(t.app, '/api/auth/login-confirmation/totp/', {
      token: first.json.key,
      body: { code },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.profile.email).toBe(user.email);

    const second = await login(user.email);
    const replayed = await call(t.app, '/api/auth/login-confirmation/totp/', {
      token: second.json.key,
      body: { code },
    });
    expect(replayed.status).toBe(400);
    expect(replayed.json.code).toEqual([
      'This code has already been used. Please wait for the next code in your app.',
    ]);
    // The SMS code stays available on request.
    const sms = await call(t.app, '/api/auth/two-factor-authentication/request/', {
      token: second.json.key,
      body: { channel: 'sms' },
    });
    expect(sms.status).toBe(200);
  });

  it('limits wrong codes like SMS codes: after five, even the right one is refused for a while', async () => {
    const user = await newUser();
    const { secret } = await enrolApp(user);
    const pending = await login(user.email);
    const right = await appCode(secret, 1);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const answer = await call(t.app, '/api/auth/login-confirmation/totp/', {
        token: pending.json.key,
        body: { code: wrong },
      });
      expect(answer.status).toBe(400);
    }
    const refused = await call(t.app, '/api/auth/login-confirmation/totp/', {
      token: pending.json.key,
      body: { code: right },
    });
    expect(refused.status).toBe(429);
    expect(refused.json.detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it('refuses a channel the user has not set up', async () => {
    const user = await newUser();
    const answer = await call(t.app, '/api/auth/action-confirmation/totp/', {
      token: user.token,
      body: { code: '123456' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.detail).toBe('This way of confirming is not set up on your account.');
  });
});

describe('confirming a protected action with the app', () => {
  it('opens security settings for ten minutes, and removing the app needs it', async () => {
    const user = await newUser();
    const { secret } = await enrolApp(user);
    const pending = await login(user.email);
    const signedIn = await call(t.app, '/api/auth/login-confirmation/totp/', {
      token: pending.json.key,
      body: { code: await appCode(secret) },
    });
    const token = signedIn.json.key as string;
    const schema = () => call(t.app, '/api/auth/security-schema/?resource=two_factor', { token });
    expect((await schema()).json).toMatchObject({ two_factor_required_for_write: true, confirmed: false });
    const remove = () => call(t.app, '/api/profiles/my/second-factors/totp/', { method: 'DELETE', token });
    expect((await remove()).json.code).toBe('action_confirmation_required');

    const confirmed = await call(t.app, '/api/auth/action-confirmation/totp/', {
      token,
      body: { code: await appCode(secret, 1) },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await schema()).json.confirmed).toBe(true);
    const removed = await remove();
    expect(removed.status).toBe(200);
    expect((await lastMessageTo(t.app, user.email))?.subject).toBe(
      'An authenticator app was removed on your Client Portal account',
    );
    expect((await call(t.app, '/api/auth/second-factors/', { token })).json.channels).toEqual(['sms']);
  });
});

describe('staff with an authenticator app', () => {
  it('use it at every sign-in: the SMS code is neither sent nor accepted', async () => {
    const email = 'app-staff@demo.test';
    const phone = '0400899999';
    await newStaffWithMobile(t, email, phone);
    const { secret } = await enrol(t, { token: await signInWithCode(t.app, email, phone), phone }, -1);

    const pending = await login(email);
    const token = pending.json.key as string;
    expect((await call(t.app, '/api/auth/second-factors/', { token })).json.channels).toEqual([
      'totp',
      'backup_code',
    ]);
    const notSetUp = { detail: 'This way of confirming is not set up on your account.' };
    const sms = await call(t.app, '/api/auth/two-factor-authentication/request/', {
      token,
      body: { channel: 'sms' },
    });
    expect([sms.status, sms.json]).toEqual([400, notSetUp]);
    const bySms = await call(t.app, '/api/auth/login-confirmation/', { token, body: { code: '123456' } });
    expect([bySms.status, bySms.json]).toEqual([400, notSetUp]);
    const byApp = await call(t.app, '/api/auth/login-confirmation/totp/', {
      token,
      body: { code: await appCode(secret) },
    });
    expect(byApp.status).toBe(200);
    expect((await call(t.app, '/api/staff/clients/', { token: byApp.json.key })).status).toBe(200);
  });
});
