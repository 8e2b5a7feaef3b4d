// What an application applies for (spec 001 sections 2, 6 and 9): the loan-note products with their
// amounts and interest options, the portfolio details with the tailored label, and the nominated bank
// account. The server words each section once as label and value rows; the summary, the account page,
// the signed application, the IPS and the portfolio manager's review all show those rows.
import * as z from 'zod/mini';

export const APPLIED_FOR_SECTION_KEYS = ['products', 'portfolio', 'bank_account'] as const;
export type TAppliedForSectionKey = (typeof APPLIED_FOR_SECTION_KEYS)[number];

export const ZAppliedForRowSchema = z.object({ label: z.string(), value: z.string() });
export type TAppliedForRow = z.infer<typeof ZAppliedForRowSchema>;

export const ZAppliedForSectionSchema = z.object({
  key: z.enum(APPLIED_FOR_SECTION_KEYS),
  title: z.string(),
  rows: z.array(ZAppliedForRowSchema),
});
export type TAppliedForSection = z.infer<typeof ZAppliedForSectionSchema>;

/** Digits of a bank account number shown in clear. */
export const BANK_NUMBER_CLEAR_DIGITS = 3;

/** '******789': a bank account number as summaries and documents show it (one width, so the length is not shown). */
export const maskBankAccountNumber = (number: string): string =>
  `******${number.slice(-BANK_NUMBER_CLEAR_DIGITS)}`;

export const appliedForTexts = {
  // spec: the product details step's title
  productsTitle: 'Product details',
  // ours
  total: 'Total',
  bankAccountTitle: 'Nominated bank account',
  noProducts: 'No products have been chosen yet.',
  /** One product's row: its amount and interest option. */
  productValue: (amount: string, interestOption: string) => `${amount}, ${interestOption}`,
} as const;

/** The section of `key`, when the application has it. */
export const appliedForSection = (
  sections: readonly TAppliedForSection[],
  key: TAppliedForSectionKey,
): TAppliedForSection | undefined => sections.find((section) => section.key === key);
