import { PASSKEY_MESSAGES } from '@portal/contracts/api/second-factors';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, confirmActionWithCode, lastMessageTo, signInWithCode } from '../../testing/http.ts';
import { newStaffWithMobile, newUserWithMobile } from '../../testing/second-factors.ts';
import { FLAGS, SoftwarePasskey } from '../../testing/software-authenticator.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();

const PASSKEYS = '/api/profiles/my/second-factors/passkeys/';
const notVerified = { detail: PASSKEY_MESSAGES.notVerified };

let seq = 0;
const newUser = () => {
  const n = ++seq;
  return newUserWithMobile(t, `passkey-${n}@demo.test`, `04007${String(n).padStart(5, '0')}`);
};
const login = (email: string) =>
  call(t.app, '/api/auth/login/', { body: { email, password: DEMO_PASSWORD } });
const overview = (token: string) => call(t.app, '/api/profiles/my/second-factors/', { token });

/** Asks the server for registration options and answers them with `passkey` (a fresh factor given). */
async function register(
  token: string,
  passkey: SoftwarePasskey,
  {
    name = 'Laptop',
    passwordless = false,
    flags,
  }: { name?: string; passwordless?: boolean; flags?: number } = {},
) {
  const options = await call(t.app, `${PASSKEYS}options/`, { token, body: { passwordless } });
  expect(options.status, options.text).toBe(200);
  return call(t.app, PASSKEYS, {
    token,
    body: { name, passwordless, credential: passkey.register(options.json, flags) },
  });
}

/** A new user with a mobile and one passkey, added after a fresh SMS code. */
async function userWithPasskey(options: { name?: string; passwordless?: boolean } = {}) {
  const user = await newUser();
  await confirmActionWithCode(t.app, user.token, user.phone);
  const passkey = new SoftwarePasskey(t.config.publicUrl);
  const added = await register(user.token, passkey, options);
  expect(added.status, added.text).toBe(200);
  return { ...user, passkey };
}

/** Signs in with the password and confirms with the passkey; answers the signed-in answer. */
async function signInWithPasskey(email: string, passkey: SoftwarePasskey) {
  const pending = await login(email);
  const options = await call(t.app, '/api/auth/login-confirmation/passkey/options/', {
    token: pending.json.key,
    body: {},
  });
  return call(t.app, '/api/auth/login-confirmation/passkey/', {
    token: pending.json.key,
    body: { credential: passkey.assert(options.json) },
  });
}

async function passwordless(passkey: SoftwarePasskey, flags?: number) {
  const options = await call(t.app, '/api/auth/passkey-login/options/', { body: {} });
  expect(options.status).toBe(200);
  expect(options.json.allowCredentials).toEqual([]);
  return call(t.app, '/api/auth/passkey-login/', {
    body: { credential: passkey.assert(options.json, flags) },
  });
}

describe('adding a passkey', () => {
  it('needs a fresh second factor, requires user verification, and is named, logged and e-mailed', async () => {
    const user = await newUser();
    const refused = await call(t.app, `${PASSKEYS}options/`, {
      token: user.token,
      body: { passwordless: false },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('action_confirmation_required');

    await confirmActionWithCode(t.app, user.token, user.phone);
    const options = await call(t.app, `${PASSKEYS}options/`, {
      token: user.token,
      body: { passwordless: true },
    });
    expect(options.json).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: user.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const passkey = new SoftwarePasskey(t.config.publicUrl);
    const added = await call(t.app, PASSKEYS, {
      token: user.token,
      body: { name: ' Work laptop ', passwordless: true, credential: passkey.register(options.json) },
    });
    expect(added.status, added.text).toBe(200);
    // The first app or passkey comes with backup codes, shown once.
    expect(added.json.detail).toBe(PASSKEY_MESSAGES.addedWithBackupCodes);
    expect(added.json.backup_codes).toHaveLength(10);

    const { json } = await overview(user.token);
    expect(json.passkeys).toEqual([
      {
        id: expect.any(Number),
        name: 'Work laptop',
        passwordless: true,
        created: expect.any(String),
        last_used: null,
      },
    ]);
    expect(json.backup_codes_left).toBe(10);
    const mail = await lastMessageTo(t.app, user.email);
    expect(mail?.subject).toBe('A passkey was added on your Client Portal account');
    const activities = await call(t.app, '/api/profiles/my/activities/', { token: user.token });
    expect(activities.json.results[0]).toMatchObject({
      activity_type: 'passkey_added',
      title: 'Passkey added',
    });

    // A second passkey: options exclude the first, no new backup codes, residentKey only preferred.
    const second = await call(t.app, `${PASSKEYS}options/`, {
      token: user.token,
      body: { passwordless: false },
    });
    expect(second.json.excludeCredentials).toEqual([
      { id: passkey.id, type: 'public-key', transports: ['internal'] },
    ]);
    expect(second.json.authenticatorSelection).toMatchObject({ residentKey: 'preferred' });
    const phone = await call(t.app, PASSKEYS, {
      token: user.token,
      body: {
        name: 'Phone',
        passwordless: false,
        credential: new SoftwarePasskey(t.config.publicUrl).register(second.json),
      },
    });
    expect(phone.json).toEqual({ detail: PASSKEY_MESSAGES.added, backup_codes: [] });
    expect((await overview(user.token)).json.passkeys.map((p: { name: string }) => p.name)).toEqual([
      'Work laptop',
      'Phone',
    ]);
  });

  it('refuses a passkey without user verification', async () => {
    const user = await newUser();
    await confirmActionWithCode(t.app, user.token, user.phone);
    const passkey = new SoftwarePasskey(t.config.publicUrl);
    const added = await register(user.token, passkey, { flags: FLAGS.userPresent });
    expect([added.status, added.json]).toEqual([400, notVerified]);
    expect((await overview(user.token)).json.passkeys).toEqual([]);
  });

  it('accepts each challenge once', async () => {
    const user = await newUser();
    await confirmActionWithCode(t.app, user.token, user.phone);
    const options = await call(t.app, `${PASSKEYS}options/`, {
      token: user.token,
      body: { passwordless: false },
    });
    const answer = (name: string) =>
      call(t.app, PASSKEYS, {
        token: user.token,
        body: {
          name,
          passwordless: false,
          credential: new SoftwarePasskey(t.config.publicUrl).register(options.json),
        },
      });
    expect((await answer('First')).status).toBe(200);
    expect((await answer('Replayed')).json).toEqual(notVerified);
    expect((await overview(user.token)).json.passkeys.map((p: { name: string }) => p.name)).toEqual([
      'First',
    ]);
  });
});

describe('a passkey as the second factor', () => {
  it('confirms a password sign-in, and the list shows its last use', async () => {
    const user = await userWithPasskey();
    const pending = await login(user.email);
    expect(pending.json.profile).toBeNull();
    const channels = await call(t.app, '/api/auth/second-factors/', { token: pending.json.key });
    expect(channels.json).toEqual({
      channels: ['passkey', 'sms', 'backup_code'],
      default_channel: 'passkey',
    });
    const options = await call(t.app, '/api/auth/login-confirmation/passkey/options/', {
      token: pending.json.key,
      body: {},
    });
    expect(options.json).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [{ id: user.passkey.id, type: 'public-key' }],
    });
    const confirmed = await call(t.app, '/api/auth/login-confirmation/passkey/', {
      token: pending.json.key,
      body: { credential: user.passkey.assert(options.json) },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.profile.email).toBe(user.email);
    const [listed] = (await overview(confirmed.json.key)).json.passkeys;
    expect(listed.last_used).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const activities = await call(t.app, '/api/profiles/my/activities/', { token: confirmed.json.key });
    expect(activities.json.results[0]).toMatchObject({ activity_type: 'login_two_factor_confirmed' });
  });

  it('refuses an answer without user verification, or one sent with another session', async () => {
    const user = await userWithPasskey();
    const first = await login(user.email);
    const second = await login(user.email);
    const options = await call(t.app, '/api/auth/login-confirmation/passkey/options/', {
      token: first.json.key,
      body: {},
    });
    const noUv = await call(t.app, '/api/auth/login-confirmation/passkey/', {
      token: first.json.key,
      body: { credential: user.passkey.assert(options.json, FLAGS.userPresent) },
    });
    expect([noUv.status, noUv.json]).toEqual([400, notVerified]);

    const fresh = await call(t.app, '/api/auth/login-confirmation/passkey/options/', {
      token: first.json.key,
      body: {},
    });
    const answer = user.passkey.assert(fresh.json);
    const elsewhere = await call(t.app, '/api/auth/login-confirmation/passkey/', {
      token: second.json.key,
      body: { credential: answer },
    });
    expect([elsewhere.status, elsewhere.json]).toEqual([400, notVerified]);
    // A passwordless sign-in's challenge does not confirm a session's sign-in either.
    const unbound = await call(t.app, '/api/auth/passkey-login/options/', { body: {} });
    const fromLoginPage = await call(t.app, '/api/auth/login-confirmation/passkey/', {
      token: second.json.key,
      body: { credential: user.passkey.assert(unbound.json) },
    });
    expect(fromLoginPage.json).toEqual(notVerified);
    // The challenge stays the first session's.
    const own = await call(t.app, '/api/auth/login-confirmation/passkey/', {
      token: first.json.key,
      body: { credential: answer },
    });
    expect(own.status, own.text).toBe(200);
  });

  it('refuses another user’s passkey, without touching it', async () => {
    const owner = await userWithPasskey();
    const other = await userWithPasskey();
    const pending = await login(owner.email);
    const options = await call(t.app, '/api/auth/login-confirmation/passkey/options/', {
      token: pending.json.key,
      body: {},
    });
    const refused = await call(t.app, '/api/auth/login-confirmation/passkey/', {
      token: pending.json.key,
      body: { credential: other.passkey.assert(options.json) },
    });
    expect([refused.status, refused.json]).toEqual([400, notVerified]);
    const otherSignedIn = await signInWithPasskey(other.email, other.passkey);
    expect(otherSignedIn.status).toBe(200);
  });

  it('refuses a user without a passkey', async () => {
    const user = await newUser();
    const answer = await call(t.app, '/api/auth/action-confirmation/passkey/options/', {
      token: user.token,
      body: {},
    });
    expect([answer.status, answer.json]).toEqual([
      400,
      { detail: 'This way of confirming is not set up on your account.' },
    ]);
  });
});

describe('removing a passkey', () => {
  it('needs a fresh second factor, and is logged and e-mailed; the last one takes the backup codes', async () => {
    const user = await userWithPasskey({ name: 'Old phone' });
    const signedIn = await signInWithPasskey(user.email, user.passkey);
    const token = signedIn.json.key as string;
    const [{ id }] = (await overview(token)).json.passkeys;
    const remove = () => call(t.app, `${PASSKEYS}${id}/`, { method: 'DELETE', token });
    expect((await remove()).json.code).toBe('action_confirmation_required');

    const options = await call(t.app, '/api/auth/action-confirmation/passkey/options/', { token, body: {} });
    const confirmed = await call(t.app, '/api/auth/action-confirmation/passkey/', {
      token,
      body: { credential: user.passkey.assert(options.json) },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const removed = await remove();
    expect([removed.status, removed.json]).toEqual([200, { detail: PASSKEY_MESSAGES.removed }]);
    expect((await lastMessageTo(t.app, user.email))?.subject).toBe(
      'A passkey was removed on your Client Portal account',
    );
    const activities = await call(t.app, '/api/profiles/my/activities/', { token });
    expect(activities.json.results[0]).toMatchObject({
      activity_type: 'passkey_removed',
      title: 'Passkey removed',
    });
    expect((await overview(token)).json).toMatchObject({ passkeys: [], backup_codes_left: 0 });
    expect((await call(t.app, '/api/auth/second-factors/', { token })).json.channels).toEqual(['sms']);
    expect((await remove()).status).toBe(404);
  });

  it('is refused for another user’s passkey', async () => {
    const owner = await userWithPasskey();
    const other = await userWithPasskey();
    const [{ id }] = (await overview(owner.token)).json.passkeys;
    const answer = await call(t.app, `${PASSKEYS}${id}/`, { method: 'DELETE', token: other.token });
    expect(answer.status).toBe(404);
    expect((await overview(owner.token)).json.passkeys).toHaveLength(1);
  });

  it('leaves staff at least one app or passkey', async () => {
    const email = 'passkey-staff@demo.test';
    const phone = '0400799999';
    await newStaffWithMobile(t, email, phone);
    const token = await signInWithCode(t.app, email, phone);
    await confirmActionWithCode(t.app, token, phone);
    expect((await register(token, new SoftwarePasskey(t.config.publicUrl), { name: 'Key A' })).status).toBe(
      200,
    );
    const [keyA] = (await overview(token)).json.passkeys;
    const last = await call(t.app, `${PASSKEYS}${keyA.id}/`, { method: 'DELETE', token });
    expect([last.status, last.json]).toEqual([
      400,
      {
        detail: 'Staff must keep an authenticator app or a passkey. Add another before you remove this one.',
      },
    ]);
    expect((await register(token, new SoftwarePasskey(t.config.publicUrl), { name: 'Key B' })).status).toBe(
      200,
    );
    const one = await call(t.app, `${PASSKEYS}${keyA.id}/`, { method: 'DELETE', token });
    expect(one.status).toBe(200);
    expect((await overview(token)).json.passkeys.map((p: { name: string }) => p.name)).toEqual(['Key B']);
  });

  it('leaves staff one passkey when two removals are sent at once', async () => {
    const email = 'passkey-staff-race@demo.test';
    const phone = '0400799998';
    await newStaffWithMobile(t, email, phone);
    const token = await signInWithCode(t.app, email, phone);
    await confirmActionWithCode(t.app, token, phone);
    for (const name of ['Key A', 'Key B']) {
      expect((await register(token, new SoftwarePasskey(t.config.publicUrl), { name })).status).toBe(200);
    }
    const ids = (await overview(token)).json.passkeys.map((p: { id: number }) => p.id) as number[];
    const answers = await Promise.all(
      ids.map((id) => call(t.app, `${PASSKEYS}${id}/`, { method: 'DELETE', token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await overview(token)).json.passkeys).toHaveLength(1);
  });
});

describe('passwordless sign-in', () => {
  it('signs in with a passkey chosen for it: a full session, in the activity log', async () => {
    const user = await userWithPasskey({ name: 'Phone', passwordless: true });
    const signedIn = await passwordless(user.passkey);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json.profile.email).toBe(user.email);
    const token = signedIn.json.key as string;
    expect((await call(t.app, '/api/profiles/my/', { token })).status).toBe(200);
    const activities = await call(t.app, '/api/profiles/my/activities/', { token });
    expect(activities.json.results[0]).toMatchObject({ activity_type: 'login', title: 'Signed in' });
    expect((await overview(token)).json.passkeys[0].last_used).not.toBeNull();
  });

  it('refuses a passkey not chosen for it, and one without user verification', async () => {
    const second = await userWithPasskey({ passwordless: false });
    const refused = await passwordless(second.passkey);
    expect([refused.status, refused.json]).toEqual([400, { detail: PASSKEY_MESSAGES.notForPasswordless }]);
    const chosen = await userWithPasskey({ passwordless: true });
    const noUv = await passwordless(chosen.passkey, FLAGS.userPresent);
    expect([noUv.status, noUv.json]).toEqual([400, notVerified]);
    const unknown = await passwordless(new SoftwarePasskey(t.config.publicUrl));
    expect(unknown.json).toEqual(notVerified);
  });

  it('is limited per address, as password sign-ins are', async () => {
    const stranger = new SoftwarePasskey(t.config.publicUrl);
    const options = await call(t.app, '/api/auth/passkey-login/options/', { body: {}, ip: '203.0.113.9' });
    const attempt = () =>
      call(t.app, '/api/auth/passkey-login/', {
        body: { credential: stranger.assert(options.json) },
        ip: '203.0.113.9',
      });
    for (let i = 0; i < t.config.loginsPerAddress; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.json.detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it('refuses a blocked account, as a password sign-in does', async () => {
    const user = await userWithPasskey({ passwordless: true });
    await t.db.query(`UPDATE users SET blocked_status = 'permanent_blocked' WHERE email = $1`, [user.email]);
    const refused = await passwordless(user.passkey);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      detail: 'Your account is blocked. Please contact support.',
      extra: { code: 'permanent_blocked' },
    });
  });

  it('keeps a forced password change', async () => {
    const user = await userWithPasskey({ passwordless: true });
    await t.db.query(`UPDATE users SET force_password_change = true WHERE email = $1`, [user.email]);
    const signedIn = await passwordless(user.passkey);
    expect(signedIn.status).toBe(200);
    const elsewhere = await call(t.app, '/api/profiles/my/second-factors/', { token: signedIn.json.key });
    expect(elsewhere.status).toBe(403);
  });
});
