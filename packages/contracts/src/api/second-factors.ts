// Second factors beside the spec's SMS code (issue 19): an authenticator app (TOTP, RFC 6238), backup
// codes and passkeys. The SMS calls of the spec keep their own schemas in auth.ts, unchanged.
import * as z from 'zod/mini';
import { zCode, zRequiredString } from '../fields.ts';

/** The ways a sign-in or a protected action can be confirmed; `sms` is the spec's. */
export const SECOND_FACTOR_CHANNELS = ['sms', 'totp', 'passkey', 'backup_code'] as const;
export type TSecondFactorChannel = (typeof SECOND_FACTOR_CHANNELS)[number];

/** The channels whose code is typed, as they appear in paths (`/login-confirmation/totp/`). */
export const CODE_CHANNEL_PATHS = { totp: 'totp', backup_code: 'backup-code' } as const;

/** GET /api/auth/second-factors/: what this user can confirm with, the first being the default. */
export const ZSecondFactorChannelsResponseSchema = z.object({
  channels: z.array(z.enum(SECOND_FACTOR_CHANNELS)),
  default_channel: z.nullable(z.enum(SECOND_FACTOR_CHANNELS)),
});
export type TSecondFactorChannelsResponse = z.infer<typeof ZSecondFactorChannelsResponseSchema>;

export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_MESSAGES = {
  format: 'Backup code must be 10 letters and digits.',
} as const;
/** A backup code as typed: spaces and the hyphen of 'abcde-12345' are ignored, letters in any case. */
export const normaliseBackupCode = (value: string): string => value.replace(/[\s-]/g, '').toLowerCase();
export const zBackupCodeForm = z.object({
  code: z
    .string({ error: BACKUP_CODE_MESSAGES.format })
    .check(
      z.refine((v) => /^[a-z0-9]{10}$/.test(normaliseBackupCode(v)), { error: BACKUP_CODE_MESSAGES.format }),
    ),
});
export type TBackupCodeForm = z.infer<typeof zBackupCodeForm>;
/** The six digits an authenticator app shows, with the SMS code's rules and messages. */
export const zAppCodeForm = z.object({ code: zCode() });
export type TAppCodeForm = z.infer<typeof zAppCodeForm>;

/** POST /api/profiles/my/second-factors/totp/: a new secret, as a QR code and as text. */
export const ZTotpEnrolmentResponseSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG QR code, as a data URL for an <img>. */
  qr_code: z.string(),
});
export type TTotpEnrolmentResponse = z.infer<typeof ZTotpEnrolmentResponseSchema>;

/** Answers that show new backup codes: the only time they are ever shown. */
export const ZBackupCodesResponseSchema = z.object({
  detail: z.string(),
  backup_codes: z.array(z.string()),
});
export type TBackupCodesResponse = z.infer<typeof ZBackupCodesResponseSchema>;

// --- Passkeys (WebAuthn) ---

/** What a passkey may be called: the user names it when adding it. */
export const PASSKEY_NAME_MAX = 64;

/** The passkey texts a user reads, from the server and the pages alike. */
export const PASSKEY_MESSAGES = {
  added: 'Your passkey is set up.',
  addedWithBackupCodes: 'Your passkey is set up. Keep your backup codes somewhere safe.',
  removed: 'The passkey was removed.',
  notVerified: 'The passkey could not be verified. Please try again.',
  notForPasswordless:
    'This passkey is not set up for signing in without a password. Sign in with your e-mail and password.',
  cancelled: 'The passkey was not used. Please try again.',
  unsupported: 'This browser cannot use passkeys.',
} as const;

/**
 * The browser's WebAuthn JSON (options it is given, credentials it answers) follows the WebAuthn
 * specification and is checked field by field by @simplewebauthn/server; the contract names its
 * envelope only.
 */
export const ZWebAuthnOptionsResponseSchema = z.record(z.string(), z.unknown());
export type TWebAuthnOptionsResponse = z.infer<typeof ZWebAuthnOptionsResponseSchema>;
const zWebAuthnCredential = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string().check(z.maxLength(1024)),
  type: z.string(),
  response: z.record(z.string(), z.unknown()),
});

/** POST /api/profiles/my/second-factors/passkeys/options/: passwordless asks for a discoverable passkey. */
export const ZPasskeyRegistrationOptionsRequestSchema = z.object({ passwordless: z.boolean() });
export type TPasskeyRegistrationOptionsRequest = z.infer<typeof ZPasskeyRegistrationOptionsRequestSchema>;

/** The form beside the browser's prompt: the passkey's name and whether it signs in without a password. */
export const zPasskeyForm = z.object({
  name: zRequiredString(PASSKEY_NAME_MAX),
  passwordless: z.boolean(),
});
export type TPasskeyForm = z.infer<typeof zPasskeyForm>;

/** POST /api/profiles/my/second-factors/passkeys/: the new credential, named. */
export const ZPasskeyRegistrationRequestSchema = z.extend(zPasskeyForm, { credential: zWebAuthnCredential });
export type TPasskeyRegistrationRequest = z.infer<typeof ZPasskeyRegistrationRequestSchema>;

/** A passkey's answer to a sign-in or confirmation challenge. */
export const ZPasskeyAssertionRequestSchema = z.object({ credential: zWebAuthnCredential });
export type TPasskeyAssertionRequest = z.infer<typeof ZPasskeyAssertionRequestSchema>;

export const ZPasskeySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  passwordless: z.boolean(),
  created: z.string(),
  last_used: z.nullable(z.string()),
});
export type TPasskeySummary = z.infer<typeof ZPasskeySummarySchema>;

/** GET /api/profiles/my/second-factors/: what the user has set up (never a secret). */
export const ZSecondFactorsResponseSchema = z.object({
  sms: z.boolean(),
  totp: z.boolean(),
  backup_codes_left: z.number(),
  passkeys: z.array(ZPasskeySummarySchema),
  /** Staff must keep an authenticator app or a passkey. */
  app_or_passkey_required: z.boolean(),
});
export type TSecondFactorsResponse = z.infer<typeof ZSecondFactorsResponseSchema>;
