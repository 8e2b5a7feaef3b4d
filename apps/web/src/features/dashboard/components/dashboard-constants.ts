// The dashboard's numbers in one place (spec 002 section 9) and the fixed colour of every series.

export const DASHBOARD_LAYOUT = {
  /** Grid rows are this many px; a card spans as many as its height plus the gap needs. */
  rowHeight: 10,
  gap: 24,
  /** Default card height on tablet and wider, and on mobile. */
  cardHeight: { tablet: 380, mobile: 440 },
  /** A card expanded at least once is at least this tall; every further expand adds `expandStep`. */
  minExpandedHeight: 504,
  expandStep: 48,
  /** A maximised card's fixed height (our choice; the spec says only "a fixed height"). */
  maximisedHeight: 720,
  /** The filter panel's width beside the grid. */
  filterPanelWidth: 280,
  /** The card's title bar, taken from its height before the content. */
  cardHeaderHeight: 56,
} as const;

export const CHART_RULES = {
  /** Value axis: 8 ticks when the chart is taller than 400 px, else 6. */
  tallChartHeight: 400,
  ticksTall: 8,
  ticksShort: 6,
  /** The value axis with no data: -6000..6000, and 0..6000 for income. */
  emptyRange: { min: -6000, max: 6000 },
  emptyIncomeRange: { min: 0, max: 6000 },
  /** The total asset axis is widened by 10 percent and rounded. */
  totalAssetPadding: 0.1,
} as const;

export const DASHBOARD_CARDS = [
  { id: 'total-asset-value', title: 'Total asset value' },
  { id: 'return-summary', title: 'Return summary' },
  { id: 'capital-performance', title: 'Capital performance' },
  { id: 'income', title: 'Income' },
  { id: 'capital-movements', title: 'Capital movements' },
  { id: 'asset-allocation', title: 'Asset allocation' },
  { id: 'investments', title: 'Investments' },
] as const;
export type TCardId = (typeof DASHBOARD_CARDS)[number]['id'];

/** Fixed colours per series. */
export const SERIES_COLORS = {
  totalAsset: '#1f5f8b',
  marginLoan: '#d1495b',
  netEquity: '#2a9d8f',
  incomeReturn: '#2a9d8f',
  capitalReturn: '#1f5f8b',
  fee: '#e76f51',
  totalReturn: '#264653',
  unrealised: '#457b9d',
  realised: '#8ab17d',
  optionsBought: '#e9c46a',
  premiumsReceived: '#6d597a',
  dividends: '#2a9d8f',
  frankingCredits: '#e9c46a',
  otherIncome: '#b56576',
  movementsIn: '#2a9d8f',
  movementsOut: '#e76f51',
  withholdingTax: '#6d597a',
  /** The chosen benchmark, dashed: an amber no portfolio series uses. */
  benchmark: '#c77d1a',
} as const;
