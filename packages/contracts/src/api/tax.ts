// Tax details (spec 001 sections 3, 5 and 7): the individual tax of a person (primary and secondary users)
// and the corporate tax of a company, trust or SMSF account, with the corporate tax categories. A TFN goes
// to the server in full once and only ever comes back masked (SECURITY.md item 11).
import * as z from 'zod/mini';
import { zAbn, zBooleanChoice, zLooseId, zLooseText, zRequiredId, zRequiredString, zTfn } from '../fields.ts';
import { isDigits } from '../formats.ts';
import { messages } from '../messages.ts';
import { checkFieldWith, evenWithFieldErrors } from '../rules.ts';

/** TIN: the tax identification number of another country, digits only, at most 18 (spec section 9). */
export const TIN_MAX_DIGITS = 18;
/** Digits of the TFN kept in clear for the masked display. */
export const TFN_VISIBLE_DIGITS = 3;

export const taxTexts = {
  // ours: the Privacy (Tax File Number) Rule 2015 asks that people are told quoting a TFN is voluntary
  tfnNotice:
    'You are not required to provide your TFN. Declining to quote a TFN is not an offence, but tax may be withheld at the highest marginal rate.',
  noTfn: "I don't have a TFN",
  tfnOnFile: (masked: string) => `A TFN is on file (${masked}). Enter a new one only to replace it.`,
  // ours: the labels of the tax forms
  /** The person's own tax details where the account has tax details of its own (company, trust, SMSF). */
  ownTaxDetails: 'Your tax details',
  tfn: 'TFN',
  australianResident: 'Australian tax resident',
  otherCountryResident: 'Tax resident of another country',
  countryOfResidence: 'Country of tax residence',
  tin: 'TIN',
  abn: 'ABN',
  foreignEntity: 'Foreign entity',
  country: 'Country',
  category: 'Category',
} as const;

/** '******789' for a TFN ending 789 (one width for 8 and 9 digits, so the length is not shown); null when none is on file. */
export const maskTfn = (lastDigits: string | null): string | null =>
  lastDigits === null ? null : `${'*'.repeat(9 - TFN_VISIBLE_DIGITS)}${lastDigits}`;

/** TIN: digits only, at most 18. */
export const zTin = (label = 'TIN') =>
  zRequiredString().check(
    z.superRefine((value, ctx) => {
      if (!isDigits(value))
        ctx.addIssue({ code: 'custom', message: messages.numbersOnly(label), input: value });
      else if (value.length > TIN_MAX_DIGITS)
        ctx.addIssue({ code: 'custom', message: messages.maxLength(TIN_MAX_DIGITS), input: value });
    }),
  );

export type TTaxFormOptions = {
  /** A TFN is already on file: leaving the field empty keeps it. */
  tfnOnFile?: boolean;
};

type TfnFields = { tfn?: string | null; has_not_tfn?: boolean | null };

/** The TFN is required unless 'I don't have a TFN' is ticked, or one is on file and the field is left empty. */
const checkTfn = (
  data: TfnFields,
  ctx: z.core.$RefinementCtx<unknown>,
  { tfnOnFile = false }: TTaxFormOptions,
) => {
  if (data.has_not_tfn === true) return;
  // A value of another type already has its own error (refinements run even then).
  if (data.tfn !== undefined && data.tfn !== null && typeof data.tfn !== 'string') return;
  const typed = (data.tfn ?? '').trim();
  if (typed === '' && tfnOnFile) return;
  checkFieldWith(ctx, ['tfn'], zTfn(), typed);
};

const tfnShape = {
  tfn: zLooseText,
  has_not_tfn: z._default(z.boolean({ error: messages.selectOption }), false),
};

// --- Individual tax: GET/POST /api/individual-tax/, PATCH /api/individual-tax/{id}/ ---
export const zIndividualTaxForm = (options: TTaxFormOptions = {}) =>
  z
    .object({
      ...tfnShape,
      is_australian_tax_resident: zBooleanChoice,
      is_other_country_tax_resident: zBooleanChoice,
      tin: zLooseText,
      country_of_residence: zLooseId,
    })
    .check(
      z.superRefine((data, ctx) => {
        checkTfn(data, ctx, options);
        if (data.is_other_country_tax_resident === true) {
          checkFieldWith(ctx, ['country_of_residence'], zRequiredId, data.country_of_residence);
          checkFieldWith(ctx, ['tin'], zTin(), data.tin);
        }
      }, evenWithFieldErrors),
    );
export type TIndividualTaxForm = z.infer<ReturnType<typeof zIndividualTaxForm>>;

/** `account` names the application the details are given for (context only: the tax is the person's). */
export const ZIndividualTaxRequestSchema = z.intersection(
  zIndividualTaxForm(),
  z.object({ account: z.nullish(z.union([z.number(), z.string().check(z.regex(/^\d{1,9}$/))])) }),
);
export type TIndividualTaxRequest = z.input<typeof ZIndividualTaxRequestSchema>;

export const ZIndividualTaxQuerySchema = z.object({
  account: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
});

const zNamed = z.object({ id: z.number(), name: z.string() });

export const ZIndividualTaxSchema = z.object({
  id: z.number(),
  /** Masked ('******789', the same width for 8 and 9 digits); null when none is on file. */
  tfn: z.nullable(z.string()),
  has_not_tfn: z.boolean(),
  is_australian_tax_resident: z.boolean(),
  is_other_country_tax_resident: z.boolean(),
  tin: z.string(),
  country_of_residence: z.nullable(zNamed),
  can_edit: z.boolean(),
});
export type TIndividualTax = z.infer<typeof ZIndividualTaxSchema>;
/** GET answers null when the user has given no tax details yet. */
export const ZIndividualTaxResponseSchema = z.nullable(ZIndividualTaxSchema);

// --- Corporate tax: GET/POST/PATCH /api/accounts/{id}/corporate-tax/ ---
export type TCorporateTaxFormOptions = TTaxFormOptions & {
  /** The ABN is asked of a trust or a company (an SMSF gave its ABN with the account). */
  abnRequired?: boolean;
};

export const zCorporateTaxForm = ({ abnRequired = false, ...options }: TCorporateTaxFormOptions = {}) =>
  z
    .object({
      ...tfnShape,
      abn: zLooseText,
      is_foreign_entity: zBooleanChoice,
      country: zLooseId,
      tin: zLooseText,
      category: zRequiredId,
    })
    .check(
      z.superRefine((data, ctx) => {
        checkTfn(data, ctx, options);
        if (abnRequired) checkFieldWith(ctx, ['abn'], zAbn(), data.abn);
        if (data.is_foreign_entity === true) {
          checkFieldWith(ctx, ['country'], zRequiredId, data.country);
          checkFieldWith(ctx, ['tin'], zTin(), data.tin);
        }
      }, evenWithFieldErrors),
    );
export type TCorporateTaxForm = z.infer<ReturnType<typeof zCorporateTaxForm>>;
export const ZCorporateTaxRequestSchema = zCorporateTaxForm();
export type TCorporateTaxRequest = z.input<typeof ZCorporateTaxRequestSchema>;

export const ZCorporateTaxCategorySchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Shown as the category's tooltip. */
  description: z.string(),
});
export type TCorporateTaxCategory = z.infer<typeof ZCorporateTaxCategorySchema>;
export const ZCorporateTaxCategoriesResponseSchema = z.array(ZCorporateTaxCategorySchema);

export const ZCorporateTaxSchema = z.object({
  account: z.number(),
  /** Masked ('******789', the same width for 8 and 9 digits); null when none is on file. */
  tfn: z.nullable(z.string()),
  has_not_tfn: z.boolean(),
  abn: z.string(),
  is_foreign_entity: z.boolean(),
  country: z.nullable(zNamed),
  tin: z.string(),
  category: z.object({ id: z.number(), title: z.string() }),
  can_edit: z.boolean(),
});
export type TCorporateTax = z.infer<typeof ZCorporateTaxSchema>;
export const ZCorporateTaxResponseSchema = z.nullable(ZCorporateTaxSchema);
