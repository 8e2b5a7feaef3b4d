// The reference lists of spec 000 section 7 that no form of the portal fills from its own tables: the
// lookup lists (health, marital and residency statuses, relationship and employment types, funeral
// plans) and the utils lists (currencies, frequencies, statuses, financial years, cities). The spec names
// them by path only; their entries are the product's (docs/decisions.md, "Calls of the spec not served").
import * as z from 'zod/mini';
import { SELECT_SEARCH_MAX } from '../constants.ts';
import { ACCOUNT_STATUS_DISPLAY, ACCOUNT_STATUSES } from './onboarding.ts';

/** One entry of a lookup list: a stable id and key, and the title a select shows. */
export const ZLookupEntrySchema = z.object({ id: z.number(), key: z.string(), title: z.string() });
export type TLookupEntry = z.infer<typeof ZLookupEntrySchema>;
export const ZLookupListResponseSchema = z.array(ZLookupEntrySchema);

const entries = (pairs: readonly (readonly [string, string])[]): TLookupEntry[] =>
  pairs.map(([key, title], index) => ({ id: index + 1, key, title }));

/** The lookup lists by their path under /api/ (GET /api/{name}/). Ids are positions: append, never reorder. */
export const LOOKUP_LISTS = {
  'health-statuses': entries([
    ['excellent', 'Excellent'],
    ['good', 'Good'],
    ['fair', 'Fair'],
    ['poor', 'Poor'],
  ]),
  'marital-statuses': entries([
    ['single', 'Single'],
    ['married', 'Married'],
    ['de_facto', 'De facto'],
    ['separated', 'Separated'],
    ['divorced', 'Divorced'],
    ['widowed', 'Widowed'],
  ]),
  'residency-statuses': entries([
    ['australian_citizen', 'Australian citizen'],
    ['permanent_resident', 'Permanent resident'],
    ['temporary_resident', 'Temporary resident'],
    ['non_resident', 'Non-resident'],
  ]),
  'relationship-types': entries([
    ['spouse', 'Spouse'],
    ['partner', 'Partner'],
    ['child', 'Child'],
    ['parent', 'Parent'],
    ['sibling', 'Sibling'],
    ['other', 'Other'],
  ]),
  'employment-types': entries([
    ['full_time', 'Full time'],
    ['part_time', 'Part time'],
    ['casual', 'Casual'],
    ['self_employed', 'Self-employed'],
    ['retired', 'Retired'],
    ['not_employed', 'Not employed'],
  ]),
  'funeral-plans': entries([
    ['none', 'None'],
    ['prepaid_funeral', 'Prepaid funeral'],
    ['funeral_bond', 'Funeral bond'],
    ['funeral_insurance', 'Funeral insurance'],
  ]),
} as const satisfies Record<string, TLookupEntry[]>;
export type TLookupListName = keyof typeof LOOKUP_LISTS;

// --- GET /api/utils/currencies/ ---
export const ZCurrencySchema = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export type TCurrency = z.infer<typeof ZCurrencySchema>;
export const ZCurrenciesResponseSchema = z.array(ZCurrencySchema);
/** The portal's money is Australian dollars; the others are those transfers and holdings name most. */
export const CURRENCIES: TCurrency[] = [
  { code: 'AUD', name: 'Australian dollar', symbol: '$' },
  { code: 'NZD', name: 'New Zealand dollar', symbol: '$' },
  { code: 'USD', name: 'United States dollar', symbol: '$' },
  { code: 'GBP', name: 'Pound sterling', symbol: '£' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥' },
  { code: 'CAD', name: 'Canadian dollar', symbol: '$' },
  { code: 'SGD', name: 'Singapore dollar', symbol: '$' },
  { code: 'HKD', name: 'Hong Kong dollar', symbol: '$' },
];

// --- GET /api/utils/frequencies/ (spec 000 section 9: frequencies monthly and quarterly) ---
export const FREQUENCIES = ['monthly', 'quarterly'] as const;
export const ZFrequencySchema = z.object({ key: z.enum(FREQUENCIES), title: z.string() });
export const ZFrequenciesResponseSchema = z.array(ZFrequencySchema);
export const FREQUENCY_TITLES: Record<(typeof FREQUENCIES)[number], string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

// --- GET /api/utils/statuses/: the account statuses with the tag each shows (spec 001 section 4) ---
export const ZStatusEntrySchema = z.object({
  key: z.enum(ACCOUNT_STATUSES),
  display_name: z.string(),
  style: z.enum(['success', 'warning', 'info', 'default', 'error']),
});
export const ZStatusesResponseSchema = z.array(ZStatusEntrySchema);
export const ACCOUNT_STATUS_ENTRIES = ACCOUNT_STATUSES.map((key) => ({
  key,
  ...ACCOUNT_STATUS_DISPLAY[key],
}));

// --- GET /api/utils/financial-years/: Australian financial years (1 July to 30 June), latest first ---
export const FINANCIAL_YEARS_LISTED = 10;
export const ZFinancialYearSchema = z.object({
  label: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type TFinancialYear = z.infer<typeof ZFinancialYearSchema>;
export const ZUtilsFinancialYearsResponseSchema = z.array(ZFinancialYearSchema);

/** The financial year `today` falls in and the nine before it, latest first ('FY2025-26'). */
export function financialYearsUpTo(today: Date): TFinancialYear[] {
  const month = today.getUTCMonth(); // 0 = January; July starts a financial year
  const currentStart = month >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return Array.from({ length: FINANCIAL_YEARS_LISTED }, (_, i) => {
    const start = currentStart - i;
    return {
      label: `FY${start}-${String((start + 1) % 100).padStart(2, '0')}`,
      start_date: `${start}-07-01`,
      end_date: `${start + 1}-06-30`,
    };
  });
}

// --- GET /api/utils/cities/?state=&search= : Australian suburbs and towns ---
export const CITIES_LIMIT = 20;
export const ZCitiesQuerySchema = z.object({
  /** A state or territory code (NSW, VIC, ...); all states when absent. */
  state: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}$/))),
  search: z.optional(z.string().check(z.maxLength(SELECT_SEARCH_MAX))),
});
export const ZCitySchema = z.object({ name: z.string(), state: z.string(), postcode: z.string() });
export type TCity = z.infer<typeof ZCitySchema>;
export const ZCitiesResponseSchema = z.array(ZCitySchema);
