// Calls of the provider's staff console (not in the spec, which names staff, managed-user mode and an
// administrator who unblocks accounts but no screens): clients, invitations and the audit log. Texts are
// ours (docs/decisions/staff-console.md).
import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from '../constants.ts';
import { isIsoDate } from '../dates.ts';
import { zEmail, zMobile, zName } from '../fields.ts';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, PRODUCT_LINES } from './onboarding.ts';

/** What the console answers after an action (toasts show it as is). */
export const STAFF_TEXTS = {
  unblocked: 'The account has been unblocked.',
  notBlocked: 'The account is not blocked.',
  twoFactorReset: 'Login two-factor authentication has been reset.',
  twoFactorNotSet: 'Login two-factor authentication is already off.',
  invitationSent: 'The invitation has been sent.',
  invitationResent: 'The invitation has been sent again.',
  invitationTakenUp: 'The invitation has already been accepted.',
  /** The managed-user banner, after 'Acting as <name>'. */
  actingAsNotice: 'Everything you do is logged in your name.',
} as const;

/** The audit log's own actions (logStaffAction writes `staff.<key>`), with the title staff read. */
export const STAFF_ACTION_TITLES: Record<string, string> = {
  'staff.act_as_started': 'Started acting as the client',
  'staff.act_as_ended': 'Stopped acting as the client',
  'staff.client_unblocked': 'Unblocked the account',
  'staff.two_factor_reset': 'Reset login two-factor authentication',
  'staff.invitation_sent': 'Sent an invitation',
  'staff.invitation_resent': 'Resent an invitation',
  'staff.notification_sent': 'Sent a notification',
  'staff.message_retried': 'Retried an undelivered message',
  'staff.created': 'Staff user created by the admin command',
};

// --- Paging (query strings arrive as text) ---
const zQueryInt = (fallback: number, max: number) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.number()])),
      z.transform((v) => (v === undefined || v === '' ? fallback : Number(v))),
    ),
    z.number().check(z.int(), z.minimum(1), z.maximum(max)),
  );
const zPage = zQueryInt(1, 100_000);
const zPageSize = zQueryInt(LIST_PAGE_SIZES[1], LIST_PAGE_SIZES[LIST_PAGE_SIZES.length - 1]!);
const zSearch = z.pipe(
  z.optional(z.string().check(z.maxLength(200))),
  z.transform((v) => (v ?? '').trim()),
);
const zQueryId = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((v) => (v === undefined || v === '' ? null : Number(v))),
  ),
  z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
);
const zIsoDate = z.optional(
  z.string().check(z.refine((v) => v === '' || isIsoDate(v), { error: 'Enter a date as YYYY-MM-DD.' })),
);

const paged = <T extends z.core.$ZodType>(item: T) =>
  z.object({ count: z.number(), page: z.number(), page_size: z.number(), results: z.array(item) });

// --- Clients ---
export const BLOCKED_STATUSES = ['temporary_blocked', 'permanent_blocked'] as const;
export const BLOCKED_STATUS_LABELS: Record<(typeof BLOCKED_STATUSES)[number], string> = {
  temporary_blocked: 'Temporarily blocked',
  permanent_blocked: 'Permanently blocked',
};

export const ZStaffClientSearchQuerySchema = z.object({ q: zSearch, page: zPage, page_size: zPageSize });

const ZStaffAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  application_id: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  role: z.enum(['primary', 'secondary']),
  abn: z.string(),
  acn: z.string(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccountSchema>;

export const ZStaffClientSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.nullable(z.string()),
  blocked_status: z.nullable(z.enum(BLOCKED_STATUSES)),
  accounts: z.array(ZStaffAccountSchema),
});
export type TStaffClient = z.infer<typeof ZStaffClientSchema>;
export const ZStaffClientListResponseSchema = paged(ZStaffClientSchema);
export type TStaffClientList = z.infer<typeof ZStaffClientListResponseSchema>;

export const STAFF_INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type TStaffInvitationStatus = (typeof STAFF_INVITATION_STATUSES)[number];

export const ZStaffInvitationSchema = z.object({
  id: z.number(),
  kind: z.enum(['primary', 'secondary']),
  application_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  account_name: z.nullable(z.string()),
  invited_by: z.string(),
  status: z.enum(STAFF_INVITATION_STATUSES),
  /** Whether a fresh invitation can be sent: nobody has taken this one up. */
  can_resend: z.boolean(),
  created: z.string(),
  expires: z.string(),
});
export type TStaffInvitation = z.infer<typeof ZStaffInvitationSchema>;

export const ZStaffActivitySchema = z.object({
  id: z.number(),
  action: z.string(),
  title: z.string(),
  /** The staff member who did it for the client, or null when the client did it. */
  staff_name: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  created: z.string(),
});

export const ZStaffClientDetailResponseSchema = z.object({
  ...ZStaffClientSchema.shape,
  email_verified: z.boolean(),
  verified_status: z.string(),
  login_two_factor_auth_enabled: z.boolean(),
  /** A password reset asks for a code at the next sign-in even with login two-factor off. */
  two_factor_after_reset: z.boolean(),
  applications: z.array(z.string()),
  created: z.string(),
  invitations: z.array(ZStaffInvitationSchema),
  activity: z.array(ZStaffActivitySchema),
});
export type TStaffClientDetail = z.infer<typeof ZStaffClientDetailResponseSchema>;

/** Starting managed-user mode answers who the staff member now acts for (the banner names them). */
export const ZStaffActAsResponseSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type TStaffActAs = z.infer<typeof ZStaffActAsResponseSchema>;

export const ZStaffDetailResponseSchema = z.object({ detail: z.string() });
export type TStaffDetailResponse = z.infer<typeof ZStaffDetailResponseSchema>;

// --- Invitations ---
export const STAFF_INVITATION_APPLICATIONS = PRODUCT_LINES;

/** A new primary applicant for an application, reached by e-mail (the link) and mobile (the code). */
export const zStaffInvitationForm = z.object({
  application: z.enum(STAFF_INVITATION_APPLICATIONS, { error: 'This field is required' }),
  first_name: zName(150),
  last_name: zName(150),
  email: zEmail(),
  phone_number: zMobile('Mobile phone'),
});
export type TStaffInvitationForm = z.input<typeof zStaffInvitationForm>;
export const ZStaffInvitationRequestSchema = zStaffInvitationForm;
export const ZStaffInvitationCreatedResponseSchema = z.object({
  detail: z.string(),
  invitation: ZStaffInvitationSchema,
});
export type TStaffInvitationCreatedResponse = z.infer<typeof ZStaffInvitationCreatedResponseSchema>;

export const ZStaffInvitationListQuerySchema = z.object({
  q: zSearch,
  status: z.optional(z.enum(STAFF_INVITATION_STATUSES)),
  page: zPage,
  page_size: zPageSize,
});
export const ZStaffInvitationListResponseSchema = paged(ZStaffInvitationSchema);
export type TStaffInvitationList = z.infer<typeof ZStaffInvitationListResponseSchema>;

// --- Audit log ---
export const ZStaffAuditQuerySchema = z.object({
  staff_id: zQueryId,
  /** The client's name or e-mail (any part of it). */
  client: zSearch,
  client_id: zQueryId,
  action: z.optional(z.string().check(z.maxLength(100))),
  date_from: zIsoDate,
  date_to: zIsoDate,
  page: zPage,
  page_size: zPageSize,
});
export type TStaffAuditQuery = z.input<typeof ZStaffAuditQuerySchema>;

const ZPersonRefSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const ZStaffAuditEntrySchema = z.object({
  id: z.number(),
  created: z.string(),
  staff: z.nullable(ZPersonRefSchema),
  client: z.nullable(ZPersonRefSchema),
  action: z.string(),
  title: z.string(),
  /** True for what a staff member did inside the portal while acting as the client. */
  managed: z.boolean(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.nullable(z.string()),
});
export type TStaffAuditEntry = z.infer<typeof ZStaffAuditEntrySchema>;
export const ZStaffAuditResponseSchema = paged(ZStaffAuditEntrySchema);
export type TStaffAuditList = z.infer<typeof ZStaffAuditResponseSchema>;

export const ZStaffAuditFiltersResponseSchema = z.object({
  staff: z.array(ZPersonRefSchema),
  actions: z.array(z.object({ value: z.string(), title: z.string() })),
});
export type TStaffAuditFilters = z.infer<typeof ZStaffAuditFiltersResponseSchema>;
