// Form schemas of the personal details screens (spec section 5): address, contact, personal and
// additional details, identity document. Conditional and cross-field rules are object refinements that
// put each issue on the field the user must fix.
import * as z from 'zod/mini';
import { ADDRESS_KEYS, checkAustralianAddress } from '../australian-address.ts';
import { FIELD_LIMITS } from '../constants.ts';
import type { TToday } from '../dates.ts';
import {
  zAbn,
  zBooleanChoice,
  zDateOfBirth,
  zDocumentId,
  zExactDigits,
  zIdList,
  zLooseId,
  zLooseText,
  zMaxLength,
  zName,
  zNotFutureDate,
  zNotPastDate,
  zOptionalDigits,
  zOptionalName,
  zRequiredId,
  zRequiredString,
} from '../fields.ts';
import { messages } from '../messages.ts';
import { checkFieldWith, evenWithFieldErrors } from '../rules.ts';

export const addressShape = {
  address_line_1: zMaxLength(FIELD_LIMITS.addressLine),
  suburb: zMaxLength(FIELD_LIMITS.suburb),
  state: zMaxLength(FIELD_LIMITS.state),
  post_code: zMaxLength(FIELD_LIMITS.postCode),
  country: zRequiredId,
};
/** An Australian address has an Australian state and postcode (australian-address.ts). */
export const australianAddressCheck = z.superRefine(
  checkAustralianAddress(ADDRESS_KEYS),
  evenWithFieldErrors,
);
export const zAddress = z.object(addressShape).check(australianAddressCheck);
export type TAddress = z.infer<typeof zAddress>;

export const CONTACT_CHANNELS = ['phone', 'sms', 'email'] as const;
export const zContactDetailsForm = z
  .object({
    channel: z._default(z.enum(CONTACT_CHANNELS, { error: messages.selectOption }), 'phone'),
    ...addressShape,
  })
  .check(australianAddressCheck);
export type TContactDetailsForm = z.infer<typeof zContactDetailsForm>;

export const zPersonalDetailsForm = z
  .object({
    title: zRequiredId,
    gender: zRequiredId,
    first_name: zName(FIELD_LIMITS.name),
    middle_name: zOptionalName(FIELD_LIMITS.name),
    last_name: zName(FIELD_LIMITS.name),
    preferred_name: zOptionalName(FIELD_LIMITS.preferredName),
    date_of_birth: zDateOfBirth(),
    street_name: zRequiredString(FIELD_LIMITS.streetName),
    street_number: zRequiredString(FIELD_LIMITS.streetNumber),
    ...addressShape,
  })
  .check(australianAddressCheck);
export type TPersonalDetailsForm = z.infer<typeof zPersonalDetailsForm>;

export const IDENTITY_DOCUMENT_TYPES = ['driver_licence', 'passport'] as const;
export type TIdentityDocumentOptions = {
  /** The document on file is verified and the user changed nothing: the DVS consent is not asked again. */
  alreadyVerifiedAndUnchanged?: boolean;
  /** The spec requires a document file "in certain cases"; the caller knows which. */
  documentFileRequired?: boolean;
  today?: TToday;
};

/** The fields of each document type (spec 000 section 3: the passport has its passport_* variants). */
export const IDENTITY_DOCUMENT_FIELDS = {
  driver_licence: {
    id: 'document_id',
    issue: 'issue_date',
    expiry: 'expiry_date',
    file: 'document_file',
    consent: 'consent_access',
  },
  passport: {
    id: 'passport_document_id',
    issue: 'passport_issue_date',
    expiry: 'passport_expiry_date',
    file: 'passport_document_file',
    consent: 'passport_consent_access',
  },
} as const;

/**
 * The document of `document_type` is checked: both types need a document id, an issue date not in the
 * future and an expiry not in the past; a driver licence also needs its state and card number. The other
 * type's fields are accepted loosely (the server keeps what is on file for them), so a user can hold a
 * driver licence and a passport. `document_file` / `passport_document_file` is the id of a file uploaded
 * beforehand.
 */
export const zIdentityDocumentForm = ({
  alreadyVerifiedAndUnchanged = false,
  documentFileRequired = false,
  today,
}: TIdentityDocumentOptions = {}) =>
  z
    .object({
      document_type: z.enum(IDENTITY_DOCUMENT_TYPES, { error: messages.required }),
      document_id: zLooseText,
      document_state: zLooseText,
      card_number: zLooseText,
      issue_date: zLooseText,
      expiry_date: zLooseText,
      document_file: zLooseId,
      consent_access: z.nullish(z.boolean()),
      passport_document_id: zLooseText,
      passport_issue_date: zLooseText,
      passport_expiry_date: zLooseText,
      passport_document_file: zLooseId,
      passport_consent_access: z.nullish(z.boolean()),
    })
    .check(
      z.superRefine((data, ctx) => {
        const fields = IDENTITY_DOCUMENT_FIELDS[data.document_type];
        if (!fields) return;
        checkFieldWith(ctx, [fields.id], zDocumentId, data[fields.id]);
        checkFieldWith(ctx, [fields.issue], zNotFutureDate({ today }), data[fields.issue]);
        checkFieldWith(ctx, [fields.expiry], zNotPastDate({ today }), data[fields.expiry]);
        if (data.document_type === 'driver_licence') {
          checkFieldWith(ctx, ['document_state'], zRequiredString(FIELD_LIMITS.state), data.document_state);
          checkFieldWith(ctx, ['card_number'], zRequiredString(FIELD_LIMITS.cardNumber), data.card_number);
        }
        if (documentFileRequired) checkFieldWith(ctx, [fields.file], zRequiredId, data[fields.file]);
        if (!alreadyVerifiedAndUnchanged && data[fields.consent] !== true) {
          ctx.addIssue({ code: 'custom', message: messages.required, path: [fields.consent] });
        }
      }, evenWithFieldErrors),
    );
export type TIdentityDocumentForm = z.infer<ReturnType<typeof zIdentityDocumentForm>>;

const soleTraderText = zRequiredString(FIELD_LIMITS.soleTraderText);
const soleTraderPostCode = zOptionalDigits('Postcode', FIELD_LIMITS.soleTraderPostCode);
const soleTraderState = zRequiredString(FIELD_LIMITS.state);

// Sole-trader fields are accepted loosely, then checked with `soleTraderRules` when is_sole_trader is true.
const soleTraderShape = {
  business_name: zLooseText,
  business_activity: zLooseText,
  abn: zLooseText,
  office_address_line_1: zLooseText,
  office_address_suburb: zLooseText,
  office_address_state: zLooseText,
  office_address_post_code: zLooseText,
  office_address_country: zLooseId,
  principal_place_address_line_1: zLooseText,
  principal_place_suburb: zLooseText,
  principal_place_state: zLooseText,
  principal_place_post_code: zLooseText,
  principal_place_country: zLooseId,
};
type TSoleTraderField = keyof typeof soleTraderShape;

const soleTraderRules = {
  business_name: soleTraderText,
  business_activity: soleTraderText,
  abn: zAbn(),
  office_address_line_1: soleTraderText,
  office_address_suburb: soleTraderText,
  office_address_state: soleTraderState,
  office_address_post_code: soleTraderPostCode,
  office_address_country: zRequiredId,
  principal_place_address_line_1: soleTraderText,
  principal_place_suburb: soleTraderText,
  principal_place_state: soleTraderState,
  principal_place_post_code: soleTraderPostCode,
  principal_place_country: zRequiredId,
} satisfies Record<TSoleTraderField, z.core.$ZodType>;

export const zAdditionalDetailsForm = z
  .object({
    occupation: zRequiredString(FIELD_LIMITS.occupation),
    country_of_citizenship: zIdList(),
    is_sole_trader: zBooleanChoice,
    ...soleTraderShape,
    // The spec gives no rules for the postal address; accepted within the address limits.
    postal_address_line_1: zMaxLength(FIELD_LIMITS.addressLine),
    postal_address_suburb: zMaxLength(FIELD_LIMITS.suburb),
    postal_address_state: zMaxLength(FIELD_LIMITS.state),
    postal_address_post_code: zMaxLength(FIELD_LIMITS.postCode),
    postal_address_country: zLooseId,
    non_australian_resident: zBooleanChoice,
    non_australian_resident_country: z.nullish(z.array(z.union([z.number(), z.string()]))),
    non_australian_tax_resident: zBooleanChoice,
    non_australian_tax_resident_country: zLooseId,
    non_australian_tax_identification_number: zLooseText,
    preferred_language: z._default(z.string(), 'en'),
    is_translator_required: z.nullish(z.boolean()),
  })
  .check(
    z.superRefine((data, ctx) => {
      if (data.is_sole_trader === true) {
        for (const key of Object.keys(soleTraderRules) as TSoleTraderField[]) {
          checkFieldWith(ctx, [key], soleTraderRules[key], data[key]);
        }
      }
      if (data.non_australian_resident === true) {
        checkFieldWith(
          ctx,
          ['non_australian_resident_country'],
          zIdList(),
          data.non_australian_resident_country,
        );
      }
      if (data.non_australian_tax_resident === true) {
        checkFieldWith(
          ctx,
          ['non_australian_tax_resident_country'],
          zRequiredId,
          data.non_australian_tax_resident_country,
        );
        checkFieldWith(
          ctx,
          ['non_australian_tax_identification_number'],
          zExactDigits('Tax identification number', FIELD_LIMITS.taxIdentificationNumber),
          data.non_australian_tax_identification_number,
        );
      }
    }, evenWithFieldErrors),
    z.superRefine(
      checkAustralianAddress({
        country: 'postal_address_country',
        state: 'postal_address_state',
        post_code: 'postal_address_post_code',
      }),
      evenWithFieldErrors,
    ),
    z.superRefine((data, ctx) => {
      if (data.is_sole_trader !== true) return;
      checkAustralianAddress({
        country: 'office_address_country',
        state: 'office_address_state',
        post_code: 'office_address_post_code',
      })(data, ctx);
      checkAustralianAddress({
        country: 'principal_place_country',
        state: 'principal_place_state',
        post_code: 'principal_place_post_code',
      })(data, ctx);
    }, evenWithFieldErrors),
  );
export type TAdditionalDetailsForm = z.infer<typeof zAdditionalDetailsForm>;
