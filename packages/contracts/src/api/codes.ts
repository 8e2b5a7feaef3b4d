// Codes and details of the API's answers that the client acts on. No schemas here: the browser's
// error handling imports these on every page.
/** 403 codes the client acts on (spec 000 section 8). */
export const FORBIDDEN_CODES = [
  'permission_denied',
  'login_2fa_required',
  'max_verification_limit_reached',
  'action_confirmation_required',
] as const;
export const BLOCKED_CODES = ['temporary_blocked', 'permanent_blocked'] as const;
/** The 403 detail that forces a password change (spec 000 section 8). */
export const PASSWORD_MUST_BE_CHANGED_DETAIL = 'Due to security reasons password must be changed.';
/** The 403 of every other call of a staff member who has no authenticator app or passkey yet (our words). */
export const STAFF_SECOND_FACTOR_REQUIRED = {
  code: 'second_factor_setup_required',
  detail: 'Staff must set up an authenticator app or a passkey before anything else.',
} as const;
/** The 401 of a session that ended by inactivity or by its absolute limit (our words). */
export const SESSION_EXPIRED_DETAIL = 'Your session has expired.';
