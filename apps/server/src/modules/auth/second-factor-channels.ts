import type { TSecondFactorChannel } from '@portal/contracts/api/second-factors';
import type { UserRow } from './queries.ts';

/**
 * The ways this user can confirm a sign-in or a protected action, the default first: an authenticator
 * app or a passkey before the SMS code (NIST 800-63B restricts SMS), backup codes last, as the fallback
 * of an app or passkey that is out of reach.
 */
export function channelsOf(user: UserRow): TSecondFactorChannel[] {
  const channels: TSecondFactorChannel[] = [];
  if (user.has_totp) channels.push('totp');
  if (user.has_passkey) channels.push('passkey');
  // Staff, who can act for every client, use their app or passkey at every sign-in once they have one.
  if (user.phone_number && !(user.is_staff && hasAppOrPasskey(user))) channels.push('sms');
  if ((user.has_totp || user.has_passkey) && user.has_backup_codes) channels.push('backup_code');
  return channels;
}

/** An authenticator app or a passkey: a second factor stronger than the SMS code. */
export const hasAppOrPasskey = (user: UserRow): boolean => user.has_totp || user.has_passkey;
