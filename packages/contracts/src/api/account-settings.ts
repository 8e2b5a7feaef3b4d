// The account area's calls (spec 000 section 7 and 001 section 7): settings, change e-mail and phone,
// activity and notification settings.
import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from '../constants.ts';
import { zChangeEmailForm, zChangePhoneForm } from '../forms/account.ts';
import { zTwoFactorForm } from '../forms/sign-in.ts';

// --- Settings ---
export const ZProfileSettingsRequestSchema = z.object({ login_two_factor_auth_enabled: z.boolean() });
export type TProfileSettingsRequest = z.infer<typeof ZProfileSettingsRequestSchema>;
export const ZMiscSettingsRequestSchema = z.object({ marketing_opt_out: z.boolean() });
export type TMiscSettingsRequest = z.infer<typeof ZMiscSettingsRequestSchema>;
export const ZProfileSettingsResponseSchema = z.object({
  detail: z.string(),
  login_two_factor_auth_enabled: z.boolean(),
  /** True when every session was ended and the user must sign in again (with a code). */
  logged_out: z.boolean(),
});
export type TProfileSettingsResponse = z.infer<typeof ZProfileSettingsResponseSchema>;
export const ZMiscSettingsResponseSchema = z.object({ detail: z.string(), marketing_opt_out: z.boolean() });
export type TMiscSettingsResponse = z.infer<typeof ZMiscSettingsResponseSchema>;

// --- Change e-mail (confirmed by a link sent to the new address) ---
export const ZChangeEmailRequestSchema = z.extend(zChangeEmailForm, {
  confirmation_type: z.literal('link'),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequestSchema>;
export const ZChangeEmailResponseSchema = z.object({ detail: z.string(), new_email: z.string() });
export type TChangeEmailResponse = z.infer<typeof ZChangeEmailResponseSchema>;
export const ZConfirmEmailByLinkRequestSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(128)),
});
/** The six-digit code of the e-mail sent to the new address (the session that asked for the change). */
export const ZConfirmEmailByCodeRequestSchema = zTwoFactorForm;

// --- Change phone (confirmed by an SMS code sent to the new number) ---
export const ZChangePhoneRequestSchema = zChangePhoneForm;
export const ZChangePhoneResponseSchema = z.object({ detail: z.string(), new_phone_number: z.string() });
export type TChangePhoneResponse = z.infer<typeof ZChangePhoneResponseSchema>;
export const ZConfirmPhoneRequestSchema = zTwoFactorForm;
export const ZConfirmPhoneResponseSchema = z.object({ detail: z.string(), phone_number: z.string() });
export type TConfirmPhoneResponse = z.infer<typeof ZConfirmPhoneResponseSchema>;

// --- Activity ---
/** What the activity log records, with the title a user reads (ours: the spec names no types). */
export const ACTIVITY_TYPES = {
  login: 'Signed in',
  login_failed: 'Failed sign-in attempt',
  login_two_factor_confirmed: 'Sign-in confirmed with a code',
  logout: 'Signed out',
  advisor_login: 'Advisor signed in on your behalf',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  account_blocked_by_user: 'Account blocked',
  login_two_factor_enabled: 'Login two-factor authentication enabled',
  login_two_factor_disabled: 'Login two-factor authentication disabled',
  marketing_opt_out_changed: 'Marketing preferences changed',
  email_change_requested: 'E-mail change requested',
  email_changed: 'E-mail address changed',
  phone_change_requested: 'Mobile number change requested',
  phone_changed: 'Mobile number changed',
  notification_settings_changed: 'Notification settings changed',
  authenticator_app_added: 'Authenticator app set up',
  authenticator_app_removed: 'Authenticator app removed',
  backup_codes_generated: 'Backup codes created',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  passkey_login: 'Signed in with a passkey',
  new_device_sign_in: 'Signed in from a new device or address',
  session_ended: 'Session ended',
  shared_access_invited: 'Invited a person to view accounts',
  shared_access_accepted: 'Shared access accepted',
  shared_access_revoked: 'Shared access revoked',
  shared_dashboard_viewed: 'Dashboard viewed with shared access',
  shared_documents_viewed: 'Documents viewed with shared access',
  shared_document_downloaded: 'Document downloaded with shared access',
  shared_reports_viewed: 'Reports viewed with shared access',
  shared_report_downloaded: 'Report downloaded with shared access',
} as const;
export type TActivityType = keyof typeof ACTIVITY_TYPES;

const zPageNumber = z.pipe(
  z.optional(z.union([z.string(), z.number()])),
  z.transform((v) => (v === undefined || v === '' ? 1 : Number(v))),
);
export const ZActivitiesQuerySchema = z.object({
  page: z.pipe(zPageNumber, z.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  page_size: z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.number()])),
      z.transform((v) => (v === undefined || v === '' ? LIST_PAGE_SIZES[0] : Number(v))),
    ),
    z.number().check(z.int(), z.minimum(1), z.maximum(LIST_PAGE_SIZES[LIST_PAGE_SIZES.length - 1]!)),
  ),
});
export const ZActivitySchema = z.object({
  id: z.number(),
  activity_type: z.string(),
  title: z.string(),
  ip: z.nullable(z.string()),
  /** True when a staff member did it on the user's behalf. */
  by_staff: z.boolean(),
  created: z.string(),
});
export type TActivity = z.infer<typeof ZActivitySchema>;
export const ZActivitiesResponseSchema = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(ZActivitySchema),
});
export type TActivitiesResponse = z.infer<typeof ZActivitiesResponseSchema>;
export const ZActivityTypeSchema = z.object({ key: z.string(), title: z.string() });
export const ZActivityTypesResponseSchema = z.array(ZActivityTypeSchema);

// --- Notification settings ---
export const NOTIFICATION_AREAS = ['portal', 'finance', 'investment_view', 'private_portfolios'] as const;
export type TNotificationArea = (typeof NOTIFICATION_AREAS)[number];
/** Area titles as the settings page shows them (spec 001 section 7). */
export const NOTIFICATION_AREA_TITLES: Record<TNotificationArea, string> = {
  portal: 'Portal',
  finance: 'Finance',
  investment_view: 'Investment view',
  private_portfolios: 'Private portfolios',
};
/**
 * The product line whose notifications each area holds (null: the portal's own, for everyone). The
 * settings page lists an area only to a user of its line: an ipm investor has no loan-note Finance area.
 */
export const NOTIFICATION_AREA_APPLICATIONS: Record<TNotificationArea, string | null> = {
  portal: null,
  finance: 'icf',
  investment_view: 'viv',
  private_portfolios: 'ipm',
};
/** The path segment of each area under /api/profiles/my/notification-settings/. */
export const NOTIFICATION_AREA_PATHS: Record<TNotificationArea, string> = {
  portal: 'portal',
  finance: 'finance',
  investment_view: 'investment-view',
  private_portfolios: 'private-portfolios',
};

export const ZNotificationSettingSchema = z.object({
  id: z.number(),
  title: z.string(),
  is_required: z.boolean(),
  send_email: z.boolean(),
  send_sms: z.boolean(),
});
export type TNotificationSetting = z.infer<typeof ZNotificationSettingSchema>;
export const ZNotificationSettingsResponseSchema = z.array(ZNotificationSettingSchema);

/** True when a setting may be saved: a required notification keeps e-mail or SMS. */
export const notificationChannelsValid = (setting: {
  is_required: boolean;
  send_email: boolean;
  send_sms: boolean;
}): boolean => !setting.is_required || setting.send_email || setting.send_sms;

export const ZNotificationSettingsBulkUpdateRequestSchema = z
  .array(
    z.object({
      id: z.number().check(z.int(), z.positive()),
      send_email: z.boolean(),
      send_sms: z.boolean(),
    }),
  )
  .check(z.maxLength(100));
export type TNotificationSettingsBulkUpdateRequest = z.infer<
  typeof ZNotificationSettingsBulkUpdateRequestSchema
>;
