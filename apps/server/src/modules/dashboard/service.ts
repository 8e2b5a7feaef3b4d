import { PassThrough, pipeline, type Readable } from 'node:stream';
import type {
  TBenchmark,
  TBenchmarkChoice,
  TBenchmarkChoiceUpdate,
  TBenchmarkComparison,
} from '@portal/contracts/api/benchmarks';
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  INVESTMENTS_CSV_COLUMNS,
  investmentsCsvFileName,
  type TAssetAllocationItem,
  type TCapitalMovement,
  type TCapitalPerformance,
  type TDashboardAccount,
  type TDashboardFilter,
  type TDashboardFilterUpdate,
  type TDashboardPeriod,
  type TIncome,
  type TInvestmentRow,
  type TInvestments,
  type TReturnSummary,
  type TReturnsByMethod,
  type TTotalAssetValue,
} from '@portal/contracts/api/dashboard';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { crlfCsv, csvLine } from '../../http/csv.ts';
import { AppError } from '../../http/errors.ts';
import { memberAccounts } from '../accounts/service.ts';
import type { AuthContext } from '../auth/session-context.ts';
import { compareWithBenchmark } from './benchmark-comparison.ts';
import { type DateRange, periodRange, todayInSydney } from './period.ts';
import {
  assetAllocation,
  clearBenchmarkChoice,
  closeInvestmentsCursor,
  copyInvestmentsCsv,
  type DashboardOptionRow,
  dailyFlows,
  dailyTotals,
  fetchInvestments,
  findBenchmarkChoice,
  findDashboardFilter,
  type InvestmentCsvRow,
  type InvestmentFilters,
  type InvestmentRowData,
  latestValuationDate,
  levelsOn,
  listBenchmarks,
  listInvestments,
  listUserOptions,
  type MonthlyRow,
  monthlySums,
  openInvestmentsCursor,
  optionDailyValues,
  owesMarginLoan,
  saveBenchmarkChoice,
  saveDashboardFilter,
  valueBefore,
  valuedDays,
} from './queries.ts';
import {
  cumulativeTimeWeighted,
  type FlowDay,
  returnsByMethod,
  type ValuedDay,
} from './returns-by-method.ts';

/** Who asks, in which application. */
export type DashboardCaller = { ctx: AuthContext; applicationId: string };

/** What every card is asked with, as the contract parses it. */
export type CardQuery = { period: TDashboardPeriod; account?: number[]; investment_option?: number[] };

export type InvestmentsQuery = CardQuery & {
  ordering: InvestmentFilters['ordering'];
  search?: string;
  asset_class?: number;
  group_by_investment: boolean;
  page: number;
  page_size: number;
};

const ZERO = '0.00';
const CSV_FETCH_ROWS = 5000;

const doesNotExist = (id: number) => `Invalid pk "${id}" - object does not exist.`;

// ---------- accounts, availability, filter ----------

/**
 * The acting user's active accounts of the application and their investment options: the one place the
 * dashboard chooses accounts. A viewer (shared access) gets only the accounts shared with them.
 */
async function ownAccountsAndOptions(deps: Deps, caller: DashboardCaller) {
  const [accounts, options] = await Promise.all([
    memberAccounts(deps.db, caller.ctx.actingUserId, {
      applicationId: caller.applicationId,
      activatedOnly: true,
    }),
    listUserOptions(deps.db, caller.ctx.actingUserId, caller.applicationId),
  ]);
  const granted = caller.ctx.viewer ? new Set(caller.ctx.viewer.accountIds) : null;
  if (!granted) return { accounts, options };
  return {
    accounts: accounts.filter((a) => granted.has(a.id)),
    options: options.filter((o) => granted.has(o.account_id)),
  };
}

export async function accounts(deps: Deps, caller: DashboardCaller): Promise<TDashboardAccount[]> {
  const { accounts: accountRows, options: optionRows } = await ownAccountsAndOptions(deps, caller);
  return accountRows.map((account) => ({
    id: account.id,
    name: account.name,
    account_type: account.account_type,
    investment_options: optionRows
      .filter((o) => o.account_id === account.id)
      .map((o) => ({ id: o.id, strategy_id: o.strategy_id, label: o.label, color: o.color })),
  }));
}

export async function latestAvailability(
  deps: Deps,
  caller: DashboardCaller,
): Promise<{ latest_availability_date: string | null }> {
  const { options } = await ownAccountsAndOptions(deps, caller);
  return {
    latest_availability_date: await latestValuationDate(
      deps.db,
      options.map((o) => o.id),
    ),
  };
}

async function defaultFilter(deps: Deps, caller: DashboardCaller): Promise<TDashboardFilter> {
  const { accounts: rows } = await ownAccountsAndOptions(deps, caller);
  return {
    period: { id: DEFAULT_DASHBOARD_PERIOD },
    account: rows.map((a) => ({ id: a.id })),
    investment_option: [],
  };
}

const isPeriod = (value: string): value is TDashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(value);

/**
 * The filter the user last saved, without ids that are no longer theirs; the default (twelve months back,
 * all accounts) when none is saved. A staff member acting for a client neither reads nor writes it.
 */
export async function getFilter(deps: Deps, caller: DashboardCaller): Promise<TDashboardFilter> {
  if (caller.ctx.managed) return defaultFilter(deps, caller);
  const saved = await findDashboardFilter(deps.db, caller.ctx.actingUserId);
  if (!saved) return defaultFilter(deps, caller);
  const { accounts: accountRows, options: optionRows } = await ownAccountsAndOptions(deps, caller);
  const accountIds = new Set(accountRows.map((a) => a.id));
  const optionIds = new Set(optionRows.map((o) => o.id));
  return {
    period: { id: isPeriod(saved.period) ? saved.period : DEFAULT_DASHBOARD_PERIOD },
    account: saved.account_ids.filter((id) => accountIds.has(id)).map((id) => ({ id })),
    investment_option: saved.investment_option_ids.filter((id) => optionIds.has(id)).map((id) => ({ id })),
  };
}

/** Saves the filter; an id that is not one of the user's accounts or options is refused (400). */
export async function saveFilter(
  deps: Deps,
  caller: DashboardCaller,
  input: TDashboardFilterUpdate,
): Promise<TDashboardFilter> {
  if (caller.ctx.managed) return defaultFilter(deps, caller);
  const { accounts: accountRows, options: optionRows } = await ownAccountsAndOptions(deps, caller);
  const accountIds = new Set(accountRows.map((a) => a.id));
  const optionIds = new Set(optionRows.map((o) => o.id));
  const errors: Record<string, string[]> = {};
  const foreignAccounts = input.account.filter((id) => !accountIds.has(id));
  const foreignOptions = input.investment_option.filter((id) => !optionIds.has(id));
  if (foreignAccounts.length > 0) errors.account = foreignAccounts.map(doesNotExist);
  if (foreignOptions.length > 0) errors.investment_option = foreignOptions.map(doesNotExist);
  if (Object.keys(errors).length > 0) throw new AppError(400, errors);
  const account = [...new Set(input.account)];
  const investmentOption = [...new Set(input.investment_option)];
  await saveDashboardFilter(deps.db, caller.ctx.actingUserId, {
    period: input.period,
    account_ids: account,
    investment_option_ids: investmentOption,
  });
  return {
    period: { id: input.period },
    account: account.map((id) => ({ id })),
    investment_option: investmentOption.map((id) => ({ id })),
  };
}

// ---------- the cards ----------

type Scope = {
  accountIds: number[];
  /** The chosen accounts of which some investment options are left out by the option filter. */
  narrowedAccountIds: number[];
  options: DashboardOptionRow[];
  range: DateRange;
};

/**
 * The chosen accounts and options, kept to the user's own (other ids are ignored, never an error), and
 * the period's days. No account given: all of the user's; no option given: all of the chosen accounts'.
 * The period ends on the latest date with data over all of the user's options (what 'Data available up
 * to' shows), so every card and every filter agree on it.
 */
async function resolveScope(deps: Deps, caller: DashboardCaller, query: CardQuery): Promise<Scope> {
  const { accounts: accountRows, options: optionRows } = await ownAccountsAndOptions(deps, caller);
  const wantedAccounts = query.account ? new Set(query.account) : null;
  const wantedOptions = query.investment_option ? new Set(query.investment_option) : null;
  const accountIds = accountRows.map((a) => a.id).filter((id) => !wantedAccounts || wantedAccounts.has(id));
  const chosenAccounts = new Set(accountIds);
  const options = optionRows.filter(
    (o) => chosenAccounts.has(o.account_id) && (!wantedOptions || wantedOptions.has(o.id)),
  );
  const end =
    (await latestValuationDate(
      deps.db,
      optionRows.map((o) => o.id),
    )) ?? todayInSydney();
  const chosenOptions = new Set(options.map((o) => o.id));
  const narrowedAccountIds = accountIds.filter((id) =>
    optionRows.some((o) => o.account_id === id && !chosenOptions.has(o.id)),
  );
  return { accountIds, narrowedAccountIds, options, range: periodRange(query.period, end) };
}

const optionIdsOf = (scope: Scope) => scope.options.map((o) => o.id);

export async function totalAssetValue(
  deps: Deps,
  caller: DashboardCaller,
  query: CardQuery,
): Promise<TTotalAssetValue> {
  const scope = await resolveScope(deps, caller, query);
  const ids = optionIdsOf(scope);
  const [days, optionDays] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          // A margin loan is the whole account's: only accounts chosen whole count it (docs/decisions.md).
          dailyTotals(
            deps.db,
            ids,
            scope.accountIds.filter((id) => !scope.narrowedAccountIds.includes(id)),
            scope.range,
          ),
          optionDailyValues(deps.db, ids, scope.range),
        ]);
  const last = days.at(-1);
  const daysByOption = new Map<number, typeof optionDays>();
  for (const day of optionDays) {
    const own = daysByOption.get(day.id);
    if (own) own.push(day);
    else daysByOption.set(day.id, [day]);
  }
  return {
    total_asset_daily_values: days.map((d) => ({ date: d.date, amount: d.total })),
    margin_loan_daily_values: days.map((d) => ({ date: d.date, amount: d.margin_loan })),
    net_equity_daily_values: days.map((d) => ({ date: d.date, amount: d.net_equity })),
    investment_options: scope.options.map((o) => {
      const own = daysByOption.get(o.id) ?? [];
      return {
        id: o.id,
        label: o.label,
        color: o.color,
        total_amount: own.find((d) => d.date === last?.date)?.value ?? ZERO,
        daily_values: own.map((d) => ({ date: d.date, amount: d.value })),
      };
    }),
    total_asset: last?.total ?? ZERO,
    total_margin_loan: last?.margin_loan ?? ZERO,
    net_equity: last?.net_equity ?? ZERO,
    margin_loan_left_out:
      ids.length > 0 && (await owesMarginLoan(deps.db, scope.narrowedAccountIds, scope.range)),
  };
}

/** The months of the period and their totals (a row of zeros when there is no data). */
async function months(
  deps: Deps,
  caller: DashboardCaller,
  query: CardQuery,
): Promise<{ monthly: MonthlyRow[]; total: MonthlyRow }> {
  const scope = await resolveScope(deps, caller, query);
  const ids = optionIdsOf(scope);
  const rows = ids.length === 0 ? [] : await monthlySums(deps.db, ids, scope.range);
  const monthly = rows.filter((r) => r.month !== null);
  const total = rows.find((r) => r.month === null) ?? zeroTotals();
  return { monthly, total };
}

function zeroTotals(): MonthlyRow {
  return {
    month: null,
    movements_in: ZERO,
    movements_out: ZERO,
    withholding_tax: ZERO,
    movement_franking_credits: ZERO,
    dividends: ZERO,
    franking_credits: ZERO,
    premiums_received: ZERO,
    other_income: ZERO,
    income_return: ZERO,
    realised: ZERO,
    unrealised: ZERO,
    options_bought: ZERO,
    capital_return: ZERO,
    fee: ZERO,
    total_return: ZERO,
  };
}

export async function returnSummary(
  deps: Deps,
  caller: DashboardCaller,
  query: CardQuery,
): Promise<TReturnSummary> {
  const { monthly, total } = await months(deps, caller, query);
  return {
    monthly_values: monthly.map((m) => ({
      month: m.month!,
      income_return: m.income_return,
      capital_return: m.capital_return,
      fee: m.fee,
      total_return: m.total_return,
    })),
    total_income_return: total.income_return,
    total_capital_return: total.capital_return,
    total_fee: total.fee,
    total_return: total.total_return,
  };
}

/**
 * The period's time- and money-weighted returns (beyond the spec: docs/decisions.md) of the chosen options.
 */
export async function returnsByMethodCard(
  deps: Deps,
  caller: DashboardCaller,
  query: CardQuery,
): Promise<TReturnsByMethod> {
  const scope = await resolveScope(deps, caller, query);
  return returnsOfOptions(deps.db, optionIdsOf(scope), scope.range);
}

/**
 * What a period's returns are computed from: the value on the last valued day before it (null when the
 * portfolio began within it), the valued days of the period and the flows from the first of them on.
 * Null when the options have no value in or before the period.
 */
export type ReturnInputs = { opening: ValuedDay | null; days: ValuedDay[]; flows: FlowDay[] };

export async function returnInputs(
  q: Queryable,
  ids: number[],
  range: DateRange,
): Promise<ReturnInputs | null> {
  if (ids.length === 0) return null;
  const [opening, days] = await Promise.all([valueBefore(q, ids, range.start), valuedDays(q, ids, range)]);
  const from = opening?.date ?? days[0]?.date;
  if (!from) return null;
  const flows = await dailyFlows(q, ids, from, range.end);
  return {
    opening: opening ? { date: opening.date, value: Number(opening.value) } : null,
    days: days.map((day) => ({ date: day.date, value: Number(day.value) })),
    flows: flows.map((flow) => ({
      date: flow.date,
      deposits: Number(flow.deposits),
      withdrawals: Number(flow.withdrawals),
      income: Number(flow.income),
      franking: Number(flow.franking),
    })),
  };
}

/**
 * The time- and money-weighted returns of investment options over a period (the dashboard's return card,
 * the performance report). The opening value is the last one before the period, so its first day counts.
 * The ids must already be the caller's own.
 */
export async function returnsOfOptions(
  q: Queryable,
  ids: number[],
  range: DateRange,
): Promise<TReturnsByMethod> {
  return returnsOfInputs(await returnInputs(q, ids, range));
}

/** The returns by method of inputs already read (the report reads them once for this and the benchmark). */
export function returnsOfInputs(inputs: ReturnInputs | null): TReturnsByMethod {
  const none = { start_date: null, end_date: null, time_weighted: null, money_weighted: null };
  if (!inputs) return none;
  const result = returnsByMethod(inputs.opening, inputs.days, inputs.flows);
  return {
    start_date: result.start?.date ?? null,
    end_date: result.end?.date ?? null,
    time_weighted: result.time_weighted,
    money_weighted: result.money_weighted,
  };
}

export async function capitalPerformance(
  deps: Deps,
  caller: DashboardCaller,
  query: CardQuery,
): Promise<TCapitalPerformance> {
  const { monthly, total } = await months(deps, caller, query);
  return {
    monthly_values: monthly.map((m) => ({
      month: m.month!,
      unrealised: m.unrealised,
      realised: m.realised,
      options_bought: m.options_bought,
      capital_return: m.capital_return,
    })),
    total_unrealised: total.unrealised,
    total_realised: total.realised,
    total_options_bought: total.options_bought,
    total_capital_return: total.capital_return,
  };
}

export async function income(deps: Deps, caller: DashboardCaller, query: CardQuery): Promise<TIncome> {
  const { monthly, total } = await months(deps, caller, query);
  return {
    monthly_values: monthly.map((m) => ({
      month: m.month!,
      premiums_received: m.premiums_received,
      dividends: m.dividends,
      franking_credits: m.franking_credits,
      other_income: m.other_income,
      income_return: m.income_return,
    })),
    total_premiums_received: total.premiums_received,
    total_dividends: total.dividends,
    total_franking_credits: total.franking_credits,
    total_other_income: total.other_income,
    total_income_return: total.income_return,
  };
}

export async function capitalMovement(
  deps: Deps,
  caller: DashboardCaller,
  query: CardQuery,
): Promise<TCapitalMovement> {
  const { monthly, total } = await months(deps, caller, query);
  return {
    monthly_values: monthly.map((m) => ({
      month: m.month!,
      movements_in: m.movements_in,
      movements_out: m.movements_out,
      franking_credits: m.movement_franking_credits,
      withholding_tax: m.withholding_tax,
    })),
    total_movements_in: total.movements_in,
    total_movements_out: total.movements_out,
    total_franking_credits: total.movement_franking_credits,
    total_withholding_tax: total.withholding_tax,
  };
}

export async function allocation(
  deps: Deps,
  caller: DashboardCaller,
  query: CardQuery,
): Promise<TAssetAllocationItem[]> {
  const scope = await resolveScope(deps, caller, query);
  const ids = optionIdsOf(scope);
  if (ids.length === 0) return [];
  const rows = await assetAllocation(deps.db, ids, scope.range.end);
  return rows.map((r) => ({
    asset_class: { id: r.asset_class_id, name: r.asset_class_name, color: r.asset_class_color },
    actual: r.actual,
    account: { id: r.account_id, name: r.account_name },
    investment_option: { id: r.option_id, label: r.option_label },
  }));
}

function filtersOf(query: InvestmentsQuery): InvestmentFilters {
  return {
    search: query.search,
    assetClassId: query.asset_class,
    groupByInvestment: query.group_by_investment,
    ordering: query.ordering,
  };
}

function toInvestmentRow(r: InvestmentRowData): TInvestmentRow {
  return {
    code: r.code,
    name: r.name,
    units: r.units,
    price: r.price,
    value: r.value,
    is_strike: r.is_strike,
    target_units: r.target_units,
    account: r.account_id === null ? null : { id: r.account_id, name: r.account_name ?? '' },
    investment_option: r.option_id === null ? null : { id: r.option_id, label: r.option_label ?? '' },
    asset_class: { id: r.asset_class_id, name: r.asset_class_name },
  };
}

/** The positions at the period's last date, filtered, ordered and paged. */
export async function investments(
  deps: Deps,
  caller: DashboardCaller,
  query: InvestmentsQuery,
): Promise<TInvestments> {
  const scope = await resolveScope(deps, caller, query);
  const ids = optionIdsOf(scope);
  if (ids.length === 0) return { count: 0, results: [] };
  const { count, rows } = await listInvestments(deps.db, ids, scope.range.end, filtersOf(query), {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, results: rows.map(toInvestmentRow) };
}

function csvRow(r: InvestmentCsvRow): string {
  return csvLine([r.code, r.name, r.units, r.price, r.value, r.target_units, r.account_name, r.option_label]);
}

/** Resolves when the stream can take more, or when it is closed (the client went away). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * How long an export may take in all, the client's download included: a reader that stalls longer
 * gives its database connection back.
 */
const CSV_EXPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * All the investments of the query (paging ignored) as CSV, streamed, so memory does not grow with the
 * count: on PostgreSQL written by the database itself (COPY) at the client's pace; on PGlite read
 * through a cursor a few thousand rows at a time.
 */
export async function investmentsCsv(
  deps: Deps,
  caller: DashboardCaller,
  query: InvestmentsQuery,
): Promise<{ fileName: string; body: Readable }> {
  const scope = await resolveScope(deps, caller, query);
  const ids = optionIdsOf(scope);
  const fileName = investmentsCsvFileName(todayInSydney());
  const header = csvLine([...INVESTMENTS_CSV_COLUMNS]);
  const copied =
    ids.length === 0
      ? undefined
      : await copyInvestmentsCsv(deps.db, ids, scope.range.end, filtersOf(query), {
          timeoutMs: CSV_EXPORT_TIMEOUT_MS,
        });
  if (copied) {
    const body = crlfCsv(header);
    // Either side ending early (the client went away, the database failed) ends the other.
    pipeline(copied, body, () => {});
    return { fileName, body };
  }
  const out = new PassThrough();
  out.write(header);
  if (ids.length === 0) {
    out.end();
  } else {
    deps.db
      .tx(async (q) => {
        await openInvestmentsCursor(q, ids, scope.range.end, filtersOf(query));
        while (!out.destroyed) {
          const rows = await fetchInvestments(q, CSV_FETCH_ROWS);
          if (rows.length === 0 || out.destroyed) break;
          if (!out.write(rows.map(csvRow).join('')) && !out.destroyed) await drained(out);
        }
        await closeInvestmentsCursor(q);
      })
      .then(
        () => {
          if (!out.destroyed) out.end();
        },
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
  }
  return { fileName, body: out };
}

// ---------- benchmarks (beyond the spec: docs/decisions.md, "Benchmarks") ----------

export async function benchmarks(deps: Deps): Promise<TBenchmark[]> {
  const rows = await listBenchmarks(deps.db);
  return rows.map((b) => ({ code: b.code, name: b.name, first_date: b.first_date, last_date: b.last_date }));
}

/** The benchmark the user compares with (the client's, for a staff member acting for one). */
export async function benchmarkChoice(deps: Deps, caller: DashboardCaller): Promise<TBenchmarkChoice> {
  const choice = await findBenchmarkChoice(deps.db, caller.ctx.actingUserId);
  return { benchmark: choice ? { code: choice.code, name: choice.name } : null };
}

/**
 * Sets or clears the choice; an unknown code is refused (400). A staff member acting for a client
 * changes nothing of the client's and is answered the client's choice, as with the saved filter.
 */
export async function chooseBenchmark(
  deps: Deps,
  caller: DashboardCaller,
  input: TBenchmarkChoiceUpdate,
): Promise<TBenchmarkChoice> {
  if (caller.ctx.managed) return benchmarkChoice(deps, caller);
  if (input.benchmark === null) {
    await clearBenchmarkChoice(deps.db, caller.ctx.actingUserId);
    return { benchmark: null };
  }
  const chosen = (await listBenchmarks(deps.db)).find((b) => b.code === input.benchmark);
  if (!chosen) throw new AppError(400, { benchmark: [`Benchmark "${input.benchmark}" does not exist.`] });
  await saveBenchmarkChoice(deps.db, caller.ctx.actingUserId, chosen.id);
  return { benchmark: { code: chosen.code, name: chosen.name } };
}

/** The user's chosen benchmark, for the report generator (null: none chosen). */
export async function chosenBenchmark(
  q: Queryable,
  userId: number,
): Promise<{ id: number; code: string; name: string } | null> {
  return (await findBenchmarkChoice(q, userId)) ?? null;
}

/**
 * The benchmark beside the portfolio over a period: the index rebased to the portfolio's valuation dates,
 * and both returns over the dates of the time-weighted return. `ids` must already be the caller's own.
 */
export async function compareOptionsWithBenchmark(
  q: Queryable,
  benchmark: { id: number; code: string; name: string } | null,
  ids: number[],
  range: DateRange,
): Promise<TBenchmarkComparison> {
  // Without a benchmark the answer is 'none' at once, without reading the portfolio.
  return compareInputsWithBenchmark(q, benchmark, benchmark ? await returnInputs(q, ids, range) : null);
}

/** The comparison over return inputs already read (see returnInputs). */
export async function compareInputsWithBenchmark(
  q: Queryable,
  benchmark: { id: number; code: string; name: string } | null,
  inputs: ReturnInputs | null,
): Promise<TBenchmarkComparison> {
  const answer: TBenchmarkComparison = {
    benchmark: benchmark && { code: benchmark.code, name: benchmark.name },
    status: 'none',
    start_date: null,
    end_date: null,
    levels_to: null,
    portfolio_return: null,
    benchmark_return: null,
    total_asset_values: [],
    returns: [],
  };
  if (!benchmark) return answer;
  const periodDays = inputs?.days ?? [];
  if (!inputs || periodDays.length === 0) return { ...answer, status: 'no_data' };
  const start = inputs.opening ?? periodDays[0]!;
  const cumulative = cumulativeTimeWeighted(start, periodDays, inputs.flows);
  const levels = await levelsOn(
    q,
    benchmark.id,
    cumulative.map((point) => point.date),
  );
  const dates = { start_date: start.date, end_date: periodDays.at(-1)!.date };
  const series = compareWithBenchmark(
    cumulative,
    periodDays,
    levels.map((l) => ({
      date: l.date,
      level: l.level === null ? null : Number(l.level),
      level_date: l.level_date,
    })),
  );
  if (!series) return { ...answer, ...dates, status: 'not_covered' };
  return { ...answer, ...dates, ...series, status: 'shown' };
}

export async function benchmarkComparison(
  deps: Deps,
  caller: DashboardCaller,
  query: CardQuery,
): Promise<TBenchmarkComparison> {
  const [scope, choice] = await Promise.all([
    resolveScope(deps, caller, query),
    findBenchmarkChoice(deps.db, caller.ctx.actingUserId),
  ]);
  return compareOptionsWithBenchmark(deps.db, choice ?? null, optionIdsOf(scope), scope.range);
}
