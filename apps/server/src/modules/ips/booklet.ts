// The investment options booklet (spec 001 section 2, IPS wizard's first step): a PDF describing each
// investment option, its asset class, minimum, and the holding arrangements with their fees. Made from
// the reference data with pdfkit once, then served from memory (it changes only with a migration).
import PDFDocument from 'pdfkit';
import type { Queryable } from '../../db/client.ts';
import { pdfBytes } from '../../pdf/pdf-bytes.ts';
import { listHoldingArrangements, listOptions } from './queries.ts';

const DESCRIPTIONS: Record<string, string> = {
  'Tailored Australian Equity Portfolio':
    "A portfolio of 20 to 40 ASX-listed companies built around your preferences. A tailored label (for example income or franking focus) sets the portfolio manager's emphasis.",
  'Australian Equity Income Portfolio':
    'ASX-listed companies chosen for sustainable, franked dividends, with a focus on after-tax income.',
  'Australian Small Companies Portfolio':
    'Companies outside the ASX 100 with growth potential; higher volatility than large companies.',
  'Australian Equities Custom Strategy':
    'Australian securities you choose (for example holdings you transfer in), managed under the holding arrangement you select.',
  'Global Equity Portfolio':
    'Companies listed on developed markets outside Australia, unhedged to the Australian dollar.',
  'Global Equity Portfolio (Hedged)':
    'The Global Equity Portfolio with its currency exposure hedged to the Australian dollar.',
  'International Equities Custom Strategy':
    'International securities you choose, managed under the holding arrangement you select.',
  'Australian Fixed Income Portfolio':
    'Australian government, semi-government and investment-grade corporate bonds.',
  'Global Fixed Income Portfolio (Hedged)':
    'Investment-grade bonds of developed markets, hedged to the Australian dollar.',
  'Australian Listed Property Portfolio': 'Real estate investment trusts listed on the ASX.',
  'Alternative Strategies Portfolio':
    'Strategies with low correlation to shares and bonds, such as infrastructure and absolute return funds.',
  Cash: 'Cash held for settlement, fees and liquidity. At least 2% of every portfolio is held in cash.',
};

let cached: Promise<Buffer> | null = null;

/** The booklet's bytes (made on first use). */
export function ipsBooklet(q: Queryable): Promise<Buffer> {
  cached ??= renderBooklet(q).catch((error) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function renderBooklet(q: Queryable): Promise<Buffer> {
  const options = await listOptions(q);
  const arrangements = await listHoldingArrangements(q);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Investment options booklet' } });
  const done = pdfBytes(doc);

  doc.font('Helvetica-Bold').fontSize(22).text('Investment options booklet');
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  doc.text(
    'This booklet describes the investment options of a private portfolio. Your investment policy statement (IPS) sets how your portfolio is allocated across them, any restrictions, and whether it may be geared. Read it before choosing your strategic asset allocation.',
  );
  let category = '';
  for (const option of options) {
    if (option.category_name !== category) {
      category = option.category_name;
      doc.moveDown(1).font('Helvetica-Bold').fontSize(15).fillColor(option.category_color).text(category);
      doc.fillColor('black');
    }
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(option.name);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(DESCRIPTIONS[option.name] ?? '');
    const notes = [
      Number(option.min_value) > 0 ? `Minimum allocation: ${Number(option.min_value)}%.` : null,
      option.is_custom_strategies_available ? 'Needs at least one custom strategy when allocated.' : null,
      option.has_tailored_label ? 'Takes a tailored label.' : null,
    ].filter(Boolean);
    if (notes.length > 0) doc.fillColor('#555555').text(notes.join(' ')).fillColor('black');
  }
  doc.addPage().font('Helvetica-Bold').fontSize(15).text('Holding arrangements and fees');
  doc.moveDown(0.5).font('Helvetica').fontSize(10).text('Fees are percentages a year of the value held.');
  for (const arrangement of arrangements) {
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(arrangement.title);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Portfolio management fee: ${arrangement.fees.portfolio_management_fee}% a year`)
      .text(`Investment management fee: ${arrangement.fees.investment_management_fee}% a year`);
  }
  doc.moveDown(1).font('Helvetica-Bold').fontSize(15).text('Restrictions and gearing');
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(10)
    .text(
      'You may restrict industries (by GICS sector, industry group or industry) and individual securities: do not sell, do not buy or do not hold. A geared portfolio keeps its loan balance between the lower and upper targets you set.',
    );
  doc.end();
  return done;
}
