import { messages } from '@portal/contracts/messages';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../http/errors.ts';
import { throttle } from '../../security/rate-limit.ts';
import { sha256 } from '../../security/tokens.ts';
import { findApplication } from '../applications/queries.ts';
import { findSessionByTokenHash } from '../auth/queries.ts';

export const SUPPORT_THANK_YOU = {
  title: 'Thank you!',
  detail: 'Your message has been sent. Our support team will contact you soon.',
} as const;

/**
 * Contact us works signed in or not. A signed-in user's message goes out under the profile's e-mail
 * (the form hides the field then); anyone else must give one.
 */
export async function contactSupport(
  deps: Deps,
  request: {
    input: { email?: string; description: string };
    token?: string;
    applicationId: string;
    ip: string;
  },
): Promise<typeof SUPPORT_THANK_YOU> {
  const signedIn = request.token ? await findSessionByTokenHash(deps.db, sha256(request.token)) : undefined;
  const user = signedIn && !signedIn.session.pending_two_factor ? signedIn.user : undefined;
  const email = user?.email ?? request.input.email;
  if (!email) throw fieldError('email', messages.required);
  await throttle(deps.db, `contact-us:${request.ip}`, { max: 10, windowSeconds: 3600 });
  const application = await findApplication(deps.db, request.applicationId);
  await deps.db.tx(async (q) => {
    await q.query(
      'INSERT INTO support_messages (user_id, application_id, email, description) VALUES ($1, $2, $3, $4)',
      [user?.id ?? null, request.applicationId, email, request.input.description],
    );
    await deps.messenger.sendEmail(q, {
      to: application?.configuration.support_email ?? 'support@portal.example',
      subject: `Support request from ${email}`,
      text: `From: ${email}${user ? ` (user ${user.id})` : ''}\nApplication: ${request.applicationId}\n\n${request.input.description}`,
    });
  });
  return SUPPORT_THANK_YOU;
}
