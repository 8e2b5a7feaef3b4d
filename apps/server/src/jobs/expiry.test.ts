import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { defineAppJobs } from './app-jobs.ts';
import { EXPIRE_ENVELOPES, EXPIRE_INVITATIONS } from './expiry.ts';
import { createJobQueue } from './queue.ts';

describe('the scheduled expiry of invitations and e-signature envelopes', () => {
  let t: TestApp;
  let userId: number;

  const invitation = async (expiresIn: string, takenBy: number | null) => {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO invitations (kind, application_id, email, phone_number, registration_step, user_id, expires_at)
       VALUES ('primary', 'ipm', 'someone@example.test', '+61400000000', 'enter_code', $2, now() + $1::interval)
       RETURNING id`,
      [expiresIn, takenBy],
    );
    return row!.id;
  };
  const envelope = async (expiresIn: string, recipients: Array<'sent' | 'completed'>) => {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO embedded_envelopes (title, expires_at) VALUES ('Change of details', now() + $1::interval)
       RETURNING id::text AS id`,
      [expiresIn],
    );
    for (const [i, status] of recipients.entries())
      await t.db.query(
        `INSERT INTO embedded_recipients (envelope_id, recipient_id, name, email, status)
         VALUES ($1::uuid, $2, 'Signer', 'signer@example.test', $3)`,
        [row!.id, String(i + 1), status],
      );
    return row!.id;
  };
  const markedInvitations = async () =>
    (
      await t.db.query<{ id: number }>(
        'SELECT id FROM invitations WHERE expired_at IS NOT NULL AND expired_at = expires_at ORDER BY id',
      )
    ).map((r) => r.id);
  const markedEnvelopes = async () =>
    (
      await t.db.query<{ id: string }>(
        'SELECT id::text AS id FROM embedded_envelopes WHERE expired_at IS NOT NULL AND expired_at = expires_at',
      )
    ).map((r) => r.id);
  const runExpiry = async () => {
    await t.jobs.send(EXPIRE_INVITATIONS, {});
    await t.jobs.send(EXPIRE_ENVELOPES, {});
    return t.jobs.runDue([EXPIRE_INVITATIONS, EXPIRE_ENVELOPES]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [user] = await t.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'investor@demo.test'",
    );
    userId = user!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is scheduled every five minutes on the instances that run workers', async () => {
    const jobs = createJobQueue(t.db, { workers: true, pollSeconds: 60 });
    defineAppJobs(jobs, t);
    await jobs.start();
    try {
      const schedules = await t.db.query<{ name: string; cron: string }>(
        `SELECT name, cron FROM ${await jobs.schema}.schedule WHERE name LIKE 'expire-%' ORDER BY name`,
      );
      expect(schedules).toEqual([
        { name: EXPIRE_ENVELOPES, cron: '*/5 * * * *' },
        { name: EXPIRE_INVITATIONS, cron: '*/5 * * * *' },
      ]);
    } finally {
      await jobs.stop();
    }
  });

  it('marks the invitations past their date that nobody took up, and nothing else', async () => {
    const lapsed = await invitation('-1 hour', null);
    const live = await invitation('1 day', null);
    const takenUp = await invitation('-1 hour', userId);
    expect(await runExpiry()).toBe(2);
    const marked = await markedInvitations();
    expect(marked).toContain(lapsed);
    expect(marked).not.toContain(live);
    expect(marked).not.toContain(takenUp);
  });

  it('marks the envelopes past their date that still wait for a signer, and nothing else', async () => {
    const lapsed = await envelope('-1 hour', ['completed', 'sent']);
    const signed = await envelope('-1 hour', ['completed']);
    const live = await envelope('1 day', ['sent']);
    await runExpiry();
    const marked = await markedEnvelopes();
    expect(marked).toContain(lapsed);
    expect(marked).not.toContain(signed);
    expect(marked).not.toContain(live);
  });

  it('leaves a mark as it is on the next run', async () => {
    const lapsed = await invitation('-2 hours', null);
    await runExpiry();
    const [first] = await t.db.query<{ expired_at: Date }>(
      'SELECT expired_at FROM invitations WHERE id = $1',
      [lapsed],
    );
    await t.db.query(`UPDATE invitations SET expires_at = now() - interval '1 hour' WHERE id = $1`, [lapsed]);
    await runExpiry();
    const [second] = await t.db.query<{ expired_at: Date }>(
      'SELECT expired_at FROM invitations WHERE id = $1',
      [lapsed],
    );
    expect(second!.expired_at).toEqual(first!.expired_at);
  });
});
