// The generator form's rules (spec 002 section 4), as plain functions the form and its tests share.
import {
  optionsChoiceIsValid,
  PARCEL_REPORT_TYPE_IDS,
  type TFinancialYears,
  type TParcelMethod,
  type TReportAccount,
  type TReportPeriod,
  type TReportPeriodQuery,
  type TReportType,
} from '@portal/contracts/api/reports';
import { parseIsoDate, toIsoDate } from '@portal/contracts/dates';

export type TReportFormValues = {
  period: TReportPeriod | '';
  start_date: string;
  end_date: string;
  /** The chosen favourite's id as text ('' for none). */
  favourite: string;
  /** Real account ids; the combined-account entry is `combine_accounts`. */
  accounts: number[];
  combine_accounts: boolean;
  /** Real option ids; the combined-option entry is `combine_investment_options`. */
  investment_options: number[];
  combine_investment_options: boolean;
  report_types: number[];
  /** Beyond the spec: asked only when a capital gains by parcel type is chosen. */
  parcel_method: TParcelMethod;
};

export const EMPTY_REPORT_FORM: TReportFormValues = {
  period: '',
  start_date: '',
  end_date: '',
  favourite: '',
  accounts: [],
  combine_accounts: false,
  investment_options: [],
  combine_investment_options: false,
  report_types: [],
  parcel_method: 'fifo',
};

/** The fields server errors can name (the rest go to the top of the form). */
export const REPORT_FORM_FIELDS = [
  'start_date',
  'end_date',
  'accounts',
  'combine_accounts',
  'investment_options',
  'combine_investment_options',
  'report_types',
  'parcel_method',
] as const;

/** Whether the chosen types match acquisition parcels, so the parcel method is asked. */
export const needsParcelMethod = (reportTypes: readonly number[]): boolean =>
  reportTypes.some((id) => PARCEL_REPORT_TYPE_IDS.includes(id));

const clamp = (range: TReportPeriodQuery, min: string, max: string): TReportPeriodQuery | null => {
  const start_date = range.start_date < min ? min : range.start_date;
  const end_date = range.end_date > max ? max : range.end_date;
  return start_date <= end_date ? { start_date, end_date } : null;
};

/**
 * The dates of a preset period, within the data's min_date..max_date; null when the data has none in it
 * (or for custom, which the user picks). The period ends at max_date, the newest data: current financial
 * year from 1 July of the Australian financial year holding it; previous financial year the whole year
 * before; twelve months back from the 1st of the month 11 months earlier (as the dashboard counts it).
 */
export const periodRange = (period: TReportPeriod | '', years: TFinancialYears | undefined) => {
  if (!years?.min_date || !years.max_date || period === '' || period === 'custom') return null;
  const end = parseIsoDate(years.max_date);
  if (!end) return null;
  const fyStartYear = end.month >= 7 ? end.year : end.year - 1;
  switch (period) {
    case 'current_financial_year':
      return clamp(
        { start_date: toIsoDate({ year: fyStartYear, month: 7, day: 1 }), end_date: years.max_date },
        years.min_date,
        years.max_date,
      );
    case 'previous_financial_year':
      return clamp(
        {
          start_date: toIsoDate({ year: fyStartYear - 1, month: 7, day: 1 }),
          end_date: toIsoDate({ year: fyStartYear, month: 6, day: 30 }),
        },
        years.min_date,
        years.max_date,
      );
    case 'twelve_months_back': {
      const months = end.year * 12 + (end.month - 1) - 11;
      const start = toIsoDate({ year: Math.floor(months / 12), month: (months % 12) + 1, day: 1 });
      return clamp({ start_date: start, end_date: years.max_date }, years.min_date, years.max_date);
    }
  }
};

/** Why a custom date cannot be used, or null. */
export type TDateProblem = 'start_after_end' | 'out_of_range' | null;

export const datesProblem = (
  values: Pick<TReportFormValues, 'start_date' | 'end_date'>,
  years?: TFinancialYears,
) => {
  const inRange = (date: string) =>
    !years?.min_date || !years.max_date || (date >= years.min_date && date <= years.max_date);
  return {
    start: values.start_date && !inRange(values.start_date) ? ('out_of_range' as const) : null,
    end: values.end_date && !inRange(values.end_date) ? ('out_of_range' as const) : null,
    order:
      values.start_date && values.end_date && values.start_date > values.end_date
        ? ('start_after_end' as const)
        : null,
  };
};

/** The period the accounts and favourites are asked for: both dates set, valid, ordered and in range. */
export const chosenDates = (
  values: TReportFormValues,
  years?: TFinancialYears,
): TReportPeriodQuery | null => {
  if (!parseIsoDate(values.start_date) || !parseIsoDate(values.end_date)) return null;
  const problem = datesProblem(values, years);
  if (problem.start || problem.end || problem.order) return null;
  return { start_date: values.start_date, end_date: values.end_date };
};

export type TOptionChoice = { id: number; label: string; accountName: string; types: TReportType[] };

/** The investment options of the chosen accounts, in account order. */
export const optionsOf = (accounts: readonly TReportAccount[], chosen: readonly number[]): TOptionChoice[] =>
  accounts
    .filter((account) => chosen.includes(account.id))
    .flatMap((account) =>
      account.investment_options.map((option) => ({
        id: option.id,
        label: option.label,
        accountName: account.name,
        types: option.available_report_types,
      })),
    );

/**
 * The report types the chosen options offer; with no option chosen (which means all of them), those of
 * every option of the chosen accounts. Ordered by id.
 */
export const typesOf = (options: readonly TOptionChoice[], chosen: readonly number[]): TReportType[] => {
  const pool = chosen.length > 0 ? options.filter((option) => chosen.includes(option.id)) : options;
  const byId = new Map<number, TReportType>();
  for (const option of pool) for (const type of option.types) byId.set(type.id, type);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/**
 * Spec section 4: Generate is enabled when report types are valid, dates are set, and either the combined
 * account is chosen together with at least one other account, or at least one account is chosen. Report
 * types are valid when some are chosen and either options are chosen or every chosen type works with
 * client options.
 */
export const canGenerate = (
  values: TReportFormValues,
  dates: TReportPeriodQuery | null,
  availableTypes: readonly TReportType[],
): boolean => {
  const chosenTypes = availableTypes.filter((type) => values.report_types.includes(type.id));
  const typesValid =
    values.report_types.length > 0 &&
    chosenTypes.length === values.report_types.length &&
    optionsChoiceIsValid(values.investment_options, chosenTypes);
  // The combined entry is a flag beside the real ids: alone it chooses no account.
  const accountsValid = values.accounts.length >= 1;
  return typesValid && dates !== null && accountsValid;
};

/** Only the combined-account entry is chosen: the user is asked to pick the accounts to combine. */
export const onlyCombinedAccount = (values: TReportFormValues): boolean =>
  values.combine_accounts && values.accounts.length === 0;
