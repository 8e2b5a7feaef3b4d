import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { deliverDueMessages } from '../jobs/message-delivery.ts';
import { call, codeIn } from '../testing/http.ts';
import { startSilentServer } from '../testing/message-servers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTransports } from './message-transports.ts';

// A request that sends a message answers without waiting for the provider: the message is a row of the
// request's transaction, and the provider is called after commit by the deliverer. Here both providers
// accept the connection and never answer.

const SECURE = 'secure@demo.test';
const SECURE_PHONE = '0423456789';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSilentServer>>;
let gateway: Awaited<ReturnType<typeof startSilentServer>>;

beforeAll(async () => {
  smtp = await startSilentServer();
  gateway = await startSilentServer();
  t = await createTestApp({
    emailProvider: 'smtp',
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    smsProvider: 'twilio',
    twilio: {
      apiUrl: `http://127.0.0.1:${gateway.port}`,
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'token',
      messagingServiceSid: undefined,
      from: '+61400000000',
    },
  });
});
afterAll(async () => {
  await smtp?.close();
  await gateway?.close();
  await t?.close();
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(condition()).toBe(true);
}

const pendingTo = (recipient: string) =>
  t.db.query<{ body: string; status: string }>(
    'SELECT body, status FROM outbox WHERE recipient = $1 ORDER BY id DESC',
    [recipient],
  );

describe('requests that send messages, with providers that do not answer', () => {
  it('answer while the SMTP server and the SMS gateway are still silent', async () => {
    const transports = createTransports(t.config);

    // An e-mail request answers at once; its message waits in the outbox.
    const reset = await call(t.app, '/api/auth/password-reset/', { body: { email: 'investor@demo.test' } });
    expect(reset.status).toBe(200);
    expect((await pendingTo('investor@demo.test'))[0]?.status).toBe('pending');

    // The deliverer is now stuck on the silent SMTP server...
    const emailing = deliverDueMessages(t.db, transports);
    await until(() => smtp.waiting() === 1);

    // ...and a sign-in with two-factor still answers, its SMS queued in the same transaction.
    const login = await call(t.app, '/api/auth/login/', { body: { email: SECURE, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const [sms] = await pendingTo(SECURE_PHONE);
    expect(sms?.status).toBe('pending');

    // The SMS is handed to a gateway that does not answer either; the code it carries completes the
    // sign-in all the same, while neither provider has said a word.
    const texting = deliverDueMessages(t.db, transports);
    await until(() => gateway.waiting() === 1);
    const confirmed = await call(t.app, '/api/auth/login-confirmation/', {
      token: login.json.key,
      body: { code: codeIn(sms?.body) },
    });
    expect(confirmed.status).toBe(200);
    expect(smtp.waiting()).toBe(1);
    expect(gateway.waiting()).toBe(1);

    // Once the providers hang up, both messages are scheduled for another attempt.
    await smtp.close();
    await gateway.close();
    expect(await emailing).toMatchObject({ claimed: 1, retried: 1 });
    expect(await texting).toMatchObject({ claimed: 1, retried: 1 });
  });
});
