import { appCode } from './app-codes.ts';
import { call, confirmActionWithCode, signIn } from './http.ts';
import type { TestApp } from './test-app.ts';

/** A user of its own with a mobile number (login two-factor off), like the demo investor, signed in. */
export async function newUserWithMobile(t: TestApp, email: string, phone: string) {
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number)
     SELECT $1, password_hash, 'Avery', 'Factor', $2 FROM users WHERE email = 'investor@demo.test'`,
    [email, phone],
  );
  return { email, phone, token: await signIn(t.app, email) };
}

/** A staff user of its own with a mobile, like the demo staff user (signed out). */
export async function newStaffWithMobile(t: TestApp, email: string, phone: string) {
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, is_staff)
     SELECT $1, password_hash, 'Stevie', 'Staff', $2, true FROM users WHERE email = 'staff@demo.test'`,
    [email, phone],
  );
  return { email, phone };
}

/**
 * Sets up an authenticator app for a signed-in user with a mobile (a fresh SMS code first), confirming
 * it with the code of the period `stepOffset` from now; answers its secret and the backup codes shown.
 */
export async function enrolApp(t: TestApp, user: { token: string; phone: string }, stepOffset = 0) {
  await confirmActionWithCode(t.app, user.token, user.phone);
  const started = await call(t.app, '/api/profiles/my/second-factors/totp/', { token: user.token, body: {} });
  if (started.status !== 200) throw new Error(`app enrolment: ${started.status} ${started.text}`);
  const confirmed = await call(t.app, '/api/profiles/my/second-factors/totp/confirm/', {
    token: user.token,
    body: { code: await appCode(started.json.secret, stepOffset) },
  });
  if (confirmed.status !== 200) throw new Error(`app confirmation: ${confirmed.status} ${confirmed.text}`);
  return { secret: started.json.secret as string, backupCodes: confirmed.json.backup_codes as string[] };
}
