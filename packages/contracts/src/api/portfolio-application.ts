// Portfolio details of a private-portfolio (ipm) application (spec 001 sections 2, 3, 4, 5, 7 and 9):
// funding type, source of funds, implementation period, tax accounting method, franking and tax
// exemption. POST /api/portfolio-applications/ creates them; GET/PATCH
// /api/portfolio-applications/{account_id}/ read and change them.
import * as z from 'zod/mini';
import { zBooleanChoice, zLooseId, zLooseText, zMoney, zRequiredId } from '../fields.ts';
import { messages } from '../messages.ts';
import { checkFieldWith, evenWithFieldErrors } from '../rules.ts';

/** 'Other' source of funds: the answer is at most 100 characters (spec section 9). */
export const SOURCE_OF_FUNDS_OTHER_MAX = 100;
/** Longest implementation period the 'other' choice takes, in months (ours: ten years). */
export const INVESTMENT_PERIOD_MONTHS_MAX = 120;

export const INVESTMENT_PERIODS = ['private_portfolio_manager_discretion', 'other'] as const;
export type TInvestmentPeriod = (typeof INVESTMENT_PERIODS)[number];
export const FRANKING_CHOICES = ['eligible', 'not_eligible'] as const;
export type TFrankingChoice = (typeof FRANKING_CHOICES)[number];

/** Defaults of a new form (spec section 9). */
export const PORTFOLIO_DEFAULTS = {
  investment_period: 'private_portfolio_manager_discretion',
  accounting_method: 'minimise_gain',
  receive_franking_credits: 'eligible',
} as const;

export const portfolioTexts = {
  // spec
  fundingRequired: 'Either funds transfer or asset transfer must be selected',
  // ours: the labels of the form
  title: 'Portfolio details',
  fundingType: 'Funding type',
  fundsTransfer: 'Funds transfer',
  fundsTransferAmount: 'Funds transfer amount',
  assetTransfer: 'Asset transfer',
  assetTransferAmount: 'Value of assets to transfer',
  sourceOfFunds: 'Source of funds',
  sourceOfFundsOther: 'Please specify the source of funds',
  requireFullyInvested: 'Do you require the portfolio to be fully invested within 14 days?',
  investmentPeriod: 'Implementation period',
  investmentPeriodLabels: {
    private_portfolio_manager_discretion: "At the private portfolio manager's discretion",
    other: 'Other',
  } satisfies Record<TInvestmentPeriod, string>,
  investmentPeriodMonths: 'Number of months',
  accountingMethod: 'Tax accounting method',
  franking: 'Franking rebate',
  frankingLabels: {
    eligible: 'Eligible to receive franking credits',
    not_eligible: 'Not eligible to receive franking credits',
  } satisfies Record<TFrankingChoice, string>,
  exemptIncomeTax: 'Is the account exempt from income tax?',
  // ours: server answers
  notPortfolioProduct: 'Portfolio details apply to private portfolio accounts.',
  amountAboveZero: 'Enter an amount greater than $0',
  monthsRange: `Enter a whole number of months from 1 to ${INVESTMENT_PERIOD_MONTHS_MAX}`,
} as const;

const zMonths = z.union([z.number(), z.string().check(z.trim())], { error: messages.required }).check(
  z.superRefine((value, ctx) => {
    const text = String(value);
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: messages.required, input: value });
      return;
    }
    const months = Number(text);
    if (!/^\d+$/.test(text) || months < 1 || months > INVESTMENT_PERIOD_MONTHS_MAX)
      ctx.addIssue({ code: 'custom', message: portfolioTexts.monthsRange, input: value });
  }),
);

const zPositiveMoney = z.pipe(
  zMoney,
  z.string().check(z.refine((v) => /[1-9]/.test(v), { error: portfolioTexts.amountAboveZero })),
);

export type TPortfolioFormOptions = {
  /** Ids of the sources of funds that ask for an answer ('Other'). */
  otherSourceIds?: readonly (number | string)[];
};

/** The form and the request body of POST and PATCH; the rules of spec section 5. */
export const zPortfolioApplicationForm = ({ otherSourceIds = [] }: TPortfolioFormOptions = {}) =>
  z
    .object({
      is_funds_transfer: z._default(z.boolean({ error: messages.selectOption }), false),
      funds_transfer_amount: z.nullish(z.union([z.string(), z.number()])),
      is_asset_transfer: z._default(z.boolean({ error: messages.selectOption }), false),
      asset_transfer_amount: z.nullish(z.union([z.string(), z.number()])),
      source_of_funds: z.array(z.union([z.number(), z.string()]), { error: messages.required }).check(
        z.refine((ids) => ids.length >= 1, { error: messages.required }),
        z.refine((ids) => ids.length <= 20, { error: messages.arrayMax(20) }),
      ),
      source_of_funds_other: zLooseText,
      is_require_14_days_investing: zBooleanChoice,
      investment_period: z.nullish(z.string()),
      investment_period_months: zLooseId,
      accounting_method: zRequiredId,
      receive_franking_credits: z.enum(FRANKING_CHOICES, { error: messages.selectOption }),
      is_exempt_income_tax: zBooleanChoice,
    })
    .check(
      z.superRefine((data, ctx) => {
        if (data.is_funds_transfer !== true && data.is_asset_transfer !== true)
          ctx.addIssue({
            code: 'custom',
            path: ['funding_type'],
            message: portfolioTexts.fundingRequired,
            input: data,
          });
        if (data.is_funds_transfer === true)
          checkFieldWith(ctx, ['funds_transfer_amount'], zPositiveMoney, data.funds_transfer_amount);
        if (data.is_asset_transfer === true)
          checkFieldWith(ctx, ['asset_transfer_amount'], zPositiveMoney, data.asset_transfer_amount);
        const others = otherSourceIds.map(String);
        if (
          Array.isArray(data.source_of_funds) &&
          data.source_of_funds.some((id) => others.includes(String(id)))
        )
          checkFieldWith(
            ctx,
            ['source_of_funds_other'],
            z.string({ error: messages.required }).check(
              z.trim(),
              z.minLength(1, { error: messages.required }),
              z.maxLength(SOURCE_OF_FUNDS_OTHER_MAX, {
                error: messages.maxLength(SOURCE_OF_FUNDS_OTHER_MAX),
              }),
            ),
            data.source_of_funds_other ?? '',
          );
        // The period is asked only when the portfolio need not be fully invested within 14 days.
        if (data.is_require_14_days_investing === false) {
          checkFieldWith(
            ctx,
            ['investment_period'],
            z.enum(INVESTMENT_PERIODS, { error: messages.required }),
            data.investment_period,
          );
          if (data.investment_period === 'other')
            checkFieldWith(ctx, ['investment_period_months'], zMonths, data.investment_period_months ?? '');
        }
      }, evenWithFieldErrors),
    );
/** The body of PATCH, and of POST besides its `account`. */
export type TPortfolioApplicationRequest = z.input<ReturnType<typeof zPortfolioApplicationForm>>;

/** POST: the account in the body; the rest is the form, which the server checks once it knows the caller may change it. */
export const ZPortfolioApplicationCreateSchema = z.looseObject({
  account: z.union([z.number(), z.string().check(z.regex(/^\d{1,9}$/))], { error: messages.required }),
});

export const ZSourceOfFundsSchema = z.object({ id: z.number(), name: z.string(), is_other: z.boolean() });
export type TSourceOfFunds = z.infer<typeof ZSourceOfFundsSchema>;
export const ZSourcesOfFundsResponseSchema = z.array(ZSourceOfFundsSchema);
export const ZAccountingMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type TAccountingMethod = z.infer<typeof ZAccountingMethodSchema>;
export const ZAccountingMethodsResponseSchema = z.array(ZAccountingMethodSchema);

/** The stored portfolio details, as GET, POST and PATCH answer them. Amounts are numeric text. */
export const ZPortfolioApplicationSchema = z.object({
  id: z.number(),
  account: z.number(),
  is_funds_transfer: z.boolean(),
  funds_transfer_amount: z.nullable(z.string()),
  is_asset_transfer: z.boolean(),
  asset_transfer_amount: z.nullable(z.string()),
  source_of_funds: z.array(z.number()),
  /** The chosen sources' names, in the list's order. */
  source_of_funds_names: z.array(z.string()),
  source_of_funds_other: z.string(),
  is_require_14_days_investing: z.boolean(),
  investment_period: z.nullable(z.enum(INVESTMENT_PERIODS)),
  investment_period_months: z.nullable(z.number()),
  accounting_method: z.string(),
  accounting_method_name: z.string(),
  receive_franking_credits: z.enum(FRANKING_CHOICES),
  is_exempt_income_tax: z.boolean(),
  /** The primary user may change them while the application can still be changed. */
  can_edit: z.boolean(),
});
export type TPortfolioApplication = z.infer<typeof ZPortfolioApplicationSchema>;
/** GET answers null while the account has no portfolio details yet. */
export const ZPortfolioApplicationOrNoneSchema = z.nullable(ZPortfolioApplicationSchema);
