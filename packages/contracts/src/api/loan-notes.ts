// Loan notes, the icf product line (spec 001 sections 1, 3, 5, 7, 8 and 9): the note types, the product
// details form (one or more products with amount and interest option), the holdings with their
// reinvestment instructions and redeem requests, and their transactions. Money travels as decimal text
// ('10000.00'), never as a float; amounts are compared as decimals (compareMoney).
import * as z from 'zod/mini';
import { zMoney } from '../fields.ts';
import { messages } from '../messages.ts';
import { evenWithFieldErrors } from '../rules.ts';

// --- Constants (spec section 9) ---
/** The minimum on the product form: $10,000, or $1 for the 48-hour at-call product. */
export const LOAN_NOTE_MINIMUM = '10000';
export const AT_CALL_MINIMUM = '1';
/** The minimum note stated in the terms wording (shown in the product form's introduction). */
export const TERMS_MINIMUM = '100000';
/** How often interest is paid: quarterly, monthly for the 48-hour product. */
export const interestFrequencyOf = (isAtCall: boolean) => (isAtCall ? 'monthly' : 'quarterly');

export const INTEREST_TYPES = ['fixed', 'variable'] as const;
export type TInterestType = (typeof INTEREST_TYPES)[number];
export const INTEREST_TYPE_LABELS: Record<TInterestType, string> = { fixed: 'Fixed', variable: 'Variable' };

export const loanNoteTexts = {
  // spec
  minimum: (amount: string) => `Enter an amount equal to or greater than ${amount}`,
  noteTypeNotActive: 'Note type is not active',
  unavailableTitle: 'Product option is not available',
  unavailableBody:
    'There is no such product available at the moment. Please contact your advisor for further information.',
  // ours: the spec states these rules without wording
  oneAtCall: 'Only one 48-hour at-call product can be added',
  inactiveNotice:
    'A product you chose is no longer available. Remove it or choose another product to submit your application.',
  atLeastOneProduct: 'Add at least one product',
  notLoanNoteAccount: 'Loan notes can be applied for only with a loan-note account.',
  alreadyApplied: 'Products are already chosen for this application. Change them instead.',
  applicationSubmitted: 'The application has been submitted: its products can no longer be changed.',
  bankAccountNotOfAccount: 'Choose a bank account of this account',
  instructionNotAllowed: 'An instruction can be given only for a fixed-term note before it is paid out.',
  reinvestIntoFixedTerm: 'Choose an available fixed-term product',
  redeemOnlyAtCall: 'Only the 48-hour at-call note can be redeemed on request.',
  fixedTermRepaidAtMaturity: 'A fixed-term note is repaid at maturity: it cannot be redeemed on request.',
  redeemOnlyActive: 'Only an active note can be redeemed.',
  redeemMoreThanBalance: (balance: string) => `Enter an amount no greater than the balance of ${balance}`,
  redeemAlreadySubmitted: 'This redeem request has already been submitted.',
  noInstruction: 'There is no instruction to confirm for this note.',
  noNotesForProductType: 'This account holds no notes of this product.',
  // ours: labels
  product: 'Product',
  amount: 'Amount',
  interestOption: 'Interest option',
  addProduct: 'Add product',
  remove: 'Remove',
  bankAccount: 'Bank account for interest and redemptions',
  interestPaid: (frequency: string) => `Interest paid ${frequency} to my bank account`,
  interestCapitalised: 'Interest added to the note (capitalised)',
} as const;

// --- Money as decimal text ---
/** '0010000.5' -> ['10000', '50']: the integer part without leading zeros and 2 decimals. */
const moneyParts = (value: string): [string, string] => {
  const [whole = '', fraction = ''] = value.trim().split('.');
  return [whole.replace(/^0+/, '') || '0', `${fraction}00`.slice(0, 2)];
};
/** Compares two non-negative decimal texts exactly: -1, 0 or 1. */
export const compareMoney = (a: string, b: string): number => {
  const [wa, fa] = moneyParts(a);
  const [wb, fb] = moneyParts(b);
  if (wa.length !== wb.length) return wa.length < wb.length ? -1 : 1;
  const left = `${wa}${fa}`;
  const right = `${wb}${fb}`;
  return left === right ? 0 : left < right ? -1 : 1;
};
/** '$10,000', '$1', '$12,500.50': how amounts read in messages and on screens. */
export const formatMoney = (value: string): string => {
  const negative = value.trim().startsWith('-');
  const [whole, fraction] = moneyParts(value.replace('-', ''));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}${fraction === '00' ? '' : `.${fraction}`}`;
};

// --- Note types (GET /api/loan-notes/types/?account=) ---
export const ZNoteTypeSchema = z.object({
  id: z.number(),
  /** Months; null for the 48-hour at-call note. */
  term: z.nullable(z.number()),
  is_at_call: z.boolean(),
  interest_type: z.enum(INTEREST_TYPES),
  /** Percent per year, decimal text ('7.25'). */
  interest_rate: z.string(),
  active: z.boolean(),
});
export type TNoteType = z.infer<typeof ZNoteTypeSchema>;
export const ZNoteTypesResponseSchema = z.array(ZNoteTypeSchema);

const trimZeros = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** Spec section 9: under 12 months in months, 12 and above in years. */
export const termLabel = (type: Pick<TNoteType, 'term' | 'is_at_call'>): string => {
  if (type.is_at_call || type.term === null) return '48-hour at-call';
  if (type.term < 12) return `${type.term} ${type.term === 1 ? 'month' : 'months'}`;
  const years = trimZeros((type.term / 12).toFixed(2));
  return `${years} ${years === '1' ? 'year' : 'years'}`;
};

/** The product's label: term, rate percent and interest type ('12 months' reads '1 year - 7.25% - Fixed'). */
export const noteTypeLabel = (type: TNoteType): string =>
  `${termLabel(type)} - ${trimZeros(type.interest_rate)}% - ${INTEREST_TYPE_LABELS[type.interest_type]}`;

// --- The product details form (POST /api/loan-notes/apply-now/, PATCH /api/loan-note-bundles/{id}/) ---
const zNoteTypeId = z.union([z.number(), z.string()], { error: messages.required });

export const zLoanNoteItem = z.object({
  note_type: z.nullish(zNoteTypeId),
  face_value: z.nullish(z.union([z.string(), z.number()])),
  interest_capitalisation: z._default(z.boolean({ error: messages.selectOption }), false),
});

/**
 * The form's rules, given the note types the products come from: product and amount required ('This
 * field is required'), at least $1 for the 48-hour at-call product and $10,000 for the others, and only
 * one 48-hour product in the list. Whether a product is active is the caller's check (the server answers
 * 'Note type is not active'; the page disables submission with a notice).
 */
export const zLoanNotesForm = (noteTypes: readonly TNoteType[]) =>
  z
    .object({
      bank_account: z.nullish(z.union([z.number(), z.string()])),
      loan_notes: z.array(zLoanNoteItem, { error: messages.required }),
    })
    .check(
      z.superRefine((data, ctx) => {
        if (data.loan_notes.length === 0)
          ctx.addIssue({ code: 'custom', message: loanNoteTexts.atLeastOneProduct, path: ['loan_notes'] });
        let atCallSeen = false;
        data.loan_notes.forEach((note, index) => {
          const at = (field: string) => ['loan_notes', index, field];
          const id = note.note_type === null || note.note_type === undefined ? '' : String(note.note_type);
          const type = noteTypes.find((t) => String(t.id) === id);
          if (id === '') ctx.addIssue({ code: 'custom', message: messages.required, path: at('note_type') });
          else if (!type)
            ctx.addIssue({ code: 'custom', message: messages.selectOption, path: at('note_type') });
          else if (type.is_at_call) {
            if (atCallSeen)
              ctx.addIssue({ code: 'custom', message: loanNoteTexts.oneAtCall, path: at('note_type') });
            atCallSeen = true;
          }
          const amount = z.safeParse(zMoney, note.face_value ?? '');
          if (!amount.success) {
            const message = amount.error.issues[0]?.message ?? messages.required;
            ctx.addIssue({ code: 'custom', message, path: at('face_value') });
            return;
          }
          const minimum = type?.is_at_call ? AT_CALL_MINIMUM : LOAN_NOTE_MINIMUM;
          if (compareMoney(amount.data, minimum) < 0)
            ctx.addIssue({
              code: 'custom',
              message: loanNoteTexts.minimum(formatMoney(minimum)),
              path: at('face_value'),
            });
        });
      }, evenWithFieldErrors),
    );
export type TLoanNotesFormInput = z.input<ReturnType<typeof zLoanNotesForm>>;

/**
 * The account the products are for; the rest is the product details form, which the server checks once
 * it knows the account may apply (its rules depend on the note types on offer), so it passes here as sent.
 */
export const ZApplyNowRequestSchema = z.looseObject({
  account: z.union([z.number(), z.string()], { error: messages.required }),
});

/** The account a call is about (?account=); one that cannot be the caller's reads as not found (404). */
export const ZLoanNoteAccountQuerySchema = z.object({ account: z.optional(z.string()) });

// --- Answers ---
export const ZLinkedBankAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  bsb: z.string(),
  number_ending: z.string(),
});
export type TLinkedBankAccount = z.infer<typeof ZLinkedBankAccountSchema>;
export const ZLinkedBankAccountsResponseSchema = z.array(ZLinkedBankAccountSchema);

export const ZLoanNoteBundleSchema = z.object({
  id: z.number(),
  account: z.number(),
  bank_account: z.nullable(z.number()),
  /** False once the application is submitted: the products can no longer be changed online. */
  can_edit: z.boolean(),
  loan_notes: z.array(
    z.object({
      id: z.number(),
      note_type: z.number(),
      face_value: z.string(),
      interest_capitalisation: z.boolean(),
      is_automatically_created: z.boolean(),
    }),
  ),
});
export type TLoanNoteBundle = z.infer<typeof ZLoanNoteBundleSchema>;

export const LOAN_NOTE_STATUSES = ['applied', 'active', 'matured', 'redeemed', 'reinvested'] as const;
export type TLoanNoteStatus = (typeof LOAN_NOTE_STATUSES)[number];
export const LOAN_NOTE_STATUS_LABELS: Record<TLoanNoteStatus, string> = {
  applied: 'Application submitted',
  active: 'Active',
  matured: 'Matured',
  redeemed: 'Redeemed',
  reinvested: 'Reinvested',
};

/** Account statuses of an application not submitted yet: its notes are still being applied for. */
const APPLICATION_NOT_SUBMITTED: readonly string[] = [
  'draft',
  'pending',
  'application_in_progress',
  'awaiting_secondary_users',
];

/**
 * A note's label on /products/: an applied note reads as far as its account's application has gone
 * (being filled in, awaiting the members' signatures, submitted); any other status by its own label.
 */
export const loanNoteStatusLabel = (status: TLoanNoteStatus, accountStatus: string | undefined): string => {
  if (status !== 'applied' || accountStatus === undefined) return LOAN_NOTE_STATUS_LABELS[status];
  if (APPLICATION_NOT_SUBMITTED.includes(accountStatus)) return 'Application in progress';
  if (accountStatus === 'awaiting_signature') return 'Awaiting signatures';
  return LOAN_NOTE_STATUS_LABELS.applied;
};

export const ZReinvestmentInstructionSchema = z.object({
  option: z.enum(['reinvest', 'redeem']),
  note_type: z.nullable(ZNoteTypeSchema),
  status: z.enum(['draft', 'confirmed']),
  confirmed_at: z.nullable(z.string()),
});
export type TReinvestmentInstruction = z.infer<typeof ZReinvestmentInstructionSchema>;

export const ZRedeemRequestSchema = z.object({
  id: z.number(),
  loan_note: z.number(),
  amount: z.string(),
  status: z.enum(['draft', 'submitted', 'processed']),
  created_at: z.string(),
  submitted_at: z.nullable(z.string()),
});
export type TRedeemRequest = z.infer<typeof ZRedeemRequestSchema>;

/** A note held (GET /api/loan-notes/?account=): the holdings of the /products/ page. */
export const ZLoanNoteSchema = z.object({
  id: z.number(),
  account: z.number(),
  note_type: ZNoteTypeSchema,
  face_value: z.string(),
  interest_capitalisation: z.boolean(),
  is_automatically_created: z.boolean(),
  status: z.enum(LOAN_NOTE_STATUSES),
  start_date: z.nullable(z.string()),
  maturity_date: z.nullable(z.string()),
  interest_frequency: z.enum(['monthly', 'quarterly']),
  interest_paid_to_date: z.string(),
  /** The next interest date of a note earning interest, null otherwise. */
  next_interest_date: z.nullable(z.string()),
  bank_account: z.nullable(ZLinkedBankAccountSchema),
  reinvestment_instruction: z.nullable(ZReinvestmentInstructionSchema),
  /** Redeem requests of the at-call note submitted and not yet paid. */
  pending_redemption: z.string(),
});
export type TLoanNote = z.infer<typeof ZLoanNoteSchema>;

/** Redeemed on request: only the 48-hour at-call note, while it is active (a fixed-term note at maturity). */
export const isRedeemableOnRequest = (note: { status: string; note_type: Pick<TNoteType, 'is_at_call'> }) =>
  note.note_type.is_at_call && note.status === 'active';
export const ZLoanNotesResponseSchema = z.object({ count: z.number(), results: z.array(ZLoanNoteSchema) });
export type TLoanNotesAnswer = z.infer<typeof ZLoanNotesResponseSchema>;

export const TRANSACTION_KINDS = [
  'investment',
  'interest',
  'capitalised_interest',
  'redemption',
  'reinvestment',
] as const;
export type TTransactionKind = (typeof TRANSACTION_KINDS)[number];
export const TRANSACTION_KIND_LABELS: Record<TTransactionKind, string> = {
  investment: 'Investment',
  interest: 'Interest payment',
  capitalised_interest: 'Interest capitalised',
  redemption: 'Redemption',
  reinvestment: 'Reinvested at maturity',
};
export const ZLoanNoteTransactionSchema = z.object({
  id: z.number(),
  date: z.string(),
  loan_note: z.number(),
  product: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  amount: z.string(),
});
export type TLoanNoteTransaction = z.infer<typeof ZLoanNoteTransactionSchema>;
export const ZLoanNoteTransactionsResponseSchema = z.array(ZLoanNoteTransactionSchema);

/** A loan-note account of the user (the account choice of the products and transactions pages). */
export const ZLoanNoteAccountSchema = z.object({ id: z.number(), name: z.string(), status: z.string() });
export type TLoanNoteAccount = z.infer<typeof ZLoanNoteAccountSchema>;
export const ZLoanNoteAccountsResponseSchema = z.array(ZLoanNoteAccountSchema);

// --- Requests of the holdings ---
export const zReinvestmentForm = z
  .object({
    option: z.enum(['reinvest', 'redeem'], { error: messages.selectOption }),
    note_type: z.nullish(z.union([z.number(), z.string()])),
  })
  .check(
    z.superRefine((data, ctx) => {
      if (
        data.option === 'reinvest' &&
        (data.note_type === null || data.note_type === undefined || data.note_type === '')
      )
        ctx.addIssue({ code: 'custom', message: messages.required, path: ['note_type'] });
    }, evenWithFieldErrors),
  );
export type TReinvestmentRequest = z.input<typeof zReinvestmentForm>;

export const zRedeemRequestForm = z.object({ amount: zMoney }).check(
  z.superRefine((data, ctx) => {
    if (compareMoney(data.amount, AT_CALL_MINIMUM) < 0)
      ctx.addIssue({
        code: 'custom',
        message: loanNoteTexts.minimum(formatMoney(AT_CALL_MINIMUM)),
        path: ['amount'],
      });
  }),
);
export type TRedeemRequestCreate = z.input<typeof zRedeemRequestForm>;

export const PRODUCT_TYPES = ['fixed-term', 'at-call'] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<TProductType, string> = {
  'fixed-term': 'Fixed-term notes',
  'at-call': '48-hour at-call note',
};
export const zLinkedBankAccountRequest = z.object({
  account: z.union([z.number(), z.string()], { error: messages.required }),
  product_type: z.enum(PRODUCT_TYPES, { error: messages.selectOption }),
  bank_account: z.union([z.number(), z.string()], { error: messages.required }),
});
export type TLinkedBankAccountRequest = z.input<typeof zLinkedBankAccountRequest>;

/** POST /api/loan-notes/linked-bank-account/ answers how many notes now pay to the bank account. */
export const ZLinkedBankAccountResponseSchema = z.object({ updated: z.number() });
export type TLinkedBankAccountAnswer = z.infer<typeof ZLinkedBankAccountResponseSchema>;
