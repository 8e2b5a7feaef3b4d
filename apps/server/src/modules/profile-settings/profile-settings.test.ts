import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import {
  call,
  codeIn,
  confirmActionWithCode,
  lastMessageTo,
  signIn,
  signInStaff,
} from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

let phoneSeq = 300;
/**
 * A user of its own for a test (the demo password), with a mobile number, signed in with the code of the
 * security schema confirmed, as the settings pages do before a change.
 */
async function newUser(email: string, options: { twoFactor?: boolean } = {}) {
  const phone = `0400000${phoneSeq++}`;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, login_two_factor_auth_enabled)
     SELECT $1, password_hash, 'Casey', 'Change', $2, $3 FROM users WHERE email = 'investor@demo.test' RETURNING id`,
    [email, phone, options.twoFactor ?? false],
  );
  const token = await signIn(t.app, email);
  await confirmActionWithCode(t.app, token, phone);
  return { id: row!.id, phone, token };
}

const profileOf = async (token: string) => (await call(t.app, '/api/profiles/my/', { token })).json;
const linkKey = (text: string | undefined) => {
  const match = text?.match(/\/account\/confirm-email\/\?key=([\w-]+)/);
  if (!match) throw new Error(`no link in ${text}`);
  return match[1]!;
};
const staffAs = async (userId: number) => ({
  token: await signInStaff(t.app),
  headers: { 'x-managed-user-id': String(userId) },
});

describe('PATCH /api/profiles/my/ (login two-factor)', () => {
  it('enabling ends every session; the next sign-in asks for the SMS code', async () => {
    const user = await newUser('twofa-on@demo.test');
    const other = await signIn(t.app, 'twofa-on@demo.test');
    const res = await call(t.app, '/api/profiles/my/', {
      method: 'PATCH',
      token: user.token,
      body: { login_two_factor_auth_enabled: true },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      detail: 'Login Two-Factor Authentication setting was enabled. You will be logged out now.',
      login_two_factor_auth_enabled: true,
      logged_out: true,
    });
    expect((await call(t.app, '/api/profiles/my/', { token: user.token })).status).toBe(401);
    expect((await call(t.app, '/api/profiles/my/', { token: other })).status).toBe(401);

    const login = await call(t.app, '/api/auth/login/', {
      body: { email: 'twofa-on@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.json.profile).toBeNull();
    const code = codeIn((await lastMessageTo(t.app, user.phone))?.body);
    const confirmed = await call(t.app, '/api/auth/login-confirmation/', {
      token: login.json.key,
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.profile.login_two_factor_auth_enabled).toBe(true);
    const mail = await lastMessageTo(t.app, 'twofa-on@demo.test');
    expect(mail?.subject).toBe('Login two-factor authentication enabled');
  });

  it('disabling keeps the session and is logged; a wrong type is refused', async () => {
    const user = await newUser('twofa-off@demo.test', { twoFactor: false });
    await t.db.query('UPDATE users SET login_two_factor_auth_enabled = true WHERE id = $1', [user.id]);
    const res = await call(t.app, '/api/profiles/my/', {
      method: 'PATCH',
      token: user.token,
      body: { login_two_factor_auth_enabled: false },
    });
    expect(res.json.logged_out).toBe(false);
    expect((await profileOf(user.token)).login_two_factor_auth_enabled).toBe(false);
    const bad = await call(t.app, '/api/profiles/my/', {
      method: 'PATCH',
      token: user.token,
      body: { login_two_factor_auth_enabled: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json)).toEqual(['login_two_factor_auth_enabled']);
  });

  it('refuses staff acting for a client and a non-staff managed-user header', async () => {
    const user = await newUser('twofa-staff@demo.test');
    const staff = await staffAs(user.id);
    const res = await call(t.app, '/api/profiles/my/', {
      method: 'PATCH',
      ...staff,
      body: { login_two_factor_auth_enabled: true },
    });
    expect(res.status).toBe(403);
    const other = await newUser('twofa-intruder@demo.test');
    const intruder = await call(t.app, '/api/profiles/my/', {
      method: 'PATCH',
      token: other.token,
      headers: { 'x-managed-user-id': String(user.id) },
      body: { login_two_factor_auth_enabled: true },
    });
    expect(intruder.status).toBe(403);
    const [row] = await t.db.query('SELECT login_two_factor_auth_enabled AS on FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row).toEqual({ on: false });
  });
});

describe('PATCH /api/profiles/my/misc/', () => {
  it('changes only the caller’s marketing choice; another user’s id in the header is refused', async () => {
    const a = await newUser('misc-a@demo.test');
    const b = await newUser('misc-b@demo.test');
    const res = await call(t.app, '/api/profiles/my/misc/', {
      method: 'PATCH',
      token: a.token,
      body: { marketing_opt_out: true },
    });
    expect(res.json).toEqual({ detail: 'Your settings were successfully changed', marketing_opt_out: true });
    expect((await profileOf(a.token)).marketing_opt_out).toBe(true);
    expect((await profileOf(b.token)).marketing_opt_out).toBe(false);
    const refused = await call(t.app, '/api/profiles/my/misc/', {
      method: 'PATCH',
      token: a.token,
      headers: { 'x-managed-user-id': String(b.id) },
      body: { marketing_opt_out: true },
    });
    expect(refused.status).toBe(403);
    expect((await profileOf(b.token)).marketing_opt_out).toBe(false);
  });
});

describe('change e-mail by link', () => {
  it('refuses a wrong password on the password field, like block account, and sends nothing', async () => {
    const user = await newUser('email-wrong@demo.test');
    const res = await call(t.app, '/api/profiles/my/change-email-address/', {
      token: user.token,
      body: { new_email: 'never@demo.test', password: 'Wrong-password-1!', confirmation_type: 'link' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ password: ['Your password was entered incorrectly. Please enter it again.'] });
    expect(await lastMessageTo(t.app, 'never@demo.test')).toBeUndefined();
    const invalid = await call(t.app, '/api/profiles/my/change-email-address/', {
      token: user.token,
      body: { new_email: 'nope', password: '', confirmation_type: 'code' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.new_email).toEqual(['Email format is not valid']);
    expect(invalid.json.password).toEqual(['This field is required']);
  });

  it('sends a link to the new address; the e-mail changes only when it is opened; the old one is told', async () => {
    const user = await newUser('email-old@demo.test');
    const res = await call(t.app, '/api/profiles/my/change-email-address/', {
      token: user.token,
      body: { new_email: 'email-new@demo.test', password: DEMO_PASSWORD, confirmation_type: 'link' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      detail: 'We have sent a confirmation link to your new e-mail address.',
      new_email: 'email-new@demo.test',
    });
    expect((await profileOf(user.token)).email).toBe('email-old@demo.test');

    const resend = await call(t.app, '/api/profiles/my/resend-email-confirmation/', {
      token: user.token,
      method: 'POST',
    });
    expect(resend.json.new_email).toBe('email-new@demo.test');
    const mail = await lastMessageTo(t.app, 'email-new@demo.test');
    expect(mail?.body).toContain('http://localhost:3000/account/confirm-email/?key=');
    const confirmed = await call(t.app, '/api/profiles/my/confirm-email-address-by-link/', {
      body: { key: linkKey(mail?.body) },
    });
    expect(confirmed.json).toEqual({ detail: 'Your e-mail address has been changed.' });
    expect((await profileOf(user.token)).email).toBe('email-new@demo.test');
    const notice = await lastMessageTo(t.app, 'email-old@demo.test');
    expect(notice?.subject).toBe('Your e-mail address was changed');
    expect(notice?.body).not.toContain('email-new');

    const again = await call(t.app, '/api/profiles/my/confirm-email-address-by-link/', {
      body: { key: linkKey(mail?.body) },
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: 'The confirmation link is invalid or has expired.' });
    const activities = await call(t.app, '/api/profiles/my/activities/', { token: user.token });
    expect(activities.json.results.map((a: { activity_type: string }) => a.activity_type)).toEqual(
      expect.arrayContaining(['email_change_requested', 'email_changed']),
    );
  });

  it('a link opened after the first resend is void; an expired link changes nothing', async () => {
    const user = await newUser('email-exp@demo.test');
    await call(t.app, '/api/profiles/my/change-email-address/', {
      token: user.token,
      body: { new_email: 'email-exp-new@demo.test', password: DEMO_PASSWORD, confirmation_type: 'link' },
    });
    const first = linkKey((await lastMessageTo(t.app, 'email-exp-new@demo.test'))?.body);
    await call(t.app, '/api/profiles/my/resend-email-confirmation/', { token: user.token, method: 'POST' });
    const second = linkKey((await lastMessageTo(t.app, 'email-exp-new@demo.test'))?.body);
    const old = await call(t.app, '/api/profiles/my/confirm-email-address-by-link/', {
      body: { key: first },
    });
    expect(old.status).toBe(400);
    await t.db.query(
      `UPDATE email_change_requests SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const expired = await call(t.app, '/api/profiles/my/confirm-email-address-by-link/', {
      body: { key: second },
    });
    expect(expired.status).toBe(400);
    expect((await profileOf(user.token)).email).toBe('email-exp@demo.test');
  });

  it('resend without a pending change answers 400; staff acting for a client are refused', async () => {
    const user = await newUser('email-none@demo.test');
    const none = await call(t.app, '/api/profiles/my/resend-email-confirmation/', {
      token: user.token,
      method: 'POST',
    });
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ detail: 'There is no e-mail change to confirm.' });
    const staff = await staffAs(user.id);
    const res = await call(t.app, '/api/profiles/my/change-email-address/', {
      ...staff,
      body: { new_email: 'staff-made@demo.test', password: DEMO_PASSWORD, confirmation_type: 'link' },
    });
    expect(res.status).toBe(403);
    expect(await lastMessageTo(t.app, 'staff-made@demo.test')).toBeUndefined();
  });
});

describe('change phone by code', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    call(t.app, '/api/profiles/my/change-phone-number/', { token, body });
  const confirm = (token: string, code: string) =>
    call(t.app, '/api/profiles/my/confirm-phone-number/', { token, body: { code } });

  it('sends a code to the new number; confirming changes the number and e-mails the member', async () => {
    const user = await newUser('phone-ok@demo.test');
    const wrong = await change(user.token, { new_phone_number: '0499000001', password: 'Wrong-pass-1!' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      password: ['Your password was entered incorrectly. Please enter it again.'],
    });

    const res = await change(user.token, { new_phone_number: '0499000001', password: DEMO_PASSWORD });
    expect(res.json).toEqual({
      detail: 'A verification code has been sent to your new mobile number.',
      new_phone_number: '0499000001',
    });
    const code = codeIn((await lastMessageTo(t.app, '0499000001'))?.body);
    expect((await profileOf(user.token)).phone_number).toBe(user.phone);
    const ok = await confirm(user.token, code);
    expect(ok.json).toEqual({ detail: 'Your mobile number has been changed.', phone_number: '0499000001' });
    expect((await profileOf(user.token)).phone_number).toBe('0499000001');
    const notice = await lastMessageTo(t.app, 'phone-ok@demo.test');
    expect(notice?.subject).toBe('Your mobile number was changed');
    expect(notice?.body).not.toMatch(/\d{6}/);
    // The code works once.
    expect((await confirm(user.token, code)).status).toBe(400);
  });

  it('five wrong codes end the code; an expired code is refused', async () => {
    const user = await newUser('phone-tries@demo.test');
    await change(user.token, { new_phone_number: '0499000002', password: DEMO_PASSWORD });
    const code = codeIn((await lastMessageTo(t.app, '0499000002'))?.body);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await confirm(user.token, wrongCode)).json).toEqual({ code: ['The code is not valid.'] });
    }
    expect((await confirm(user.token, wrongCode)).json).toEqual({
      code: ['Too many incorrect attempts. Please request a new code.'],
    });
    expect((await confirm(user.token, code)).json).toEqual({
      code: ['Too many incorrect attempts. Please request a new code.'],
    });

    const resend = await call(t.app, '/api/profiles/my/resend-phone-number-confirmation/', {
      token: user.token,
      method: 'POST',
    });
    expect(resend.json).toEqual({ detail: 'A verification code has been sent to your new mobile number.' });
    const fresh = codeIn((await lastMessageTo(t.app, '0499000002'))?.body);
    // A second resend within the timeout waits.
    const tooSoon = await call(t.app, '/api/profiles/my/resend-phone-number-confirmation/', {
      token: user.token,
      method: 'POST',
    });
    expect(tooSoon.status).toBe(429);
    await t.db.query(
      `UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    expect((await confirm(user.token, fresh)).json).toEqual({
      code: ['The code has expired. Please request a new one.'],
    });
    expect((await profileOf(user.token)).phone_number).toBe(user.phone);
  });

  it('a code from another user’s change does nothing for them; staff are refused', async () => {
    const a = await newUser('phone-a@demo.test');
    const b = await newUser('phone-b@demo.test');
    await change(a.token, { new_phone_number: '0499000003', password: DEMO_PASSWORD });
    const code = codeIn((await lastMessageTo(t.app, '0499000003'))?.body);
    const other = await confirm(b.token, code);
    expect(other.status).toBe(400);
    expect(other.json).toEqual({ detail: 'There is no mobile number change to confirm.' });
    const staff = await staffAs(a.id);
    const byStaff = await call(t.app, '/api/profiles/my/confirm-phone-number/', { ...staff, body: { code } });
    expect(byStaff.status).toBe(403);
    expect((await profileOf(b.token)).phone_number).toBe(b.phone);
    expect((await profileOf(a.token)).phone_number).toBe(a.phone);
  });
});

describe('GET /api/profiles/my/activities/', () => {
  it('pages the caller’s own log, newest first, with titles; never another user’s', async () => {
    const a = await newUser('act-a@demo.test');
    await signIn(t.app, 'act-a@demo.test');
    await call(t.app, '/api/profiles/my/misc/', {
      method: 'PATCH',
      token: a.token,
      body: { marketing_opt_out: true },
    });
    const b = await newUser('act-b@demo.test');
    const page1 = await call(t.app, '/api/profiles/my/activities/?page=1&page_size=2', { token: a.token });
    expect(page1.status).toBe(200);
    expect(page1.json.count).toBe(3);
    expect(page1.json.results.map((r: { title: string }) => r.title)).toEqual([
      'Marketing preferences changed',
      'Signed in',
    ]);
    expect(page1.json.results[0].ip).toBe('127.0.0.1');
    const page2 = await call(t.app, '/api/profiles/my/activities/?page=2&page_size=2', { token: a.token });
    expect(page2.json.results).toHaveLength(1);
    const ofB = await call(t.app, '/api/profiles/my/activities/', { token: b.token });
    expect(ofB.json.count).toBe(1);
    const refused = await call(t.app, '/api/profiles/my/activities/', {
      token: b.token,
      headers: { 'x-managed-user-id': String(a.id) },
    });
    expect(refused.status).toBe(403);
    const bad = await call(t.app, '/api/profiles/my/activities/?page_size=1000', { token: a.token });
    expect(bad.status).toBe(400);
    const types = await call(t.app, '/api/activity-types/', { token: a.token });
    expect(types.json).toContainEqual({ key: 'phone_changed', title: 'Mobile number changed' });
  });
});

describe('notification settings', () => {
  const path = (area: string) => `/api/profiles/my/notification-settings/${area}/`;

  it('lists each area with defaults and saves a user’s choice for that user only', async () => {
    const a = await newUser('notif-a@demo.test');
    const b = await newUser('notif-b@demo.test');
    for (const area of ['portal', 'finance', 'investment-view', 'private-portfolios']) {
      const res = await call(t.app, path(area), { token: a.token });
      expect(res.status).toBe(200);
      expect(res.json.length).toBeGreaterThan(0);
    }
    const portal = (await call(t.app, path('portal'), { token: a.token })).json;
    expect(portal[0]).toEqual({
      id: expect.any(Number),
      title: 'Security alerts',
      is_required: true,
      send_email: true,
      send_sms: true,
    });
    const news = portal.find((s: { title: string }) => s.title === 'News and offers');
    const saved = await call(t.app, `${path('portal')}bulk-update/`, {
      method: 'PUT',
      token: a.token,
      body: [
        { id: portal[0].id, send_email: true, send_sms: false },
        { id: news.id, send_email: true, send_sms: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json[0]).toMatchObject({ send_email: true, send_sms: false });
    expect((await call(t.app, path('portal'), { token: a.token })).json).toEqual(saved.json);
    expect((await call(t.app, path('portal'), { token: b.token })).json[0].send_sms).toBe(true);
  });

  it('refuses a required notification with neither e-mail nor SMS, and saves nothing', async () => {
    const a = await newUser('notif-req@demo.test');
    const portal = (await call(t.app, path('portal'), { token: a.token })).json;
    const res = await call(t.app, `${path('portal')}bulk-update/`, {
      method: 'PUT',
      token: a.token,
      body: [
        { id: portal[1].id, send_email: false, send_sms: false },
        { id: portal[0].id, send_email: false, send_sms: false },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      '1': { send_email: ['A required notification needs email or SMS selected'] },
    });
    expect((await call(t.app, path('portal'), { token: a.token })).json).toEqual(portal);
  });

  it('an id of another area answers 404; the loan-note path serves finance; other users are refused', async () => {
    const a = await newUser('notif-icf@demo.test');
    const b = await newUser('notif-icf-b@demo.test');
    const portal = (await call(t.app, path('portal'), { token: a.token })).json;
    const wrongArea = await call(t.app, `${path('finance')}bulk-update/`, {
      method: 'PUT',
      token: a.token,
      body: [{ id: portal[0].id, send_email: true, send_sms: true }],
    });
    expect(wrongArea.status).toBe(404);
    const icf = await call(t.app, '/api/icf/account/notification-settings/', { token: a.token });
    expect(icf.json).toEqual((await call(t.app, path('finance'), { token: a.token })).json);
    const statements = icf.json.find((s: { title: string }) => s.title === 'Transactions');
    await call(t.app, '/api/icf/account/notification-settings/bulk-update/', {
      method: 'PUT',
      token: a.token,
      body: [{ id: statements.id, send_email: false, send_sms: true }],
    });
    const after = (await call(t.app, path('finance'), { token: a.token })).json;
    expect(after.find((s: { id: number }) => s.id === statements.id)).toMatchObject({ send_sms: true });
    const refused = await call(t.app, path('finance'), {
      token: b.token,
      headers: { 'x-managed-user-id': String(a.id) },
    });
    expect(refused.status).toBe(403);
    expect((await call(t.app, path('finance'))).status).toBe(401);
  });
});
