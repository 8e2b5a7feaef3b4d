import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, lastMessageTo } from '../../testing/http.ts';
import { enrolApp, newUserWithMobile } from '../../testing/second-factors.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();

/** A user with a mobile and an authenticator app, signed in; answers the backup codes shown at enrolment. */
async function userWithApp(n: number) {
  const user = await newUserWithMobile(t, `backup-${n}@demo.test`, `04009${String(n).padStart(5, '0')}`);
  return { ...user, codes: (await enrolApp(t, user)).backupCodes };
}

const pendingSignIn = async (email: string) =>
  (await call(t.app, '/api/auth/login/', { body: { email, password: DEMO_PASSWORD } })).json.key as string;
const withBackupCode = (token: string, code: string) =>
  call(t.app, '/api/auth/login-confirmation/backup-code/', { token, body: { code } });

describe('backup codes', () => {
  it('are ten single-use codes, stored hashed; each signs in once, typed in any case and spacing', async () => {
    const user = await userWithApp(1);
    expect(user.codes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);
    const stored = await t.db.query<{ code_hash: string }>(
      `SELECT code_hash FROM backup_codes b JOIN users u ON u.id = b.user_id WHERE u.email = $1`,
      [user.email],
    );
    expect(stored).toHaveLength(10);
    expect(stored.every((row) => row.code_hash.startsWith('$argon2id$'))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(user.codes[0]!.replace('-', ''));

    const typed = ` ${user.codes[0]!.toUpperCase().replace('-', ' ')} `;
    const first = await withBackupCode(await pendingSignIn(user.email), typed);
    expect(first.status, first.text).toBe(200);
    expect(first.json.profile.email).toBe(user.email);
    const again = await withBackupCode(await pendingSignIn(user.email), user.codes[0]!);
    expect(again.status).toBe(400);
    expect(again.json.code).toEqual(['The code is not valid.']);
    const overview = await call(t.app, '/api/profiles/my/second-factors/', { token: first.json.key });
    expect(overview.json.backup_codes_left).toBe(9);
  });

  it('checks the format before anything else', async () => {
    const user = await userWithApp(2);
    const answer = await withBackupCode(await pendingSignIn(user.email), '12');
    expect(answer.status).toBe(400);
    expect(answer.json.code).toEqual(['Backup code must be 10 letters and digits.']);
  });

  it('are regenerated only with a fresh second factor; the earlier ones stop working', async () => {
    const user = await userWithApp(3);
    const signedIn = await withBackupCode(await pendingSignIn(user.email), user.codes[1]!);
    const token = signedIn.json.key as string;
    const regenerate = () =>
      call(t.app, '/api/profiles/my/second-factors/backup-codes/', { token, body: {} });
    expect((await regenerate()).json.code).toBe('action_confirmation_required');

    // A backup code is a second factor too: it confirms the action.
    const confirmed = await call(t.app, '/api/auth/action-confirmation/backup-code/', {
      token,
      body: { code: user.codes[2]! },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const fresh = await regenerate();
    expect(fresh.status).toBe(200);
    expect(fresh.json.backup_codes).toHaveLength(10);
    expect(fresh.json.backup_codes).not.toContain(user.codes[3]);
    expect((await lastMessageTo(t.app, user.email))?.subject).toBe(
      'New backup codes were created on your Client Portal account',
    );
    expect((await withBackupCode(await pendingSignIn(user.email), user.codes[3]!)).status).toBe(400);
    expect((await withBackupCode(await pendingSignIn(user.email), fresh.json.backup_codes[0])).status).toBe(
      200,
    );
  });
});
