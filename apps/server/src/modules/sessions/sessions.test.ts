import { ACTIVITY_TYPES } from '@portal/contracts/api/account-settings';
import { NEW_DEVICE_EMAIL, SESSION_TEXTS } from '@portal/contracts/api/sessions';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { sha256 } from '../../security/tokens.ts';
import { call, codeIn, confirmActionWithCode, signInStaff } from '../../testing/http.ts';
import { newUserWithMobile } from '../../testing/second-factors.ts';
import { SoftwarePasskey } from '../../testing/software-authenticator.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const HOME = '203.0.113.10';
const ELSEWHERE = '198.51.100.77';

let seq = 0;
/** A user of its own who has never signed in (no mobile: no second factor is asked). */
async function newUser(options: { phone?: string } = {}): Promise<{ id: number; email: string }> {
  const email = `devices-${++seq}@demo.test`;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, login_two_factor_auth_enabled)
     SELECT $1, password_hash, 'Dana', 'Device', $2::text, $2::text IS NOT NULL FROM users WHERE email = 'investor@demo.test'
     RETURNING id`,
    [email, options.phone ?? null],
  );
  return { id: row!.id, email };
}

const device = (userAgent: string, ip: string) => ({ headers: { 'user-agent': userAgent }, ip });

/** Signs in with the password from a device; answers the session's key. */
async function signInFrom(email: string, from: { headers: Record<string, string>; ip: string }) {
  const res = await call(t.app, '/api/auth/login/', { body: { email, password: DEMO_PASSWORD }, ...from });
  expect(res.status, res.text).toBe(200);
  return res.json.key as string;
}

const alertsTo = (email: string) =>
  t.db.query<{ body: string }>(`SELECT body FROM outbox WHERE recipient = $1 AND subject = $2 ORDER BY id`, [
    email,
    NEW_DEVICE_EMAIL.subject,
  ]);

const actionsOf = async (userId: number) =>
  (
    await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      'SELECT action, detail FROM activity_log WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).filter((row) => row.action === 'new_device_sign_in' || row.action === 'session_ended');

const endLinkIn = (body: string) => {
  const match = body.match(/https?:\/\/\S+\/sessions\/end\/([A-Za-z0-9_-]+)\//);
  if (!match) throw new Error(`no end link in ${body}`);
  return { url: match[0], key: match[1]! };
};

const sessionIdOf = async (token: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM sessions WHERE token_hash = $1', [sha256(token)]))[0]!.id;

const profile = (token: string) => call(t.app, '/api/profiles/my/', { token });

describe('new-device alerts', () => {
  it('sends nothing at the first sign-in, nor from a known device and address', async () => {
    const user = await newUser();
    await signInFrom(user.email, device(CHROME_WINDOWS, HOME));
    await signInFrom(user.email, device(CHROME_WINDOWS, HOME));
    expect(await alertsTo(user.email)).toEqual([]);
    expect(await actionsOf(user.id)).toEqual([]);
  });

  it('e-mails a sign-in from a new browser: device, address, Sydney time and a link that ends it', async () => {
    const user = await newUser();
    await signInFrom(user.email, device(CHROME_WINDOWS, HOME));
    const token = await signInFrom(user.email, device(FIREFOX_MAC, HOME));

    const [alert, ...more] = await alertsTo(user.email);
    expect(more).toEqual([]);
    expect(alert!.body).toContain('Device: Firefox on macOS');
    expect(alert!.body).toContain(`Address: ${HOME}`);
    expect(alert!.body).toMatch(/When: \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} AE[DS]T/);
    const link = endLinkIn(alert!.body);
    expect(link.url).toBe(`${t.config.publicUrl}/sessions/end/${link.key}/`);
    // Only the key's hash is kept, on the session the e-mail is about.
    const [session] = await t.db.query<{ end_key_hash: string; user_agent: string; ip: string }>(
      'SELECT end_key_hash, user_agent, ip FROM sessions WHERE token_hash = $1',
      [sha256(token)],
    );
    expect(session).toEqual({ end_key_hash: sha256(link.key), user_agent: FIREFOX_MAC, ip: HOME });
    expect(await actionsOf(user.id)).toEqual([
      {
        action: 'new_device_sign_in',
        detail: expect.objectContaining({ device: 'Firefox on macOS', new_device: true, new_address: false }),
      },
    ]);
    expect(ACTIVITY_TYPES.new_device_sign_in).toBe('Signed in from a new device or address');
  });

  it('e-mails a sign-in from a known browser at a new address', async () => {
    const user = await newUser();
    await signInFrom(user.email, device(CHROME_WINDOWS, HOME));
    await signInFrom(user.email, device(CHROME_WINDOWS, ELSEWHERE));
    const alerts = await alertsTo(user.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain('Device: Chrome on Windows');
    expect(alerts[0]!.body).toContain(`Address: ${ELSEWHERE}`);
    // Now known: the same device and address again sends nothing.
    await signInFrom(user.email, device(CHROME_WINDOWS, ELSEWHERE));
    expect(await alertsTo(user.email)).toHaveLength(1);
  });

  it('waits for the second factor, and a sign-in that never gave it makes no device known', async () => {
    const phone = '0400700001';
    const user = await newUser({ phone });
    const confirm = async (key: string) => {
      const [sms] = await t.db.query<{ body: string }>(
        'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [phone],
      );
      const res = await call(t.app, '/api/auth/login-confirmation/', {
        token: key,
        body: { code: codeIn(sms!.body) },
      });
      expect(res.status, res.text).toBe(200);
    };
    await confirm(await signInFrom(user.email, device(CHROME_WINDOWS, HOME)));
    // The password alone, from a new browser: no session yet, no e-mail yet.
    const pending = await signInFrom(user.email, device(SAFARI_IPHONE, ELSEWHERE));
    expect(await alertsTo(user.email)).toEqual([]);
    await t.db.query('DELETE FROM rate_limits');
    // That abandoned attempt does not make the browser known: the completed sign-in is e-mailed.
    await confirm(await signInFrom(user.email, device(SAFARI_IPHONE, ELSEWHERE)));
    const alerts = await alertsTo(user.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain('Device: Safari on iPhone');
    expect((await profile(pending)).status).toBe(403);
  });
  it('e-mails a passwordless passkey sign-in from a new browser too', async () => {
    const user = await newUserWithMobile(t, 'devices-passkey@demo.test', '0400700002');
    await confirmActionWithCode(t.app, user.token, user.phone);
    const passkey = new SoftwarePasskey(t.config.publicUrl);
    const options = await call(t.app, '/api/profiles/my/second-factors/passkeys/options/', {
      token: user.token,
      body: { passwordless: true },
    });
    const added = await call(t.app, '/api/profiles/my/second-factors/passkeys/', {
      token: user.token,
      body: { name: 'Phone', passwordless: true, credential: passkey.register(options.json) },
    });
    expect(added.status, added.text).toBe(200);

    const from = device(SAFARI_IPHONE, HOME);
    const challenge = await call(t.app, '/api/auth/passkey-login/options/', { body: {}, ...from });
    const signedIn = await call(t.app, '/api/auth/passkey-login/', {
      body: { credential: passkey.assert(challenge.json) },
      ...from,
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    const alerts = await alertsTo(user.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain('Device: Safari on iPhone');
    expect(alerts[0]!.body).toContain(`Address: ${HOME}`);
  });
});

describe('the e-mailed link', () => {
  it('ends exactly that session, once, and the activity log says so', async () => {
    const user = await newUser();
    const first = await signInFrom(user.email, device(CHROME_WINDOWS, HOME));
    const second = await signInFrom(user.email, device(FIREFOX_MAC, ELSEWHERE));
    const { key } = endLinkIn((await alertsTo(user.email))[0]!.body);
    expect((await profile(second)).status).toBe(200);

    const ended = await call(t.app, '/api/auth/end-session/', { body: { key }, ip: '192.0.2.5' });
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ detail: SESSION_TEXTS.endedByLink });
    expect((await profile(second)).status).toBe(401);
    expect((await profile(first)).status).toBe(200);
    expect(await actionsOf(user.id)).toEqual([
      expect.objectContaining({ action: 'new_device_sign_in' }),
      { action: 'session_ended', detail: expect.objectContaining({ by: 'email_link' }) },
    ]);

    const again = await call(t.app, '/api/auth/end-session/', { body: { key } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: SESSION_TEXTS.endLinkInvalid });
    const unknown = await call(t.app, '/api/auth/end-session/', { body: { key: `${key}x` } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ detail: SESSION_TEXTS.endLinkInvalid });
    expect((await profile(first)).status).toBe(200);
  });

  it('is limited per address, a malformed call counted too', async () => {
    const from = { ip: '192.0.2.99' };
    for (let i = 0; i < 15; i++) {
      expect((await call(t.app, '/api/auth/end-session/', { body: { key: `k${i}` }, ...from })).status).toBe(
        400,
      );
      expect((await call(t.app, '/api/auth/end-session/', { body: {}, ...from })).status).toBe(400);
    }
    const refused = await call(t.app, '/api/auth/end-session/', { body: { key: 'k' }, ...from });
    expect(refused.status).toBe(429);
    expect(
      (await call(t.app, '/api/auth/end-session/', { body: { key: 'k' }, ip: '192.0.2.98' })).status,
    ).toBe(400);
  });
});

describe('the list of devices', () => {
  it('shows only the caller’s live sessions, this one marked, and never a token or key', async () => {
    const user = await newUser();
    const other = await newUser();
    const stale = await signInFrom(user.email, device(SAFARI_IPHONE, ELSEWHERE));
    const loggedOut = await signInFrom(user.email, device(CHROME_WINDOWS, HOME));
    const phone = await signInFrom(user.email, device(SAFARI_IPHONE, ELSEWHERE));
    const current = await signInFrom(user.email, device(FIREFOX_MAC, HOME));
    await signInFrom(other.email, device(CHROME_WINDOWS, HOME));
    await call(t.app, '/api/auth/logout/', { token: loggedOut, body: {} });
    await t.db.query(
      `UPDATE sessions SET last_activity_at = now() - make_interval(secs => $2) WHERE token_hash = $1`,
      [sha256(stale), t.config.sessionExpireAfter + 10],
    );

    const res = await call(t.app, '/api/profiles/my/sessions/', { token: current });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id: expect.any(Number),
        device: 'Firefox on macOS',
        ip: HOME,
        signed_in: expect.any(String),
        last_active: expect.any(String),
        current: true,
      },
      {
        id: expect.any(Number),
        device: 'Safari on iPhone',
        ip: ELSEWHERE,
        signed_in: expect.any(String),
        last_active: expect.any(String),
        current: false,
      },
    ]);
    expect(Date.parse(res.json[0].signed_in)).toBeGreaterThan(Date.now() - 60_000);
    expect((await profile(phone)).status).toBe(200);
  });

  it('ends one of the caller’s own sessions, logged, and answers 404 for anyone else’s', async () => {
    const user = await newUser();
    const other = await newUser();
    const phone = await signInFrom(user.email, device(SAFARI_IPHONE, ELSEWHERE));
    const current = await signInFrom(user.email, device(FIREFOX_MAC, HOME));
    const othersToken = await signInFrom(other.email, device(CHROME_WINDOWS, HOME));
    const othersSession = await sessionIdOf(othersToken);

    const foreign = await call(t.app, `/api/profiles/my/sessions/${othersSession}/`, {
      token: current,
      method: 'DELETE',
    });
    expect(foreign.status).toBe(404);
    expect((await profile(othersToken)).status).toBe(200);
    const [untouched] = await t.db.query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE id = $1',
      [othersSession],
    );
    expect(untouched!.revoked).toBe(false);
    for (const id of ['abc', '0', '99999999']) {
      const res = await call(t.app, `/api/profiles/my/sessions/${id}/`, { token: current, method: 'DELETE' });
      expect(res.status).toBe(404);
    }

    const listed = (await call(t.app, '/api/profiles/my/sessions/', { token: current })).json as Array<{
      id: number;
      current: boolean;
    }>;
    const phoneId = listed.find((s) => !s.current)!.id;
    const ended = await call(t.app, `/api/profiles/my/sessions/${phoneId}/`, {
      token: current,
      method: 'DELETE',
    });
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ detail: SESSION_TEXTS.sessionEnded });
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(current)).status).toBe(200);
    const again = await call(t.app, `/api/profiles/my/sessions/${phoneId}/`, {
      token: current,
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    expect(await actionsOf(user.id)).toContainEqual({
      action: 'session_ended',
      detail: { session_id: phoneId, by: 'activity_page' },
    });
    expect(await actionsOf(other.id)).toEqual([]);
  });

  it('ends every other session of the caller, each logged', async () => {
    const user = await newUser();
    const other = await newUser();
    const a = await signInFrom(user.email, device(SAFARI_IPHONE, ELSEWHERE));
    const b = await signInFrom(user.email, device(CHROME_WINDOWS, HOME));
    const current = await signInFrom(user.email, device(FIREFOX_MAC, HOME));
    const othersToken = await signInFrom(other.email, device(CHROME_WINDOWS, HOME));

    const res = await call(t.app, '/api/profiles/my/sessions/end-others/', { token: current, body: {} });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: SESSION_TEXTS.otherSessionsEnded, ended: 2 });
    expect((await profile(a)).status).toBe(401);
    expect((await profile(b)).status).toBe(401);
    expect((await profile(current)).status).toBe(200);
    expect((await profile(othersToken)).status).toBe(200);
    const ends = (await actionsOf(user.id)).filter((row) => row.action === 'session_ended');
    expect(ends).toHaveLength(2);
  });

  it('is refused to staff acting for a client, who cannot end the client’s sessions either', async () => {
    const user = await newUser();
    const clientToken = await signInFrom(user.email, device(CHROME_WINDOWS, HOME));
    const session = await sessionIdOf(clientToken);
    const staff = await signInStaff(t.app);
    const managed = { token: staff, headers: { 'x-managed-user-id': String(user.id) } };

    const list = await call(t.app, '/api/profiles/my/sessions/', managed);
    expect(list.status).toBe(403);
    expect(list.json).toEqual({ detail: SESSION_TEXTS.staffCannotSee });
    const end = await call(t.app, `/api/profiles/my/sessions/${session}/`, {
      ...managed,
      method: 'DELETE',
    });
    expect(end.status).toBe(403);
    const others = await call(t.app, '/api/profiles/my/sessions/end-others/', { ...managed, body: {} });
    expect(others.status).toBe(403);
    expect((await profile(clientToken)).status).toBe(200);
    expect(await actionsOf(user.id)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(t.app, '/api/profiles/my/sessions/')).status).toBe(401);
    expect((await call(t.app, '/api/profiles/my/sessions/1/', { method: 'DELETE' })).status).toBe(401);
  });
});
