import { todayIso } from '@portal/contracts/dates';
import { messages } from '@portal/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISORS, DEMO_BOOKING_TEAM, seedDemoAdvisors } from '../../demo/advisors.ts';
import { call, signIn, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { MEETING_REQUESTED_DETAIL, NO_ACTIVE_ACCOUNT } from './service.ts';

const LIST = '/api/ipm/advisors/';
const CONFIGURATION = '/api/ipm/advisors/configuration/';
const BOOK = '/api/ipm/current-account/book-quarterly-meeting/';
const contact = (id: number | string) => `/api/ipm/advisors/${id}/contact/`;

let t: TestApp;
let investor: string;
let staff: string;
let investorId: number;
let newcomerId: number;
let emmaId: number;
let danielId: number;
/** An advisor who looks after only another client's account. */
let strangerId: number;

const userId = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

const ipmAccountsOf = async (id: number) =>
  (
    await t.db.query<{ id: number; name: string }>(
      `SELECT a.id, a.name FROM accounts a JOIN account_members m ON m.account_id = a.id
        WHERE m.user_id = $1 AND a.application_id = 'ipm' ORDER BY a.id`,
      [id],
    )
  ).map((r) => r);

const outboxTo = async (recipient: string) =>
  t.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outbox WHERE channel = 'email' AND recipient = $1 ORDER BY id DESC`,
    [recipient],
  );

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  // createTestApp does not seed the client area; run the seeder twice to show it is idempotent.
  await seedDemoAdvisors(t.db, t.config);
  await seedDemoAdvisors(t.db, t.config);
  investorId = await userId('investor@demo.test');
  newcomerId = await userId('newcomer@demo.test');
  const advisors = await t.db.query<{ id: number; email: string }>('SELECT id, email FROM advisors');
  emmaId = advisors.find((a) => a.email === DEMO_ADVISORS[0]!.email)!.id;
  danielId = advisors.find((a) => a.email === DEMO_ADVISORS[1]!.email)!.id;
  const [stranger] = await t.db.query<{ id: number }>(
    `INSERT INTO advisors (first_name, last_name, role, photo, email, phone_number, address)
     VALUES ('Priya', 'Shah', 'Private Portfolio Manager', NULL, 'priya@advisors.test', '02 1', 'Perth')
     RETURNING id`,
  );
  strangerId = stranger!.id;
  const [foreign] = await ipmAccountsOf(newcomerId);
  await t.db.query('INSERT INTO account_advisors (account_id, advisor_id) VALUES ($1, $2)', [
    foreign!.id,
    strangerId,
  ]);
  investor = await signIn(t.app, 'investor@demo.test');
  staff = await signInStaff(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ipm/advisors/', () => {
  it("answers the advisors of the user's accounts, each once", async () => {
    const res = await call(t.app, LIST, { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(
      [
        {
          id: emmaId,
          first_name: 'Emma',
          last_name: 'Clarke',
          role: 'Senior Private Portfolio Manager',
          photo: '/advisors/emma-clarke.svg',
          email: 'emma.clarke@advisors.demo.test',
          phone_number: '02 9100 2001',
          address: 'Level 12, 1 Martin Place, Sydney NSW 2000',
        },
        expect.objectContaining({ id: danielId, first_name: 'Daniel', last_name: 'Hughes' }),
      ].sort((a, b) => (a.last_name < b.last_name ? -1 : 1)),
    );
    // The seeder linked each advisor to every ipm account once, however often it ran.
    const [links] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM account_advisors WHERE advisor_id = $1',
      [emmaId],
    );
    expect(links!.n).toBe((await t.db.query("SELECT 1 FROM accounts WHERE application_id = 'ipm'")).length);
  });

  it('shows another client their own advisors only, and staff acting for the investor the investor’s', async () => {
    const newcomer = await signIn(t.app, 'newcomer@demo.test');
    const theirs = (await call(t.app, LIST, { token: newcomer })).json as Array<{ id: number }>;
    expect(theirs.map((a) => a.id).sort()).toEqual([emmaId, danielId, strangerId].sort());
    const mine = (await call(t.app, LIST, { token: investor })).json as Array<{ id: number }>;
    expect(mine.map((a) => a.id)).not.toContain(strangerId);
    expect((await call(t.app, LIST, { token: staff })).json).toEqual([]);
    const managed = await call(t.app, LIST, {
      token: staff,
      headers: { 'x-managed-user-id': String(investorId) },
    });
    expect((managed.json as Array<{ id: number }>).map((a) => a.id).sort()).toEqual(
      [emmaId, danielId].sort(),
    );
  });

  it('answers nothing in an application where the user has no advised account', async () => {
    const res = await call(t.app, LIST, { token: investor, headers: { 'x-application-id': 'icf' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it('asks for a sign-in', async () => {
    expect((await call(t.app, LIST)).status).toBe(401);
    expect((await call(t.app, CONFIGURATION)).status).toBe(401);
    expect((await call(t.app, contact(emmaId), { body: { body: 'Hi' } })).status).toBe(401);
    expect((await call(t.app, BOOK, { body: { preferred_date: todayIso() } })).status).toBe(401);
  });
});

describe('GET /api/ipm/advisors/configuration/', () => {
  it("answers the application's booking team", async () => {
    const res = await call(t.app, CONFIGURATION, { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(DEMO_BOOKING_TEAM);
  });
});

describe('POST /api/ipm/advisors/{id}/contact/', () => {
  it('keeps the message and e-mails the advisor', async () => {
    const res = await call(t.app, contact(emmaId), {
      token: investor,
      body: { body: '  Please call me about my portfolio.  ' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: 'Emma will contact you shortly' });
    const [mail] = await outboxTo('emma.clarke@advisors.demo.test');
    expect(mail!.body).toContain('Please call me about my portfolio.');
    expect(mail!.body).toContain('investor@demo.test');
    const [stored] = await t.db.query<{ body: string; user_id: number; account_id: number | null }>(
      'SELECT body, user_id, account_id FROM advisor_messages WHERE advisor_id = $1 ORDER BY id DESC',
      [emmaId],
    );
    expect(stored).toMatchObject({ body: 'Please call me about my portfolio.', user_id: investorId });
    expect(stored!.account_id).toBe((await ipmAccountsOf(investorId))[0]!.id);
  });

  it("answers 404 for another client's advisor, an unknown one and a malformed id, and sends nothing", async () => {
    for (const id of [strangerId, 999999, 'abc']) {
      const res = await call(t.app, contact(id), { token: investor, body: { body: 'Hello' } });
      expect(res.status).toBe(404);
    }
    expect(await outboxTo('priya@advisors.test')).toEqual([]);
  });

  it('requires the body, at most 2000 characters', async () => {
    const empty = await call(t.app, contact(emmaId), { token: investor, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ body: [messages.required] });
    const missing = await call(t.app, contact(emmaId), { token: investor, body: {} });
    expect(missing.json).toEqual({ body: [messages.required] });
    const long = await call(t.app, contact(emmaId), { token: investor, body: { body: 'a'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ body: [messages.maxLength(2000)] });
    expect(
      (await call(t.app, contact(emmaId), { token: investor, body: { body: 'a'.repeat(2000) } })).status,
    ).toBe(200);
  });
});

describe('POST /api/ipm/current-account/book-quarterly-meeting/', () => {
  it('keeps the request for the selected account and e-mails both booking addresses', async () => {
    const accounts = await ipmAccountsOf(investorId);
    const selected = accounts[1]!;
    await t.db.query('UPDATE users SET selected_account_id = $2 WHERE id = $1', [investorId, selected.id]);
    const date = addDays(todayIso(), 7);
    const res = await call(t.app, BOOK, {
      token: investor,
      body: { preferred_date: date, preferred_time: 'afternoon', comment: 'Any day but Friday.' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: MEETING_REQUESTED_DETAIL });
    for (const recipient of [
      DEMO_BOOKING_TEAM.booking_team_email,
      DEMO_BOOKING_TEAM.booking_team_additional_email,
    ]) {
      const [mail] = await outboxTo(recipient);
      expect(mail!.subject).toBe(`Quarterly review meeting request: ${selected.name}`);
      expect(mail!.body).toContain('Preferred time: Afternoon');
      expect(mail!.body).toContain('Any day but Friday.');
      expect(mail!.body).toContain('investor@demo.test');
    }
    const [stored] = await t.db.query<Record<string, unknown>>(
      `SELECT account_id, user_id, to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date, preferred_time, comment
         FROM meeting_requests ORDER BY id DESC LIMIT 1`,
    );
    expect(stored).toEqual({
      account_id: selected.id,
      user_id: investorId,
      preferred_date: date,
      preferred_time: 'afternoon',
      comment: 'Any day but Friday.',
    });
    await t.db.query('UPDATE users SET selected_account_id = NULL WHERE id = $1', [investorId]);
  });

  it('books for today with only the date; the first active account when none is selected', async () => {
    const res = await call(t.app, BOOK, { token: investor, body: { preferred_date: todayIso() } });
    expect(res.status).toBe(200);
    const [stored] = await t.db.query<Record<string, unknown>>(
      'SELECT account_id, preferred_time, comment FROM meeting_requests ORDER BY id DESC LIMIT 1',
    );
    expect(stored).toEqual({
      account_id: (await ipmAccountsOf(investorId))[0]!.id,
      preferred_time: null,
      comment: null,
    });
    const [mail] = await outboxTo(DEMO_BOOKING_TEAM.booking_team_email);
    expect(mail!.body).toContain('Preferred time: No preference');
  });

  it("refuses a date before today (in Sydney) with the spec's message", async () => {
    const res = await call(t.app, BOOK, {
      token: investor,
      body: { preferred_date: addDays(todayIso(), -1) },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ preferred_date: ['Date cannot be in the past'] });
  });

  it('requires a real date and checks the time and the comment', async () => {
    const missing = await call(t.app, BOOK, { token: investor, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ preferred_date: [messages.required] });
    const bad = await call(t.app, BOOK, {
      token: investor,
      body: { preferred_date: '2099-02-30', preferred_time: 'evening', comment: 'a'.repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual(['comment', 'preferred_date', 'preferred_time']);
    expect(bad.json.preferred_date).toEqual([messages.dateNotValid]);
    expect(bad.json.comment).toEqual([messages.maxLength(2000)]);
  });

  it('refuses a user without an active account', async () => {
    const res = await call(t.app, BOOK, { token: staff, body: { preferred_date: todayIso() } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ non_field_errors: [NO_ACTIVE_ACCOUNT] });
  });

  it('puts the booking e-mail in the dev outbox', async () => {
    await call(t.app, BOOK, {
      token: investor,
      body: { preferred_date: todayIso(), comment: 'outbox check' },
    });
    const { json } = await call(t.app, '/api/dev/outbox/');
    const mail = (json as Array<{ recipient: string; body: string }>).find(
      (m) => m.recipient === DEMO_BOOKING_TEAM.booking_team_additional_email,
    );
    expect(mail?.body).toContain('outbox check');
  });
});
