import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, lastMessageTo, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const THANK_YOU = {
  title: 'Thank you!',
  detail: 'Your message has been sent. Our support team will contact you soon.',
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

const contact = (
  body: unknown,
  options: { token?: string; headers?: Record<string, string>; ip?: string } = {},
) => call(t.app, '/api/contact-us/', { body, ...options });

const storedCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages'))[0]!.n;

describe('POST /api/contact-us/', () => {
  it('requires an e-mail from anyone not signed in', async () => {
    const before = await storedCount();
    const res = await contact({ description: 'Where is my statement?' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: ['This field is required'] });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a malformed e-mail', async () => {
    const before = await storedCount();
    const res = await contact({ email: 'not-an-email', description: 'Hello' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: ['Email format is not valid'] });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a description over 1000 symbols and stores nothing', async () => {
    const before = await storedCount();
    const res = await contact({ email: 'long@example.com', description: 'a'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ description: ['The query cannot contain more than 1000 symbols'] });
    expect(await storedCount()).toBe(before);
    expect(await lastMessageTo(t.app, 'support@ipm.portal.example').then((m) => m?.body ?? '')).not.toContain(
      'a'.repeat(1001),
    );

    const exactly = await contact({ email: 'long@example.com', description: 'b'.repeat(1000) });
    expect(exactly.status).toBe(200);
  });

  it('requires a description', async () => {
    const res = await contact({ email: 'someone@example.com', description: '   ' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ description: ['This field is required'] });
  });

  it('thanks the sender, stores the message and e-mails the support address of the application', async () => {
    const before = await storedCount();
    const res = await contact({ email: 'visitor@example.com', description: 'I cannot sign in.' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(THANK_YOU);
    expect(await storedCount()).toBe(before + 1);
    const [row] = await t.db.query(
      'SELECT user_id, application_id, email, description FROM support_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({
      user_id: null,
      application_id: 'ipm',
      email: 'visitor@example.com',
      description: 'I cannot sign in.',
    });
    const mail = await lastMessageTo(t.app, 'support@ipm.portal.example');
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toContain('visitor@example.com');
    expect(mail?.body).toContain('I cannot sign in.');
  });

  it('sends to the support address of the application named in X-Application-Id', async () => {
    const res = await contact(
      { email: 'notes@example.com', description: 'A question about loan notes.' },
      { headers: { 'x-application-id': 'icf' } },
    );
    expect(res.status).toBe(200);
    const mail = await lastMessageTo(t.app, 'support@icf.portal.example');
    expect(mail?.body).toContain('A question about loan notes.');
    const unknown = await contact(
      { email: 'notes@example.com', description: 'Unknown application.' },
      { headers: { 'x-application-id': 'zzz' } },
    );
    expect(unknown.status).toBe(400);
  });

  it("uses the profile's e-mail for a signed-in user", async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const res = await contact({ description: 'Please call me about my trust account.' }, { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(THANK_YOU);
    const [row] = await t.db.query<{ email: string; same: boolean }>(
      `SELECT s.email, s.user_id = u.id AS same FROM support_messages s, users u
        WHERE u.email = 'investor@demo.test' ORDER BY s.id DESC LIMIT 1`,
    );
    expect(row).toEqual({ email: 'investor@demo.test', same: true });
    // A typed e-mail does not replace the profile's.
    await contact({ email: 'spoof@example.com', description: 'Typed another e-mail.' }, { token });
    const [typed] = await t.db.query('SELECT email FROM support_messages ORDER BY id DESC LIMIT 1');
    expect(typed).toEqual({ email: 'investor@demo.test' });
  });

  it('limits messages to 10 an hour per address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await contact(
        { email: 'busy@example.com', description: `Message ${i}` },
        { ip: '10.9.0.1' },
      );
      expect(res.status).toBe(200);
    }
    const before = await storedCount();
    const res = await contact({ email: 'busy@example.com', description: 'One too many' }, { ip: '10.9.0.1' });
    expect(res.status).toBe(429);
    expect(res.json.detail).toContain('Too many attempts');
    expect(await storedCount()).toBe(before);
  });
});
