// The new e-mail address is confirmed by the link of the e-mail sent to it, or by its code in the
// session that asked for the change (POST /api/profiles/my/confirm-email-address-by-code/).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, confirmActionWithCode, lastMessageTo, signIn } from '../../testing/http.ts';
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

async function newUser(email: string, phone: string) {
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number)
     SELECT $1, password_hash, 'Casey', 'Code', $2 FROM users WHERE email = 'investor@demo.test'`,
    [email, phone],
  );
  const token = await signIn(t.app, email);
  await confirmActionWithCode(t.app, token, phone);
  return token;
}

const confirm = (token: string, code: string) =>
  call(t.app, '/api/profiles/my/confirm-email-address-by-code/', { token, body: { code } });

describe('POST /api/profiles/my/confirm-email-address-by-code/', () => {
  it('changes the e-mail with the code of the e-mail, in the session that asked', async () => {
    const token = await newUser('code-old@demo.test', '0400000901');
    expect((await confirm(token, '123456')).json).toEqual({
      detail: 'There is no e-mail change to confirm.',
    });
    await call(t.app, '/api/profiles/my/change-email-address/', {
      token,
      body: { new_email: 'code-new@demo.test', password: DEMO_PASSWORD, confirmation_type: 'link' },
    });
    const mail = await lastMessageTo(t.app, 'code-new@demo.test');
    const code = mail?.body.match(/code in the portal within 10 minutes: (\d{6})/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const other = await signIn(t.app, 'code-old@demo.test');
    expect((await confirm(other, code)).json).toEqual({ code: ['The code is not valid.'] });
    const wrong = await confirm(token, code === '000000' ? '111111' : '000000');
    expect(wrong.json).toEqual({ code: ['The code is not valid.'] });

    const ok = await confirm(token, code);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ detail: 'Your e-mail address has been changed.' });
    expect((await call(t.app, '/api/profiles/my/', { token })).json.email).toBe('code-new@demo.test');
    expect((await lastMessageTo(t.app, 'code-old@demo.test'))?.subject).toBe(
      'Your e-mail address was changed',
    );
    expect((await confirm(token, code)).status).toBe(400);
  });
});
