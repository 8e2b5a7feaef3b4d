import type { Config } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { insertOutboxMessage, type OutboxMessage } from './queries.ts';

export type Email = { to: string; subject: string; text: string };
export type Sms = { to: string; text: string };
export type Channel = OutboxMessage['channel'];

/**
 * How a use case sends SMS and e-mail: the message becomes a row of `outbox` in the caller's own
 * transaction, so it is sent if and only if the work that asked for it commits. Nothing leaves the
 * product here; the deliverer (jobs/message-delivery.ts) sends pending rows after commit.
 */
export type Messenger = {
  sendEmail(q: Queryable, email: Email): Promise<void>;
  sendSms(q: Queryable, sms: Sms): Promise<void>;
};

/**
 * Writes messages to the outbox. A channel whose provider is the embedded outbox is delivered the moment
 * its row exists (it is read at /dev/outbox); the others wait, pending, for the deliverer.
 */
export function outboxWriter(embedded: Record<Channel, boolean>): Messenger {
  const insert = (q: Queryable, channel: Channel, to: string, subject: string, body: string) =>
    insertOutboxMessage(q, { channel, recipient: to, subject, body }, embedded[channel]);
  return {
    async sendEmail(q, { to, subject, text }) {
      await insert(q, 'email', to, subject, text);
    },
    async sendSms(q, { to, text }) {
      await insert(q, 'sms', to, '', text);
    },
  };
}

/** The demo's messenger: both channels embedded, every message shown at /dev/outbox. */
export const outboxMessenger: Messenger = outboxWriter({ email: true, sms: true });

export function createMessenger(config: Pick<Config, 'emailProvider' | 'smsProvider'>): Messenger {
  return outboxWriter({ email: config.emailProvider === 'outbox', sms: config.smsProvider === 'outbox' });
}
