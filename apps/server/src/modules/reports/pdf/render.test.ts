import { RETURN_METHOD_TEXTS } from '@portal/contracts/api/dashboard';
import { REPORT_TYPE_IDS } from '@portal/contracts/api/reports';
import { describe, expect, it } from 'vitest';
import { overlaps, type Page, readPages } from '../../../testing/pdf-layout.ts';
import { renderReportPdf } from './render.ts';
import {
  LONG_ACCOUNT,
  LONG_OPTION,
  LONG_SECURITY,
  longNamesReport,
  REPORT_TYPE_NAMES,
} from './test-fixtures.ts';

// The page's text area: A4 less the 48-point margins and the 36-point footer band.
const MARGIN = 48;
const FOOTER = 36;
/** A page that a section runs on from should be filled at least this far. */
const MIN_FILL = 0.4;

/**
 * Pages left mostly empty although the next one carries on the same section: a page break taken too
 * early. A page before a new section (each starts on its own page) may be short.
 */
function mostlyEmptyPages(pages: Page[], sectionNames: string[]): string[] {
  const found: string[] = [];
  for (const [n, page] of pages.slice(0, -1).entries()) {
    const textTop = page.height - MARGIN;
    const textBottom = MARGIN + FOOTER;
    const body = (p: Page) => p.boxes.filter((b) => b.bottom >= textBottom - 2);
    const next = body(pages[n + 1]!).sort((a, b) => b.top - a.top);
    if (next.length > 0 && sectionNames.includes(next[0]!.text)) continue;
    const lowest = Math.min(...body(page).map((b) => b.bottom));
    const fill = (textTop - lowest) / (textTop - textBottom);
    if (fill < MIN_FILL) found.push(`page ${n + 1} is ${Math.round(fill * 100)}% full before page ${n + 2}`);
  }
  return found;
}

const textOf = (pages: Page[]) =>
  pages
    .flatMap((p) => p.boxes.map((b) => b.text))
    .join(' ')
    .replace(/\s+/g, ' ');

const everyType = Object.values(REPORT_TYPE_IDS);
const cases: Array<[string, number[]]> = [
  ...everyType.map((id): [string, number[]] => [REPORT_TYPE_NAMES[id]!, [id]]),
  ['All reports', everyType],
];

describe('report PDF layout', () => {
  it.each(cases)(
    '%s: no text overlaps, names are shown whole, no page is left mostly empty',
    async (_, types) => {
      const { bytes, pages: count } = await renderReportPdf(longNamesReport(types));
      const pages = await readPages(bytes);
      expect(pages).toHaveLength(count);
      expect(overlaps(pages)).toEqual([]);
      expect(mostlyEmptyPages(pages, Object.values(REPORT_TYPE_NAMES))).toEqual([]);
      const text = textOf(pages);
      expect(text).toContain(`${LONG_ACCOUNT}: ${LONG_OPTION}`);
      if (types.includes(REPORT_TYPE_IDS.valuation)) expect(text).toContain(LONG_SECURITY);
      if (types.includes(REPORT_TYPE_IDS.transactions)) {
        expect(text).toContain(LONG_ACCOUNT);
        expect(text).toContain(LONG_OPTION);
      }
    },
  );

  it('shows prices as money and the time it was generated in Sydney', async () => {
    const { bytes } = await renderReportPdf(longNamesReport([REPORT_TYPE_IDS.valuation]));
    const text = textOf(await readPages(bytes));
    expect(text).toContain('$158.40');
    expect(text).toContain('$0.0450');
    expect(text).toContain('1,500,000');
    expect(text).toContain('26-Nov-2026 14:05 AEDT');
  });

  it('the performance report gives each group its time- and money-weighted returns, their parts and how they differ', async () => {
    const { bytes } = await renderReportPdf(longNamesReport([REPORT_TYPE_IDS.performance]));
    const text = textOf(await readPages(bytes));
    expect(text).toContain('Return by method Return Income Capital growth Franking');
    expect(text.split('Time-weighted return 18.42% 6.10% 10.92% 1.40%')).toHaveLength(3);
    expect(text.split('Money-weighted return -3.05% 5.20% -9.45% 1.20%')).toHaveLength(3);
    expect(text).toContain(`Time-weighted return: ${RETURN_METHOD_TEXTS.time_weighted.explanation}`);
    expect(text).toContain(`Money-weighted return: ${RETURN_METHOD_TEXTS.money_weighted.explanation}`);
  });

  it("the performance report puts each group's time-weighted return beside the chosen benchmark's", async () => {
    const { bytes } = await renderReportPdf(longNamesReport([REPORT_TYPE_IDS.performance]));
    const text = textOf(await readPages(bytes));
    expect(text).toContain('Compared with the benchmark Return');
    expect(
      text.split('Time-weighted return 18.42% Australian shares accumulation index 21.07%'),
    ).toHaveLength(3);
    expect(text).toContain('Both from 28-Jun-2024 to 30-Jun-2026.');
  });

  it('says so instead when no benchmark is chosen, or when the index does not cover the period', async () => {
    const none = longNamesReport([REPORT_TYPE_IDS.performance]);
    none.benchmark = { name: null, groups: none.benchmark.groups.map((g) => ({ ...g, status: 'none' })) };
    const noneText = textOf(await readPages((await renderReportPdf(none)).bytes));
    expect(noneText).not.toContain('Compared with the benchmark');
    expect(noneText.split('No benchmark is chosen')).toHaveLength(3);

    const uncovered = longNamesReport([REPORT_TYPE_IDS.performance]);
    uncovered.benchmark.groups = uncovered.benchmark.groups.map((g) => ({
      ...g,
      status: 'not_covered',
      portfolio_return: null,
      benchmark_return: null,
    }));
    const pages = await readPages((await renderReportPdf(uncovered)).bytes);
    expect(overlaps(pages)).toEqual([]);
    const text = textOf(pages);
    expect(text).not.toContain('Compared with the benchmark');
    expect(text).toContain(
      'Australian shares accumulation index has no level on or before 28-Jun-2024, the first day of the time-weighted return: it is not compared.',
    );
  });
});
