// The user's sessions (issue 19, item 4): the devices signed in, listed on the Activity page, and the
// e-mailed link that ends a session opened from a new device or address. Beyond the spec.
import * as z from 'zod/mini';

/** GET /api/profiles/my/sessions/: one live session (never its token or end key). */
export const ZSessionSchema = z.object({
  id: z.number(),
  /** Browser and system read from the user agent, e.g. 'Chrome on Windows'. */
  device: z.string(),
  ip: z.nullable(z.string()),
  signed_in: z.string(),
  last_active: z.string(),
  /** The session of the call itself. */
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSessionSchema>;
export const ZSessionsResponseSchema = z.array(ZSessionSchema);
export type TSessionsResponse = z.infer<typeof ZSessionsResponseSchema>;

/** POST /api/profiles/my/sessions/end-others/: how many sessions were ended. */
export const ZEndOtherSessionsResponseSchema = z.object({ detail: z.string(), ended: z.number() });
export type TEndOtherSessionsResponse = z.infer<typeof ZEndOtherSessionsResponseSchema>;

/** POST /api/auth/end-session/: the key of the link e-mailed about a sign-in from a new device. */
export const ZEndSessionByKeyRequestSchema = z.object({ key: z.string().check(z.maxLength(200)) });
export type TEndSessionByKeyRequest = z.infer<typeof ZEndSessionByKeyRequestSchema>;

/** The page an e-mailed end-session link opens (the key is the last segment). */
export const END_SESSION_PAGE_PATH = '/sessions/end/';

/** What the server answers and the pages show about sessions. */
export const SESSION_TEXTS = {
  devicesTitle: 'Devices',
  devicesIntro: 'These devices are signed in to your account. End any session you do not recognise.',
  thisDevice: 'This device',
  ipLabel: 'IP address',
  signedInLabel: 'Signed in',
  lastActiveLabel: 'Last active',
  endSession: 'End session',
  endOthers: 'End all other sessions',
  noOtherSessions: 'No other device is signed in.',
  sessionEnded: 'The session has been ended.',
  otherSessionsEnded: 'All other sessions have been ended.',
  staffCannotSee: 'Staff cannot see or end the sessions of a client.',
  unknownDevice: 'Unknown device',
  /** The heading of the activity log, below the devices on the Activity page. */
  logTitle: 'Activity log',
  // The end-session page of the e-mailed link.
  endPageTitle: 'End a session',
  endPageIntro:
    'This link ends the session that signed in to your account from a new device or address. The device is signed out at once.',
  endThisSession: 'End this session',
  endedByLink: 'The session has been ended. The device that used it is signed out.',
  changePasswordAdvice:
    'If you did not sign in yourself, someone may know your password: change it now, or reset it if you cannot sign in.',
  endLinkInvalid: 'This link is invalid or has already been used.',
  goToLogin: 'Log In',
  goToDashboard: 'Go to the dashboard',
  resetPassword: 'Reset your password',
  changePassword: 'Change your password',
} as const;

/** The e-mail about a sign-in from a new device or address. */
export const NEW_DEVICE_EMAIL = {
  subject: 'New sign-in to your Client Portal account',
  text: (sign: { device: string; ip: string; when: string; endLink: string }) =>
    [
      'Your Client Portal account was signed in to from a new device or address.',
      '',
      `Device: ${sign.device}`,
      `Address: ${sign.ip}`,
      `When: ${sign.when}`,
      '',
      'If this was you, there is nothing to do.',
      `If it was not you, end that session at once with this link, then change your password:\n\n${sign.endLink}`,
    ].join('\n'),
} as const;
