import * as z from 'zod/mini';
import { zBlockAccountForm } from '../forms/account.ts';
import { zChangePasswordForm, zResetPasswordConfirmForm } from '../forms/passwords.ts';
import { zLoginForm, zResetPasswordRequestForm, zTwoFactorForm } from '../forms/sign-in.ts';

// The codes and details the browser acts on live in codes.ts, free of schemas, so a page that needs
// only them does not load these schemas and the forms they compose.
export {
  BLOCKED_CODES,
  FORBIDDEN_CODES,
  PASSWORD_MUST_BE_CHANGED_DETAIL,
  SESSION_EXPIRED_DETAIL,
} from './codes.ts';

// Request bodies are the forms' schemas: what the browser checks is what the server checks.
export const ZLoginRequestSchema = zLoginForm;
export const ZCodeRequestSchema = zTwoFactorForm;
export const ZChangePasswordRequestSchema = zChangePasswordForm;
export const ZBlockAccessRequestSchema = zBlockAccountForm;
/** POST /api/auth/password-verify/: the signed-in user's current password, checked. */
export const ZPasswordVerifyRequestSchema = zBlockAccountForm;
export const ZPasswordResetRequestSchema = zResetPasswordRequestForm;
export const ZPasswordResetTokenSchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(64)),
  token: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type TPasswordResetToken = z.infer<typeof ZPasswordResetTokenSchema>;
export const ZPasswordResetConfirmRequestSchema = z.intersection(
  ZPasswordResetTokenSchema,
  zResetPasswordConfirmForm,
);
export type TPasswordResetConfirmRequest = z.input<typeof ZPasswordResetConfirmRequestSchema>;
export const ZEmailVerifyRequestSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(128)),
});
export const ZTwoFactorRequestSchema = z.object({ channel: z.literal('sms') });
export const ZJwtLoginRequestSchema = z.object({
  jwt_token: z.string().check(z.minLength(1), z.maxLength(4096)),
});
export const ZOnboardingStatusRequestSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(64)),
});
/** The resources a security schema is asked for: the security settings and blocking the account. */
export const SECURITY_RESOURCES = ['password', 'email', 'phone', 'two_factor', 'block_access'] as const;
export type TSecurityResource = (typeof SECURITY_RESOURCES)[number];
export const ZSecuritySchemaQuerySchema = z.object({ resource: z.enum(SECURITY_RESOURCES) });

export const ZDetailResponseSchema = z.object({ detail: z.string() });
export type TDetailResponse = z.infer<typeof ZDetailResponseSchema>;

export const ZApplicationSchema = z.object({
  id: z.string(),
  product_key: z.enum(['ipm', 'icf', 'viv']),
  name: z.string(),
  logo: z.string(),
  configuration: z.object({
    favicon: z.string(),
    color_schema: z.object({ primary: z.string(), secondary: z.string() }),
    support_email: z.string(),
  }),
});
export type TApplication = z.infer<typeof ZApplicationSchema>;
export const ZApplicationsResponseSchema = z.array(ZApplicationSchema);

export const ZPermissionsSchema = z.object({
  applications: z.array(z.object({ product_key: z.string(), modules: z.array(z.string()) })),
});

/** The client a staff member acts for (managed-user mode): who, their details and what they may open. */
export const ZManagedUserInfoSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  personal_detail: z.nullable(z.unknown()),
  contact_detail: z.nullable(z.unknown()),
  additional_detail: z.nullable(z.unknown()),
  permissions: ZPermissionsSchema,
});
export type TManagedUserInfo = z.infer<typeof ZManagedUserInfoSchema>;

export const ZProfileResponseSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  email: z.string(),
  phone_number: z.nullable(z.string()),
  selected_account_id: z.nullable(z.number()),
  registration_invite_uuid: z.nullable(z.string()),
  force_activate_secondary_user_invite_token: z.nullable(z.string()),
  force_password_change: z.boolean(),
  force_filling_missing_personal_details: z.boolean(),
  requires_secondary_document: z.boolean(),
  verified_status: z.string(),
  marketing_opt_out: z.boolean(),
  login_two_factor_auth_enabled: z.boolean(),
  /** Beyond the spec: a staff member must set up an authenticator app or a passkey before anything else. */
  second_factor_setup_required: z.boolean(),
  onboardings: z.record(z.string(), z.boolean()),
  personal_detail: z.nullable(z.unknown()),
  contact_detail: z.nullable(z.unknown()),
  additional_detail: z.nullable(z.unknown()),
  managed_user_individual_info: z.nullable(ZManagedUserInfoSchema),
  permissions: ZPermissionsSchema,
});
export type TProfile = z.infer<typeof ZProfileResponseSchema>;

/** GET /api/profiles/my/managed-user/ (staff): the client a staff member acts for, null when none. */
export const ZManagedUserResponseSchema = z.object({
  managed_user: z.nullable(
    z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  ),
});
export type TManagedUserResponse = z.infer<typeof ZManagedUserResponseSchema>;

export const ZLoginResponseSchema = z.object({
  key: z.string(),
  profile: z.nullable(ZProfileResponseSchema),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZExtraPermissionsSchema = z.record(
  z.string(),
  z.object({ actions: z.array(z.string()), children: z.array(z.string()) }),
);
export const ZJwtLoginResponseSchema = z.object({
  key: z.string(),
  extra_permissions: ZExtraPermissionsSchema,
  managed_user_id: z.nullable(z.number()),
});
export type TJwtLoginResponse = z.infer<typeof ZJwtLoginResponseSchema>;

export const ZSessionConfigResponseSchema = z.object({
  session_expire_after: z.number(),
  session_expire_warning_after: z.number(),
});
export type TSessionConfigResponse = z.infer<typeof ZSessionConfigResponseSchema>;
export const ZLastActivityResponseSchema = z.object({ inactive_seconds: z.number() });
export type TLastActivityResponse = z.infer<typeof ZLastActivityResponseSchema>;
export const ZUtilsConfigResponseSchema = z.object({
  resendVerificationCodeTimeout: z.number(),
  monitoring_script: z.string(),
});
export type TUtilsConfigResponse = z.infer<typeof ZUtilsConfigResponseSchema>;
export const ZSecuritySchemaResponseSchema = z.object({
  resource: z.string(),
  two_factor_required_for_write: z.boolean(),
  confirmed: z.boolean(),
});
export type TSecuritySchemaResponse = z.infer<typeof ZSecuritySchemaResponseSchema>;
export const ZPasswordChangeResponseSchema = z.object({ detail: z.string(), key: z.string() });
export type TPasswordChangeResponse = z.infer<typeof ZPasswordChangeResponseSchema>;

export const ZAccountListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  account_type: z.enum(['individual', 'joint', 'smsf', 'trust', 'company']),
  is_selected: z.boolean(),
  is_active: z.boolean(),
});

export const ZFlatPageSchema = z.object({ slug: z.string(), title: z.string(), content: z.string() });
export type TFlatPage = z.infer<typeof ZFlatPageSchema>;
export const ZFlatPageListItemSchema = z.object({ slug: z.string(), title: z.string() });
export type TFlatPageListItem = z.infer<typeof ZFlatPageListItemSchema>;
export const ZFlatPagesResponseSchema = z.array(ZFlatPageListItemSchema);
/** The pages shown at one place (the login page, the account area), or all of them. */
export const ZFlatPagesQuerySchema = z.object({ target: z.optional(z.string().check(z.maxLength(40))) });
export const ZFlatPagePathSchema = z.object({ slug: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/)) });

export const ZOutboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessageSchema>;
