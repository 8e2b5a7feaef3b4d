import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/client.ts';

export type Email = { to: string; subject: string; text: string };
export type Sms = { to: string; text: string };

/** How SMS and e-mail leave the product. Sends run inside the caller's transaction when given one. */
export type Messenger = {
  sendEmail(q: Queryable, email: Email): Promise<void>;
  sendSms(q: Queryable, sms: Sms): Promise<void>;
};

/** The embedded provider: every message is a row in `outbox`, shown at /dev/outbox. */
export const outboxMessenger: Messenger = {
  async sendEmail(q, { to, subject, text }) {
    await q.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
      'email',
      to,
      subject,
      text,
    ]);
  },
  async sendSms(q, { to, text }) {
    await q.query('INSERT INTO outbox (channel, recipient, body) VALUES ($1, $2, $3)', ['sms', to, text]);
  },
};

/** E-mail through SMTP (SMTP_URL). SMS stays in the outbox until an SMS gateway is configured. */
export function smtpMessenger(config: Config): Messenger {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async sendEmail(_q, { to, subject, text }) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text });
    },
    sendSms: outboxMessenger.sendSms,
  };
}

export function createMessenger(config: Config): Messenger {
  return config.emailProvider === 'smtp' ? smtpMessenger(config) : outboxMessenger;
}
