import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { call, signInWithCode } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ARGON2_MEMORY_KIB } from '../testing/test-databases.ts';
import { ADMIN_USAGE, type AdminOutput, runAdminCommand } from './admin-command.ts';
import { AdminCommandError, createStaffUser, oneTimePassword } from './create-staff.ts';

const hasher = createPasswordHasher(1024);
const root = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

describe('createStaffUser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes a staff user whose one-time password signs in once and must be changed', async () => {
    const staff = await t.db.tx((q) => createStaffUser(q, hasher, ' ops@provider.example ', '0499 000 111'));
    expect(staff).toMatchObject({
      email: 'ops@provider.example',
      mobile: '0499000111',
      applications: ['ipm', 'icf', 'viv'],
    });

    const key = await signInWithCode(t.app, 'ops@provider.example', '0499000111', staff.oneTimePassword);
    const profile = await call(t.app, '/api/profiles/my/', { token: key });
    expect(profile.json).toMatchObject({ is_staff: true, force_password_change: true });
    // The console opens once the one-time password is changed.
    const staffConsole = await call(t.app, '/api/staff/clients/', { token: key });
    expect(staffConsole.status).toBe(403);
    expect(staffConsole.json.detail).toBe('Due to security reasons password must be changed.');
  });

  it('refuses an e-mail in use (staff or client) and one that is not an e-mail, creating nothing', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
    const before = await count();
    await expect(t.db.tx((q) => createStaffUser(q, hasher, 'STAFF@demo.test', '0499000112'))).rejects.toThrow(
      'STAFF@demo.test is a staff user already.',
    );
    await expect(
      t.db.tx((q) => createStaffUser(q, hasher, 'investor@demo.test', '0499000113')),
    ).rejects.toThrow('investor@demo.test belongs to a client; staff need an e-mail of their own.');
    await expect(
      t.db.tx((q) => createStaffUser(q, hasher, 'not-an-email', '0499000114')),
    ).rejects.toBeInstanceOf(AdminCommandError);
    await expect(t.db.tx((q) => createStaffUser(q, hasher, 'nomobile@provider.example', ''))).rejects.toThrow(
      'Not an Australian mobile number',
    );
    expect(await count()).toBe(before);
  });

  it('works on a fresh database with no applications yet', async () => {
    const db = await openPglite(undefined);
    await migrate(db);
    const staff = await db.tx((q) => createStaffUser(q, hasher, 'first@provider.example', '0499000115'));
    expect(staff.applications).toEqual([]);
    const [row] = await db.query('SELECT is_staff, force_password_change FROM users WHERE id = $1', [
      staff.id,
    ]);
    expect(row).toEqual({ is_staff: true, force_password_change: true });
    await db.close();
  });

  // CI sets TEST_DATABASE_URL: the command then runs against this test's own PostgreSQL schema.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('runs against DATABASE_URL', async () => {
    const { printed, output } = recordOutput();
    const code = await runAdminCommand(
      ['create-staff', 'pg-ops@provider.example', '0499000116'],
      () =>
        loadConfig(
          { ...process.env, DATABASE_URL: t.databaseUrl },
          { argon2MemoryKib: TEST_ARGON2_MEMORY_KIB },
        ),
      output,
    );
    expect(code).toBe(0);
    expect(printed.log).toContain('Staff user pg-ops@provider.example created.');
    const [row] = await t.db.query(`SELECT is_staff FROM users WHERE email = 'pg-ops@provider.example'`);
    expect(row).toEqual({ is_staff: true });
  });

  it('draws a different password each time, long and of every kind of character', () => {
    const passwords = new Set(Array.from({ length: 50 }, oneTimePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toHaveLength(24);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });
});

describe('npm run admin -- create-staff', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'admin-command-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-files`, { recursive: true, force: true });
  });

  const embeddedConfig = () =>
    loadConfig(
      { ...process.env, DATA_DIR: path.join(dataDir, 'db'), DATABASE_URL: '', NODE_ENV: 'development' },
      { argon2MemoryKib: TEST_ARGON2_MEMORY_KIB },
    );
  const admin = async (...args: string[]) => {
    const { printed, output } = recordOutput();
    return { code: await runAdminCommand(args, embeddedConfig, output), ...printed };
  };

  it('creates the staff user on the embedded database and prints the one-time password', async () => {
    const made = await admin('create-staff', 'ops@provider.example', '0499000117');
    expect(made.code).toBe(0);
    expect(made.log).toContain('Staff user ops@provider.example created.');
    expect(made.log.join('\n')).toMatch(/One-time password: \S{24}\n/);

    const again = await admin('create-staff', 'ops@provider.example', '0499000117');
    expect(again.code).toBe(1);
    expect(again.error).toContain('ops@provider.example is a staff user already.');

    const noMobile = await admin('create-staff', 'ops2@provider.example');
    expect(noMobile.code).toBe(2);
    expect(noMobile.error).toEqual([ADMIN_USAGE]);
  }, 120_000);

  it("exits with the command's code and prints the usage of an unknown command", async () => {
    const usage = await run(
      path.join(root, 'node_modules/.bin/tsx'),
      ['apps/server/src/cli/admin.ts', 'make-coffee'],
      {
        cwd: root,
      },
    ).catch((error) => error);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- create-staff <email> <mobile>');
  }, 60_000);
});

/** Collects what a command prints, line by line. */
function recordOutput() {
  const printed = { log: [] as string[], error: [] as string[] };
  const output: AdminOutput = {
    log: (line) => printed.log.push(line),
    error: (line) => printed.error.push(line),
  };
  return { printed, output };
}
