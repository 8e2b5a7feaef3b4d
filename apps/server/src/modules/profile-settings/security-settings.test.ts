import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, confirmActionWithCode, signIn, signInWithCode } from '../../testing/http.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();

const CONFIRM_FIRST = {
  code: 'action_confirmation_required',
  detail: 'Please confirm this action with the code sent to your phone.',
};

let seq = 0;
/** A user of its own (the demo password), with or without a mobile and login two-factor. */
async function newUser(options: { phone: string | null; twoFactor?: boolean }) {
  const email = `settings-${++seq}@demo.test`;
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, login_two_factor_auth_enabled)
     SELECT $1, password_hash, 'Sasha', 'Settings', $2, $3 FROM users WHERE email = 'investor@demo.test'`,
    [email, options.phone, options.twoFactor ?? false],
  );
  const token = options.twoFactor
    ? await signInWithCode(t.app, email, options.phone!)
    : await signIn(t.app, email);
  return { email, token };
}

const writes = (token: string) => ({
  twoFactor: (enabled: boolean) =>
    call(t.app, '/api/profiles/my/', {
      method: 'PATCH',
      token,
      body: { login_two_factor_auth_enabled: enabled },
    }),
  email: () =>
    call(t.app, '/api/profiles/my/change-email-address/', {
      token,
      body: { new_email: `moved-${seq}@demo.test`, password: DEMO_PASSWORD, confirmation_type: 'link' },
    }),
  phone: () =>
    call(t.app, '/api/profiles/my/change-phone-number/', {
      token,
      body: { new_phone_number: `04990${String(seq).padStart(5, '0')}`, password: DEMO_PASSWORD },
    }),
  password: () =>
    call(t.app, '/api/auth/password-change/', {
      token,
      body: {
        old_password: DEMO_PASSWORD,
        new_password1: 'Granite-Orchard-Lamp-31!',
        new_password2: 'Granite-Orchard-Lamp-31!',
      },
    }),
});

describe('security settings need a freshly confirmed code', () => {
  it('turning login two-factor off from a fresh session is refused until a code is confirmed', async () => {
    const phone = '0400000901';
    const user = await newUser({ phone, twoFactor: true });
    const refused = await writes(user.token).twoFactor(false);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual(CONFIRM_FIRST);
    const [row] = await t.db.query('SELECT login_two_factor_auth_enabled AS on FROM users WHERE email = $1', [
      user.email,
    ]);
    expect(row).toEqual({ on: true });

    const schema = await call(t.app, '/api/auth/security-schema/?resource=two_factor', { token: user.token });
    expect(schema.json).toEqual({
      resource: 'two_factor',
      two_factor_required_for_write: true,
      confirmed: false,
    });
    await confirmActionWithCode(t.app, user.token, phone);
    const done = await writes(user.token).twoFactor(false);
    expect(done.status).toBe(200);
    expect(done.json.login_two_factor_auth_enabled).toBe(false);
  });

  it('with a mobile but login two-factor off, every security setting still needs the code', async () => {
    const phone = '0400000902';
    const user = await newUser({ phone });
    const write = writes(user.token);
    for (const [name, answer] of [
      ['two-factor on', await write.twoFactor(true)],
      ['e-mail', await write.email()],
      ['phone', await write.phone()],
      ['password', await write.password()],
    ] as const) {
      expect({ name, status: answer.status, json: answer.json }).toEqual({
        name,
        status: 403,
        json: CONFIRM_FIRST,
      });
    }
    for (const resource of ['password', 'email', 'phone', 'two_factor']) {
      const schema = await call(t.app, `/api/auth/security-schema/?resource=${resource}`, {
        token: user.token,
      });
      expect(schema.json).toEqual({ resource, two_factor_required_for_write: true, confirmed: false });
    }
    await confirmActionWithCode(t.app, user.token, phone);
    expect((await write.email()).status).toBe(200);
    expect((await write.phone()).status).toBe(200);
  });

  it('e-mail and phone changes still need the password with a confirmed code', async () => {
    const phone = '0400000903';
    const user = await newUser({ phone });
    await confirmActionWithCode(t.app, user.token, phone);
    const email = await call(t.app, '/api/profiles/my/change-email-address/', {
      token: user.token,
      body: { new_email: 'nopass@demo.test', password: 'Not-The-Password-1!', confirmation_type: 'link' },
    });
    expect(email.status).toBe(400);
    expect(Object.keys(email.json)).toEqual(['password']);
    const mobile = await call(t.app, '/api/profiles/my/change-phone-number/', {
      token: user.token,
      body: { new_phone_number: '0499111222', password: 'Not-The-Password-1!' },
    });
    expect(mobile.status).toBe(400);
    expect(Object.keys(mobile.json)).toEqual(['password']);
  });

  it('without a mobile: two-factor cannot be turned on; the password alone confirms the other changes', async () => {
    const user = await newUser({ phone: null });
    const on = await writes(user.token).twoFactor(true);
    expect(on.status).toBe(400);
    expect(on.json).toEqual({
      login_two_factor_auth_enabled: [
        'Add a mobile number before you turn on login two-factor authentication.',
      ],
    });
    const schema = await call(t.app, '/api/auth/security-schema/?resource=email', { token: user.token });
    expect(schema.json.two_factor_required_for_write).toBe(false);
    expect((await writes(user.token).email()).status).toBe(200);
  });
});
