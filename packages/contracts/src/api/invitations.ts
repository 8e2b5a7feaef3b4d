// Calls of the invitations (spec 001 sections 3, 4 and 7): the invite as the invitation pages read it,
// and the request bodies of each step. Form bodies are the forms' schemas.
import * as z from 'zod/mini';
import { zCode, zEmail, zLooseText, zMobile, zName } from '../fields.ts';
import { TERMS_FIELDS, type TTermsField, zInvitationCodeForm, zSignUpForm } from '../forms/invitations.ts';
import {
  ACCOUNT_TYPES,
  PRIMARY_REGISTRATION_STEPS,
  PRODUCT_LINES,
  SECONDARY_INVITATION_STEPS,
  TRUSTEE_TYPES,
} from './onboarding.ts';

const zUuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

/** Where the invitation stands as a whole; registration_step is the screen. */
export const INVITATION_STATUSES = ['pending', 'activated', 'completed', 'expired', 'revoked'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

export const ZInviteApplicationSchema = z.object({
  name: z.string(),
  product_key: z.enum(PRODUCT_LINES),
  url_address: z.string(),
});

/** The read-only account of the secondary activation review (spec section 2, secondary invitation screen). */
export const ZInviteActivationObjectSchema = z.object({
  account_type: z.enum(ACCOUNT_TYPES),
  account_type_display: z.string(),
  name: z.string(),
  trustee: z.nullable(z.enum(TRUSTEE_TYPES)),
  trustee_display: z.string(),
  trustee_name: z.string(),
  acn: z.string(),
  secondary_users: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      label: z.enum(['Director', 'Trustee', 'Member']),
    }),
  ),
  bank_accounts: z.array(z.object({ name: z.string(), bsb: z.string(), number: z.string() })),
});
export type TInviteActivationObject = z.infer<typeof ZInviteActivationObjectSchema>;

/** The invite (spec section 3, Invite). The code is never answered. */
export const ZInviteResponseSchema = z.object({
  uuid: z.string(),
  type: z.enum(['primary', 'secondary']),
  application: ZInviteApplicationSchema,
  account: z.nullable(z.string()),
  account_id: z.nullable(z.number()),
  primary_user_full_name: z.string(),
  is_fake_creation_case: z.boolean(),
  is_setting_primary_case: z.boolean(),
  email: z.string(),
  phone_number: z.string(),
  registration_step: z.union([z.enum(PRIMARY_REGISTRATION_STEPS), z.enum(SECONDARY_INVITATION_STEPS)]),
  step: z.enum(INVITATION_STATUSES),
  /** Withdrawn: the person it was for was removed from the account (a replaced link is only expired). */
  withdrawn: z.boolean(),
  /** The slug of the application's agreement page (flat pages), or null when there is none. */
  agreement: z.nullable(z.object({ slug: z.string(), title: z.string() })),
  activation_object: z.nullable(ZInviteActivationObjectSchema),
});
export type TInvite = z.infer<typeof ZInviteResponseSchema>;

export const ZInviteOpenedRequestSchema = z.object({ uuid: zUuid });
export const ZActivateInviteRequestSchema = z.intersection(z.object({ uuid: zUuid }), zInvitationCodeForm);
/**
 * The terms ticks. Which must be ticked depends on the invitation's application, so the server checks
 * them with zTermsForm once it has read the invitation (an unknown or out-of-step one answers first).
 */
export const ZAcceptTocRequestSchema = z.object(
  Object.fromEntries(TERMS_FIELDS.map((name) => [name, z.optional(z.unknown())])) as Record<
    TTermsField,
    z.ZodMiniOptional<z.ZodMiniUnknown>
  >,
);
export type TAcceptTocRequest = z.infer<typeof ZAcceptTocRequestSchema>;
export const ZSignUpRequestSchema = zSignUpForm;
export const ZSetPasswordRequestSchema = zSignUpForm;
export const ZInvitePhoneCodeRequestSchema = z.object({
  code: zCode(),
  email: z.optional(zLooseText),
  phone_number: z.optional(zLooseText),
});
export type TInvitePhoneCodeRequest = z.infer<typeof ZInvitePhoneCodeRequestSchema>;
export const ZResendInvitePhoneCodeRequestSchema = z.object({ phone_number: z.optional(zLooseText) });

/** The signed-in user's pending invitations (accounts list shows them first). */
export const ZNewInvitesResponseSchema = z.array(ZInviteResponseSchema);

/** Issues a primary invitation where the outbox provider is on (demo and journeys). */
export const ZDevInvitationRequestSchema = z.object({
  application: z.enum(PRODUCT_LINES),
  email: zEmail(),
  phone_number: zMobile('Phone number'),
  first_name: zName(150),
  last_name: zName(150),
});
export const ZDevInvitationResponseSchema = z.object({ uuid: z.string() });

/** A member of an account the primary user invites again. */
export const ZReinvitePathSchema = z.object({ accountId: z.string(), personId: z.string() });
