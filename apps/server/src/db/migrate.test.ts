import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Db, openPglite, openPostgres } from './client.ts';
import { ChangedMigrationError, migrate, sha256 } from './migrate.ts';
import { type MigrationHistory, migrateAsBeforeChecksums } from './migration-history/legacy-migrate.ts';
import { type SchemaSnapshot, schemaSnapshot } from './migration-history/schema-snapshot.ts';
import { openMigratedDb } from './open.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/**
 * An empty database: a schema of its own on TEST_DATABASE_URL's PostgreSQL, else a PGlite, in memory
 * unless the test reopens it (in a folder then).
 */
type EmptyDatabase = {
  /** What the server's configuration names to reach it. */
  config: { databaseUrl?: string; dataDir: string };
  open(): Promise<Db>;
};

// Run last-in first-out after each test: databases close before their schema or folder goes.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase({ reopened = false } = {}): Promise<EmptyDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'migrate-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!testDatabaseUrl)
    return { config: { dataDir }, open: () => track(openPglite(reopened ? dataDir : undefined)) };
  const schema = `migrate_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(testDatabaseUrl, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  cleanups.push(async () => {
    const cleanup = await openPostgres(testDatabaseUrl, { max: 1 });
    await cleanup.exec(`DROP SCHEMA ${schema} CASCADE`);
    await cleanup.close();
  });
  const separator = testDatabaseUrl.includes('?') ? '&' : '?';
  const databaseUrl = `${testDatabaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { config: { databaseUrl, dataDir }, open: () => track(openPostgres(databaseUrl, { max: 2 })) };
}

/** Closes the database after the test, unless the test closed it. */
async function track(opening: Promise<Db>): Promise<Db> {
  const db = await opening;
  let open = true;
  const close = db.close.bind(db);
  db.close = async () => {
    if (!open) return;
    open = false;
    await close();
  };
  cleanups.push(() => db.close());
  return db;
}

async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
}

describe('migrate', () => {
  it('records every migration it applies with the sha-256 of its file', async () => {
    const db = await (await emptyDatabase()).open();
    const files = await migrationFiles();
    expect(await migrate(db)).toEqual(files);
    const recorded = await db.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations ORDER BY name',
    );
    const expected = await Promise.all(
      files.map(async (name) => ({ name, checksum: sha256(await readFile(path.join(migrationsDir, name))) })),
    );
    expect(recorded).toEqual(expected);
    expect(await migrate(db)).toEqual([]);
  });

  it('refuses to start, naming the file, when an applied migration no longer has the text it ran with', async () => {
    const database = await emptyDatabase({ reopened: true });
    const db = await database.open();
    await migrate(db);
    await db.query(`UPDATE schema_migrations SET checksum = $1 WHERE name = '012_onboarding.sql'`, [
      sha256('the text 012 had when it ran'),
    ]);
    await expect(migrate(db)).rejects.toThrow(ChangedMigrationError);
    await expect(migrate(db)).rejects.toThrow(/012_onboarding\.sql \(applied with sha-256 [0-9a-f]{64}/);
    await db.close();

    const config = loadConfig(
      { NODE_ENV: 'test', ADVISOR_JWT_SECRET: 'test-advisor-secret-of-at-least-32-chars' },
      { webDist: '/nonexistent', ...database.config },
    );
    await expect(openMigratedDb(config, { seedIfEmpty: false })).rejects.toThrow(
      /Applied migrations were changed after they ran: 012_onboarding\.sql/,
    );
  });

  // Several instances starting at once on one PostgreSQL take turns through the advisory lock.
  it.runIf(Boolean(testDatabaseUrl))(
    'applies each migration once when two instances start at once',
    async () => {
      const database = await emptyDatabase();
      const [a, b] = [await database.open(), await database.open()];
      const [fromA, fromB] = await Promise.all([migrate(a), migrate(b)]);
      expect([...fromA, ...fromB].sort()).toEqual(await migrationFiles());
      const [row] = await a.query(
        'SELECT count(*)::int AS n FROM schema_migrations WHERE checksum IS NOT NULL',
      );
      expect(row).toEqual({ n: (await migrationFiles()).length });
    },
  );

  it('applies nothing new while an applied migration is changed', async () => {
    const db = await (await emptyDatabase()).open();
    await migrateAsBeforeChecksums(db, 'as-first-landed');
    await migrate(db);
    await db.query(`UPDATE schema_migrations SET checksum = $1 WHERE name = '007_portfolio.sql'`, [
      sha256('another text'),
    ]);
    await db.query(`DELETE FROM schema_migrations WHERE name = '026_invitee_notifications.sql'`);
    await expect(migrate(db)).rejects.toThrow(/007_portfolio\.sql/);
    const [row] = await db.query(
      `SELECT count(*)::int AS n FROM schema_migrations WHERE name = '026_invitee_notifications.sql'`,
    );
    expect(row).toEqual({ n: 0 });
  });

  it('keeps 007 and 012 byte for byte as they were first committed', async () => {
    // sha-256 of the files in the commits that added them (d7e2917 and 72155e0).
    expect(sha256(await readFile(path.join(migrationsDir, '007_portfolio.sql')))).toBe(
      'd6b65f77c1314d35808d29cf812401d4645d232e4eebad1e41605a48853ba3f0',
    );
    expect(sha256(await readFile(path.join(migrationsDir, '012_onboarding.sql')))).toBe(
      '5b3e62c5f6ebe667688283dbaa38e5a30d4bc0de73094614106fec4faaddfc9d',
    );
  });

  it('gives holdings loaded before valid_to existed the date of the next row, as a load would', async () => {
    const db = await (await emptyDatabase()).open();
    await migrateAsBeforeChecksums(db, 'as-first-landed');
    await db.exec(`
      INSERT INTO applications (id, name, logo, favicon, color_primary, color_secondary, support_email)
        VALUES ('ipm', 'IPM', 'logo', 'favicon', '#000', '#fff', 'support@example.com');
      INSERT INTO accounts (id, name, account_type, application_id) VALUES (1, 'Smith', 'individual', 'ipm');
      INSERT INTO strategies (id, code, name, color) VALUES (1, 'GRO', 'Growth', '#123');
      INSERT INTO investment_options (id, account_id, strategy_id) VALUES (1, 1, 1);
      INSERT INTO securities (id, code, name, asset_class_id)
        SELECT 1, 'BHP', 'BHP', id FROM asset_classes ORDER BY id LIMIT 1;
      INSERT INTO securities (id, code, name, asset_class_id)
        SELECT 2, 'CBA', 'CBA', id FROM asset_classes ORDER BY id LIMIT 1;
      INSERT INTO holdings (investment_option_id, security_id, date, units) VALUES
        (1, 1, '2024-01-02', 10), (1, 1, '2024-03-01', 15), (1, 1, '2024-06-03', 0), (1, 2, '2024-02-01', 5);
    `);
    await migrate(db);
    const rows = await db.query(
      'SELECT security_id, date::text, valid_to::text FROM holdings ORDER BY security_id, date',
    );
    expect(rows).toEqual([
      { security_id: 1, date: '2024-01-02', valid_to: '2024-03-01' },
      { security_id: 1, date: '2024-03-01', valid_to: '2024-06-03' },
      { security_id: 1, date: '2024-06-03', valid_to: 'infinity' },
      { security_id: 2, date: '2024-02-01', valid_to: 'infinity' },
    ]);
  });

  it('moves every stored country with a withdrawn code to its successor, then removes the withdrawn codes', async () => {
    const db = await (await emptyDatabase()).open();
    await migrateAsBeforeChecksums(db, 'as-first-landed');
    const id = async (code: string) =>
      (await db.query<{ id: number }>('SELECT id FROM countries WHERE code = $1', [code]))[0]!.id;
    const [dd, de, uk, gb, su, ru, yu, cs, rs, au] = (await Promise.all(
      ['DD', 'DE', 'UK', 'GB', 'SU', 'RU', 'YU', 'CS', 'RS', 'AU'].map(id),
    )) as [number, number, number, number, number, number, number, number, number, number];
    const address = (country: number | string) =>
      JSON.stringify({
        country,
        address_line_1: '1 Main St',
        suburb: 'Perth',
        state: 'WA',
        post_code: '6000',
      });
    await db.exec(`
      INSERT INTO applications (id, name, logo, favicon, color_primary, color_secondary, support_email)
        VALUES ('ipm', 'IPM', 'logo', 'favicon', '#000', '#fff', 'support@example.com');
      INSERT INTO accounts (id, name, account_type, application_id) VALUES (1, 'Smith', 'company', 'ipm');
      INSERT INTO users (id, email, password_hash) VALUES (1, 'a@example.com', 'x');
      INSERT INTO personal_details (user_id, first_name, last_name, date_of_birth, country_id)
        VALUES (1, 'Ann', 'Smith', '1980-01-01', ${uk});
      INSERT INTO contact_details (user_id, country_id) VALUES (1, ${su});
      INSERT INTO individual_taxes (user_id, is_australian_tax_resident, is_other_country_tax_resident, country_id)
        VALUES (1, false, true, ${dd});
      INSERT INTO corporate_taxes (account_id, is_foreign_entity, country_id, category_id)
        SELECT 1, true, ${yu}, min(id) FROM corporate_tax_categories;
      INSERT INTO corporate_account_details
        (account_id, is_investing_primary_activity, registered_office, principal_place_of_business, postal_address)
        VALUES (1, true, '${address(cs)}', '${address(String(uk))}', '${address(au)}');
      INSERT INTO additional_details (user_id, data) VALUES (1, '${JSON.stringify({
        occupation: 'Engineer',
        country_of_citizenship: [dd, String(de), au],
        non_australian_resident_country: [su],
        non_australian_tax_resident_country: String(yu),
        postal_address_country: au,
      })}');
    `);
    await migrate(db);

    const one = async (query: string) => Object.values((await db.query<Record<string, unknown>>(query))[0]!);
    expect(await one('SELECT country_id FROM personal_details')).toEqual([gb]);
    expect(await one('SELECT country_id FROM contact_details')).toEqual([ru]);
    expect(await one('SELECT country_id FROM individual_taxes')).toEqual([de]);
    expect(await one('SELECT country_id FROM corporate_taxes')).toEqual([rs]);
    expect(
      await one(`SELECT registered_office->'country' AS a, principal_place_of_business->'country' AS b,
        postal_address->'country' AS c, registered_office->>'address_line_1' AS d FROM corporate_account_details`),
    ).toEqual([rs, gb, au, '1 Main St']);
    const [data] = await one('SELECT data FROM additional_details');
    expect(data).toEqual({
      occupation: 'Engineer',
      country_of_citizenship: [de, au],
      non_australian_resident_country: [ru],
      non_australian_tax_resident_country: rs,
      postal_address_country: au,
    });
    const codes = (await db.query<{ code: string }>('SELECT code FROM countries')).map((r) => r.code);
    for (const withdrawn of ['DD', 'UK', 'SU', 'YU', 'CS']) expect(codes).not.toContain(withdrawn);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'GB', 'RU', 'RS', 'RE', 'XK']));
  });

  describe.each<MigrationHistory>(['as-first-landed', 'edited-in-place'])(
    'on a database migrated before checksums, %s',
    (history) => {
      it('ends with the schema of a freshly migrated database and checksums the migrations it had applied', async () => {
        const old = await (await emptyDatabase()).open();
        await migrateAsBeforeChecksums(old, history);
        const before = await schemaSnapshot(old);
        // Every migration written after checksums came (025 on) is applied now, in order.
        const later = (await readdir(migrationsDir)).filter((name) => name >= '025_').sort();
        expect(later.slice(0, 2)).toEqual(['025_holdings_valid_to.sql', '026_invitee_notifications.sql']);
        expect(await migrate(old)).toEqual(later);

        const fresh = await (await emptyDatabase()).open();
        await migrate(fresh);

        const upgraded = await schemaSnapshot(old);
        const freshSchema = await schemaSnapshot(fresh);
        expect(upgraded).toEqual(freshSchema);
        // The database really was behind (or, edited in place, already had what the repairs add).
        const repairedTriggers = (s: SchemaSnapshot) =>
          s.triggers.filter((t) => t.includes('notify_invitee_change'));
        expect(repairedTriggers(upgraded)).toHaveLength(2);
        const alreadyThere = history === 'edited-in-place';
        expect(repairedTriggers(before)).toHaveLength(alreadyThere ? 2 : 0);
        expect(before.columns.filter((c) => c.includes('"valid_to"'))).toHaveLength(alreadyThere ? 1 : 0);
        const ledger = 'SELECT name, checksum FROM schema_migrations ORDER BY name';
        expect(await old.query(ledger)).toEqual(await fresh.query(ledger));
      });
    },
  );
});
