import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './render.ts';
import { renderReportPdfOffThread } from './render-off-thread.ts';
import { longNamesReport } from './test-fixtures.ts';

const ALL_TYPES = [1, 2, 3, 4, 5, 6, 7, 8];

/** The longest the event loop went without turning while `work` ran (a 1 ms timer's longest gap). */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  last = performance.now();
  await work();
  clearInterval(timer);
  return Math.max(longest, performance.now() - last);
}

describe('report PDFs rendered off the event loop', () => {
  it('are the PDF the renderer makes', async () => {
    const report = longNamesReport(ALL_TYPES);
    const inline = await renderReportPdf(report, { compress: false });
    const threaded = await renderReportPdfOffThread(report, { compress: false });
    expect(Buffer.isBuffer(threaded.bytes)).toBe(true);
    expect(threaded.pages).toBe(inline.pages);
    // pdfkit writes a random document id: the rest is byte for byte the same.
    const withoutId = (bytes: Buffer) => bytes.toString('latin1').replace(/\/ID \[[^\]]*\]/, '');
    expect(withoutId(threaded.bytes)).toBe(withoutId(inline.bytes));
  });

  it('leave the event loop turning while a long report renders', async () => {
    const report = longNamesReport(ALL_TYPES);
    await renderReportPdfOffThread(report, { compress: true }); // the thread is started
    const inline = await longestStall(() => renderReportPdf(report, { compress: true }));
    const threaded = await longestStall(() => renderReportPdfOffThread(report, { compress: true }));
    expect(threaded).toBeLessThan(inline / 3);
  });
});
