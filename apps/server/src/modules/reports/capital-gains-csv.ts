import { csvCell, csvLine } from '../../http/csv.ts';
import type { CapitalGainsReport, RealisedParcelRow, UnrealisedParcelRow } from './capital-gains-report.ts';

// The CSV files of the capital gains by parcel types: one row per parcel, every column a spreadsheet
// can add up (dates as YYYY-MM-DD, numbers without separators or currency signs). Text cells are
// neutralised against formula injection.

/** The columns that say which security of which option a row is about. */
const HOLDING_HEADER = ['Group', 'Account', 'Investment option', 'Code', 'Security'];
const holdingCells = (row: RealisedParcelRow | UnrealisedParcelRow, groups: readonly string[]) => [
  groups[row.grp] ?? '',
  row.account_name,
  row.option_label,
  row.code,
  row.security_name,
];

const REALISED_HEADER = [
  ...HOLDING_HEADER,
  'Acquired',
  'Disposed',
  'Units',
  'Cost base',
  'Proceeds',
  'Gain or loss',
  'Days held',
  'Held 12 months',
];

const UNREALISED_HEADER = [
  ...HOLDING_HEADER,
  'Acquired',
  'Units',
  'Cost base',
  'Price',
  'Market value',
  'Gain or loss',
  'Days held',
  'Held 12 months',
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A header line and a line per row, every text cell neutralised. */
function csvFile<T>(header: string[], rows: readonly T[], cells: (row: T) => Array<string | null>): string {
  const line = (values: ReadonlyArray<string | null>) => csvLine(values.map(csvCell));
  return line(header) + rows.map((row) => line(cells(row))).join('');
}

export function realisedGainsCsv(report: CapitalGainsReport, groups: readonly string[]): string {
  return csvFile(REALISED_HEADER, report.realised, (r) => [
    ...holdingCells(r, groups),
    r.acquired,
    r.disposed,
    r.units,
    r.cost_base,
    r.proceeds,
    r.gain,
    r.days_held === null ? null : String(r.days_held),
    yesNo(r.discountable),
  ]);
}

export function unrealisedGainsCsv(report: CapitalGainsReport, groups: readonly string[]): string {
  return csvFile(UNREALISED_HEADER, report.unrealised, (r) => [
    ...holdingCells(r, groups),
    r.acquired,
    r.units,
    r.cost_base,
    r.price,
    r.market_value,
    r.gain,
    String(r.days_held),
    yesNo(r.discountable),
  ]);
}
