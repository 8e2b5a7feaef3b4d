import { type Selectable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { Queryable } from './client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from './typed-sql.ts';

// The builder only compiles; our own connections run the SQL, on PostgreSQL or PGlite, in or out of a
// transaction. The generated types must say what those engines really answer.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

class Rollback extends Error {}

/** Runs `work` in a transaction that is then rolled back, so the test app's data stays as seeded. */
async function rolledBack(work: (q: Queryable) => Promise<void>) {
  await expect(
    t.db.tx(async (q) => {
      await work(q);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe('typed queries through our own connections', () => {
  it('a builder query answers the rows it selects, typed from the generated schema', async () => {
    const users = await run(
      t.db,
      sqlBuilder
        .selectFrom('users')
        .select(['id', 'email', 'created_at', 'onboardings'])
        .where('email', '=', 'investor@demo.test'),
    );
    expectTypeOf(users[0]!.id).toEqualTypeOf<number>();
    expectTypeOf(users[0]!.created_at).toEqualTypeOf<Date>();
    expect(users).toHaveLength(1);
    expect(typeof users[0]!.id).toBe('number');
    expect(users[0]!.created_at).toBeInstanceOf(Date);
    expect(typeof users[0]!.onboardings).toBe('object');
  });

  it('int8, numeric, date, timestamptz, bytea, uuid and array columns come back as the types say', async () => {
    await rolledBack(async (q) => {
      const notification = await runOne(
        q,
        sqlBuilder
          .insertInto('notifications')
          .values({
            user_id: sqlBuilder.selectFrom('users').select('id').where('email', '=', 'investor@demo.test'),
            title: 'Typed',
            labels: ['a', 'b'],
          })
          .returning(['id', 'labels', 'created_at', 'read_at']),
      );
      expectTypeOf(notification.id).toEqualTypeOf<number>();
      expect(typeof notification.id).toBe('number');
      expect(notification.labels).toEqual(['a', 'b']);
      expect(notification.created_at).toBeInstanceOf(Date);
      expect(notification.read_at).toBeNull();

      const security = await runOne(
        q,
        sqlBuilder
          .insertInto('securities')
          .values({
            code: 'TYPED',
            name: 'Typed',
            asset_class_id: sqlBuilder.selectFrom('asset_classes').select(sql<number>`min(id)`.as('id')),
          })
          .returning('id'),
      );
      const price = await runOne(
        q,
        sqlBuilder
          .insertInto('security_prices')
          .values({ security_id: security.id, date: '2024-01-02', price: '1.50' })
          .returning(['date', 'price']),
      );
      expectTypeOf(price.price).toEqualTypeOf<string>();
      expect(price.price).toBe('1.500000');
      expectTypeOf(price.date).toEqualTypeOf<Date>();
      expect(price.date).toBeInstanceOf(Date);

      const envelope = await runOne(
        q,
        sqlBuilder
          .insertInto('embedded_envelopes')
          .values({ title: 'Typed', expires_at: new Date() })
          .returning('id'),
      );
      expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
      await exec(
        q,
        sqlBuilder
          .insertInto('embedded_documents')
          .values({ envelope_id: envelope.id, position: 1, name: 'a.pdf', pdf: Buffer.from([1, 2]) }),
      );
      const document = await runOne(
        q,
        sqlBuilder.selectFrom('embedded_documents').select('pdf').where('envelope_id', '=', envelope.id),
      );
      expectTypeOf(document.pdf).toEqualTypeOf<Uint8Array>();
      expect(document.pdf).toBeInstanceOf(Uint8Array);
      expect([...document.pdf]).toEqual([1, 2]);
    });
  });

  it('runs inside a transaction: a transaction that fails leaves nothing of its writes', async () => {
    await rolledBack(async (q) => {
      await exec(
        q,
        sqlBuilder
          .updateTable('users')
          .set({ first_name: 'Rolled' })
          .where('email', '=', 'investor@demo.test'),
      );
      const inside = await runOne(
        q,
        sqlBuilder.selectFrom('users').select('first_name').where('email', '=', 'investor@demo.test'),
      );
      expect(inside.first_name).toBe('Rolled');
    });
    const after = await runOne(
      t.db,
      sqlBuilder.selectFrom('users').select('first_name').where('email', '=', 'investor@demo.test'),
    );
    expect(after.first_name).not.toBe('Rolled');
  });

  it('a sql template runs with the row type it states from the generated tables', async () => {
    const rows = await run(
      t.db,
      sql<
        Pick<Selectable<Database['users']>, 'email'>
      >`SELECT email FROM users WHERE email = ${'investor@demo.test'}`,
    );
    expectTypeOf(rows).toEqualTypeOf<{ email: string }[]>();
    expect(rows).toEqual([{ email: 'investor@demo.test' }]);
  });

  it('runMaybeOne answers undefined for no row; runOne refuses it, naming the query', async () => {
    const none = sqlBuilder.selectFrom('users').select('id').where('email', '=', 'nobody@demo.test');
    expect(await runMaybeOne(t.db, none)).toBeUndefined();
    await expect(runOne(t.db, none)).rejects.toThrow(/Expected a row from: select "id" from "users"/);
  });
});
