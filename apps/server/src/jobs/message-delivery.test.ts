import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/client.ts';
import {
  embeddedTransport,
  smtpTransport,
  type Transports,
  twilioSmsTransport,
} from '../providers/message-transports.ts';
import { outboxWriter } from '../providers/messaging.ts';
import { call, signIn, signInStaff } from '../testing/http.ts';
import { startSilentServer, startSmsGateway, startSmtpServer } from '../testing/message-servers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  DELIVER_MESSAGES,
  defineMessageDelivery,
  deliverDueMessages,
  LEASE_SECONDS,
  MAX_ATTEMPTS,
  retryDelayMs,
} from './message-delivery.ts';
import { createJobQueue } from './queue.ts';

// Messages queued as a request queues them (a pending outbox row), delivered by deliverDueMessages
// through real local servers: smtp-server for e-mail, an HTTP server speaking Twilio's API for SMS.

const queue = outboxWriter({ email: false, sms: false });
const FROM = 'Client Portal <no-reply@portal.example>';
const TIMEOUT_MS = 300;
/** A clock that moves two hours on at each call: every retry scheduled so far is due. */
let clock = Date.now();
const afterBackOff = () => {
  clock = Math.max(clock, Date.now()) + 2 * 3600_000;
  return new Date(clock);
};

let t: TestApp;
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query("DELETE FROM outbox WHERE status <> 'delivered'");
});
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

type Row = {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
  provider_message_id: string | null;
};
const rowsTo = (recipient: string) =>
  t.db.query<Row>(
    `SELECT id, status, attempts, last_error, next_attempt_at, delivered_at, provider_message_id
       FROM outbox WHERE recipient = $1 ORDER BY id`,
    [recipient],
  );
const onlyRowTo = async (recipient: string) => {
  const rows = await rowsTo(recipient);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

const emailOnly = (url: string): Transports => ({
  email: smtpTransport({ url, from: FROM, timeoutMs: TIMEOUT_MS }),
  sms: embeddedTransport,
});

describe('e-mail through SMTP', () => {
  it('arrives with its subject and text, and the row is delivered', async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    await queue.sendEmail(t.db, { to: 'jane@example.com', subject: 'Your statement', text: 'It is ready.' });

    const counts = await deliverDueMessages(t.db, emailOnly(smtp.url));

    expect(counts).toEqual({ claimed: 1, delivered: 1, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['jane@example.com']);
    expect(smtp.received[0]!.from).toBe('no-reply@portal.example');
    expect(smtp.received[0]!.raw).toContain('Subject: Your statement');
    expect(smtp.received[0]!.raw).toContain('It is ready.');
    const row = await onlyRowTo('jane@example.com');
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
    expect(row.delivered_at).not.toBeNull();
    expect(row.provider_message_id).toMatch(/@/);
    // Delivered once: the next run finds nothing to send.
    expect((await deliverDueMessages(t.db, emailOnly(smtp.url))).claimed).toBe(0);
  });

  it('gives up on a server that never greets and schedules a retry with back-off', async () => {
    const silent = await startSilentServer();
    closers.push(silent.close);
    await queue.sendEmail(t.db, { to: 'hang@example.com', subject: 'Hello', text: 'Text' });

    const started = Date.now();
    const counts = await deliverDueMessages(t.db, emailOnly(`smtp://127.0.0.1:${silent.port}`));

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(silent.connections()).toBe(1);
    expect(counts).toEqual({ claimed: 1, delivered: 0, retried: 1, dead: 0 });
    const row = await onlyRowTo('hang@example.com');
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/greeting/i);
    // The first retry waits 15 to 30 s; nothing is due before then.
    const wait = new Date(row.next_attempt_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(10_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    expect((await deliverDueMessages(t.db, emailOnly(`smtp://127.0.0.1:${silent.port}`))).claimed).toBe(0);
  });

  it('is delivered on a later attempt after the server refused it for a while (4xx, then 5xx)', async () => {
    const smtp = await startSmtpServer((attempt) => ({ 1: 451, 2: 554 })[attempt]);
    closers.push(smtp.close);
    await queue.sendEmail(t.db, { to: 'later@example.com', subject: 'Hello', text: 'Third time lucky' });
    const transports = emailOnly(smtp.url);

    expect(await deliverDueMessages(t.db, transports)).toMatchObject({ retried: 1 });
    expect((await onlyRowTo('later@example.com')).last_error).toMatch(/451/);
    expect(await deliverDueMessages(t.db, transports, { now: afterBackOff() })).toMatchObject({ retried: 1 });
    expect((await onlyRowTo('later@example.com')).last_error).toMatch(/554/);
    expect(await deliverDueMessages(t.db, transports, { now: afterBackOff() })).toMatchObject({
      delivered: 1,
    });

    expect(await onlyRowTo('later@example.com')).toMatchObject({
      status: 'delivered',
      attempts: 3,
      last_error: null,
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain('Third time lucky');
  });

  it(`is dead after ${MAX_ATTEMPTS} attempts, shown to staff without its text, and staff can retry it`, async () => {
    const smtp = await startSmtpServer(() => 421);
    closers.push(smtp.close);
    await queue.sendEmail(t.db, {
      to: 'jane.doe@example.com',
      subject: 'Reset your password',
      text: 'secret-link-123',
    });
    const transports = emailOnly(smtp.url);

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await deliverDueMessages(t.db, transports, { now: afterBackOff() })).toMatchObject({
        retried: 1,
      });
    }
    expect(await deliverDueMessages(t.db, transports, { now: afterBackOff() })).toMatchObject({ dead: 1 });
    expect(smtp.attempts()).toBe(MAX_ATTEMPTS);
    const dead = await onlyRowTo('jane.doe@example.com');
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
    // A dead letter is not tried again by the deliverer.
    expect((await deliverDueMessages(t.db, transports, { now: afterBackOff() })).claimed).toBe(0);

    const client = await signIn(t.app, 'investor@demo.test');
    expect((await call(t.app, '/api/staff/messages/', { token: client })).status).toBe(403);

    const staff = await signInStaff(t.app);
    const list = await call(t.app, '/api/staff/messages/', { token: staff });
    expect(list.status).toBe(200);
    expect(list.json.counts).toEqual({ pending: 0, sending: 0, dead: 1 });
    expect(list.json.results).toEqual([
      {
        id: dead.id,
        channel: 'email',
        recipient: 'j•••@example.com',
        subject: 'Reset your password',
        status: 'dead',
        attempts: MAX_ATTEMPTS,
        last_error: expect.stringMatching(/421/),
        created: expect.any(String),
        next_attempt: null,
      },
    ]);
    expect(list.text).not.toContain('secret-link-123');
    expect(list.text).not.toContain('jane.doe');

    const retry = await call(t.app, `/api/staff/messages/${dead.id}/retry/`, { token: staff, body: {} });
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ id: dead.id, status: 'pending', attempts: 0 });
    const again = await call(t.app, `/api/staff/messages/${dead.id}/retry/`, { token: staff, body: {} });
    expect(again.status).toBe(409);
    const [logged] = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      "SELECT action, detail FROM activity_log WHERE action = 'staff.message_retried' ORDER BY id DESC LIMIT 1",
    );
    expect(logged).toMatchObject({ detail: { message_id: dead.id, channel: 'email' } });

    // Back in the queue with a fresh set of attempts: the next run sends it again.
    expect(await deliverDueMessages(t.db, transports)).toMatchObject({ claimed: 1, retried: 1 });
  });
});

describe('SMS through the Twilio Messages API', () => {
  const smsOnly = (gateway: Awaited<ReturnType<typeof startSmsGateway>>): Transports => ({
    email: embeddedTransport,
    sms: twilioSmsTransport(gateway.twilio, { timeoutMs: TIMEOUT_MS }),
  });

  it('posts To, From and Body with the account credentials and records the message sid', async () => {
    const gateway = await startSmsGateway();
    closers.push(gateway.close);
    await queue.sendSms(t.db, { to: '0412 345 678', text: 'Your code is 123456' });

    expect(await deliverDueMessages(t.db, smsOnly(gateway))).toMatchObject({ delivered: 1 });

    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request!.path).toBe(`/2010-04-01/Accounts/${gateway.twilio.accountSid}/Messages.json`);
    const credentials = Buffer.from(request!.authorization.replace(/^Basic /, ''), 'base64').toString();
    expect(credentials).toBe(`${gateway.twilio.accountSid}:test-auth-token`);
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+61412345678',
      From: '+61400000000',
      Body: 'Your code is 123456',
    });
    expect(await onlyRowTo('0412 345 678')).toMatchObject({
      status: 'delivered',
      provider_message_id: 'SM1',
    });
  });

  it('sends through a Messaging Service when one is configured', async () => {
    const gateway = await startSmsGateway();
    closers.push(gateway.close);
    const transports: Transports = {
      email: embeddedTransport,
      sms: twilioSmsTransport({ ...gateway.twilio, messagingServiceSid: 'MG0123' }),
    };
    await queue.sendSms(t.db, { to: '+61412000111', text: 'Hi' });
    await deliverDueMessages(t.db, transports);
    expect(Object.fromEntries(gateway.requests[0]!.form)).toEqual({
      To: '+61412000111',
      MessagingServiceSid: 'MG0123',
      Body: 'Hi',
    });
  });

  it('retries after a server error and after throttling, then delivers', async () => {
    const gateway = await startSmsGateway((n) => ({
      status: ({ 1: 503, 2: 429 } as Record<number, number>)[n] ?? 201,
    }));
    closers.push(gateway.close);
    await queue.sendSms(t.db, { to: '0412000222', text: 'Code 111111' });

    expect(await deliverDueMessages(t.db, smsOnly(gateway))).toMatchObject({ retried: 1 });
    expect((await onlyRowTo('0412000222')).last_error).toBe('SMS gateway answered 503');
    expect(await deliverDueMessages(t.db, smsOnly(gateway), { now: afterBackOff() })).toMatchObject({
      retried: 1,
    });
    expect(await deliverDueMessages(t.db, smsOnly(gateway), { now: afterBackOff() })).toMatchObject({
      delivered: 1,
    });
    expect(await onlyRowTo('0412000222')).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(gateway.requests).toHaveLength(3);
  });

  it('retries when the gateway answers after the timeout', async () => {
    const gateway = await startSmsGateway((n) =>
      n === 1 ? { status: 201, delayMs: TIMEOUT_MS * 10 } : { status: 201 },
    );
    closers.push(gateway.close);
    await queue.sendSms(t.db, { to: '0412000333', text: 'Code 222222' });

    const started = Date.now();
    expect(await deliverDueMessages(t.db, smsOnly(gateway))).toMatchObject({ retried: 1 });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 10);
    const row = await onlyRowTo('0412000333');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toBe(`SMS gateway unreachable: no answer within ${TIMEOUT_MS} ms`);
    expect(await deliverDueMessages(t.db, smsOnly(gateway), { now: afterBackOff() })).toMatchObject({
      delivered: 1,
    });
  });

  it('is dead at once when the gateway refuses the message (400), with the reason', async () => {
    const gateway = await startSmsGateway(() => ({
      status: 400,
      body: { code: 21211, message: "The 'To' number 12 is not a valid phone number.", status: 400 },
    }));
    closers.push(gateway.close);
    await queue.sendSms(t.db, { to: '12', text: 'Code 333333' });

    expect(await deliverDueMessages(t.db, smsOnly(gateway))).toMatchObject({ dead: 1 });
    expect(await onlyRowTo('12')).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'SMS gateway answered 400, Twilio error 21211',
    });
    expect((await deliverDueMessages(t.db, smsOnly(gateway), { now: afterBackOff() })).claimed).toBe(0);
    expect(gateway.requests).toHaveLength(1);
  });

  it('is sent once when two deliverers race for the same messages', async () => {
    const gateway = await startSmsGateway(() => ({ status: 201, delayMs: 20 }));
    closers.push(gateway.close);
    // On PostgreSQL the second deliverer has connections of its own, as a second server instance would.
    const other: Db = t.databaseUrl ? await openPostgres(t.databaseUrl, { max: 3 }) : t.db;
    if (other !== t.db) closers.push(() => other.close());
    const numbers = Array.from({ length: 30 }, (_, i) => `04120010${String(i).padStart(2, '0')}`);
    for (const to of numbers) await queue.sendSms(t.db, { to, text: `Message for ${to}` });

    const transports: Transports = { email: embeddedTransport, sms: twilioSmsTransport(gateway.twilio) };
    const drain = async (db: Db) => {
      let sent = 0;
      for (;;) {
        const { claimed } = await deliverDueMessages(db, transports, { limit: 4 });
        if (claimed === 0) return sent;
        sent += claimed;
      }
    };
    const [first, second] = await Promise.all([drain(t.db), drain(other)]);

    expect(first + second).toBe(numbers.length);
    const bodies = gateway.requests.map((r) => r.form.get('Body'));
    expect(bodies).toHaveLength(numbers.length);
    expect(new Set(bodies).size).toBe(numbers.length);
    const [{ n }] = (await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE recipient LIKE '04120010%' AND status = 'delivered'",
    )) as [{ n: number }];
    expect(n).toBe(numbers.length);
  });
});

describe('a message left sending by a server that stopped', () => {
  it('is claimed again once its lease has run out, and not before', async () => {
    const gateway = await startSmsGateway();
    closers.push(gateway.close);
    await queue.sendSms(t.db, { to: '0412000444', text: 'Code 444444' });
    await t.db.query(
      "UPDATE outbox SET status = 'sending', attempts = 1, locked_at = now() - interval '1 minute' WHERE recipient = $1",
      ['0412000444'],
    );
    const transports: Transports = { email: embeddedTransport, sms: twilioSmsTransport(gateway.twilio) };

    expect((await deliverDueMessages(t.db, transports)).claimed).toBe(0);
    const afterLease = new Date(Date.now() + LEASE_SECONDS * 1000);
    expect(await deliverDueMessages(t.db, transports, { now: afterLease })).toMatchObject({ delivered: 1 });
    expect(await onlyRowTo('0412000444')).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(gateway.requests).toHaveLength(1);
  });
});

describe('the retry schedule', () => {
  it('doubles from 30 s, is capped at an hour, and is spread over the upper half of each step', () => {
    expect(retryDelayMs(1, () => 0)).toBe(15_000);
    expect(retryDelayMs(1, () => 1)).toBe(30_000);
    expect(retryDelayMs(2, () => 1)).toBe(60_000);
    expect(retryDelayMs(4, () => 1)).toBe(240_000);
    expect(retryDelayMs(20, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(20, () => 0)).toBe(1_800_000);
  });
});

describe('the background deliverer', () => {
  it('sends a message committed while it runs, without being woken', async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const jobs = createJobQueue(t.db, { workers: true });
    defineMessageDelivery(jobs, t.db, emailOnly(smtp.url));
    await jobs.start();
    closers.push(() => jobs.stop());
    jobs.wake(DELIVER_MESSAGES);
    await t.db.tx((q) =>
      queue.sendEmail(q, { to: 'polled@example.com', subject: 'Polled', text: 'Found it' }),
    );

    for (let i = 0; i < 400 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(smtp.received.map((m) => m.to)).toEqual([['polled@example.com']]);
    await jobs.stop();
    expect(await onlyRowTo('polled@example.com')).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
