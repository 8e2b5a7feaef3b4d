// The dashboard (spec 002 sections 2, 3, 7 and 9): its filter, the seven cards' answers, the latest
// availability date and the rebalance block. Money travels as text with 2 decimals (never a float on
// the wire); the web app turns it into numbers only to draw.
import * as z from 'zod/mini';
import { zQueryInt, zQueryPage } from '../query.ts';

export const DASHBOARD_PERIODS = [
  'previous_financial_year',
  'current_financial_year',
  'twelve_months_back',
] as const;
export type TDashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: TDashboardPeriod = 'twelve_months_back';
export const DASHBOARD_PERIOD_LABELS: Record<TDashboardPeriod, string> = {
  previous_financial_year: 'Previous financial year',
  current_financial_year: 'Current financial year',
  twelve_months_back: 'Twelve months back',
};

/** Investments are fetched whole (spec 002 section 9); the CSV asks for the count the first fetch gave. */
export const INVESTMENTS_PAGE_SIZE = 99999;
/** The new-rebalance badge is capped at 9. */
export const REBALANCE_BADGE_CAP = 9;
export const INVESTMENTS_SEARCH_DEBOUNCE_MS = 300;
export const INVESTMENTS_SEARCH_PLACEHOLDER = 'Search by Ticker or Name…';
export const STRIKE_NOTE = 'Price/Value is capped at Strike';
/** Our words: why the margin loan and net equity lines are missing for part of an account. */
export const MARGIN_LOAN_LEFT_OUT_NOTE =
  'Margin loan and net equity are shown for whole accounts only: a margin loan belongs to an account, not to one of its investment options.';
/** Our words, after the spec's 'a change as a percentage plus an amount': what the comparison shows. */
export const OPTION_CHANGE_TITLE = 'Change in value';
export const OPTION_CHANGE_NOTE =
  'The change in value from the first to the last day of the period, deposits and withdrawals included; returns are in Performance reports.';
export const NO_INVESTMENT_RESULTS = 'no results matching criteria';

export const COMPARISON_MESSAGES = {
  oneAccount: 'Please select one Account to display strategy comparison',
  moreThanOneOption: 'Please select more than one investment option to display Investment options comparison',
  multipleStrategies: 'Strategy comparison is possible only for Accounts with multiple strategies',
  atLeastOneOption: 'Please select at least one Investment option to display chart',
} as const;

const zId = z.number().check(z.int(), z.positive());
const zMoney = z.string();
const zIsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Comma-joined ids in a query string ('3,4'), at most 200 of them. */
const zIdList = z.pipe(
  z.string().check(z.regex(/^(\d{1,9})(,\d{1,9}){0,199}$/, 'must be comma-separated ids')),
  z.transform((value) => value.split(',').map(Number)),
);

// ---------- filter ----------

export const ZDashboardFilterResponseSchema = z.object({
  period: z.object({ id: z.enum(DASHBOARD_PERIODS) }),
  account: z.array(z.object({ id: z.number() })),
  investment_option: z.array(z.object({ id: z.number() })),
});
export type TDashboardFilter = z.infer<typeof ZDashboardFilterResponseSchema>;

export const ZDashboardFilterUpdateRequestSchema = z.strictObject({
  period: z.enum(DASHBOARD_PERIODS),
  account: z.array(zId).check(z.maxLength(200)),
  investment_option: z.array(zId).check(z.maxLength(200)),
});
export type TDashboardFilterUpdate = z.infer<typeof ZDashboardFilterUpdateRequestSchema>;

/** The accounts the filter offers, each with its investment options (the strategies it holds). */
export const ZDashboardInvestmentOptionSchema = z.object({
  id: z.number(),
  strategy_id: z.number(),
  label: z.string(),
  color: z.string(),
});
export const ZDashboardAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  account_type: z.string(),
  investment_options: z.array(ZDashboardInvestmentOptionSchema),
});
export const ZDashboardAccountsResponseSchema = z.array(ZDashboardAccountSchema);
export type TDashboardAccount = z.infer<typeof ZDashboardAccountSchema>;
export type TDashboardInvestmentOption = z.infer<typeof ZDashboardInvestmentOptionSchema>;

// ---------- the cards' query ----------

/** What every card asks with: the period and the chosen accounts and options (none chosen: all). */
export const ZDashboardQuerySchema = z.object({
  period: z._default(z.enum(DASHBOARD_PERIODS), DEFAULT_DASHBOARD_PERIOD),
  account: z.optional(zIdList),
  investment_option: z.optional(zIdList),
});
export type TDashboardQuery = z.input<typeof ZDashboardQuerySchema>;

export const INVESTMENT_ORDERINGS = ['code', 'name', 'units', 'price', 'value', 'target_units'] as const;
const zOrdering = z.enum([...INVESTMENT_ORDERINGS, ...INVESTMENT_ORDERINGS.map((o) => `-${o}` as const)]);

export const ZInvestmentsQuerySchema = z.extend(ZDashboardQuerySchema, {
  ordering: z._default(zOrdering, 'code'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  asset_class: z.optional(zQueryInt()),
  group_by_investment: z._default(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
    false,
  ),
  page: zQueryPage(),
  page_size: z._default(zQueryInt(1, INVESTMENTS_PAGE_SIZE), 10),
});
export type TInvestmentsQuery = z.input<typeof ZInvestmentsQuerySchema>;

// ---------- the cards' answers ----------

const zMonth = z.object({ month: zIsoDate });
const zDatedAmount = z.object({ date: zIsoDate, amount: zMoney });

export const ZTotalAssetValueResponseSchema = z.object({
  total_asset_daily_values: z.array(zDatedAmount),
  margin_loan_daily_values: z.array(zDatedAmount),
  net_equity_daily_values: z.array(zDatedAmount),
  investment_options: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      color: z.string(),
      total_amount: zMoney,
      daily_values: z.array(zDatedAmount),
    }),
  ),
  total_asset: zMoney,
  total_margin_loan: zMoney,
  net_equity: zMoney,
  /**
   * True when a chosen account owes a margin loan in the period but only some of its investment options
   * are chosen: a loan is the whole account's, so it is neither shown nor deducted from net equity.
   */
  margin_loan_left_out: z.boolean(),
});
export type TTotalAssetValue = z.infer<typeof ZTotalAssetValueResponseSchema>;

export const ZReturnSummaryResponseSchema = z.object({
  monthly_values: z.array(
    z.extend(zMonth, { income_return: zMoney, capital_return: zMoney, fee: zMoney, total_return: zMoney }),
  ),
  total_income_return: zMoney,
  total_capital_return: zMoney,
  total_fee: zMoney,
  total_return: zMoney,
});
export type TReturnSummary = z.infer<typeof ZReturnSummaryResponseSchema>;

// ---------- returns by method (beyond the spec: docs/decisions.md) ----------

/** A return as a percentage of the period with 2 decimals ('12.34', '-0.50'). */
const zPercent = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
const zReturnParts = z.object({
  total: zPercent,
  income: zPercent,
  capital_growth: zPercent,
  franking: zPercent,
});
export type TReturnParts = z.infer<typeof zReturnParts>;

/**
 * The period's return by the two methods, each split into income, capital growth and franking (the parts
 * add up to the total). Null when the period has too little data for it: no value to start from, or no
 * money-weighted rate that balances the flows.
 */
export const ZReturnsByMethodResponseSchema = z.object({
  start_date: z.nullable(zIsoDate),
  end_date: z.nullable(zIsoDate),
  time_weighted: z.nullable(zReturnParts),
  money_weighted: z.nullable(zReturnParts),
});
export type TReturnsByMethod = z.infer<typeof ZReturnsByMethodResponseSchema>;
export type TReturnMethod = 'time_weighted' | 'money_weighted';

/** Each method's name and the one line that tells them apart (the return card and the report). */
export const RETURN_METHOD_TEXTS: Record<TReturnMethod, { label: string; explanation: string }> = {
  time_weighted: {
    label: 'Time-weighted return',
    explanation: 'How the investments performed, whatever was deposited or withdrawn and when.',
  },
  money_weighted: {
    label: 'Money-weighted return',
    explanation: 'What your money earned, counting when it was deposited and withdrawn.',
  },
};
export const RETURN_PART_LABELS: Record<Exclude<keyof TReturnParts, 'total'>, string> = {
  income: 'Income',
  capital_growth: 'Capital growth',
  franking: 'Franking',
};

export const ZCapitalPerformanceResponseSchema = z.object({
  monthly_values: z.array(
    z.extend(zMonth, {
      unrealised: zMoney,
      realised: zMoney,
      options_bought: zMoney,
      capital_return: zMoney,
    }),
  ),
  total_unrealised: zMoney,
  total_realised: zMoney,
  total_options_bought: zMoney,
  total_capital_return: zMoney,
});
export type TCapitalPerformance = z.infer<typeof ZCapitalPerformanceResponseSchema>;

export const ZIncomeResponseSchema = z.object({
  monthly_values: z.array(
    z.extend(zMonth, {
      premiums_received: zMoney,
      dividends: zMoney,
      franking_credits: zMoney,
      other_income: zMoney,
      income_return: zMoney,
    }),
  ),
  total_premiums_received: zMoney,
  total_dividends: zMoney,
  total_franking_credits: zMoney,
  total_other_income: zMoney,
  total_income_return: zMoney,
});
export type TIncome = z.infer<typeof ZIncomeResponseSchema>;

/** Signed as contributions to value: movements out, franking credits and withholding tax are negative. */
export const ZCapitalMovementResponseSchema = z.object({
  monthly_values: z.array(
    z.extend(zMonth, {
      movements_in: zMoney,
      movements_out: zMoney,
      franking_credits: zMoney,
      withholding_tax: zMoney,
    }),
  ),
  total_movements_in: zMoney,
  total_movements_out: zMoney,
  total_franking_credits: zMoney,
  total_withholding_tax: zMoney,
});
export type TCapitalMovement = z.infer<typeof ZCapitalMovementResponseSchema>;

/** Value at the period's last date, per asset class, account and investment option. */
export const ZAssetAllocationItemSchema = z.object({
  asset_class: z.object({ id: z.number(), name: z.string(), color: z.string() }),
  actual: zMoney,
  account: z.object({ id: z.number(), name: z.string() }),
  investment_option: z.object({ id: z.number(), label: z.string() }),
});
export const ZAssetAllocationResponseSchema = z.array(ZAssetAllocationItemSchema);
export type TAssetAllocationItem = z.infer<typeof ZAssetAllocationItemSchema>;

export const ZInvestmentRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  units: z.string(),
  price: z.string(),
  value: zMoney,
  is_strike: z.boolean(),
  target_units: z.nullable(z.string()),
  /** Null when grouped by investment across accounts or options. */
  account: z.nullable(z.object({ id: z.number(), name: z.string() })),
  investment_option: z.nullable(z.object({ id: z.number(), label: z.string() })),
  asset_class: z.object({ id: z.number(), name: z.string() }),
});
export const ZInvestmentsResponseSchema = z.object({
  count: z.number(),
  results: z.array(ZInvestmentRowSchema),
});
export type TInvestmentRow = z.infer<typeof ZInvestmentRowSchema>;
export type TInvestments = z.infer<typeof ZInvestmentsResponseSchema>;
/** The CSV's name: 'Investments-{DDMMYYYY}.csv' for a date given as 'YYYY-MM-DD'. */
export const investmentsCsvFileName = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `Investments-${day}${month}${year}.csv`;
};
/** The CSV's columns, in order. */
export const INVESTMENTS_CSV_COLUMNS = [
  'Code',
  'Investment Name',
  'Units',
  'Price',
  'Value',
  'Target units',
  'Account',
  'Investment option',
] as const;

export const ZLatestAvailabilityResponseSchema = z.object({ latest_availability_date: z.nullable(zIsoDate) });
export type TLatestAvailability = z.infer<typeof ZLatestAvailabilityResponseSchema>;

/** The newest rebalance report of the user's accounts, and how many the user has not opened. */
export const ZLatestRebalanceResponseSchema = z.object({
  id: z.nullable(z.number()),
  date: z.nullable(zIsoDate),
  new_count: z.number(),
});
export type TLatestRebalance = z.infer<typeof ZLatestRebalanceResponseSchema>;

/**
 * The home of a user with no portfolio to show yet (a new investor, an applicant), in place of charts
 * with nothing on them (our wording; docs/decisions.md, "First visits").
 */
export const DASHBOARD_FIRST_VISIT_TEXTS = {
  title: 'Your portfolio will appear here',
  what: 'Once your account is active and its first investments are made, this dashboard shows their total value, returns, income, capital movements, asset allocation and each holding.',
  when: 'Figures are updated daily: the first ones appear the day after your first investments are valued.',
} as const;
