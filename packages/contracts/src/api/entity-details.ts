// Company (or corporate trustee) details and trust details (spec 001 sections 3, 5 and 7).
import * as z from 'zod/mini';
import { ADDRESS_KEYS, checkAustralianAddress } from '../australian-address.ts';
import { FIELD_LIMITS } from '../constants.ts';
import { zBooleanChoice, zLooseText, zRequiredId, zRequiredString } from '../fields.ts';
import { checkFieldWith, evenWithFieldErrors } from '../rules.ts';

/** Settlor name and nature of activity: at most 30 characters (spec section 9). */
export const ENTITY_TEXT_MAX = 30;
/** A trust settled with this sum or more names its settlor (spec section 9). */
export const SETTLED_SUM_THRESHOLD = 10_000;

export const entityTexts = {
  isInvestingPrimaryActivity: 'Is primary activity investing',
  natureOfActivity: 'Nature of activity',
  registeredOffice: 'Registered office',
  principalPlaceOfBusiness: 'Principal place of business',
  postalAddress: 'Postal address',
  // ours: the spec does not offer it; a company's places are often its registered office
  sameAsRegisteredOffice: 'Same as registered office',
  trustType: 'Trust type',
  stateEstablished: 'State established',
  settledSum: 'Was the trust settled with a sum of $10,000 or more?',
  settlorName: 'Settlor name',
} as const;

// --- Addresses of a company: each of the three is required in full ---
/**
 * The details module's address limits (line 35, suburb 35, state 255, post code 10), all required: a
 * company's registered office and places of business are on the ASIC register and must be complete.
 */
export const zCorporateAddress = z
  .object({
    country: zRequiredId,
    address_line_1: zRequiredString(FIELD_LIMITS.addressLine),
    suburb: zRequiredString(FIELD_LIMITS.suburb),
    state: zRequiredString(FIELD_LIMITS.state),
    post_code: zRequiredString(FIELD_LIMITS.postCode),
  })
  .check(z.superRefine(checkAustralianAddress(ADDRESS_KEYS), evenWithFieldErrors));
export type TCorporateAddressForm = z.infer<typeof zCorporateAddress>;

export const CORPORATE_ADDRESS_FIELDS = [
  'registered_office',
  'principal_place_of_business',
  'postal_address',
] as const;
export type TCorporateAddressField = (typeof CORPORATE_ADDRESS_FIELDS)[number];

/** Nature of activity: required (max 30) only when investing is not the primary activity. */
const checkActivity = (
  data: { is_investing_primary_activity?: boolean; nature_of_activity?: string | null },
  ctx: z.core.$RefinementCtx<unknown>,
) => {
  if (data.is_investing_primary_activity === false)
    checkFieldWith(ctx, ['nature_of_activity'], zRequiredString(ENTITY_TEXT_MAX), data.nature_of_activity);
};

// --- GET/POST/PATCH /api/accounts/{id}/corporate-details/ ---
export const zCorporateAccountDetailsForm = z
  .object({
    is_investing_primary_activity: zBooleanChoice,
    nature_of_activity: zLooseText,
    registered_office: zCorporateAddress,
    principal_place_of_business: zCorporateAddress,
    postal_address: zCorporateAddress,
  })
  .check(z.superRefine(checkActivity, evenWithFieldErrors));
export type TCorporateAccountDetailsForm = z.infer<typeof zCorporateAccountDetailsForm>;
export const ZCorporateAccountDetailsRequestSchema = zCorporateAccountDetailsForm;
export type TCorporateAccountDetailsRequest = z.input<typeof ZCorporateAccountDetailsRequestSchema>;

export const ZCorporateAddressSchema = z.object({
  country: z.number(),
  country_name: z.string(),
  address_line_1: z.string(),
  suburb: z.string(),
  state: z.string(),
  post_code: z.string(),
});
export type TCorporateAddress = z.infer<typeof ZCorporateAddressSchema>;

export const ZCorporateAccountDetailsSchema = z.object({
  account: z.number(),
  is_investing_primary_activity: z.boolean(),
  nature_of_activity: z.string(),
  registered_office: ZCorporateAddressSchema,
  principal_place_of_business: ZCorporateAddressSchema,
  postal_address: ZCorporateAddressSchema,
  can_edit: z.boolean(),
});
export type TCorporateAccountDetails = z.infer<typeof ZCorporateAccountDetailsSchema>;
export const ZCorporateAccountDetailsResponseSchema = z.nullable(ZCorporateAccountDetailsSchema);

// --- GET/POST/PATCH /api/accounts/{id}/trust-details/, GET /api/trust-types/ ---
export const zTrustDetailsForm = z
  .object({
    type: zRequiredId,
    state: zRequiredString(FIELD_LIMITS.state),
    is_settled_sum_at_least_threshold: zBooleanChoice,
    settlor_name: zLooseText,
    is_investing_primary_activity: zBooleanChoice,
    nature_of_activity: zLooseText,
  })
  .check(
    z.superRefine((data, ctx) => {
      if (data.is_settled_sum_at_least_threshold === true)
        checkFieldWith(ctx, ['settlor_name'], zRequiredString(ENTITY_TEXT_MAX), data.settlor_name);
      checkActivity(data, ctx);
    }, evenWithFieldErrors),
  );
export type TTrustDetailsForm = z.infer<typeof zTrustDetailsForm>;
export const ZTrustDetailsRequestSchema = zTrustDetailsForm;
export type TTrustDetailsRequest = z.input<typeof ZTrustDetailsRequestSchema>;

export const ZTrustTypeSchema = z.object({ id: z.number(), name: z.string() });
export type TTrustType = z.infer<typeof ZTrustTypeSchema>;
export const ZTrustTypesResponseSchema = z.array(ZTrustTypeSchema);

export const ZTrustDetailsSchema = z.object({
  account: z.number(),
  type: ZTrustTypeSchema,
  /** The state the trust was established in (an Australian state code, e.g. NSW). */
  state: z.string(),
  is_settled_sum_at_least_threshold: z.boolean(),
  settlor_name: z.string(),
  is_investing_primary_activity: z.boolean(),
  nature_of_activity: z.string(),
  can_edit: z.boolean(),
});
export type TTrustDetails = z.infer<typeof ZTrustDetailsSchema>;
export const ZTrustDetailsResponseSchema = z.nullable(ZTrustDetailsSchema);
