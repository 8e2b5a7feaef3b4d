// The portfolio manager's review in the staff console (spec 001 section 4: review of custom strategies
// and IPS changes is by a portfolio manager): the IPS versions awaiting review, one of them with its
// custom strategies and restrictions, and the decision: approve (it becomes the active IPS) or return it
// to its members with a reason (back to draft).
// Calls: GET /api/staff/ips-reviews/, GET /api/staff/ips-reviews/{id}/, POST .../{id}/approve/,
// POST .../{id}/return/ (reason).
import * as z from 'zod/mini';
import { ZAppliedForSectionSchema } from './applied-for.ts';
import { ZAllocationCategorySchema, ZIpsSchema, ZSecurityRestrictionSchema } from './ips.ts';
import { RETURN_REASON_MAX, STAFF_QUEUE_QUERY_SHAPE } from './staff-operations.ts';

export const STAFF_IPS_REVIEW_TEXTS = {
  queueTitle: 'Portfolio manager review',
  queueIntro:
    'Investment policy statements the members have signed, with their custom strategies, wait here for a portfolio manager.',
  empty: 'No investment policy statements are awaiting review.',
  newIps: 'New IPS',
  changedIps: 'IPS change',
  approve: 'Approve',
  returnIps: 'Return',
  returnTitle: 'Return the investment policy statement',
  reason: 'Reason',
  approveConfirm:
    'Approve this investment policy statement? It becomes the active IPS of the account and replaces the current one.',
  approved: 'The investment policy statement is active. Its members have been notified.',
  returned: 'The investment policy statement was returned. Its members have been notified.',
  notInReview: 'Only an investment policy statement in portfolio manager review can be approved or returned.',
  reasonRequired: 'Give the reason for returning the investment policy statement.',
  currentAllocation: 'Current active allocation',
  customStrategies: 'Custom strategies',
  noCustomStrategies: 'No custom strategies.',
  back: 'All IPS reviews',
} as const;

export const ZIpsReviewQueueQuerySchema = z.object(STAFF_QUEUE_QUERY_SHAPE);
export type TIpsReviewQueueQuery = z.output<typeof ZIpsReviewQueueQuerySchema>;

export const ZReturnIpsRequestSchema = z.object({
  reason: z.pipe(
    z.string({ error: STAFF_IPS_REVIEW_TEXTS.reasonRequired }).check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, STAFF_IPS_REVIEW_TEXTS.reasonRequired),
        z.maxLength(RETURN_REASON_MAX, `Enter no more than ${RETURN_REASON_MAX} characters`),
      ),
  ),
});
export type TReturnIpsRequest = z.input<typeof ZReturnIpsRequestSchema>;

export const ZIpsReviewItemSchema = z.object({
  /** The IPS id. */
  id: z.number(),
  account: z.object({ id: z.number(), name: z.string(), type_display: z.string() }),
  primary: z.nullable(z.object({ user_id: z.number(), name: z.string(), email: z.string() })),
  /** A change of an active IPS, or the account's first IPS. */
  is_change: z.boolean(),
  custom_strategy_count: z.number(),
  sign_requester_name: z.nullable(z.string()),
  sign_requested_date: z.nullable(z.string()),
});
export type TIpsReviewItem = z.infer<typeof ZIpsReviewItemSchema>;
export const ZIpsReviewQueueResponseSchema = z.object({
  count: z.number(),
  results: z.array(ZIpsReviewItemSchema),
});
export type TIpsReviewQueueResponse = z.infer<typeof ZIpsReviewQueueResponseSchema>;

export const ZIpsReviewDetailResponseSchema = z.object({
  ...ZIpsReviewItemSchema.shape,
  ips: ZIpsSchema,
  categories: z.array(ZAllocationCategorySchema),
  security_restrictions: z.array(ZSecurityRestrictionSchema),
  /** The allocation of the active IPS it replaces, to compare with. */
  current_allocation: z.nullable(ZIpsSchema.shape.strategic_asset_allocation),
  /** The portfolio details (with the tailored label of this IPS) and the nominated bank account. */
  applied_for: z.array(ZAppliedForSectionSchema),
});
export type TIpsReviewDetail = z.infer<typeof ZIpsReviewDetailResponseSchema>;

export const ZIpsReviewDecisionResponseSchema = z.object({ detail: z.string(), ips: ZIpsSchema });
export type TIpsReviewDecisionResponse = z.infer<typeof ZIpsReviewDecisionResponseSchema>;
