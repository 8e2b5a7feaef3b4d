import type { TBenchmarkComparison } from '@portal/contracts/api/benchmarks';
import {
  RETURN_METHOD_TEXTS,
  RETURN_PART_LABELS,
  type TReturnsByMethod,
} from '@portal/contracts/api/dashboard';
import { PARCEL_METHOD_LABELS, REPORT_TYPE_IDS } from '@portal/contracts/api/reports';
import { formatSydneyTime } from '@portal/contracts/formats';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../pdf/pdf-bytes.ts';
import type { CapitalGainsReport } from '../capital-gains-report.ts';
import type { AllocationRow, HoldingValueRow, PeriodRow, TaxRow, TransactionRow } from '../queries.ts';
import {
  centsToText,
  formatDate,
  formatMoney,
  formatNumber,
  formatPart,
  formatPercent,
  formatPrice,
  sumMoney,
  toCents,
} from './format.ts';

/** Everything a report's PDF shows, read from the portfolio tables by the service. */
export type ReportDocument = {
  title: string;
  applicationName: string;
  clientName: string;
  generatedAt: Date;
  startDate: string;
  endDate: string;
  accounts: string[];
  investmentOptions: string[];
  combineAccounts: boolean;
  combineInvestmentOptions: boolean;
  reportTypes: Array<{ id: number; name: string }>;
  /** The groups the tables are given for (per option, per account, per strategy or all combined). */
  groups: string[];
  holdings: HoldingValueRow[];
  allocation: AllocationRow[];
  /** The period cut at month ends, per group: values and flows of exactly the dates asked for. */
  parts: PeriodRow[];
  /** Per group (by index), the period's time- and money-weighted returns (with the performance report). */
  methodReturns: TReturnsByMethod[];
  /** The benchmark the client chose, and per group its return beside the time-weighted one. */
  benchmark: BenchmarkReturns;
  transactions: TransactionRow[];
  transactionsTruncated: boolean;
  sells: TransactionRow[];
  fees: TransactionRow[];
  tax: TaxRow[];
  /** Parcels matched for the capital gains by parcel types; null when the report has neither. */
  capitalGains: CapitalGainsReport | null;
};

/** The chosen benchmark's name (null: none chosen) and, per group, both returns over the same dates. */
export type BenchmarkReturns = {
  name: string | null;
  groups: Array<
    Pick<TBenchmarkComparison, 'status' | 'start_date' | 'end_date' | 'portfolio_return' | 'benchmark_return'>
  >;
};

export const REPORT_DISCLAIMER = [
  'This report is provided for informational use only by clients of the manager: the persons and entities ' +
    'for whom the manager holds an investment account or manages a private portfolio. It is not financial, ' +
    'tax or legal advice and does not take into account your objectives, financial situation or needs.',
  'Portfolio data is updated daily from the records of the custodian and may be revised. Figures shown are ' +
    'as loaded when this report was generated; past performance is not a reliable indicator of future ' +
    'performance. Tax figures are estimates to assist you and your adviser and are not a tax statement.',
  'The information in this report is confidential and intended only for the client to whom it relates. ' +
    'If you have received it in error, please notify the manager and destroy it.',
];

type Align = 'left' | 'right';
type Column = { header: string; width: number; align?: Align };
type Table = { columns: Column[]; rows: string[][]; totals?: string[] };

const MARGIN = 48;
const FOOTER = 36;
const ROW = 15;
/** Space above and below a table cell's text. */
const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 8;
/**
 * Room a subheading keeps below itself for the start of its table (header and a first row of a few
 * lines), so that a title never ends a page without its table.
 */
const KEEP_WITH_TABLE = ROW * 7;
const NAVY = '#0b3d5c';
const GREY = '#667085';
const TRANSACTION_LABELS: Record<string, string> = {
  buy: 'Buy',
  sell: 'Sell',
  dividend: 'Dividend',
  option_premium: 'Option premium',
  other_income: 'Other income',
  fee: 'Fee',
  movement_in: 'Movement in',
  movement_out: 'Movement out',
  withholding_tax: 'Withholding tax',
  option_bought: 'Option bought',
};

/** Renders the report as a PDF; answers its bytes and number of pages. */
export function renderReportPdf(
  report: ReportDocument,
  options: { compress?: boolean } = {},
): Promise<{ bytes: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: report.title,
      Author: report.applicationName,
      Subject: `Report for ${report.clientName}`,
      CreationDate: report.generatedAt,
    },
  });
  const done = pdfBytes(doc);

  cover(doc, report);
  const sections: Record<number, () => void> = {
    [REPORT_TYPE_IDS.valuation]: () => valuationSection(doc, report),
    [REPORT_TYPE_IDS.performance]: () => performanceSection(doc, report),
    [REPORT_TYPE_IDS.income]: () => incomeSection(doc, report),
    [REPORT_TYPE_IDS.transactions]: () => transactionsSection(doc, report),
    [REPORT_TYPE_IDS.realisedGains]: () => realisedSection(doc, report),
    [REPORT_TYPE_IDS.allocation]: () => allocationSection(doc, report),
    [REPORT_TYPE_IDS.fees]: () => feesSection(doc, report),
    [REPORT_TYPE_IDS.taxSummary]: () => taxSection(doc, report),
    [REPORT_TYPE_IDS.realisedParcels]: () => realisedParcelsSection(doc, report),
    [REPORT_TYPE_IDS.unrealisedGains]: () => unrealisedGainsSection(doc, report),
  };
  for (const type of report.reportTypes) {
    doc.addPage();
    heading(doc, type.name);
    sections[type.id]?.();
  }
  disclaimer(doc);
  const pages = footers(doc, report);
  doc.end();
  return done.then((bytes) => ({ bytes, pages }));
}

// ---------- layout helpers ----------

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - MARGIN * 2;
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - FOOTER;

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY).text(text, MARGIN, doc.y);
  doc.moveDown(0.4);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor(NAVY)
    .stroke();
  doc.moveDown(0.6);
  doc.fillColor('black');
}

function subheading(doc: PDFKit.PDFDocument, text: string): void {
  ensureSpace(doc, KEEP_WITH_TABLE);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(NAVY).text(text, MARGIN, doc.y);
  doc.moveDown(0.3);
  doc.fillColor('black');
}

function note(doc: PDFKit.PDFDocument, text: string): void {
  ensureSpace(doc, ROW * 2);
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(GREY)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.4);
  doc.fillColor('black');
}

function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** Scales the columns' relative widths to the page. */
function fit(doc: PDFKit.PDFDocument, columns: Column[]): Column[] {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => ({ ...c, width: (c.width / total) * contentWidth(doc) }));
}

type Row = { cells: string[]; bold: boolean };

const rowFont = (doc: PDFKit.PDFDocument, row: Row) =>
  doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(TABLE_FONT_SIZE);

/** How tall a row is: its tallest cell, wrapped in its column, and the padding. */
function rowHeight(doc: PDFKit.PDFDocument, columns: Column[], row: Row): number {
  rowFont(doc, row);
  const tallest = Math.max(
    ...columns.map((column, i) => doc.heightOfString(row.cells[i] || ' ', { width: column.width - 4 })),
  );
  return tallest + CELL_PADDING * 2;
}

/** Draws a row at the cursor, each cell wrapped within its column; the cursor moves below it. */
function drawRow(doc: PDFKit.PDFDocument, columns: Column[], row: Row, shade: boolean): void {
  const height = rowHeight(doc, columns, row);
  const y = doc.y;
  if (shade) doc.rect(MARGIN, y, contentWidth(doc), height).fill('#f2f4f7').fillColor('black');
  rowFont(doc, row);
  let x = MARGIN;
  for (const [i, column] of columns.entries()) {
    doc.text(row.cells[i] ?? '', x + 2, y + CELL_PADDING, {
      width: column.width - 4,
      align: column.align ?? 'left',
    });
    x += column.width;
  }
  doc.x = MARGIN;
  doc.y = y + height;
}

/**
 * A table whose rows grow to their wrapped cells. A row is never split: one that does not fit goes to
 * the next page, under the header drawn again. The header only starts a page together with a row.
 */
function table(doc: PDFKit.PDFDocument, spec: Table): void {
  const columns = fit(doc, spec.columns);
  const headerRow: Row = { cells: columns.map((c) => c.header), bold: true };
  const header = () => {
    drawRow(doc, columns, headerRow, false);
    const y = doc.y - 1;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + contentWidth(doc), y)
      .lineWidth(0.5)
      .strokeColor(GREY)
      .stroke();
  };
  const rows: Row[] = spec.rows.map((cells) => ({ cells, bold: false }));
  const headerHeight = rowHeight(doc, columns, headerRow);
  const firstRow = rows[0] ?? (spec.totals ? { cells: spec.totals, bold: true } : undefined);
  ensureSpace(doc, headerHeight + (firstRow ? rowHeight(doc, columns, firstRow) : 0));
  header();
  for (const [i, row] of rows.entries()) {
    if (doc.y + rowHeight(doc, columns, row) > bottom(doc)) {
      doc.addPage();
      header();
    }
    drawRow(doc, columns, row, i % 2 === 1);
  }
  if (spec.totals) {
    const totals: Row = { cells: spec.totals, bold: true };
    if (doc.y + rowHeight(doc, columns, totals) > bottom(doc)) {
      doc.addPage();
      header();
    }
    drawRow(doc, columns, totals, false);
  }
  doc.moveDown(0.5);
}

/** The rows of each group in order; a group without rows still gets its title and a note. */
function perGroup<T extends { grp: number }>(
  doc: PDFKit.PDFDocument,
  report: ReportDocument,
  rows: T[],
  render: (rows: T[]) => void,
): void {
  for (const [grp, title] of report.groups.entries()) {
    const own = rows.filter((r) => r.grp === grp);
    if (report.groups.length > 1) subheading(doc, title);
    if (own.length === 0) note(doc, 'No data for the selected period.');
    else render(own);
  }
}

// ---------- pages ----------

function cover(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  doc.rect(0, 0, doc.page.width, 140).fill(NAVY);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(22).text(report.applicationName, MARGIN, 56);
  doc.font('Helvetica').fontSize(12).text('Client portfolio report', MARGIN, 88);
  doc
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(report.title, MARGIN, 180, {
      width: contentWidth(doc),
    });
  doc.moveDown(1);
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(GREY).text(label, MARGIN, doc.y);
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('black')
      .text(value, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.6);
  };
  line('Prepared for', report.clientName);
  line('Period', `${formatDate(report.startDate)} to ${formatDate(report.endDate)}`);
  line('Accounts', report.accounts.join(', ') + (report.combineAccounts ? ' (combined in one report)' : ''));
  line(
    'Investment options',
    report.investmentOptions.join(', ') +
      (report.combineInvestmentOptions ? ' (combined in one report)' : ''),
  );
  line('Reports', report.reportTypes.map((t) => t.name).join(', '));
  line('Generated', formatSydneyTime(report.generatedAt));
}

function valuationSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  note(doc, `Holdings valued at ${formatDate(report.endDate)} at the last price on or before that date.`);
  perGroup(doc, report, report.holdings, (rows) =>
    table(doc, {
      columns: [
        { header: 'Code', width: 12 },
        { header: 'Investment', width: 38 },
        { header: 'Asset class', width: 22 },
        { header: 'Units', width: 14, align: 'right' },
        { header: 'Price', width: 12, align: 'right' },
        { header: 'Value', width: 18, align: 'right' },
      ],
      rows: rows.map((r) => [
        r.code,
        r.name,
        r.asset_class,
        formatNumber(r.units),
        formatPrice(r.price),
        formatMoney(r.value),
      ]),
      totals: ['', 'Total', '', '', '', formatMoney(sumMoney(rows.map((r) => r.value)))],
    }),
  );
}

/** Return for a part of the period on the average capital employed (opening plus half the net movements), in percent. */
function partReturnPercent(row: PeriodRow): number | null {
  const base = toCents(row.opening_value) + (toCents(row.movements_in) - toCents(row.movements_out)) / 2n;
  if (base <= 0n) return null;
  return Number((toCents(row.total_return) * 1_000_000n) / base) / 10_000;
}

const netMovements = (row: Pick<PeriodRow, 'movements_in' | 'movements_out'>) =>
  centsToText(toCents(row.movements_in) - toCents(row.movements_out));
const negated = (money: string) => centsToText(-toCents(money));
/** Each money field of the parts added up. */
const totalOf = (rows: PeriodRow[], key: keyof PeriodRow) => sumMoney(rows.map((r) => String(r[key])));

function performanceSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  note(
    doc,
    `Returns for exactly ${formatDate(report.startDate)} to ${formatDate(report.endDate)}, by calendar month: ` +
      'values are the daily valuations before the period starts and at its end; income, fees and movements are ' +
      'the transactions dated in it. Income return: dividends, premiums, other income and franking credits. ' +
      'Capital return: realised and unrealised gains less options bought.',
  );
  perGroup(doc, report, report.parts, (rows) => {
    let growth = 1;
    const body = rows.map((r) => {
      const pct = partReturnPercent(r);
      if (pct !== null) growth *= 1 + pct / 100;
      return [
        formatPart(r.start_date, r.end_date),
        formatMoney(r.opening_value),
        formatMoney(netMovements(r)),
        formatMoney(r.income_return),
        formatMoney(r.capital_return),
        formatMoney(negated(r.fees)),
        formatMoney(r.total_return),
        pct === null ? '' : `${pct.toFixed(2)}%`,
        formatMoney(r.closing_value),
      ];
    });
    const total = (key: keyof PeriodRow) => totalOf(rows, key);
    const opening = rows[0]?.opening_value ?? '0';
    const closing = rows.at(-1)?.closing_value ?? '0';
    table(doc, {
      columns: [
        { header: 'Period', width: 13 },
        { header: 'Opening value', width: 15, align: 'right' },
        { header: 'Net movements', width: 14, align: 'right' },
        { header: 'Income', width: 12, align: 'right' },
        { header: 'Capital', width: 13, align: 'right' },
        { header: 'Fees', width: 10, align: 'right' },
        { header: 'Total return', width: 14, align: 'right' },
        { header: 'Return', width: 9, align: 'right' },
        { header: 'Closing value', width: 15, align: 'right' },
      ],
      rows: body,
      totals: [
        'Total',
        formatMoney(opening),
        formatMoney(sumMoney(rows.map(netMovements))),
        formatMoney(total('income_return')),
        formatMoney(total('capital_return')),
        formatMoney(negated(total('fees'))),
        formatMoney(total('total_return')),
        `${((growth - 1) * 100).toFixed(2)}%`,
        formatMoney(closing),
      ],
    });
    // How the closing value follows from the opening value: franking credits count as income but are
    // not paid into the portfolio, and withholding tax leaves it.
    table(doc, {
      columns: [
        { header: 'From opening to closing value', width: 70 },
        { header: 'Amount', width: 30, align: 'right' },
      ],
      rows: [
        [`Value before ${formatDate(report.startDate)}`, formatMoney(opening)],
        ['Movements in', formatMoney(total('movements_in'))],
        ['Movements out', formatMoney(negated(total('movements_out')))],
        ['Total return', formatMoney(total('total_return'))],
        [
          'Franking credits (income not paid into the portfolio)',
          formatMoney(negated(total('franking_credits'))),
        ],
        ['Withholding tax', formatMoney(negated(total('withholding_tax')))],
      ],
      totals: [`Value at ${formatDate(report.endDate)}`, formatMoney(closing)],
    });
    const methods = report.methodReturns[rows[0]!.grp];
    if (methods) returnsByMethodTable(doc, methods);
    benchmarkTable(doc, report.benchmark, rows[0]!.grp);
  });
}

/**
 * The group's time-weighted return beside the chosen benchmark's over the same dates, or a short note
 * saying why there is none.
 */
function benchmarkTable(doc: PDFKit.PDFDocument, benchmark: BenchmarkReturns, grp: number): void {
  const own = benchmark.groups[grp];
  if (!own || own.status === 'no_data') return;
  if (benchmark.name === null) {
    note(doc, 'No benchmark is chosen: an investor can choose one on the dashboard to compare returns with.');
    return;
  }
  if (own.status !== 'shown') {
    note(
      doc,
      `${benchmark.name} has no level on or before ${formatDate(own.start_date!)}, the first day of the ` +
        'time-weighted return: it is not compared.',
    );
    return;
  }
  ensureSpace(doc, ROW * 5);
  table(doc, {
    columns: [
      { header: 'Compared with the benchmark', width: 70 },
      { header: 'Return', width: 30, align: 'right' },
    ],
    rows: [
      [RETURN_METHOD_TEXTS.time_weighted.label, `${own.portfolio_return}%`],
      [benchmark.name, `${own.benchmark_return}%`],
    ],
  });
  note(
    doc,
    `Both from ${formatDate(own.start_date!)} to ${formatDate(own.end_date!)}. The benchmark's return is the ` +
      'change in its level; a day without a level carries the last one.',
  );
}

/**
 * The period's return by both methods, each with its parts and the line that tells them apart: the same
 * figures and words as the dashboard's return card.
 */
function returnsByMethodTable(doc: PDFKit.PDFDocument, returns: TReturnsByMethod): void {
  const methods = (['time_weighted', 'money_weighted'] as const).filter((method) => returns[method]);
  if (methods.length === 0) return;
  // The table, its header and the explanations stay on one page: a note alone atop the next page would
  // read as the next group's.
  ensureSpace(doc, ROW * (1 + methods.length) + ROW * 2 * methods.length);
  table(doc, {
    columns: [
      { header: 'Return by method', width: 34 },
      { header: 'Return', width: 16, align: 'right' },
      { header: RETURN_PART_LABELS.income, width: 16, align: 'right' },
      { header: RETURN_PART_LABELS.capital_growth, width: 18, align: 'right' },
      { header: RETURN_PART_LABELS.franking, width: 16, align: 'right' },
    ],
    rows: methods.map((method) => {
      const parts = returns[method]!;
      return [
        RETURN_METHOD_TEXTS[method].label,
        `${parts.total}%`,
        `${parts.income}%`,
        `${parts.capital_growth}%`,
        `${parts.franking}%`,
      ];
    }),
  });
  for (const method of methods)
    note(doc, `${RETURN_METHOD_TEXTS[method].label}: ${RETURN_METHOD_TEXTS[method].explanation}`);
}

function incomeSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  perGroup(doc, report, report.parts, (rows) =>
    table(doc, {
      columns: [
        { header: 'Period', width: 12 },
        { header: 'Dividends', width: 16, align: 'right' },
        { header: 'Franking credits', width: 16, align: 'right' },
        { header: 'Premiums received', width: 16, align: 'right' },
        { header: 'Other income', width: 14, align: 'right' },
        { header: 'Total income', width: 16, align: 'right' },
      ],
      rows: rows.map((r) => [
        formatPart(r.start_date, r.end_date),
        formatMoney(r.dividends),
        formatMoney(r.franking_credits),
        formatMoney(r.premiums_received),
        formatMoney(r.other_income),
        formatMoney(r.income_return),
      ]),
      totals: [
        'Total',
        ...(
          ['dividends', 'franking_credits', 'premiums_received', 'other_income', 'income_return'] as const
        ).map((key) => formatMoney(sumMoney(rows.map((r) => r[key])))),
      ],
    }),
  );
}

function transactionsSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  if (report.transactionsTruncated)
    note(doc, 'This period holds more transactions than a report lists; the earliest are shown.');
  perGroup(doc, report, report.transactions, (rows) =>
    table(doc, {
      columns: [
        { header: 'Date', width: 13 },
        { header: 'Account', width: 19 },
        { header: 'Investment option', width: 18 },
        { header: 'Code', width: 10 },
        { header: 'Type', width: 14 },
        { header: 'Units', width: 11, align: 'right' },
        { header: 'Amount', width: 15, align: 'right' },
      ],
      rows: rows.map((r) => [
        formatDate(r.date),
        r.account_name,
        r.option_label,
        r.code ?? '',
        TRANSACTION_LABELS[r.type] ?? r.type,
        formatNumber(r.units),
        formatMoney(r.amount),
      ]),
    }),
  );
}

function realisedSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  note(doc, 'Sales in the period, with the gain or loss the registry computed against the cost base.');
  perGroup(doc, report, report.sells, (rows) =>
    table(doc, {
      columns: [
        { header: 'Date', width: 14 },
        { header: 'Code', width: 10 },
        { header: 'Account', width: 24 },
        { header: 'Units', width: 14, align: 'right' },
        { header: 'Proceeds', width: 18, align: 'right' },
        { header: 'Realised gain', width: 18, align: 'right' },
      ],
      rows: rows.map((r) => [
        formatDate(r.date),
        r.code ?? '',
        r.account_name,
        formatNumber(r.units),
        formatMoney(r.amount),
        formatMoney(r.realised_gain),
      ]),
      totals: [
        'Total',
        '',
        '',
        '',
        formatMoney(sumMoney(rows.map((r) => r.amount))),
        formatMoney(sumMoney(rows.map((r) => r.realised_gain))),
      ],
    }),
  );
}

function allocationSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  note(doc, `Value by asset class at ${formatDate(report.endDate)}.`);
  perGroup(doc, report, report.allocation, (rows) =>
    table(doc, {
      columns: [
        { header: 'Asset class', width: 50 },
        { header: 'Value', width: 25, align: 'right' },
        { header: 'Share', width: 25, align: 'right' },
      ],
      rows: rows.map((r) => [r.asset_class, formatMoney(r.value), formatPercent(r.share)]),
      totals: ['Total', formatMoney(sumMoney(rows.map((r) => r.value))), formatPercent('100')],
    }),
  );
}

function feesSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  perGroup(doc, report, report.parts, (rows) =>
    table(doc, {
      columns: [
        { header: 'Period', width: 30 },
        { header: 'Fees and expenses', width: 35, align: 'right' },
        { header: 'Closing value', width: 35, align: 'right' },
      ],
      rows: rows.map((r) => [
        formatPart(r.start_date, r.end_date),
        formatMoney(r.fees),
        formatMoney(r.closing_value),
      ]),
      totals: ['Total', formatMoney(sumMoney(rows.map((r) => r.fees))), ''],
    }),
  );
  if (report.fees.length > 0) {
    subheading(doc, 'Fee transactions');
    perGroup(doc, report, report.fees, (rows) =>
      table(doc, {
        columns: [
          { header: 'Date', width: 20 },
          { header: 'Account', width: 30 },
          { header: 'Investment option', width: 30 },
          { header: 'Amount', width: 20, align: 'right' },
        ],
        rows: rows.map((r) => [formatDate(r.date), r.account_name, r.option_label, formatMoney(r.amount)]),
      }),
    );
  }
}

function taxSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  note(
    doc,
    `Taxable flows between ${formatDate(report.startDate)} and ${formatDate(report.endDate)}, by transaction date. ` +
      'An estimate to assist you and your tax adviser.',
  );
  perGroup(doc, report, report.tax, (rows) => {
    const r = rows[0]!;
    const assessable = sumMoney([r.dividends, r.franking_credits, r.premiums_received, r.other_income]);
    const netGain = centsToText(toCents(r.realised_gains) - toCents(r.realised_losses));
    table(doc, {
      columns: [
        { header: 'Item', width: 60 },
        { header: 'Amount', width: 40, align: 'right' },
      ],
      rows: [
        ['Dividends and distributions', formatMoney(r.dividends)],
        ['Franking credits', formatMoney(r.franking_credits)],
        ['Option premiums received', formatMoney(r.premiums_received)],
        ['Other income', formatMoney(r.other_income)],
        ['Assessable income (grossed up)', formatMoney(assessable)],
        ['Foreign and withholding tax paid', formatMoney(r.withholding_tax)],
        ['Realised capital gains', formatMoney(r.realised_gains)],
        ['Realised capital losses', formatMoney(r.realised_losses)],
        ['Net realised capital gain', formatMoney(netGain)],
        ['Fees and expenses', formatMoney(r.fees)],
      ],
    });
  });
}

const TWELVE_MONTHS_NOTE =
  'The CGT discount applies to gains on assets held for at least 12 months: one half for individuals and ' +
  'trusts, one third for super funds, none for companies.';
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Whether the report's period is one whole financial year (1 July to 30 June). */
const isFinancialYear = (start: string, end: string) =>
  start.endsWith('-07-01') &&
  end.endsWith('-06-30') &&
  Number(end.slice(0, 4)) === Number(start.slice(0, 4)) + 1;

function realisedParcelsSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  const gains = report.capitalGains!;
  note(
    doc,
    `Sales between ${formatDate(report.startDate)} and ${formatDate(report.endDate)}, matched to acquisition ` +
      `parcels ${PARCEL_METHOD_LABELS[gains.method].toLowerCase()}. A parcel's cost base is what its purchase ` +
      `cost; a part of a parcel takes its share. ${TWELVE_MONTHS_NOTE}`,
  );
  if (!isFinancialYear(report.startDate, report.endDate))
    note(
      doc,
      "The period is not a whole financial year: the totals are not a year's figures for a tax return.",
    );
  perGroup(doc, report, gains.realised, (rows) => {
    table(doc, {
      columns: [
        { header: 'Code', width: 9 },
        { header: 'Acquired', width: 12 },
        { header: 'Disposed', width: 12 },
        { header: 'Units', width: 10, align: 'right' },
        { header: 'Cost base', width: 13, align: 'right' },
        { header: 'Proceeds', width: 13, align: 'right' },
        { header: 'Gain or loss', width: 13, align: 'right' },
        { header: 'Days held', width: 8, align: 'right' },
        { header: '12 months', width: 10, align: 'right' },
      ],
      rows: rows.map((r) => [
        r.code,
        r.acquired === null ? 'Not on record' : formatDate(r.acquired),
        formatDate(r.disposed),
        formatNumber(r.units),
        r.cost_base === null ? 'Not known' : formatMoney(r.cost_base),
        formatMoney(r.proceeds),
        r.gain === null ? 'Not known' : formatMoney(r.gain),
        r.days_held === null ? '' : String(r.days_held),
        yesNo(r.discountable),
      ]),
    });
    if (rows.some((r) => r.cost_base === null))
      note(doc, 'Units sold beyond the parcels on record have no cost base and are left out of the totals.');
    const t = gains.realisedTotals[rows[0]!.grp]!;
    table(doc, {
      columns: [
        { header: 'For the tax return', width: 70 },
        { header: 'Amount', width: 30, align: 'right' },
      ],
      rows: [
        ['Capital gains on assets held 12 months or more', formatMoney(t.discountableGains)],
        ['Other capital gains', formatMoney(t.otherGains)],
        ['Total current year capital gains (label H)', formatMoney(t.totalGains)],
        ['Capital losses of the period', formatMoney(t.losses)],
        ['Capital losses applied', formatMoney(t.lossesApplied)],
        ['CGT discount applied', formatMoney(t.discount)],
        ['Net capital gain (label A)', formatMoney(t.netGain)],
        [
          'Net capital losses carried forward to later income years (label V)',
          formatMoney(t.lossesCarriedForward),
        ],
      ],
    });
  });
  note(
    doc,
    'Losses are set against gains that get no discount first. Capital losses of earlier years are not ' +
      'included: take them off the total before the discount, as the tax return asks.',
  );
}

function unrealisedGainsSection(doc: PDFKit.PDFDocument, report: ReportDocument): void {
  const gains = report.capitalGains!;
  note(
    doc,
    `Parcels held on ${formatDate(report.endDate)}, valued at that day's price, after sales matched ` +
      `${PARCEL_METHOD_LABELS[gains.method].toLowerCase()}. "12 months" says whether a gain on a sale that ` +
      `day would get the CGT discount.`,
  );
  perGroup(doc, report, gains.unrealised, (rows) => {
    const t = gains.unrealisedTotals[rows[0]!.grp]!;
    table(doc, {
      columns: [
        { header: 'Code', width: 9 },
        { header: 'Acquired', width: 11 },
        { header: 'Units', width: 10, align: 'right' },
        { header: 'Cost base', width: 13, align: 'right' },
        { header: 'Price', width: 12, align: 'right' },
        { header: 'Market value', width: 13, align: 'right' },
        { header: 'Gain or loss', width: 13, align: 'right' },
        { header: 'Days held', width: 8, align: 'right' },
        { header: '12 months', width: 9, align: 'right' },
      ],
      rows: rows.map((r) => [
        r.code,
        formatDate(r.acquired),
        formatNumber(r.units),
        formatMoney(r.cost_base),
        formatPrice(r.price),
        formatMoney(r.market_value),
        formatMoney(r.gain),
        String(r.days_held),
        yesNo(r.discountable),
      ]),
      totals: [
        'Total',
        '',
        '',
        formatMoney(t.cost_base),
        '',
        formatMoney(t.market_value),
        formatMoney(t.net),
        '',
        '',
      ],
    });
    table(doc, {
      columns: [
        { header: 'Unrealised', width: 70 },
        { header: 'Amount', width: 30, align: 'right' },
      ],
      rows: [
        ['Unrealised gains', formatMoney(t.gains)],
        ['Unrealised losses', formatMoney(t.losses)],
        ['Net unrealised gain', formatMoney(t.net)],
      ],
    });
  });
}

function disclaimer(doc: PDFKit.PDFDocument): void {
  ensureSpace(doc, 160);
  subheading(doc, 'Important information');
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  for (const paragraph of REPORT_DISCLAIMER) {
    doc.text(paragraph, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.5);
  }
  doc.fillColor('black');
}

/** Writes 'Page n of m' and a confidentiality line on every page; answers the page count. */
function footers(doc: PDFKit.PDFDocument, report: ReportDocument): number {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    doc.font('Helvetica').fontSize(7.5).fillColor(GREY);
    // One line each: the confidentiality line takes all the width the page number leaves.
    const pageNumber = `Page ${i + 1} of ${range.count}`;
    const pageNumberWidth = doc.widthOfString(pageNumber) + 12;
    doc.text(`${report.applicationName} · Confidential · ${report.clientName}`, MARGIN, y, {
      width: contentWidth(doc) - pageNumberWidth,
      height: doc.currentLineHeight(),
      ellipsis: true,
    });
    doc.text(pageNumber, MARGIN + contentWidth(doc) - pageNumberWidth, y, {
      width: pageNumberWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  return range.count;
}
