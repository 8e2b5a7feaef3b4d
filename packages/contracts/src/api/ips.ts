// The investment policy statement (spec 001 sections 2 to 9): its strategic asset allocation with custom
// strategies, customisation (industry and security restrictions) and gearing, and the IPS itself.
// Calls: GET/PUT /api/ips/{id}/strategic-asset-allocation/, GET /api/ips/tailored-labels/,
// GET /api/ips/holding-arrangements/, GET /api/ips/booklet/, POST /api/ips/ (account),
// GET/PATCH/DELETE /api/ips/{id}/, GET/POST /api/ips/{id}/industry-restrictions/ and
// /security-restrictions/, GET /api/accounts/{id}/ips/.
import * as z from 'zod/mini';
import { zBooleanChoice, zLooseText, zMoney, zRequiredId } from '../fields.ts';
import { messages } from '../messages.ts';
import { checkFieldWith, evenWithFieldErrors } from '../rules.ts';
import { hundredthsOf, PERCENT_HUNDREDTHS_TOTAL } from './ips-allocation.ts';
import { MIXED, RESTRICTION_TYPES, type TRestrictionType } from './ips-restriction-tree.ts';

export const CUSTOM_STRATEGY_NAME_MAX = 1000;
/** Percent and unit numbers: at most 18 digits (spec section 9). */
export const NUMBER_MAX_DIGITS = 18;
export const FEE_DECIMALS = 4;
export const SECURITY_NAME_MAX = 200;
/** Tailored labels are read again after this long (spec section 7). */
export const TAILORED_LABELS_CACHE_MINUTES = 15;
/** The only option that carries a tailored label (spec section 9). */
export const TAILORED_OPTION_NAME = 'Tailored Australian Equity Portfolio';

export const IPS_STATUSES = ['draft', 'awaiting_signature', 'portfolio_manager_review', 'active'] as const;
export type TIpsStatus = (typeof IPS_STATUSES)[number];
export const IPS_WIZARD_STEPS = ['booklet', 'asset_allocation', 'customisation', 'gearing', 'done'] as const;
export type TIpsWizardStep = (typeof IPS_WIZARD_STEPS)[number];

export const ipsTexts = {
  // spec
  gearingQuestion: 'Do you want to include gearing?',
  // ours: titles, labels and answers the spec names without wording
  statusLabels: {
    draft: 'Draft',
    awaiting_signature: 'Awaiting signature',
    portfolio_manager_review: 'Portfolio manager review',
    active: 'Active',
  } satisfies Record<TIpsStatus, string>,
  bookletTitle: 'Investment options booklet',
  bookletIntro:
    'Before you choose your strategic asset allocation, please read the investment options booklet. It describes each investment option, its risks and its fees.',
  bookletLink: 'Read the investment options booklet (PDF)',
  allocationTitle: 'Strategic asset allocation',
  customisationTitle: 'Customisation',
  gearingTitle: 'Gearing',
  restrictionsQuestion: 'Do you want to add restrictions to your portfolio?',
  industryRestrictions: 'Industry restrictions',
  securityRestrictions: 'Security restrictions',
  addSecurity: 'Add security',
  change: 'Change',
  tailoredLabel: 'Tailored label',
  customStrategies: 'Custom strategies',
  addCustomStrategy: 'Add custom strategy',
  strategyName: 'Strategy name',
  managerDiscretion: 'Manager discretion',
  holdingArrangement: 'Holding arrangement',
  portfolioManagementFee: 'Portfolio management fee',
  investmentManagementFee: 'Investment management fee',
  securityName: 'Security name',
  targetPercentage: 'Target %',
  units: 'Units',
  costBase: 'Cost base',
  date: 'Date',
  restrictionType: 'Restriction',
  lowerTargetLoanBalance: 'Lower target loan balance',
  upperTargetLoanBalance: 'Upper target loan balance',
  groupChangeTitle: 'Change all industries in this group?',
  groupChangeText: (name: string) =>
    `Every industry in ${name} will take this restriction. Restrictions set on its industries will be replaced.`,
  submit: 'Submit',
  deleteDraft: 'Delete draft',
  // ours: server answers
  notPortfolioProduct: 'An investment policy statement applies to private portfolio accounts.',
  notEditable: 'This investment policy statement cannot be changed now.',
  /** Why the detail pages show an IPS read-only (spec section 4: no editing while awaiting signature or in review). */
  lockedWhile: {
    awaiting_signature: 'This investment policy statement is awaiting signature, so it cannot be changed.',
    portfolio_manager_review:
      'This investment policy statement is with the portfolio manager for review, so it cannot be changed.',
  } satisfies Partial<Record<TIpsStatus, string>>,
  ongoingExists: 'A new investment policy statement is already in progress for this account.',
  onlyDraftDeleted: 'Only a draft investment policy statement can be deleted.',
  unknownOption: 'Unknown investment option',
  tailoredOnlyFor: `A tailored label applies only to the ${TAILORED_OPTION_NAME} with a positive percent`,
  customStrategiesNotAllowed: 'This investment option does not take custom strategies',
  notReady: 'Please complete every step of the investment policy statement first.',
  // ours: custom strategy rules the spec states without wording
  oneStrategyPerArrangement: 'There is already a custom strategy for this holding arrangement',
  discretionTotal: 'Target percentages must total 100%',
  percentAboveZero: 'Enter a percentage of at least 1',
  wholeUnits: 'Units must be a whole number',
  maxDigits: `Enter no more than ${NUMBER_MAX_DIGITS} digits`,
  securitiesRequired: 'Add at least one security',
  loanRange: 'The upper target loan balance cannot be less than the lower one',
  unitsAboveZero: 'Units must be at least 1',
  // ours: signing and review (spec sections 2, 4 and 6)
  submitAndSign: 'Submit and sign',
  signNow: 'Sign now',
  sendForSignature: 'Send for signature',
  continueIps: 'Continue',
  startIps: 'Create an investment policy statement',
  editIps: 'Change the investment policy statement',
  sentForSignature: 'The investment policy statement has been sent for signature.',
  signedWithApplication: 'This investment policy statement is signed with the application.',
  noActiveIps: 'There is no active investment policy statement yet.',
  ongoingIps: 'Changes in progress',
  activeIps: 'Active investment policy statement',
  requestedBy: (name: string, date: string) => `Sent for signature by ${name} on ${date}`,
  approvers: 'Signatures',
  deleteConfirm: 'Delete this draft? Its answers will be lost.',
  deleted: 'The draft was deleted.',
  /** The callback page once every member signed an IPS change: it goes to the portfolio manager next. */
  signedForReview:
    'Your signature was submitted. The updated IPS goes to the portfolio manager for review and will be activated once approved.',
  activatedNotice: {
    title: 'The updated IPS was activated',
    description: (account: string) =>
      `The portfolio manager approved the investment policy statement of ${account}. It is now active.`,
  },
  returnedNotice: {
    title: 'Your investment policy statement was returned',
    description: (account: string, reason: string) =>
      `The portfolio manager returned the investment policy statement of ${account} for changes: ${reason}`,
  },
  signatureNotice: {
    title: 'An investment policy statement is waiting for your signature',
    description: (name: string, account: string) =>
      `${name} has sent the investment policy statement of ${account} for signature. Please review and sign it.`,
  },
} as const;

// --- Numbers of the securities tables ---
const digitsOf = (text: string) => text.replace(/\D/g, '').length;

/** A whole number of units, at least 1 and at most 18 digits. */
export const zUnits = z.union([z.string(), z.number()], { error: messages.required }).check(
  z.superRefine((raw, ctx) => {
    const text = String(raw).trim();
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: raw });
    if (text === '') fail(messages.required);
    else if (!/^\d+$/.test(text)) fail(ipsTexts.wholeUnits);
    else if (digitsOf(text) > NUMBER_MAX_DIGITS) fail(ipsTexts.maxDigits);
    else if (BigInt(text) < 1n) fail(ipsTexts.unitsAboveZero);
  }),
);

/** A target percentage under manager discretion: at least 1, at most 100, 2 decimals. */
export const zStrategyPercent = z.union([z.string(), z.number()], { error: messages.required }).check(
  z.superRefine((raw, ctx) => {
    const text = String(raw).trim();
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: raw });
    if (text === '') return fail(messages.required);
    if (digitsOf(text) > NUMBER_MAX_DIGITS) return fail(ipsTexts.maxDigits);
    if (!/^\d+(\.\d*)?$/.test(text)) return fail(messages.numbersOnly('This field'));
    if ((text.split('.')[1] ?? '').length > 2) return fail(messages.maxDecimals(2));
    const hundredths = hundredthsOf(text);
    if (hundredths === null || hundredths > PERCENT_HUNDREDTHS_TOTAL) return fail(ipsTexts.discretionTotal);
    if (hundredths < 100) fail(ipsTexts.percentAboveZero);
  }),
);

const zSecurityLine = z.object({
  name: z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required }),
      z.maxLength(SECURITY_NAME_MAX, { error: messages.maxLength(SECURITY_NAME_MAX) }),
    ),
  target_percentage: z.nullish(z.union([z.string(), z.number()])),
  units: z.nullish(z.union([z.string(), z.number()])),
});

/** A custom strategy of the add/edit dialog (spec section 5). */
export const zCustomStrategyForm = z
  .object({
    id: z.nullish(z.number()),
    name: z
      .string({ error: messages.required })
      .check(
        z.trim(),
        z.minLength(1, { error: messages.required }),
        z.maxLength(CUSTOM_STRATEGY_NAME_MAX, { error: messages.maxLength(CUSTOM_STRATEGY_NAME_MAX) }),
      ),
    manager_discretion: z._default(z.boolean({ error: messages.selectOption }), false),
    holding_arrangement: zRequiredId,
    securities: z.array(zSecurityLine, { error: ipsTexts.securitiesRequired }).check(
      z.refine((list) => list.length >= 1, { error: ipsTexts.securitiesRequired }),
      z.refine((list) => list.length <= 100, { error: messages.arrayMax(100) }),
    ),
  })
  .check(
    z.superRefine((data, ctx) => {
      if (!Array.isArray(data.securities)) return;
      data.securities.forEach((security, index) => {
        if (data.manager_discretion === true)
          checkFieldWith(
            ctx,
            ['securities', index, 'target_percentage'],
            zStrategyPercent,
            security?.target_percentage ?? '',
          );
        else checkFieldWith(ctx, ['securities', index, 'units'], zUnits, security?.units ?? '');
      });
      if (data.manager_discretion === true && data.securities.length > 0) {
        const total = data.securities.reduce((sum, s) => sum + (hundredthsOf(s?.target_percentage) ?? 0), 0);
        if (total !== PERCENT_HUNDREDTHS_TOTAL)
          ctx.addIssue({
            code: 'custom',
            path: ['securities'],
            message: ipsTexts.discretionTotal,
            input: data,
          });
      }
    }, evenWithFieldErrors),
  );
export type TCustomStrategyForm = z.input<typeof zCustomStrategyForm>;

/** The index of each strategy that repeats an earlier one's holding arrangement. */
export const repeatedArrangements = (
  strategies: ReadonlyArray<{ holding_arrangement: unknown }>,
): number[] => {
  const seen = new Set<string>();
  const repeated: number[] = [];
  strategies.forEach((strategy, index) => {
    const key = String(strategy.holding_arrangement);
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
};

// --- Strategic asset allocation ---
export const ZAllocationRequestSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number(),
      investment_options: z.array(
        z.object({
          id: z.number(),
          target_percentage: z.union([z.string(), z.number()], { error: messages.required }),
          tailored_label: z.nullish(z.union([z.number(), z.string()])),
          custom_strategies: z._default(z.array(z.unknown()), []),
        }),
      ),
    }),
    { error: messages.required },
  ),
});
export type TAllocationRequest = z.input<typeof ZAllocationRequestSchema>;

export const ZCustomStrategySchema = z.object({
  id: z.number(),
  name: z.string(),
  manager_discretion: z.boolean(),
  holding_arrangement: z.object({ id: z.number(), title: z.string() }),
  securities: z.array(
    z.object({ name: z.string(), target_percentage: z.nullable(z.string()), units: z.nullable(z.string()) }),
  ),
  portfolio_management_fee: z.string(),
  investment_management_fee: z.string(),
});
export type TCustomStrategy = z.infer<typeof ZCustomStrategySchema>;
export const ZInvestmentOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  target_percentage: z.string(),
  min_value: z.string(),
  tailored_label: z.nullable(z.number()),
  has_tailored_label: z.boolean(),
  is_custom_strategies_available: z.boolean(),
  custom_strategies: z.array(ZCustomStrategySchema),
});
export type TInvestmentOption = z.infer<typeof ZInvestmentOptionSchema>;
export const ZAllocationCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  investment_options: z.array(ZInvestmentOptionSchema),
});
export type TAllocationCategory = z.infer<typeof ZAllocationCategorySchema>;
export const ZStrategicAssetAllocationSchema = z.object({ categories: z.array(ZAllocationCategorySchema) });
export type TStrategicAssetAllocation = z.infer<typeof ZStrategicAssetAllocationSchema>;
export const ZHoldingArrangementSchema = z.object({
  id: z.number(),
  title: z.string(),
  fees: z.object({ portfolio_management_fee: z.string(), investment_management_fee: z.string() }),
});
export type THoldingArrangement = z.infer<typeof ZHoldingArrangementSchema>;
export const ZHoldingArrangementsResponseSchema = z.array(ZHoldingArrangementSchema);
export type THoldingArrangements = z.infer<typeof ZHoldingArrangementsResponseSchema>;
export const ZTailoredLabelSchema = z.object({ id: z.number(), name: z.string() });
export type TTailoredLabel = z.infer<typeof ZTailoredLabelSchema>;
export const ZTailoredLabelsResponseSchema = z.array(ZTailoredLabelSchema);
export type TTailoredLabels = z.infer<typeof ZTailoredLabelsResponseSchema>;

/** GET /api/ips/booklet/: where the investment options booklet is (a plain link opens it). */
export const ZIpsBookletResponseSchema = z.object({ booklet: z.string() });
export type TIpsBooklet = z.infer<typeof ZIpsBookletResponseSchema>;

// --- Restrictions ---
export const zRestrictionType = z.enum(RESTRICTION_TYPES, { error: messages.selectOption });

export const ZIndustryRestrictionsRequestSchema = z.array(
  z.object({ id: z.number({ error: messages.selectOption }), restriction_type: zRestrictionType }),
  { error: messages.required },
);
export type TIndustryRestrictionsRequest = z.input<typeof ZIndustryRestrictionsRequestSchema>;

export const ZIndustryRestrictionSchema = z.object({
  id: z.number(),
  parent: z.nullable(z.number()),
  is_leaf: z.boolean(),
  restriction_type: z.nullable(z.enum(RESTRICTION_TYPES)),
  group_restriction_type: z.nullable(z.enum([...RESTRICTION_TYPES, MIXED])),
  name: z.string(),
  description: z.string(),
});
export type TIndustryRestriction = z.infer<typeof ZIndustryRestrictionSchema>;
export const ZIndustryRestrictionsResponseSchema = z.array(ZIndustryRestrictionSchema);
export type TIndustryRestrictions = z.infer<typeof ZIndustryRestrictionsResponseSchema>;

export const zSecurityRestrictionForm = z.object({
  name: zSecurityLine.shape.name,
  units: zUnits,
  cost_base: zMoney,
  date: z.string({ error: messages.required }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dateNotValid }),
    z.refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: messages.dateNotValid,
      },
    ),
  ),
  restriction_type: zRestrictionType,
});
export const ZSecurityRestrictionsRequestSchema = z
  .array(zSecurityRestrictionForm, { error: messages.required })
  .check(z.refine((list) => list.length <= 200, { error: messages.arrayMax(200) }));
export type TSecurityRestrictionsRequest = z.input<typeof ZSecurityRestrictionsRequestSchema>;
export const ZSecurityRestrictionSchema = z.object({
  id: z.number(),
  name: z.string(),
  units: z.string(),
  cost_base: z.string(),
  date: z.string(),
  restriction_type: z.enum(RESTRICTION_TYPES),
});
export type TSecurityRestriction = z.infer<typeof ZSecurityRestrictionSchema>;
export const ZSecurityRestrictionsResponseSchema = z.array(ZSecurityRestrictionSchema);
export type TSecurityRestrictions = z.infer<typeof ZSecurityRestrictionsResponseSchema>;

/** The date after `today` ('YYYY-MM-DD'), the default date of a new security restriction. */
export function tomorrowOf(today: Date = new Date()): string {
  const next = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}

/** A new security restriction: units 1, cost base 1, date tomorrow, do not sell (spec section 9). */
export const newSecurityRestriction = (today?: Date) => ({
  name: '',
  units: '1',
  cost_base: '1',
  date: tomorrowOf(today),
  restriction_type: 'do_not_sell' as TRestrictionType,
});

// --- IPS details (PATCH) ---
export const zCustomisationForm = z.object({
  has_restrictions: zBooleanChoice,
  has_industry_restrictions: z.optional(z.boolean()),
  has_security_restrictions: z.optional(z.boolean()),
});

export const zGearingForm = z
  .object({
    has_gearing: zBooleanChoice,
    target_loan_balance_min: z.nullish(z.union([z.string(), z.number()])),
    target_loan_balance_max: z.nullish(z.union([z.string(), z.number()])),
  })
  .check(
    z.superRefine((data, ctx) => {
      if (data.has_gearing !== true) return;
      checkFieldWith(ctx, ['target_loan_balance_min'], zMoney, data.target_loan_balance_min ?? '');
      checkFieldWith(ctx, ['target_loan_balance_max'], zMoney, data.target_loan_balance_max ?? '');
      const min = Number(data.target_loan_balance_min);
      const max = Number(data.target_loan_balance_max);
      if (
        String(data.target_loan_balance_min ?? '').trim() !== '' &&
        String(data.target_loan_balance_max ?? '').trim() !== '' &&
        Number.isFinite(min) &&
        Number.isFinite(max) &&
        max < min
      )
        ctx.addIssue({
          code: 'custom',
          path: ['target_loan_balance_max'],
          message: ipsTexts.loanRange,
          input: data,
        });
    }, evenWithFieldErrors),
  );
export type TGearingForm = z.input<typeof zGearingForm>;

export const ZIpsPatchSchema = z.object({
  has_restrictions: z.optional(z.boolean({ error: messages.selectOption })),
  has_industry_restrictions: z.optional(z.boolean()),
  has_security_restrictions: z.optional(z.boolean()),
  has_gearing: z.optional(z.boolean({ error: messages.selectOption })),
  target_loan_balance_min: z.nullish(z.union([z.string(), z.number()])),
  target_loan_balance_max: z.nullish(z.union([z.string(), z.number()])),
  note: zLooseText,
});
export type TIpsPatch = z.input<typeof ZIpsPatchSchema>;

/** POST /api/ips/: the account whose IPS in progress is answered (started when there is none). */
export const ZIpsStartRequestSchema = z.object({
  account: z.union([z.number(), z.string()], { error: messages.required }),
});

export const ZIpsSchema = z.object({
  id: z.number(),
  account: z.number(),
  status: z.enum(IPS_STATUSES),
  status_display: z.string(),
  wizard_step: z.enum(IPS_WIZARD_STEPS),
  strategic_asset_allocation: z.array(
    z.object({ name: z.string(), color: z.string(), target_percentage: z.string() }),
  ),
  has_restrictions: z.nullable(z.boolean()),
  has_industry_restrictions: z.nullable(z.boolean()),
  has_security_restrictions: z.nullable(z.boolean()),
  restricted_industry_groups: z.array(
    z.object({ name: z.string(), restriction_type: z.enum(RESTRICTION_TYPES) }),
  ),
  is_security_restrictions_provided: z.boolean(),
  has_gearing: z.nullable(z.boolean()),
  target_loan_balance_min: z.nullable(z.string()),
  target_loan_balance_max: z.nullable(z.string()),
  creator: z.nullable(z.string()),
  created: z.string(),
  modifier: z.nullable(z.string()),
  modified: z.string(),
  approvers: z.array(z.object({ user: z.string(), is_admin: z.boolean(), status_display: z.string() })),
  sign_requester_name: z.nullable(z.string()),
  sign_requested_date: z.nullable(z.string()),
  sign_change_request: z.nullable(
    z.object({ id: z.number(), can_sign: z.boolean(), is_sign_url_available: z.boolean() }),
  ),
  /**
   * True for an active account: its IPS is signed on its own (a change request of kind 'ips'), and the
   * wizard's last step sends it for signature. An application's IPS is signed with the application.
   */
  signed_on_its_own: z.boolean(),
  /** The viewer may change it now (primary user, a draft; an active one only with no ongoing one). */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type TIps = z.infer<typeof ZIpsSchema>;
export const ZAccountIpsSchema = z.object({
  active_ips: z.nullable(ZIpsSchema),
  ongoing_ips: z.nullable(ZIpsSchema),
});
export type TAccountIps = z.infer<typeof ZAccountIpsSchema>;

/** POST /api/ips/{id}/send-for-signature/: the IPS change request; `next` is 'sign' when the viewer signs. */
export const ZIpsSignResponseSchema = z.object({
  detail: z.string(),
  change_request: z.number(),
  next: z.enum(['sign', 'processing']),
  ips: ZIpsSchema,
});
export type TIpsSignResponse = z.infer<typeof ZIpsSignResponseSchema>;
