// Registration detail steps (spec 000 sections 3, 5, 7): personal details with the identity document,
// contact details, additional details, the personal document upload, skip-verification and the
// secondary verification document. Request bodies are the forms' schemas (forms/details.ts).
import * as z from 'zod/mini';
import {
  australianAddressCheck,
  IDENTITY_DOCUMENT_TYPES,
  zAdditionalDetailsForm,
  zAddress,
  zContactDetailsForm,
  zIdentityDocumentForm,
  zPersonalDetailsForm,
} from '../forms/details.ts';

export const REGISTRATION_STEPS = ['personal_details', 'contact_details', 'additional_details'] as const;
export type TRegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** For an account (later issues pass one) or, without it, for the user. */
const accountRef = { account: z.nullish(z.union([z.number(), z.string().check(z.regex(/^\d+$/))])) };

export const ZRegistrationStepsQuerySchema = z.object({
  step: z.enum(REGISTRATION_STEPS),
  account: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
});

/**
 * Personal details and the primary verification document in one body. The document's consent rule
 * depends on what is on file, so the server checks `primary_verification_document` with
 * zIdentityDocumentForm once it knows; here it is accepted as an object.
 */
export const ZPersonalDetailsRequestSchema = z
  .object({
    ...zPersonalDetailsForm.shape,
    ...accountRef,
    primary_verification_document: z.record(z.string(), z.unknown()),
  })
  .check(australianAddressCheck);
export type TPersonalDetailsRequest = z.infer<typeof ZPersonalDetailsRequestSchema>;
export const zPrimaryDocument = zIdentityDocumentForm;

export const ZContactDetailsRequestSchema = z
  .object({ ...zContactDetailsForm.shape, ...accountRef })
  .check(australianAddressCheck);
export type TContactDetailsRequest = z.infer<typeof ZContactDetailsRequestSchema>;
/** POST /api/profiles/my/change-address/: the own contact address (spec 000 /account/change-address/). */
export const ZChangeAddressRequestSchema = zAddress;
export const ZAdditionalDetailsRequestSchema = z.intersection(zAdditionalDetailsForm, z.object(accountRef));
export type TAdditionalDetailsRequest = z.infer<typeof ZAdditionalDetailsRequestSchema>;

export const ZDocumentFileSchema = z.object({ id: z.number(), file: z.string(), file_name: z.string() });
export type TDocumentFile = z.infer<typeof ZDocumentFileSchema>;

export const PERSONAL_DETAIL_STATUSES = ['verified', 'not_verified', 'skipped'] as const;

export const ZPrimaryVerificationDocumentSchema = z.object({
  document_type: z.nullable(z.enum(IDENTITY_DOCUMENT_TYPES)),
  document_id: z.nullable(z.string()),
  document_state: z.string(),
  card_number: z.string(),
  issue_date: z.nullable(z.string()),
  expiry_date: z.nullable(z.string()),
  document_file: z.nullable(ZDocumentFileSchema),
  passport_document_id: z.nullable(z.string()),
  passport_issue_date: z.nullable(z.string()),
  passport_expiry_date: z.nullable(z.string()),
  passport_document_file: z.nullable(ZDocumentFileSchema),
});

export const ZPersonalDetailSchema = z.object({
  id: z.number(),
  account: z.nullable(z.number()),
  title: z.nullable(z.object({ id: z.number(), title: z.string() })),
  gender: z.nullable(z.object({ id: z.number(), key: z.string() })),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  preferred_name: z.string(),
  date_of_birth: z.string(),
  country: z.nullable(z.number()),
  state: z.string(),
  suburb: z.string(),
  address_line_1: z.string(),
  post_code: z.string(),
  street_name: z.string(),
  street_number: z.string(),
  status: z.enum(PERSONAL_DETAIL_STATUSES),
  is_verified: z.boolean(),
  no_failed_verification_attempts: z.number(),
  consent_access: z.boolean(),
  passport_consent_access: z.boolean(),
  primary_verification_document: ZPrimaryVerificationDocumentSchema,
  /** The identity check's message when the last check failed ('error_1' in the spec). */
  verification_error: z.nullable(z.string()),
});
export type TPersonalDetail = z.infer<typeof ZPersonalDetailSchema>;

export const ZContactDetailSchema = z.object({
  id: z.number(),
  account: z.nullable(z.number()),
  channel: z.enum(['phone', 'sms', 'email']),
  country: z.nullable(z.number()),
  address_line_1: z.string(),
  suburb: z.string(),
  state: z.string(),
  post_code: z.string(),
});
export type TContactDetail = z.infer<typeof ZContactDetailSchema>;

/** The additional details as saved (the form's fields), with id and account. */
export type TAdditionalDetail = z.output<typeof zAdditionalDetailsForm> & {
  id: number;
  account: number | null;
};
/**
 * Answered as saved: the form's fields pass as they were accepted when saved (the form's rules are for
 * what is sent, and a rule made stricter later must not make a saved answer unreadable).
 */
export const ZAdditionalDetailSchema = z.looseObject({ id: z.number(), account: z.nullable(z.number()) });

export const ZRegistrationStepResponseSchema = z.object({
  step: z.enum(REGISTRATION_STEPS),
  data: z.nullable(z.unknown()),
});
export type TRegistrationStepResponse = z.infer<typeof ZRegistrationStepResponseSchema>;

export const SECONDARY_DOCUMENT_TYPES = [
  { key: 'medicare_card', title: 'Medicare card' },
  { key: 'birth_certificate', title: 'Birth certificate' },
  { key: 'citizenship_certificate', title: 'Citizenship certificate' },
  { key: 'driver_licence', title: 'Driver licence' },
  { key: 'passport', title: 'Passport' },
] as const;
export type TSecondaryDocumentType = (typeof SECONDARY_DOCUMENT_TYPES)[number]['key'];
const zSecondaryDocumentType = z.enum(
  SECONDARY_DOCUMENT_TYPES.map((t) => t.key) as [TSecondaryDocumentType, ...TSecondaryDocumentType[]],
);
export const ZSecondaryDocumentRequestSchema = z.object({
  document_type: zSecondaryDocumentType,
  document_file: z.int().check(z.gte(1)),
});
export type TSecondaryDocumentRequest = z.infer<typeof ZSecondaryDocumentRequestSchema>;
export const ZSecondaryDocumentResponseSchema = z.object({
  detail: z.string(),
  document_type: zSecondaryDocumentType,
  document_file: z.number(),
});
export type TSecondaryDocumentResponse = z.infer<typeof ZSecondaryDocumentResponseSchema>;
export const ZAvailableSecondaryTypesResponseSchema = z.object({
  available_types: z.array(z.object({ key: z.string(), title: z.string() })),
});
export type TAvailableSecondaryTypesResponse = z.infer<typeof ZAvailableSecondaryTypesResponseSchema>;

/** Texts of the details screens the spec leaves unworded (ours). */
export const detailsTexts = {
  // The change-address flow (spec 000's /account/change-address/) once the address is saved.
  addressChanged: 'Your address has been changed.',
} as const;
