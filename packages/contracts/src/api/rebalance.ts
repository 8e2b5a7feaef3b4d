// Rebalance history and reports (spec 002 sections 2, 3, 4, 7 and 9): the list with its filters, the
// report types, a report's details with its data (a JSON string the client parses), and mark-seen.
// Allocation values travel as fractions (0.25); the pages multiply them by 100 to show percents.
import * as z from 'zod/mini';
import { zQueryPage } from '../query.ts';

export const REBALANCE_TYPES = ['taa', 'model_portfolio'] as const;
export type TRebalanceType = (typeof REBALANCE_TYPES)[number];
export const REBALANCE_TYPE_NAMES: Record<TRebalanceType, string> = {
  taa: 'Tactical asset allocation',
  model_portfolio: 'Model portfolio',
};

export const REBALANCE_STATUSES = ['complete', 'in_progress', 'cancelled'] as const;
export type TRebalanceStatus = (typeof REBALANCE_STATUSES)[number];
export const REBALANCE_STATUS_LABELS: Record<TRebalanceStatus, string> = {
  complete: 'Complete',
  in_progress: 'In progress',
  cancelled: 'Cancelled',
};

/** Page sizes of the history (spec 002 section 9): default 10. */
export const REBALANCE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_REBALANCE_PAGE_SIZE = 10;

export const REBALANCE_ORDER_FIELDS = ['date', 'account', 'rebalance_type', 'status'] as const;
export type TRebalanceOrderField = (typeof REBALANCE_ORDER_FIELDS)[number];
export const REBALANCE_ORDERINGS = [
  ...REBALANCE_ORDER_FIELDS,
  ...REBALANCE_ORDER_FIELDS.map((field) => `-${field}` as const),
] as const;
export type TRebalanceOrdering = (typeof REBALANCE_ORDERINGS)[number];
export const DEFAULT_REBALANCE_ORDERING: TRebalanceOrdering = '-date';

export const REBALANCE_TEXTS = {
  historyTitle: 'Rebalance history',
  reportHeader: 'We would like to rebalance your portfolio',
  commentary: 'Commentary',
  cancelled: 'Cancelled',
  clearAll: 'Clear all',
} as const;

export const rebalanceReportPath = (id: number) => `/rebalance/report/${id}/`;
export const REBALANCE_HISTORY_PATH = '/rebalance/list';

const zIsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Comma-joined values of a query string ('taa,model_portfolio'), each one of `values`. */
const zCommaList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(200)),
      z.transform((value) => (value === '' ? [] : value.split(','))),
    ),
    z.array(z.enum(values)),
  );

/** Comma-joined ids ('3,4'), at most 200 of them. */
const zIdList = z.pipe(
  z.string().check(z.regex(/^(\d{1,9})(,\d{1,9}){0,199}$/, 'must be comma-separated ids')),
  z.transform((value) => value.split(',').map(Number)),
);

const zPageSize = z.pipe(
  z.coerce.number(),
  z
    .number()
    .check(
      z.refine(
        (n) => (REBALANCE_PAGE_SIZES as readonly number[]).includes(n),
        'must be one of 10, 20, 50, 100',
      ),
    ),
);

export const ZRebalanceReportsQuerySchema = z.object({
  accounts: z.optional(zIdList),
  rebalance_type: z.optional(zCommaList(REBALANCE_TYPES)),
  status: z.optional(zCommaList(REBALANCE_STATUSES)),
  ordering: z._default(z.enum(REBALANCE_ORDERINGS), DEFAULT_REBALANCE_ORDERING),
  page: zQueryPage(),
  page_size: z._default(zPageSize, DEFAULT_REBALANCE_PAGE_SIZE),
});
export type TRebalanceReportsQuery = z.output<typeof ZRebalanceReportsQuerySchema>;

export const ZRebalanceReportListItemSchema = z.object({
  id: z.number(),
  date: zIsoDate,
  account: z.object({ id: z.number(), name: z.string() }),
  rebalance_type: z.enum(REBALANCE_TYPES),
  status: z.enum(REBALANCE_STATUSES),
  is_new: z.boolean(),
});
export type TRebalanceReportListItem = z.infer<typeof ZRebalanceReportListItemSchema>;

export const ZRebalanceReportsResponseSchema = z.object({
  count: z.number(),
  results: z.array(ZRebalanceReportListItemSchema),
});
export type TRebalanceReports = z.infer<typeof ZRebalanceReportsResponseSchema>;

export const ZRebalanceReportTypesResponseSchema = z.array(
  z.object({ id: z.enum(REBALANCE_TYPES), name: z.string() }),
);
export type TRebalanceReportTypes = z.infer<typeof ZRebalanceReportTypesResponseSchema>;

// ---------- a report's data ----------

const zFraction = z.number().check(z.gte(-10), z.lte(10));

/** One investment option of an asset class: its SAA, the current and the revised TAA, and the change. */
export const ZTaaInvestmentOptionSchema = z.object({
  name: z.string(),
  saa: zFraction,
  old_taa: zFraction,
  new_taa: zFraction,
  taa_difference: zFraction,
});
export type TTaaInvestmentOption = z.infer<typeof ZTaaInvestmentOptionSchema>;

const zTaaTotals = {
  total_saa: zFraction,
  total_old_taa: zFraction,
  total_difference: zFraction,
  total_new_taa: zFraction,
};

/** An asset class, its options and its subtotal. */
export const ZTaaRecordSchema = z.object({
  asset_class: z.string(),
  investment_options: z.array(ZTaaInvestmentOptionSchema),
  ...zTaaTotals,
});
export type TTaaRecord = z.infer<typeof ZTaaRecordSchema>;

/** taa: the asset classes, then the Cash row (shaped as an option without a name) and the Total row. */
export const ZTaaDataSchema = z.object({
  cash: z.object({ saa: zFraction, old_taa: zFraction, new_taa: zFraction, taa_difference: zFraction }),
  totals: z.object(zTaaTotals),
  records: z.array(ZTaaRecordSchema),
});
export type TTaaData = z.infer<typeof ZTaaDataSchema>;

/** model_portfolio: one row per security (ASX code) with the current and the revised target. */
export const ZModelPortfolioRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  old_target: zFraction,
  new_target: zFraction,
  target_difference: zFraction,
  investment_option: z.string(),
});
export type TModelPortfolioRow = z.infer<typeof ZModelPortfolioRowSchema>;

export const ZModelPortfolioDataSchema = z.object({ rows: z.array(ZModelPortfolioRowSchema) });
export type TModelPortfolioData = z.infer<typeof ZModelPortfolioDataSchema>;

export const ZRebalanceReportDetailResponseSchema = z.object({
  id: z.number(),
  date: zIsoDate,
  message: z.string(),
  status: z.enum(REBALANCE_STATUSES),
  is_new: z.boolean(),
  type: z.enum(REBALANCE_TYPES),
  /** The report's data as a JSON string (taa or model_portfolio shape by `type`). */
  data: z.string(),
});
export type TRebalanceReportDetail = z.infer<typeof ZRebalanceReportDetailResponseSchema>;

export type TRebalanceData =
  | { type: 'taa'; data: TTaaData }
  | { type: 'model_portfolio'; data: TModelPortfolioData };

/** Parses a report's data string by its type; null when it is not valid JSON of that shape. */
export const parseRebalanceData = (type: TRebalanceType, data: string): TRebalanceData | null => {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (type === 'taa') {
    const parsed = z.safeParse(ZTaaDataSchema, json);
    return parsed.success ? { type, data: parsed.data } : null;
  }
  const parsed = z.safeParse(ZModelPortfolioDataSchema, json);
  return parsed.success ? { type, data: parsed.data } : null;
};

export const ZRebalanceMarkSeenResponseSchema = z.object({ is_new: z.boolean() });
export type TRebalanceMarkSeen = z.infer<typeof ZRebalanceMarkSeenResponseSchema>;

/** A new report as staff (or the demo) create it: data checked against its type's shape. */
export const REBALANCE_REPORT_CREATE_SHAPES = [
  z.object({
    account_id: z.number().check(z.int(), z.positive()),
    date: zIsoDate,
    type: z.literal('taa'),
    status: z.enum(REBALANCE_STATUSES),
    message: z._default(z.string().check(z.maxLength(10000)), ''),
    data: ZTaaDataSchema,
  }),
  z.object({
    account_id: z.number().check(z.int(), z.positive()),
    date: zIsoDate,
    type: z.literal('model_portfolio'),
    status: z.enum(REBALANCE_STATUSES),
    message: z._default(z.string().check(z.maxLength(10000)), ''),
    data: ZModelPortfolioDataSchema,
  }),
] as const;
export const ZRebalanceReportCreateSchema = z.discriminatedUnion('type', REBALANCE_REPORT_CREATE_SHAPES);
export type TRebalanceReportCreate = z.input<typeof ZRebalanceReportCreateSchema>;
