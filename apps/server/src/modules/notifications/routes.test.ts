import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { call, signIn, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

let counter = 0;
/** A user of its own for a test (the demo password, login two-factor off), signed in. */
async function newUser(): Promise<{ id: number; email: string; token: string }> {
  counter += 1;
  const email = `notified-${counter}@demo.test`;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT $1, password_hash, 'Nora', 'Notified' FROM users WHERE email = 'investor@demo.test' RETURNING id`,
    [email],
  );
  await t.db.query(`INSERT INTO user_applications (user_id, application_id) VALUES ($1, 'icf')`, [row!.id]);
  return { id: row!.id, email, token: await signIn(t.app, email) };
}

const sendTo = (userId: number, title: string, extra: Record<string, unknown> = {}) =>
  call(t.app, '/api/staff/notifications/', {
    token: staff,
    body: { user_id: userId, title, description: `About ${title}`, ...extra },
  });

describe('POST /api/staff/notifications/', () => {
  it('records a message for the user, who then lists it as new', async () => {
    const user = await newUser();
    const res = await sendTo(user.id, 'Quarterly statement ready', { redirect_url: '/documents/' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ created: 1 });
    const list = await call(t.app, '/api/notifications/', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.json.count).toBe(1);
    expect(list.json.results[0]).toMatchObject({
      status: 'new',
      title: 'Quarterly statement ready',
      description: 'About Quarterly statement ready',
      redirect_url: '/documents/',
      labels: [],
      application: null,
      viewed: false,
    });
    expect(Number.isNaN(Date.parse(list.json.results[0].created))).toBe(false);
    // The audit log names it like every other staff action.
    const [logged] = await t.db.query<{ action: string }>(
      'SELECT action FROM activity_log WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [user.id],
    );
    expect(logged?.action).toBe('staff.notification_sent');
  });

  it('sends to every investor of an application', async () => {
    const a = await newUser();
    const b = await newUser();
    const res = await call(t.app, '/api/staff/notifications/', {
      token: staff,
      body: { application: 'icf', title: 'New loan note offer', description: 'Read the offer.' },
    });
    expect(res.status).toBe(200);
    expect(res.json.created).toBeGreaterThanOrEqual(2);
    for (const u of [a, b]) {
      const list = await call(t.app, '/api/notifications/', { token: u.token });
      expect(list.json.results[0]).toMatchObject({ title: 'New loan note offer', application: 'icf' });
    }
  });

  it('refuses investors with 403 and creates nothing', async () => {
    const user = await newUser();
    const other = await newUser();
    const res = await call(t.app, '/api/staff/notifications/', {
      token: user.token,
      body: { user_id: other.id, title: 'Phishing', description: 'Click here' },
    });
    expect(res.status).toBe(403);
    expect((await call(t.app, '/api/notifications/', { token: other.token })).json.count).toBe(0);
  });

  it('asks for exactly one of user_id and application, and a title', async () => {
    const user = await newUser();
    const both = await call(t.app, '/api/staff/notifications/', {
      token: staff,
      body: { user_id: user.id, application: 'ipm', title: 'x', description: 'y' },
    });
    expect(both.status).toBe(400);
    expect(both.json.non_field_errors).toEqual(['Give either user_id or application.']);
    const noTitle = await call(t.app, '/api/staff/notifications/', {
      token: staff,
      body: { user_id: user.id, title: ' ', description: 'y' },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.title).toEqual(['This field is required']);
  });
});

describe('list, stats and marks', () => {
  it('pages 10 at a time, newest first', async () => {
    const user = await newUser();
    for (let i = 1; i <= 12; i += 1) await sendTo(user.id, `Message ${i}`);
    const first = await call(t.app, '/api/notifications/?page=1&page_size=10', { token: user.token });
    expect(first.json.count).toBe(12);
    expect(first.json.results).toHaveLength(10);
    expect(first.json.results[0].title).toBe('Message 12');
    const second = await call(t.app, '/api/notifications/?page=2', { token: user.token });
    expect(second.json.page_size).toBe(10);
    expect(second.json.results.map((n: { title: string }) => n.title)).toEqual(['Message 2', 'Message 1']);
  });

  it('counts unseen, shows the recent ones, and mark viewed clears the count', async () => {
    const user = await newUser();
    for (let i = 1; i <= 6; i += 1) await sendTo(user.id, `Note ${i}`);
    const stats = await call(t.app, '/api/notifications/stats/', { token: user.token });
    expect(stats.json.unseen_count).toBe(6);
    expect(stats.json.recent_notifications).toHaveLength(5);
    expect(stats.json.recent_notifications[0].title).toBe('Note 6');
    const viewed = await call(t.app, '/api/notifications/mark-viewed/', { token: user.token, body: {} });
    expect(viewed.json).toEqual({ updated: 6 });
    const after = await call(t.app, '/api/notifications/stats/', { token: user.token });
    expect(after.json.unseen_count).toBe(0);
    // Seen is not read: the list still shows them as new.
    expect(after.json.recent_notifications[0].status).toBe('new');
  });

  it('marks read only the given notifications, and mark all reads the rest', async () => {
    const user = await newUser();
    await sendTo(user.id, 'One');
    await sendTo(user.id, 'Two');
    await sendTo(user.id, 'Three');
    const { json } = await call(t.app, '/api/notifications/', { token: user.token });
    const [three, two] = json.results;
    const res = await call(t.app, '/api/notifications/mark-read/', {
      token: user.token,
      body: { notifications: [three.id] },
    });
    expect(res.json).toEqual({ updated: 1 });
    const after = await call(t.app, '/api/notifications/', { token: user.token });
    expect(after.json.results.map((n: { status: string }) => n.status)).toEqual(['read', 'new', 'new']);
    expect((await call(t.app, '/api/notifications/stats/', { token: user.token })).json.unseen_count).toBe(2);
    expect(two.status).toBe('new');
    const all = await call(t.app, '/api/notifications/mark-all-read/', { token: user.token, body: {} });
    expect(all.json).toEqual({ updated: 2 });
    const done = await call(t.app, '/api/notifications/', { token: user.token });
    expect(done.json.results.every((n: { status: string }) => n.status === 'read')).toBe(true);
  });
});

describe("another user's notifications", () => {
  it('are never listed, counted, read or marked', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    await sendTo(owner.id, 'Private');
    const [own] = (await call(t.app, '/api/notifications/', { token: owner.token })).json.results;

    expect((await call(t.app, '/api/notifications/', { token: intruder.token })).json).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await call(t.app, '/api/notifications/stats/', { token: intruder.token })).json).toEqual({
      unseen_count: 0,
      recent_notifications: [],
    });
    const read = await call(t.app, '/api/notifications/mark-read/', {
      token: intruder.token,
      body: { notifications: [own.id] },
    });
    expect(read.status).toBe(404);
    const viewed = await call(t.app, '/api/notifications/mark-viewed/', {
      token: intruder.token,
      body: { notifications: [own.id] },
    });
    expect(viewed.status).toBe(404);
    const all = await call(t.app, '/api/notifications/mark-all-read/', { token: intruder.token, body: {} });
    expect(all.json).toEqual({ updated: 0 });

    const ownerView = await call(t.app, '/api/notifications/stats/', { token: owner.token });
    expect(ownerView.json.unseen_count).toBe(1);
    expect(ownerView.json.recent_notifications[0]).toMatchObject({ status: 'new', viewed: false });
  });

  it('a mix of own and foreign ids changes nothing', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    await sendTo(owner.id, 'Theirs');
    await sendTo(intruder.id, 'Mine');
    const [theirs] = (await call(t.app, '/api/notifications/', { token: owner.token })).json.results;
    const [mine] = (await call(t.app, '/api/notifications/', { token: intruder.token })).json.results;
    const res = await call(t.app, '/api/notifications/mark-read/', {
      token: intruder.token,
      body: { notifications: [mine.id, theirs.id] },
    });
    expect(res.status).toBe(404);
    const [still] = (await call(t.app, '/api/notifications/', { token: intruder.token })).json.results;
    expect(still.status).toBe('new');
  });

  it('every call needs a session', async () => {
    for (const [url, body] of [
      ['/api/notifications/', undefined],
      ['/api/notifications/stats/', undefined],
      ['/api/notifications/mark-read/', { notifications: [] }],
      ['/api/notifications/mark-all-read/', {}],
      ['/api/notifications/mark-viewed/', {}],
      ['/api/staff/notifications/', { user_id: 1, title: 'x', description: 'y' }],
    ] as const) {
      expect((await call(t.app, url, { body })).status, url).toBe(401);
    }
  });
});

describe('security events', () => {
  it('a password change is recorded as a notification', async () => {
    const user = await newUser();
    const res = await call(t.app, '/api/auth/password-change/', {
      token: user.token,
      body: {
        old_password: DEMO_PASSWORD,
        new_password1: 'Quiet-Meadow-Compass-77!',
        new_password2: 'Quiet-Meadow-Compass-77!',
      },
    });
    expect(res.status).toBe(200);
    const list = await call(t.app, '/api/notifications/', { token: res.json.key });
    expect(list.json.results[0]).toMatchObject({
      title: 'Your password was changed',
      status: 'new',
    });
  });
});

describe('unsubscribe', () => {
  it('the link in a notification e-mail turns notification e-mails off', async () => {
    const user = await newUser();
    await sendTo(user.id, 'First by e-mail');
    const { json: outbox } = await call(t.app, '/api/dev/outbox/');
    const mail = outbox.find((m: { recipient: string }) => m.recipient === user.email);
    expect(mail.subject).toBe('First by e-mail');
    const link = mail.body.match(/https?:\/\/\S+\/notifications\/unsubscribed\/\?token=(\S+)/);
    expect(link).not.toBeNull();

    const res = await call(t.app, '/api/notifications/unsubscribe/', { body: { token: link[1] } });
    expect(res.status).toBe(200);
    expect(res.json.detail).toBe(
      'You have been unsubscribed and will no longer receive these notifications.',
    );

    await sendTo(user.id, 'Second, in the portal only');
    const after = (await call(t.app, '/api/dev/outbox/')).json.filter(
      (m: { recipient: string }) => m.recipient === user.email,
    );
    expect(after.map((m: { subject: string }) => m.subject)).toEqual(['First by e-mail']);
    const list = await call(t.app, '/api/notifications/', { token: user.token });
    expect(list.json.results[0].title).toBe('Second, in the portal only');
  });

  it('refuses an unknown token', async () => {
    const res = await call(t.app, '/api/notifications/unsubscribe/', { body: { token: 'not-a-token' } });
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe('The unsubscribe link is invalid.');
  });
});
