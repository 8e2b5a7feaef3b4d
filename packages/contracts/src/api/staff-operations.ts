// The staff console's operations: the queue of submitted applications and the decisions on them
// (activate, return with a reason), publishing to accounts (documents, rebalance reports; notifications
// go through POST /api/staff/notifications/), and portfolio imports run from the console.
import * as z from 'zod/mini';
import { zQueryPage } from '../query.ts';
import { ZAccountSchema } from './account-setup.ts';
import { ZAppliedForRowSchema } from './applied-for.ts';
import { ZFileSchema } from './errors.ts';
import { ACCOUNT_STATUS_DISPLAY, type TAccountStatus } from './onboarding.ts';
import { REBALANCE_REPORT_CREATE_SHAPES } from './rebalance.ts';

// ---------- applications ----------

/** Submitted statuses in which the provider may still send an application back to its applicant. */
export const RETURNABLE_STATUSES = [
  'awaiting_signature',
  'awaiting_secondary_users',
  'approved_by_users',
  'awaiting_activation',
  'portfolio_manager_review',
] as const satisfies readonly TAccountStatus[];

/** Only an application whose signatures are all in may be activated. */
export const ACTIVATABLE_STATUSES = ['awaiting_activation'] as const satisfies readonly TAccountStatus[];

/**
 * The queue's tabs: the submitted statuses, and 'returned' (an application staff sent back that its
 * applicant has not submitted again yet).
 */
export const APPLICATION_QUEUES = [...RETURNABLE_STATUSES, 'returned'] as const;
export type TApplicationQueue = (typeof APPLICATION_QUEUES)[number];
export const APPLICATION_QUEUE_LABELS: Record<TApplicationQueue, string> = {
  awaiting_signature: ACCOUNT_STATUS_DISPLAY.awaiting_signature.display_name,
  awaiting_secondary_users: ACCOUNT_STATUS_DISPLAY.awaiting_secondary_users.display_name,
  approved_by_users: ACCOUNT_STATUS_DISPLAY.approved_by_users.display_name,
  awaiting_activation: ACCOUNT_STATUS_DISPLAY.awaiting_activation.display_name,
  portfolio_manager_review: ACCOUNT_STATUS_DISPLAY.portfolio_manager_review.display_name,
  returned: 'Returned',
};
export const DEFAULT_APPLICATION_QUEUE: TApplicationQueue = 'awaiting_activation';
export const STAFF_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_STAFF_PAGE_SIZE = 20;
export const RETURN_REASON_MAX = 1000;

export const STAFF_APPLICATION_TEXTS = {
  queueTitle: 'Applications',
  activated: 'The account is active. Its members have been notified.',
  returned: 'The application was returned. Its members have been notified.',
  notActivatable: 'Only an application awaiting activation can be activated.',
  notReturnable: 'Only a submitted application that is not active yet can be returned.',
  empty: 'No applications here.',
  trustDeedMissing: 'Trust deed missing',
  // Why an application cannot be activated yet: a required document is missing.
  deedNotUploaded: 'The trust deed has not been uploaded.',
  certificateNotUploaded: 'The wholesale investor certificate has not been uploaded.',
} as const;

/** What the members of an application are told (in-app and by e-mail). */
export const APPLICATION_ACTIVATED_NOTICE = {
  title: 'Your account is active',
  description: (account: string) =>
    `${account} has been activated. Its portfolio, reports and documents are now available in the portal.`,
} as const;
export const APPLICATION_RETURNED_NOTICE = {
  title: 'Your application was returned',
  description: (account: string, reason: string) =>
    `The application for ${account} was returned for changes: ${reason} Please update it and submit it again.`,
} as const;

const zPage = zQueryPage();
const zPageSize = z._default(
  z.pipe(
    z.coerce.number(),
    z
      .number()
      .check(
        z.refine(
          (n) => (STAFF_PAGE_SIZES as readonly number[]).includes(n),
          `must be one of ${STAFF_PAGE_SIZES.join(', ')}`,
        ),
      ),
  ),
  DEFAULT_STAFF_PAGE_SIZE,
);
const zSearch = z.optional(z.string().check(z.trim(), z.maxLength(100)));

/** The query every searchable, paged staff queue takes (applications, IPS reviews): one set of limits. */
export const STAFF_QUEUE_QUERY_SHAPE = { search: zSearch, page: zPage, page_size: zPageSize };

export const ZApplicationQueueQuerySchema = z.object({
  status: z._default(z.enum(APPLICATION_QUEUES), DEFAULT_APPLICATION_QUEUE),
  ...STAFF_QUEUE_QUERY_SHAPE,
});
export type TApplicationQueueQuery = z.output<typeof ZApplicationQueueQuerySchema>;

const zPersonSummary = z.object({ user_id: z.number(), name: z.string(), email: z.string() });
export type TPersonSummary = z.infer<typeof zPersonSummary>;

export const ZApplicationQueueItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  type_display: z.string(),
  application: z.string(),
  status: z.string(),
  status_display: z.object({ display_name: z.string(), style: z.string() }),
  primary: z.nullable(zPersonSummary),
  submitted_at: z.nullable(z.string()),
  /** The reason given when staff last returned it (the 'returned' queue). */
  returned_reason: z.nullable(z.string()),
  /** A trust or SMSF whose trust deed has not been uploaded (skipped in the application). */
  trust_deed_missing: z.boolean(),
});
export type TApplicationQueueItem = z.infer<typeof ZApplicationQueueItemSchema>;

export const ZApplicationQueueResponseSchema = z.object({
  count: z.number(),
  /** How many applications each tab holds. */
  counts: z.record(z.enum(APPLICATION_QUEUES), z.number()),
  results: z.array(ZApplicationQueueItemSchema),
});
export type TApplicationQueueResponse = z.infer<typeof ZApplicationQueueResponseSchema>;

/** A file of the application as staff download it: trust deeds, certificates and identity documents. */
export const APPLICATION_FILE_KINDS = [
  'deed_attachment',
  'certificate',
  'identity_document',
  'signed_document',
] as const;
export type TApplicationFileKind = (typeof APPLICATION_FILE_KINDS)[number];
export const APPLICATION_FILE_KIND_LABELS: Record<TApplicationFileKind, string> = {
  deed_attachment: 'Trust deed',
  certificate: 'Wholesale investor certificate',
  identity_document: 'Identity document',
  signed_document: 'Signed document',
};
export const ZApplicationFileSchema = z.object({
  kind: z.enum(APPLICATION_FILE_KINDS),
  id: z.number(),
  file_name: z.string(),
  /** Whose document it is (identity documents), else the account's name. */
  owner: z.string(),
  download_url: z.string(),
});
export type TApplicationFile = z.infer<typeof ZApplicationFileSchema>;

/** The path of one file of an application: each part as text, checked by the route (anything else is 404). */
export const ZApplicationFilePathSchema = z.object({ id: z.string(), kind: z.string(), fileId: z.string() });

export const staffApplicationFilePath = (accountId: number, kind: TApplicationFileKind, id: number) =>
  `/api/staff/applications/${accountId}/files/${kind}/${id}/`;

export const ZApplicationReviewSchema = z.object({
  action: z.enum(['activated', 'returned']),
  reason: z.string(),
  staff_name: z.string(),
  created: z.string(),
});
export type TApplicationReview = z.infer<typeof ZApplicationReviewSchema>;

/** One section of the application as its members sign it (the signed PDF's sections, row by row). */
export const ZApplicationSectionSchema = z.object({
  title: z.string(),
  rows: z.array(ZAppliedForRowSchema),
});
export type TApplicationSection = z.infer<typeof ZApplicationSectionSchema>;

export const ZStaffApplicationResponseSchema = z.object({
  /** The summary's data, as the application's primary user sees it. */
  account: ZAccountSchema,
  /** The application as its members sign it: the signed PDF's sections. */
  sections: z.array(ZApplicationSectionSchema),
  members: z.array(zPersonSummary),
  files: z.array(ZApplicationFileSchema),
  reviews: z.array(ZApplicationReviewSchema),
  can_activate: z.boolean(),
  /** Why it cannot be activated although it awaits activation: the required documents missing. */
  activation_blockers: z.array(z.string()),
  can_return: z.boolean(),
});
export type TStaffApplication = z.infer<typeof ZStaffApplicationResponseSchema>;

export const ZReturnApplicationRequestSchema = z.object({
  reason: z.pipe(
    z.string().check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, 'Give the reason for returning the application.'),
        z.maxLength(RETURN_REASON_MAX),
      ),
  ),
});
export type TReturnApplicationRequest = z.input<typeof ZReturnApplicationRequestSchema>;

export const ZApplicationDecisionResponseSchema = z.object({
  detail: z.string(),
  status: z.string(),
  status_display: z.object({ display_name: z.string(), style: z.string() }),
});
export type TApplicationDecisionResponse = z.infer<typeof ZApplicationDecisionResponseSchema>;

// ---------- publishing ----------

export const ZStaffAccountLookupQuerySchema = z.object({ search: zSearch });
export const ZStaffAccountLookupItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  type_display: z.string(),
  application: z.string(),
  status_display: z.object({ display_name: z.string(), style: z.string() }),
  members: z.array(zPersonSummary),
});
export type TStaffAccountLookupItem = z.infer<typeof ZStaffAccountLookupItemSchema>;
export const STAFF_ACCOUNT_LOOKUP_LIMIT = 20;

/** The categories staff publish documents under (the client's documents list shows the category). */
export const DOCUMENT_CATEGORIES = [
  'Quarterly Statement',
  'Annual Tax Pack',
  'Trade Confirmation',
  'Investment Report',
  'Correspondence',
] as const;
export const DOCUMENT_DESCRIPTION_MAX = 200;

const zIsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.'));

/** The form fields sent with a document's file (multipart). */
export const ZPublishDocumentFieldsSchema = z.object({
  category: z.enum(DOCUMENT_CATEGORIES),
  description: z._default(z.string().check(z.trim(), z.maxLength(DOCUMENT_DESCRIPTION_MAX)), ''),
  date_of: zIsoDate,
  is_annual_summary_tax_pack: z._default(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
    false,
  ),
});
export type TPublishDocumentFields = z.input<typeof ZPublishDocumentFieldsSchema>;
export type TPublishDocumentFieldValues = z.output<typeof ZPublishDocumentFieldsSchema>;

export const STAFF_PUBLISHING_TEXTS = {
  documentPublished: 'The document was published. The account members have been notified.',
  reportPosted: 'The rebalance report was posted. The account members have been notified.',
  notificationSent: (n: number) => `The notification was sent to ${n} ${n === 1 ? 'client' : 'clients'}.`,
  jsonUnreadable: 'The file is not valid JSON.',
} as const;

const isJsonObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A rebalance report as staff post it (the JSON file they chose): anything but an object is unreadable. */
export const ZPostRebalanceReportRequestSchema = z.discriminatedUnion(
  'type',
  REBALANCE_REPORT_CREATE_SHAPES,
  {
    error: (issue) => (isJsonObject(issue.input) ? undefined : STAFF_PUBLISHING_TEXTS.jsonUnreadable),
  },
);
export type TPostRebalanceReportRequest = z.output<typeof ZPostRebalanceReportRequestSchema>;

/**
 * The document form as the API reference shows it: the `file` part and the fields (multipart). The
 * server reads the parts itself and answers each missing or wrong one by name, so every part is optional here.
 */
export const ZPublishDocumentFormSchema = z.partial(
  z.object({ file: ZFileSchema, ...ZPublishDocumentFieldsSchema.shape }),
);

export const ZPublishResponseSchema = z.object({ id: z.number(), detail: z.string() });
export type TPublishResponse = z.infer<typeof ZPublishResponseSchema>;

// ---------- data ----------

export const IMPORT_MAX_FILES = 20;
export const IMPORT_FILE_STATUSES = ['pending', 'loaded', 'rejected'] as const;
export const IMPORT_JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type TImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_JOB_STATUS_LABELS: Record<TImportJobStatus, string> = {
  pending: 'Waiting to start',
  running: 'Importing',
  done: 'Finished',
  failed: 'Failed',
};

export const STAFF_DATA_TEXTS = {
  noFiles: 'Choose at least one CSV file.',
  tooManyFiles: `Choose at most ${IMPORT_MAX_FILES} files at a time.`,
  notCsv: (name: string) => `${name} is not a CSV file.`,
  notText: (name: string) => `${name} is not a UTF-8 text file.`,
} as const;

export const ZImportFileResultSchema = z.object({
  file: z.string(),
  status: z.enum(IMPORT_FILE_STATUSES),
  rows: z.number(),
  errors: z.array(z.string()),
});
export type TImportFileResult = z.infer<typeof ZImportFileResultSchema>;

export const ZImportJobSchema = z.object({
  id: z.number(),
  status: z.enum(IMPORT_JOB_STATUSES),
  created: z.string(),
  finished: z.nullable(z.string()),
  files_total: z.number(),
  files_done: z.number(),
  rows_loaded: z.number(),
  files_rejected: z.number(),
  error: z.nullable(z.string()),
  files: z.array(ZImportFileResultSchema),
});
export type TImportJob = z.infer<typeof ZImportJobSchema>;
export const ZImportJobsResponseSchema = z.array(ZImportJobSchema);

/**
 * The import form as the API reference shows it: one `files` part per CSV file (multipart). The server
 * reads the parts itself and answers what is wrong with them, so every part is optional here.
 */
export const ZImportFormSchema = z.object({ files: z.optional(z.array(ZFileSchema)) });

export const ZAvailabilityResponseSchema = z.object({
  latest_availability_date: z.nullable(z.string()),
  latest_price_date: z.nullable(z.string()),
});
export type TAvailability = z.infer<typeof ZAvailabilityResponseSchema>;

/** A job is under way until it is done or failed: the page polls it until then. */
export const importJobFinished = (job: Pick<TImportJob, 'status'>) =>
  job.status === 'done' || job.status === 'failed';
