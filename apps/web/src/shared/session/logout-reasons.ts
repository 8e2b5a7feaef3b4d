import { PATHS } from '@/shared/lib/paths';

/** Why the portal logged a user out, shown on the login page it lands on (our words). */
export const LOGOUT_REASONS = {
  idle: 'You were logged out after a period of inactivity. Log in again to continue.',
  expired: 'Your session has expired. Log in again to continue.',
} as const;
export type TLogoutReason = keyof typeof LOGOUT_REASONS;

/** The login page, telling why the user was logged out. */
export const loginPathFor = (reason: TLogoutReason) => `${PATHS.login}?reason=${reason}`;
