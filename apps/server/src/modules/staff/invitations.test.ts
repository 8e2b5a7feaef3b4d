import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundDeps } from '../../deps.ts';
import { call, lastMessageTo, signInStaff } from '../../testing/http.ts';
import { userIdOf } from '../../testing/onboarding-accounts.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { inviteSecondaryPerson } from '../invitations/service.ts';

const t = useTestApp();
let staff: string;
let staffId: number;

beforeAll(async () => {
  staff = await signInStaff(t.app);
  staffId = await userIdOf(t.db, 'staff@demo.test');
});

const applicant = (email: string, extra: Record<string, unknown> = {}) => ({
  application: 'icf',
  first_name: 'Ivy',
  last_name: "O'Neill",
  email,
  phone_number: '0411222333',
  ...extra,
});
const invite = (body: unknown) => call(t.app, '/api/staff/invitations/', { token: staff, body });
const resend = (id: number) =>
  call(t.app, `/api/staff/invitations/${id}/resend/`, { token: staff, method: 'POST' });
const codeOf = (sms: string | undefined) => sms?.match(/\b(\d{12})\b/)?.[1];
/** The applicant accepts the terms (icf's) and enters the code: the invitation opens. */
const openInvitation = async (uuid: string | undefined, code: string | undefined) => {
  await call(t.app, `/api/auth/registration-invites/${uuid}/accept-toc/`, {
    body: { over_18_years_old: true, not_tax_resident_of_usa: true },
  });
  return call(t.app, '/api/auth/registration-invites/activate-invite/', { body: { uuid, code } });
};

describe('POST /api/staff/invitations/', () => {
  it('e-mails the link and texts the code; the code opens the invitation', async () => {
    const res = await invite(applicant('ivy@example.com'));
    expect(res.status).toBe(200);
    expect(res.json.detail).toBe('The invitation has been sent.');
    expect(res.json.invitation).toMatchObject({
      kind: 'primary',
      application_id: 'icf',
      first_name: 'Ivy',
      last_name: "O'Neill",
      email: 'ivy@example.com',
      phone_number: '0411222333',
      account_name: null,
      invited_by: 'Jordan Lee',
      status: 'pending',
      can_resend: true,
    });
    const mail = await lastMessageTo(t.app, 'ivy@example.com');
    expect(mail?.subject).toBe('Your invitation to Loan Notes');
    const uuid = mail?.body.match(/\/invitation\/([0-9a-f-]{36})\//)?.[1];
    const code = codeOf((await lastMessageTo(t.app, '0411222333'))?.body);
    expect(code).toHaveLength(12);

    const opened = await openInvitation(uuid, code);
    expect(opened.status).toBe(200);
    const [log] = await t.db.query(
      `SELECT user_id, actor_user_id, detail FROM activity_log WHERE action = 'staff.invitation_sent' ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toEqual({
      user_id: null,
      actor_user_id: staffId,
      detail: { invitation_id: res.json.invitation.id, application: 'icf', email: 'ivy@example.com' },
    });
  });

  it('answers each field in the spec words and sends nothing', async () => {
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invitations');
    const res = await invite({
      application: 'abc',
      first_name: '',
      last_name: 'L4st',
      email: 'not-an-email',
      phone_number: '0311222333',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      application: [expect.any(String)],
      first_name: ['This field is required'],
      last_name: [expect.stringMatching(/letters/i)],
      email: ['Email format is not valid'],
      phone_number: ['Mobile phone format is not valid'],
    });
    expect((await invite({})).json.email).toEqual(['This field is required']);
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invitations');
    expect(after!.n).toBe(before!.n);
  });

  it('a second invitation to the same e-mail and application revokes the first', async () => {
    const first = await invite(applicant('twice@example.com'));
    const second = await invite(applicant('twice@example.com'));
    const list = await call(t.app, '/api/staff/invitations/?q=twice@example.com', { token: staff });
    expect(list.json.results.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([
      [second.json.invitation.id, 'pending'],
      [first.json.invitation.id, 'revoked'],
    ]);
  });
});

describe('GET /api/staff/invitations/', () => {
  it('lists invitations newest first, searched, filtered by status and paged', async () => {
    await invite(applicant('listed@example.com', { first_name: 'Listy' }));
    const all = await call(t.app, '/api/staff/invitations/?page_size=2', { token: staff });
    expect(all.status).toBe(200);
    expect(all.json.results).toHaveLength(2);
    expect(all.json.results[0].email).toBe('listed@example.com');
    const found = await call(t.app, '/api/staff/invitations/?q=listy', { token: staff });
    expect(found.json.count).toBe(1);
    const pending = await call(t.app, '/api/staff/invitations/?status=pending&page_size=100', {
      token: staff,
    });
    expect(pending.json.results.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    expect((await call(t.app, '/api/staff/invitations/?status=sent', { token: staff })).status).toBe(400);
  });
});

describe('POST /api/staff/invitations/:id/resend/', () => {
  it('sends a primary invitation again with a new code; the old code no longer opens it', async () => {
    const first = await invite(applicant('again@example.com', { phone_number: '0411000111' }));
    const oldCode = codeOf((await lastMessageTo(t.app, '0411000111'))?.body);
    const oldUuid = (await lastMessageTo(t.app, 'again@example.com'))?.body.match(
      /\/invitation\/([0-9a-f-]{36})\//,
    )?.[1];
    const res = await resend(first.json.invitation.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: 'The invitation has been sent again.' });
    const newUuid = (await lastMessageTo(t.app, 'again@example.com'))?.body.match(
      /\/invitation\/([0-9a-f-]{36})\//,
    )?.[1];
    const newCode = codeOf((await lastMessageTo(t.app, '0411000111'))?.body);
    expect(newUuid).not.toBe(oldUuid);
    const old = await openInvitation(oldUuid, oldCode);
    expect(old.status).toBeGreaterThanOrEqual(400);
    const fresh = await openInvitation(newUuid, newCode);
    expect(fresh.status).toBe(200);
  });

  it('sends a secondary invitation again from the account holder, and not once the person has registered', async () => {
    const investorId = await userIdOf(t.db, 'investor@demo.test');
    const [account] = await t.db.query<{ id: number }>(
      `INSERT INTO accounts (name, account_type, application_id, primary_user_id, initiator_user_id)
       VALUES ('Morgan Joint', 'joint', 'ipm', $1, $1) RETURNING id`,
      [investorId],
    );
    await t.db.query('INSERT INTO account_members (account_id, user_id) VALUES ($1, $2)', [
      account!.id,
      investorId,
    ]);
    const [person] = await t.db.query<{ id: number }>(
      `INSERT INTO account_people (account_id, role_id, first_name, last_name, email, phone_number)
       VALUES ($1, 1, 'Kai', 'Second', 'kai.resend@example.com', '0479000009') RETURNING id`,
      [account!.id],
    );
    await inviteSecondaryPerson(backgroundDeps(t.config, t.db), {
      accountId: account!.id,
      personId: person!.id,
      invitedByUserId: investorId,
    });
    // The client's page lists the invitation of their account's person.
    const detail = await call(t.app, `/api/staff/clients/${investorId}/`, { token: staff });
    const listed = detail.json.invitations.find(
      (i: { email: string }) => i.email === 'kai.resend@example.com',
    );
    expect(listed).toMatchObject({
      kind: 'secondary',
      account_name: 'Morgan Joint',
      status: 'pending',
      can_resend: true,
    });

    const res = await resend(listed.id);
    expect(res.status).toBe(200);
    expect((await lastMessageTo(t.app, 'kai.resend@example.com'))?.subject).toBe(
      'Alex Morgan invited you to an application with Private Portfolios',
    );
    const [log] = await t.db.query(
      `SELECT user_id, actor_user_id FROM activity_log WHERE action = 'staff.invitation_resent' ORDER BY id DESC LIMIT 1`,
    );
    expect(log).toEqual({ user_id: investorId, actor_user_id: staffId });

    const newcomerId = await userIdOf(t.db, 'newcomer@demo.test');
    await t.db.query('UPDATE account_people SET user_id = $2 WHERE id = $1', [person!.id, newcomerId]);
    const refused = await resend(listed.id);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ detail: 'The invitation has already been accepted.' });
  });

  it('answers 404 for an unknown invitation and 429 after five resends in an hour', async () => {
    expect((await resend(999999)).status).toBe(404);
    const first = await invite(applicant('many@example.com'));
    for (let i = 0; i < 5; i += 1) expect((await resend(first.json.invitation.id)).status).toBe(200);
    expect((await resend(first.json.invitation.id)).status).toBe(429);
  });
});
