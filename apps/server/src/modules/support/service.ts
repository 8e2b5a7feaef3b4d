import { messages } from '@portal/contracts/messages';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../http/errors.ts';
import { throttle } from '../../security/rate-limit.ts';
import { signedInUserOfToken } from '../auth/service.ts';
import { findSupportEmail, insertSupportMessage } from './queries.ts';

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
  const user = request.token ? await signedInUserOfToken(deps, request.token) : undefined;
  const email = user?.email ?? request.input.email;
  if (!email) throw fieldError('email', messages.required);
  await throttle(deps.db, `contact-us:${request.ip}`, { max: 10, windowSeconds: 3600 });
  const supportEmail = await findSupportEmail(deps.db, request.applicationId);
  await deps.db.tx(async (q) => {
    await insertSupportMessage(q, {
      user_id: user?.id ?? null,
      application_id: request.applicationId,
      email,
      description: request.input.description,
    });
    await deps.messenger.sendEmail(q, {
      to: supportEmail ?? 'support@portal.example',
      subject: `Support request from ${email}`,
      text: `From: ${email}${user ? ` (user ${user.id})` : ''}\nApplication: ${request.applicationId}\n\n${request.input.description}`,
    });
  });
  return SUPPORT_THANK_YOU;
}
