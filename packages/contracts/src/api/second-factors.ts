// Second factors beside the spec's SMS code (issue 19): an authenticator app (TOTP, RFC 6238), backup
// codes and passkeys. The SMS calls of the spec keep their own schemas in auth.ts, unchanged.
import * as z from 'zod/mini';
import { zCode } from '../fields.ts';

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
