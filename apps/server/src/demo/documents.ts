import { todayIso } from '@portal/contracts/dates';
import PDFDocument from 'pdfkit';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { backgroundDeps } from '../deps.ts';
import { createDocument } from '../modules/documents/service.ts';
import { DEMO_PORTFOLIO_EMAILS } from './portfolio.ts';
import { accountsWithoutDocuments, latestTrades, sumsBetween, valuesAt } from './queries/documents.ts';

/**
 * The demo's documents: real PDFs made with pdfkit from the demo portfolios' own figures, stored through
 * the documents service (file in the file storage, row and notifications together), for the demo
 * investors' accounts:
 * - a quarterly statement per account for each of the last 8 quarters (values at quarter end from the
 *   daily valuations, the quarter's income, movements and fees from the monthly returns);
 * - an annual tax summary pack per account for each of the last 2 financial years (1 July - 30 June),
 *   published 6 weeks after the year's end and marked `is_annual_summary_tax_pack`;
 * - a trade confirmation for each account's 3 latest buys and sells.
 * Idempotent: an account that already has documents is left alone. Documents dated in the last 45 days
 * notify the account's members, as a real publication would; the back-dated history does not.
 */

const QUARTERS = 8;
const FINANCIAL_YEARS = 2;
const CONFIRMATIONS = 3;
const TAX_PACK_DELAY_DAYS = 42;
const NOTIFY_WITHIN_DAYS = 45;
const MANAGER = 'Private Portfolio Manager';

type Account = Awaited<ReturnType<typeof accountsWithoutDocuments>>[number];
type Line = [label: string, value: string];

const money = (value: string | number): string => {
  const n = Number(value);
  const text = Math.abs(n).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return n < 0 ? `-$${text}` : `$${text}`;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 'DD MMM YYYY' (the spec's date format). */
const shown = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
};

const addDays = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const lastDayOfMonth = (year: number, month: number): string =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The last `count` quarter ends strictly before `today`, oldest first. */
export function quarterEnds(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  let y = year;
  let q = Math.floor((month - 1) / 3); // the current quarter's index; the previous one ended last
  const ends: string[] = [];
  while (ends.length < count) {
    q -= 1;
    if (q < 0) {
      q = 3;
      y -= 1;
    }
    const end = lastDayOfMonth(y, q * 3 + 3);
    if (end < today) ends.unshift(end);
  }
  return ends;
}

/** The last `count` financial years (1 July - 30 June) whose tax pack is published by `today`. */
export function financialYears(
  today: string,
  count: number,
): Array<{ start: string; end: string; label: string }> {
  const years: Array<{ start: string; end: string; label: string }> = [];
  for (let endYear = Number(today.slice(0, 4)); years.length < count; endYear--) {
    const end = `${endYear}-06-30`;
    if (addDays(end, TAX_PACK_DELAY_DAYS) > today) continue;
    years.unshift({ start: `${endYear - 1}-07-01`, end, label: `FY${endYear}` });
  }
  return years;
}

/** A one-page (or so) PDF with the manager's heading, the account, a title and tables of figures. */
function renderPdf(input: {
  title: string;
  account: Account;
  date: string;
  intro: string;
  sections: Array<{ heading: string; lines: Line[] }>;
  note?: string;
}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${input.title} - ${input.account.name}`, Author: MANAGER },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);

    doc
      .fillColor('#0b3d5c')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(MANAGER.toUpperCase(), { align: 'right' });
    doc.moveDown(1.5);
    doc.fontSize(18).text(input.title);
    doc.moveDown(0.3);
    doc.fillColor('#333333').font('Helvetica').fontSize(11);
    doc.text(`Account: ${input.account.name} (${input.account.account_type.toUpperCase()})`);
    doc.text(`Date: ${shown(input.date)}`);
    doc.moveDown();
    doc.text(input.intro);
    for (const section of input.sections) {
      doc.moveDown();
      doc.fillColor('#0b3d5c').font('Helvetica-Bold').fontSize(12).text(section.heading);
      doc.moveDown(0.3);
      doc.fillColor('#333333').font('Helvetica').fontSize(10);
      for (const [label, value] of section.lines) {
        const y = doc.y;
        doc.text(label, 50, y, { width: 330 });
        const labelBottom = doc.y;
        doc.text(value, 380, y, { width: 165, align: 'right' });
        doc.y = Math.max(labelBottom, doc.y);
      }
      doc.x = 50;
    }
    doc.moveDown(2);
    doc
      .fillColor('#777777')
      .fontSize(8)
      .text(
        input.note ??
          'This document is issued for the information of the account holder. Figures are as recorded at the date shown.',
        50,
        doc.y,
        { width: 495 },
      );
    doc.end();
  });
}

const quarterName = (end: string) => {
  const month = Number(end.slice(5, 7));
  return `${LONG_MONTHS[month - 1]} quarter ${end.slice(0, 4)}`;
};

export async function seedDemoDocuments(db: Db, config: Config): Promise<void> {
  const accounts = await accountsWithoutDocuments(db, DEMO_PORTFOLIO_EMAILS);
  if (accounts.length === 0) return;
  const deps = backgroundDeps(config, db);
  const today = todayIso();
  const notifyFrom = addDays(today, -NOTIFY_WITHIN_DAYS);
  const quarters = quarterEnds(today, QUARTERS);
  const years = financialYears(today, FINANCIAL_YEARS);
  const publish = async (
    account: Account,
    doc: { category: string; company: string; dateOf: string; fileName: string; taxPack?: boolean },
    bytes: Uint8Array,
  ) =>
    createDocument(deps, {
      accountId: account.id,
      category: doc.category,
      company: doc.company,
      dateOf: doc.dateOf,
      fileName: doc.fileName,
      bytes,
      isAnnualSummaryTaxPack: doc.taxPack ?? false,
      notify: doc.dateOf >= notifyFrom,
    });

  for (const account of accounts) {
    for (const end of quarters) {
      const start = `${end.slice(0, 8)}01`;
      const quarterStart = addDays(lastDayOfMonth(Number(end.slice(0, 4)), Number(end.slice(5, 7)) - 3), 1);
      const [opening, closing, sums] = await Promise.all([
        valuesAt(db, account.id, addDays(quarterStart, -1)),
        valuesAt(db, account.id, end),
        sumsBetween(db, account.id, quarterStart, start),
      ]);
      const total = (rows: Array<{ value: string }>) => rows.reduce((s, r) => s + Number(r.value), 0);
      const income =
        Number(sums.dividends) +
        Number(sums.franking_credits) +
        Number(sums.premiums_received) +
        Number(sums.other_income);
      const bytes = await renderPdf({
        title: `Quarterly Statement - ${quarterName(end)}`,
        account,
        date: end,
        intro: `Your portfolio for the quarter from ${shown(quarterStart)} to ${shown(end)}.`,
        sections: [
          {
            heading: 'Value by investment option',
            lines: [
              ...closing.map((r): Line => [r.strategy, money(r.value)]),
              ['Total value at quarter end', money(total(closing))],
              ['Total value at start of quarter', money(total(opening))],
            ],
          },
          {
            heading: 'Quarter activity',
            lines: [
              ['Movements in', money(sums.movements_in)],
              ['Movements out', money(sums.movements_out)],
              ['Income (including franking credits)', money(income)],
              ['Realised gains', money(sums.realised)],
              ['Fees', money(sums.fees)],
            ],
          },
        ],
      });
      await publish(
        account,
        {
          category: 'Quarterly Statement',
          company: `Statement for the ${quarterName(end)}`,
          dateOf: end,
          fileName: `Quarterly-Statement-${end}.pdf`,
        },
        bytes,
      );
    }

    for (const year of years) {
      const sums = await sumsBetween(db, account.id, year.start, `${year.end.slice(0, 8)}01`);
      const closing = await valuesAt(db, account.id, year.end);
      const grossIncome =
        Number(sums.dividends) +
        Number(sums.franking_credits) +
        Number(sums.premiums_received) +
        Number(sums.other_income);
      const published = addDays(year.end, TAX_PACK_DELAY_DAYS);
      const bytes = await renderPdf({
        title: `Annual Tax Summary - ${year.label}`,
        account,
        date: published,
        intro: `Your tax summary for the financial year from ${shown(year.start)} to ${shown(year.end)}, to help prepare your tax return.`,
        sections: [
          {
            heading: 'Income',
            lines: [
              ['Dividends and distributions', money(sums.dividends)],
              ['Franking credits', money(sums.franking_credits)],
              ['Option premiums received', money(sums.premiums_received)],
              ['Other income', money(sums.other_income)],
              ['Gross income', money(grossIncome)],
              ['Foreign withholding tax', money(sums.withholding_tax)],
            ],
          },
          {
            heading: 'Capital gains and expenses',
            lines: [
              ['Net realised capital gains', money(sums.realised)],
              ['Management fees (deductible)', money(sums.fees)],
            ],
          },
          {
            heading: 'Portfolio at 30 June',
            lines: closing.map((r): Line => [r.strategy, money(r.value)]),
          },
        ],
        note: 'This summary is general information and not tax advice. Please consult your tax adviser.',
      });
      await publish(
        account,
        {
          category: 'Annual Tax Pack',
          company: `Annual Summary Pack ${year.label}`,
          dateOf: published,
          fileName: `Annual-Tax-Pack-${year.label}.pdf`,
          taxPack: true,
        },
        bytes,
      );
    }

    for (const trade of await latestTrades(db, account.id, CONFIRMATIONS)) {
      const units = Number(trade.units);
      const price = units > 0 ? Number(trade.amount) / units : 0;
      const action = trade.type === 'buy' ? 'Buy' : 'Sell';
      const bytes = await renderPdf({
        title: `Trade Confirmation - ${action} ${trade.code}`,
        account,
        date: trade.date,
        intro: `We confirm the following ${trade.type === 'buy' ? 'purchase' : 'sale'} for your account.`,
        sections: [
          {
            heading: 'Trade',
            lines: [
              ['Security', `${trade.code} ${trade.name}`],
              ['Investment option', trade.strategy],
              ['Trade date', shown(trade.date)],
              ['Units', units.toLocaleString('en-AU')],
              ['Average price', money(price.toFixed(4))],
              [trade.type === 'buy' ? 'Total cost' : 'Net proceeds', money(trade.amount)],
              ['Reference', trade.external_id],
            ],
          },
        ],
      });
      await publish(
        account,
        {
          category: 'Trade Confirmation',
          company: `${action} ${units.toLocaleString('en-AU')} ${trade.code} (${trade.name})`,
          dateOf: trade.date,
          fileName: `Trade-Confirmation-${trade.code}-${trade.date}.pdf`,
        },
        bytes,
      );
    }
  }
}
