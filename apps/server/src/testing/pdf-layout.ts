import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF's pages as a reader sees them: where each piece of text sits (pdf.js, as a viewer reads it).

/** A piece of text and its box in points, y upwards from the page's foot (PDF coordinates). */
export type TextBox = { text: string; left: number; right: number; bottom: number; top: number };
export type Page = { height: number; boxes: TextBox[] };

export async function readPages(bytes: Buffer): Promise<Page[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const pages: Page[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const boxes: TextBox[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, baseline] = item.transform as number[];
      // Helvetica's descenders reach about a fifth of the size below the baseline.
      boxes.push({
        text: item.str,
        left: x!,
        right: x! + item.width,
        bottom: baseline! - item.height * 0.2,
        top: baseline! + item.height * 0.8,
      });
    }
    pages.push({ height: page.view[3]!, boxes });
  }
  await pdf.destroy();
  return pages;
}

/** Less than this much shared, in points, is two boxes touching rather than overlapping. */
const TOUCH = 0.5;
export const overlap = (a: TextBox, b: TextBox) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOUCH &&
  Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom) > TOUCH;

export function overlaps(pages: Page[]): string[] {
  const found: string[] = [];
  for (const [n, page] of pages.entries())
    for (const [i, a] of page.boxes.entries())
      for (const b of page.boxes.slice(i + 1))
        if (overlap(a, b)) found.push(`page ${n + 1}: "${a.text}" overlaps "${b.text}"`);
  return found;
}
