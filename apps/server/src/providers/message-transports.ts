import nodemailer from 'nodemailer';
import type { Config, TwilioConfig } from '../config.ts';
import type { Channel } from './messaging.ts';

// How a message leaves the product once its row is committed: one transport per channel. A transport
// is called by the deliverer outside any database transaction and answers the provider's id for the
// message, or throws a DeliveryError that says whether trying again may help.

export type OutgoingMessage = {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
};
export type Sent = { providerMessageId: string | null };
export type Transport = (message: OutgoingMessage) => Promise<Sent>;
export type Transports = Record<Channel, Transport>;

/** A failed send. `permanent` ones (the provider refused this message for good) are not tried again. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** A dead or silent provider fails after this long, so the deliverer moves on and retries later. */
export const SEND_TIMEOUT_MS = 10_000;

/** The embedded provider: the outbox row itself is the delivery (read at /dev/outbox). */
export const embeddedTransport: Transport = async () => ({ providerMessageId: null });

/** What a provider's error may tell staff: addresses are cut out, the length is bounded. */
export function errorReason(text: string): string {
  return text
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/**
 * E-mail through SMTP (nodemailer). Every failure is retried: a relay that refuses (4xx or 5xx) is
 * nearly always our relay being down, throttled or misconfigured, not the message being undeliverable;
 * bounces for unknown recipients come later, by mail, from the relay itself.
 */
export function smtpTransport(options: { url: string; from: string; timeoutMs?: number }): Transport {
  const timeout = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    // The idle-socket timer starts at connect as the greeting timer does: set equal, either could fire
    // first for a server that never greets, and the error staff read would be a bare 'Timeout'.
    socketTimeout: timeout * 2,
  });
  return async ({ recipient, subject, body }) => {
    try {
      const info = await transport.sendMail({ from: options.from, to: recipient, subject, text: body });
      return { providerMessageId: info.messageId || null };
    } catch (error) {
      const { message, responseCode } = error as { message?: string; responseCode?: number };
      const code = responseCode ? ` (SMTP ${responseCode})` : '';
      throw new DeliveryError(errorReason(`${message ?? String(error)}${code}`), false);
    }
  };
}

/**
 * SMS through Twilio's Programmable Messaging API: POST .../Accounts/{sid}/Messages.json, form-encoded,
 * basic auth with the account SID and auth token; 201 answers the message's `sid`. Throttling (429),
 * server errors and network failures are retried; any other 4xx is Twilio refusing this message (a bad
 * number, an unverified sender) and will not change, so it is permanent.
 */
export function twilioSmsTransport(twilio: TwilioConfig, options: { timeoutMs?: number } = {}): Transport {
  const url = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  const timeout = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return async ({ recipient, body }) => {
    const form = new URLSearchParams({ To: toE164(recipient), Body: body });
    if (twilio.messagingServiceSid) form.set('MessagingServiceSid', twilio.messagingServiceSid);
    else form.set('From', twilio.from!);
    let status: number;
    let answer: { sid?: unknown; code?: unknown };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(timeout),
      });
      status = response.status;
      answer = ((await response.json().catch(() => null)) ?? {}) as typeof answer;
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeout} ms` : (error as Error).message;
      throw new DeliveryError(errorReason(`SMS gateway unreachable: ${reason}`), false);
    }
    if (status >= 200 && status < 300) {
      return { providerMessageId: typeof answer.sid === 'string' ? answer.sid : null };
    }
    // Twilio's own message may quote the number; its error code says enough.
    const code = typeof answer.code === 'number' ? `, Twilio error ${answer.code}` : '';
    const retryable = status === 429 || status >= 500;
    throw new DeliveryError(`SMS gateway answered ${status}${code}`, !retryable);
  };
}

/**
 * Twilio takes E.164 numbers. Clients give Australian numbers as they write them (0412 345 678,
 * 61412345678); anything else is passed on as written and Twilio's refusal is recorded.
 */
export function toE164(phone: string): string {
  const compact = phone.replace(/[\s()-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (/^0\d{9}$/.test(compact)) return `+61${compact.slice(1)}`;
  if (/^61\d{9}$/.test(compact)) return `+${compact}`;
  return compact;
}

/** The configured transports: the embedded outbox, SMTP for e-mail, Twilio for SMS. */
export function createTransports(
  config: Pick<Config, 'emailProvider' | 'smtpUrl' | 'mailFrom' | 'smsProvider' | 'twilio'>,
): Transports {
  return {
    email:
      config.emailProvider === 'smtp'
        ? smtpTransport({ url: config.smtpUrl!, from: config.mailFrom })
        : embeddedTransport,
    sms: config.smsProvider === 'twilio' ? twilioSmsTransport(config.twilio!) : embeddedTransport,
  };
}
