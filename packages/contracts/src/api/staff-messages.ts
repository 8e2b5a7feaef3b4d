// Messages the portal could not deliver yet, as the staff console shows them: never their text (it may
// hold a code or a sign-in link), the recipient masked, the attempts and the provider's last error.
import * as z from 'zod/mini';

export const UNDELIVERED_MESSAGE_STATUSES = ['pending', 'sending', 'dead'] as const;
export type TUndeliveredMessageStatus = (typeof UNDELIVERED_MESSAGE_STATUSES)[number];
export const UNDELIVERED_MESSAGE_STATUS_LABELS: Record<TUndeliveredMessageStatus, string> = {
  pending: 'Waiting to retry',
  sending: 'Sending',
  dead: 'Undeliverable',
};

export const ZUndeliveredMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  /** 'j•••@example.com', '•••••••678' */
  recipient: z.string(),
  /** Empty for SMS. */
  subject: z.string(),
  status: z.enum(UNDELIVERED_MESSAGE_STATUSES),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  created: z.string(),
  /** When the next attempt is due (pending) or was claimed (sending); null once dead. */
  next_attempt: z.nullable(z.string()),
});
export type TUndeliveredMessage = z.infer<typeof ZUndeliveredMessageSchema>;

export const ZUndeliveredMessagesResponseSchema = z.object({
  counts: z.object({ pending: z.number(), sending: z.number(), dead: z.number() }),
  /** The newest first, at most UNDELIVERED_MESSAGES_SHOWN of them. */
  results: z.array(ZUndeliveredMessageSchema),
});
export type TUndeliveredMessages = z.infer<typeof ZUndeliveredMessagesResponseSchema>;
export const UNDELIVERED_MESSAGES_SHOWN = 200;
