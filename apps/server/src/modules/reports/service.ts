import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { reportsChannel } from '@portal/contracts/api/notifications';
import {
  ALL_REPORTS_COUNT,
  FAVOURITE_EXISTS_MESSAGE,
  FAVOURITE_NOT_READY_MESSAGE,
  optionsChoiceIsValid,
  PARCEL_REPORT_TYPE_IDS,
  REPORT_GENERATING_DETAIL,
  REPORT_RESULT_EVENT_TYPE,
  REPORT_TYPE_IDS,
  REPORTS_PATHS,
  reportMessages,
  type TFavoriteConfig,
  type TFavoriteReport,
  type TFinancialYears,
  type TGeneratedReport,
  type TGenerateReportResponse,
  type TParcelMethod,
  type TReportAccount,
  type TReportMarkRead,
  type TReportResultEvent,
  type TReportType,
} from '@portal/contracts/api/reports';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { openStoredFile } from '../../http/uploads.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  chosenBenchmark,
  compareInputsWithBenchmark,
  returnInputs,
  returnsOfInputs,
} from '../dashboard/service.ts';
import { announce } from '../notifications/service.ts';
import { realisedGainsCsv, unrealisedGainsCsv } from './capital-gains-csv.ts';
import { type CapitalGainsReport, capitalGainsOf } from './capital-gains-report.ts';
import { formatDate } from './pdf/format.ts';
import type { ReportDocument } from './pdf/render.ts';
import { renderReportPdfOffThread } from './pdf/render-off-thread.ts';
import {
  allocation,
  type ClaimedReport,
  claimReport,
  completeReport,
  countNewReports,
  deleteFavorite,
  failLostReport,
  failReportAttempt,
  findReport,
  findReportCsvFile,
  findReportFile,
  type Grouping,
  holdingValues,
  insertFavoriteFrom,
  insertReport,
  insertReportCsvFiles,
  listFavorites,
  listReports,
  listReportTypes,
  listUserOptions,
  markReportQueued,
  markReportRead,
  periodReturns,
  type ReportListRow,
  type ReportOptionRow,
  reportHeader,
  reportOptions,
  taxSummary,
  transactionsOf,
  valuationRange,
} from './queries.ts';

/** Who asks: the owner of the data (acting user), the signed-in user, and the application. */
export type ReportsCaller = {
  userId: number;
  creatorId: number;
  isStaff: boolean;
  applicationId: string;
  /**
   * A viewer's shared accounts: the list, the counter and downloads keep to the reports whose accounts
   * are all among them (others answer 404). Absent for the owner and for staff.
   */
  sharedAccountIds?: readonly number[];
};

/** A report's attempt still running after this long counts as lost with its server; the next one starts. */
export const STALE_AFTER_SECONDS = 60;
/** Attempts in all, after which a report fails. */
export const MAX_ATTEMPTS = 3;

/** Queues the job that renders a report: in the transaction that inserts it, then wakes a worker. */
export type ReportJobs = {
  queueIn(q: Queryable, reportId: number): Promise<string | null>;
  queued(): void;
};
/** At most this many transactions are listed in one report. */
export const TRANSACTIONS_LIMIT = 5000;

// ---------- the list ----------

function toGeneratedReport(row: ReportListRow, showCreator: boolean): TGeneratedReport {
  const status = row.status === 'running' ? 'pending' : row.status;
  const canBeFavorite = status === 'ready' && row.favorite_id === null;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    link: status === 'ready' ? REPORTS_PATHS.download(row.id) : null,
    accounts: row.accounts,
    investment_options: row.investment_options,
    load_datetime: row.load_datetime,
    status,
    report_types: row.report_types,
    start_date: row.start_date,
    end_date: row.end_date,
    combine_accounts: row.combine_accounts,
    combine_investment_options: row.combine_investment_options,
    is_new: status === 'ready' && !row.is_read,
    creator:
      showCreator && row.creator_first_name !== null
        ? { first_name: row.creator_first_name, last_name: row.creator_last_name ?? '' }
        : null,
    can_be_favorite: canBeFavorite,
    can_be_favorite_message: canBeFavorite
      ? null
      : row.favorite_id !== null
        ? FAVOURITE_EXISTS_MESSAGE
        : FAVOURITE_NOT_READY_MESSAGE,
    favorite_report: row.favorite_id !== null ? { id: row.favorite_id, name: row.favorite_name ?? '' } : null,
    created_at: row.created_at,
    parcel_method: row.parcel_method,
    csv_files:
      status === 'ready'
        ? row.csv_types.map((t) => ({
            report_type_id: t.id,
            name: t.name,
            link: REPORTS_PATHS.downloadCsv(row.id, t.id),
          }))
        : [],
  };
}

export async function listGeneratedReports(db: Db, caller: ReportsCaller): Promise<TGeneratedReport[]> {
  const rows = await listReports(db, caller.userId, caller.applicationId, caller.sharedAccountIds);
  return rows.map((row) => toGeneratedReport(row, caller.isStaff));
}

export async function newReportsCounter(db: Db, caller: ReportsCaller): Promise<{ new_counter: number }> {
  return {
    new_counter: await countNewReports(db, caller.userId, caller.applicationId, caller.sharedAccountIds),
  };
}

export async function markAsRead(db: Db, caller: ReportsCaller, id: number): Promise<TReportMarkRead> {
  if (!(await markReportRead(db, caller.userId, id))) throw notFound();
  return { id, is_new: false, new_counter: await countNewReports(db, caller.userId, caller.applicationId) };
}

// ---------- the generator's choices ----------

export function reportTypes(db: Db): Promise<TReportType[]> {
  return listReportTypes(db);
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
/** The year in which the Australian financial year holding `date` starts (1 July .. 30 June). */
const financialYearOf = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
};

/** An ISO date moved into [min, max] (ISO dates compare as strings). */
function clampDate(date: string, min: string, max: string): string {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/**
 * The financial years that hold data of the user's accounts, newest first, each clipped to the data
 * (so any year offered can be generated as it is), and the first and last valued dates.
 */
export async function financialYears(db: Db, caller: ReportsCaller): Promise<TFinancialYears> {
  const options = await listUserOptions(db, caller.userId, caller.applicationId);
  const { min_date, max_date } = await valuationRange(
    db,
    options.map((o) => o.option_id),
  );
  if (!min_date || !max_date) return { financial_years_list: [], min_date: null, max_date: null };
  const list: TFinancialYears['financial_years_list'] = [];
  for (let year = financialYearOf(max_date); year >= financialYearOf(min_date); year--) {
    const start = iso(year, 7, 1);
    const end = iso(year + 1, 6, 30);
    list.push({
      start_date: clampDate(start, min_date, max_date),
      end_date: clampDate(end, min_date, max_date),
    });
  }
  return { financial_years_list: list, min_date, max_date };
}

/** The user's accounts with the options that hold data in the period, and the types each offers. */
export async function reportAccounts(
  db: Db,
  caller: ReportsCaller,
  period: { start_date: string; end_date: string },
): Promise<TReportAccount[]> {
  const [options, types] = [
    await listUserOptions(db, caller.userId, caller.applicationId, period.start_date, period.end_date),
    await listReportTypes(db),
  ];
  const accounts = new Map<number, TReportAccount>();
  for (const option of options) {
    if (!option.has_data) continue;
    let account = accounts.get(option.account_id);
    if (!account) {
      account = { id: option.account_id, name: option.account_name, investment_options: [] };
      accounts.set(option.account_id, account);
    }
    account.investment_options.push({
      id: option.option_id,
      label: option.option_label,
      available_report_types: types,
    });
  }
  return [...accounts.values()];
}

// ---------- generate ----------

export type GenerateInput = {
  accounts: number[];
  investment_options: number[];
  report_types: number[];
  start_date: string;
  end_date: string;
  combine_accounts: boolean;
  combine_investment_options: boolean;
  parcel_method: TParcelMethod;
};

function reportName(types: Array<{ name: string }>, start: string, end: string): string {
  const what =
    types.length === ALL_REPORTS_COUNT
      ? 'All reports'
      : types.length === 1
        ? types[0]!.name
        : `${types[0]!.name} and ${types.length - 1} more`;
  return `${what} ${formatDate(start)} to ${formatDate(end)}`;
}

/**
 * Checks a generate payload against the user's data (spec 002 sections 4 and 5) and queues the report.
 * Field errors are collected, so the form shows every one at once.
 */
export async function generateReport(options: {
  db: Db;
  caller: ReportsCaller;
  input: GenerateInput;
  /** Without it (demo seeding) the report is queued when the workers start. */
  jobs?: ReportJobs;
}): Promise<TGenerateReportResponse> {
  const { db, caller, input } = options;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };

  const allTypes = await listReportTypes(db);
  const types = allTypes.filter((t) => input.report_types.includes(t.id));
  if (types.length !== new Set(input.report_types).size)
    add('report_types', reportMessages.unknownReportType);

  const userOptions = await listUserOptions(db, caller.userId, caller.applicationId);
  const ownAccounts = new Set(userOptions.map((o) => o.account_id));
  if (input.accounts.some((id) => !ownAccounts.has(id))) add('accounts', reportMessages.unknownAccount);
  const chosenAccounts = new Set(input.accounts);
  const inAccounts = new Set(
    userOptions.filter((o) => chosenAccounts.has(o.account_id)).map((o) => o.option_id),
  );
  if (input.investment_options.some((id) => !inAccounts.has(id)))
    add('investment_options', reportMessages.optionNotInAccounts);
  else if (!optionsChoiceIsValid(input.investment_options, types))
    add('investment_options', reportMessages.optionsRequired);

  const { min_date, max_date } = await valuationRange(
    db,
    userOptions.map((o) => o.option_id),
  );
  if (!min_date || !max_date) add('non_field_errors', reportMessages.noData);
  else {
    for (const field of ['start_date', 'end_date'] as const) {
      if (input[field] < min_date || input[field] > max_date)
        add(field, reportMessages.dateOutOfRange(formatDate(min_date), formatDate(max_date)));
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError(400, errors);

  const report = {
    uuid: randomUUID(),
    user_id: caller.userId,
    creator_id: caller.creatorId,
    application_id: caller.applicationId,
    name: reportName(types, input.start_date, input.end_date),
    account_ids: [...new Set(input.accounts)].sort((a, b) => a - b),
    investment_option_ids: [...new Set(input.investment_options)].sort((a, b) => a - b),
    report_type_ids: types.map((t) => t.id),
    start_date: input.start_date,
    end_date: input.end_date,
    combine_accounts: input.combine_accounts,
    combine_investment_options: input.combine_investment_options,
    parcel_method: input.parcel_method,
  };
  const { jobs } = options;
  const id = await db.tx(async (q) => {
    const reportId = await insertReport(q, report);
    if (jobs) await markReportQueued(q, reportId, await jobs.queueIn(q, reportId));
    return reportId;
  });
  jobs?.queued();
  return { detail: REPORT_GENERATING_DETAIL, id };
}

// ---------- download ----------

export async function downloadReport(
  db: Db,
  storage: FileStorage,
  caller: ReportsCaller,
  id: number,
): Promise<{ stream: Readable; fileName: string }> {
  const row = await findReportFile(db, caller.userId, id, caller.sharedAccountIds);
  if (row?.status !== 'ready' || !row.file_key) throw notFound();
  const stream = await openStoredFile(storage, row.file_key);
  return { stream, fileName: `${fileNameOf(row.name)}.pdf` };
}

/** A report's name as a file name: only letters, digits, spaces and . _ -. */
const fileNameOf = (name: string) => name.replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'report';

/** The CSV file of one of a report's capital gains by parcel types. */
export async function downloadReportCsv(
  db: Db,
  storage: FileStorage,
  caller: ReportsCaller,
  id: number,
  reportTypeId: number,
): Promise<{ stream: Readable; fileName: string }> {
  const row = await findReportCsvFile(db, caller.userId, { id, reportTypeId }, caller.sharedAccountIds);
  if (row?.status !== 'ready') throw notFound();
  const stream = await openStoredFile(storage, row.file_key);
  return { stream, fileName: `${fileNameOf(`${row.type_name} ${row.name}`)}.csv` };
}

// ---------- favourites ----------

export async function favoriteReports(
  db: Db,
  caller: ReportsCaller,
  period: { start_date?: string | undefined; end_date?: string | undefined },
  favoriteId: number | null = null,
): Promise<TFavoriteReport[]> {
  const rows = await listFavorites(
    db,
    caller.userId,
    caller.applicationId,
    period.start_date,
    period.end_date,
    favoriteId,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    is_visible: row.is_visible,
    is_available: row.is_visible && row.has_data,
    is_global: false,
    description: [
      row.accounts.map((a) => a.name).join(', '),
      row.report_types.map((t) => t.name).join(', '),
    ].join(' · '),
    accounts: row.accounts,
    investment_options: row.investment_options,
    report_types: row.report_types,
    combine_accounts: row.combine_accounts,
    combine_investment_options: row.combine_investment_options,
  }));
}

export async function removeFavorite(db: Db, caller: ReportsCaller, id: number): Promise<void> {
  if (!(await deleteFavorite(db, caller.userId, id))) throw notFound();
}

export async function favoriteConfig(db: Db, caller: ReportsCaller, uuid: string): Promise<TFavoriteConfig> {
  const row = await findReport(db, caller.userId, { uuid });
  if (!row) throw notFound();
  return {
    name: row.name,
    accounts: row.accounts,
    investment_options: row.investment_options,
    report_types: row.report_types,
    combine_accounts: row.combine_accounts,
    combine_investment_options: row.combine_investment_options,
  };
}

export async function saveToFavorite(
  db: Db,
  caller: ReportsCaller,
  uuid: string,
  name: string,
): Promise<TFavoriteReport> {
  const row = await findReport(db, caller.userId, { uuid });
  if (!row) throw notFound();
  if (row.status !== 'ready') throw new AppError(400, { non_field_errors: [FAVOURITE_NOT_READY_MESSAGE] });
  const id = await insertFavoriteFrom(db, caller.userId, row.id, name);
  if (id === null) throw new AppError(400, { non_field_errors: [FAVOURITE_EXISTS_MESSAGE] });
  const [favorite] = await favoriteReports(db, caller, {}, id);
  return favorite!;
}

// ---------- the job: render, store, announce ----------

/** Splits the report's options into the groups its tables are given for. */
export function groupOptions(
  options: ReportOptionRow[],
  combineAccounts: boolean,
  combineOptions: boolean,
): { titles: string[]; grouping: Grouping } {
  const titles: string[] = [];
  const index = new Map<string, number>();
  const grouping: Grouping = { optionIds: [], groups: [] };
  for (const option of options) {
    const [key, title] =
      combineAccounts && combineOptions
        ? ['all', 'All accounts and investment options combined']
        : combineAccounts
          ? [`s:${option.option_label}`, `${option.option_label} (all accounts combined)`]
          : combineOptions
            ? [`a:${option.account_id}`, `${option.account_name}: all investment options combined`]
            : [`o:${option.option_id}`, `${option.account_name}: ${option.option_label}`];
    let grp = index.get(key);
    if (grp === undefined) {
      grp = titles.length;
      index.set(key, grp);
      titles.push(title);
    }
    grouping.optionIds.push(option.option_id);
    grouping.groups.push(grp);
  }
  return { titles, grouping };
}

/** Reads everything the report shows from the portfolio tables. */
export async function buildReportDocument(q: Queryable, report: ClaimedReport): Promise<ReportDocument> {
  const options = await reportOptions(q, report.user_id, report.account_ids, report.investment_option_ids);
  const { titles, grouping } = groupOptions(
    options,
    report.combine_accounts,
    report.combine_investment_options,
  );
  const header = await reportHeader(q, report.user_id, report.application_id);
  const types = (await listReportTypes(q)).filter((t) => report.report_type_ids.includes(t.id));
  const wants = (id: number) => report.report_type_ids.includes(id);
  const { start_date: start, end_date: end } = report;
  const needsReturns =
    wants(REPORT_TYPE_IDS.performance) || wants(REPORT_TYPE_IDS.income) || wants(REPORT_TYPE_IDS.fees);
  const groupIds = (grp: number) => grouping.optionIds.filter((_, i) => grouping.groups[i] === grp);
  const benchmark = wants(REPORT_TYPE_IDS.performance) ? await chosenBenchmark(q, report.user_id) : null;
  // Per group, the period's return inputs are read once, for the returns by method and the benchmark.
  const performance = wants(REPORT_TYPE_IDS.performance)
    ? await Promise.all(
        titles.map(async (_, grp) => {
          const inputs = await returnInputs(q, groupIds(grp), { start, end });
          const { status, start_date, end_date, portfolio_return, benchmark_return } =
            await compareInputsWithBenchmark(q, benchmark, inputs);
          return { inputs, comparison: { status, start_date, end_date, portfolio_return, benchmark_return } };
        }),
      )
    : [];
  const transactions = wants(REPORT_TYPE_IDS.transactions)
    ? await transactionsOf(q, grouping, start, end, null, TRANSACTIONS_LIMIT + 1)
    : [];
  return {
    title: report.name,
    applicationName: header.application_name,
    clientName: header.client_name,
    generatedAt: new Date(),
    startDate: start,
    endDate: end,
    accounts: [...new Set(options.map((o) => o.account_name))],
    investmentOptions: [...new Set(options.map((o) => o.option_label))],
    combineAccounts: report.combine_accounts,
    combineInvestmentOptions: report.combine_investment_options,
    reportTypes: types.map((t) => ({ id: t.id, name: t.name })),
    groups: titles,
    holdings: wants(REPORT_TYPE_IDS.valuation) ? await holdingValues(q, grouping, end) : [],
    allocation: wants(REPORT_TYPE_IDS.allocation) ? await allocation(q, grouping, end) : [],
    parts: needsReturns ? await periodReturns(q, grouping, start, end) : [],
    methodReturns: performance.map(({ inputs }) => returnsOfInputs(inputs)),
    benchmark: {
      name: benchmark?.name ?? null,
      groups: performance.map(({ comparison }) => comparison),
    },
    transactions: transactions.slice(0, TRANSACTIONS_LIMIT),
    transactionsTruncated: transactions.length > TRANSACTIONS_LIMIT,
    sells: wants(REPORT_TYPE_IDS.realisedGains)
      ? await transactionsOf(q, grouping, start, end, ['sell'], TRANSACTIONS_LIMIT)
      : [],
    fees: wants(REPORT_TYPE_IDS.fees)
      ? await transactionsOf(q, grouping, start, end, ['fee'], TRANSACTIONS_LIMIT)
      : [],
    tax: wants(REPORT_TYPE_IDS.taxSummary) ? await taxSummary(q, grouping, start, end) : [],
    capitalGains: PARCEL_REPORT_TYPE_IDS.some(wants)
      ? await capitalGainsOf(q, grouping, titles.length, { start, end, method: report.parcel_method })
      : null,
  };
}

/** The CSV files a report comes with: one per capital gains by parcel type it has. */
function csvFilesOf(document: ReportDocument): Array<{ reportTypeId: number; text: string }> {
  const gains: CapitalGainsReport | null = document.capitalGains;
  if (!gains) return [];
  const render: Record<number, () => string> = {
    [REPORT_TYPE_IDS.realisedParcels]: () => realisedGainsCsv(gains, document.groups),
    [REPORT_TYPE_IDS.unrealisedGains]: () => unrealisedGainsCsv(gains, document.groups),
  };
  return document.reportTypes.flatMap((type) => {
    const csv = render[type.id];
    return csv ? [{ reportTypeId: type.id, text: csv() }] : [];
  });
}

async function announceResult(
  q: Queryable,
  report: { id: number; user_id: number; application_id: string; name: string },
  status: 'ready' | 'failed',
): Promise<void> {
  const event: TReportResultEvent = {
    type: REPORT_RESULT_EVENT_TYPE,
    id: report.id,
    name: report.name,
    link: status === 'ready' ? REPORTS_PATHS.download(report.id) : null,
    status,
    reports_count: await countNewReports(q, report.user_id, report.application_id),
    user_id: report.user_id,
  };
  await announce(q, reportsChannel(report.user_id), event);
}

export type RenderOptions = { db: Db; storage: FileStorage; compress?: boolean };

/**
 * One attempt at a report: renders, stores and sets it ready. A failure puts it back to pending, or after
 * the last attempt fails it, and throws so the queue retries; ready and failed are announced on
 * reports#{user_id}. A report already ready or failed is left as it is.
 */
export async function renderReport(
  options: RenderOptions,
  reportId: number,
  attempt: { attempt: number; lastAttempt: boolean },
): Promise<void> {
  const { db, storage } = options;
  const report = await claimReport(db, reportId, attempt.attempt);
  if (!report) return;
  try {
    const document = await buildReportDocument(db, report);
    const { bytes, pages } = await renderReportPdfOffThread(document, { compress: options.compress ?? true });
    const keys: string[] = [];
    try {
      const key = await storage.put(bytes, 'pdf');
      keys.push(key);
      const csvFiles: Array<{ reportTypeId: number; fileKey: string }> = [];
      for (const csv of csvFilesOf(document)) {
        const fileKey = await storage.put(Buffer.from(csv.text, 'utf8'), 'csv');
        keys.push(fileKey);
        csvFiles.push({ reportTypeId: csv.reportTypeId, fileKey });
      }
      await db.tx(async (q) => {
        await completeReport(q, report.id, key, pages);
        await insertReportCsvFiles(q, report.id, csvFiles);
        await announceResult(q, report, 'ready');
      });
    } catch (error) {
      // No row names the files: they go now (or, if this process dies first, with the sweep).
      await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
      throw error;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.tx(async (q) => {
      const status = await failReportAttempt(q, report.id, message, attempt.lastAttempt);
      if (status === 'failed') await announceResult(q, report, 'failed');
    });
    throw error;
  }
}

/** The last attempt was lost with its server: the report fails, announced (see STALE_AFTER_SECONDS). */
export async function failLostReportJob(db: Db, reportId: number): Promise<void> {
  await db.tx(async (q) => {
    const report = await failLostReport(q, reportId);
    if (report) await announceResult(q, report, 'failed');
  });
}
