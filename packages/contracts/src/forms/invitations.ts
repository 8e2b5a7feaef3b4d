// Form schemas of the invitation screens (spec 001 sections 2 and 5): the terms gate per product, the
// 12-digit invitation code, sign-up (primary) and set-password (secondary). The server checks the same
// schemas, so a screen and its call never disagree.
import * as z from 'zod/mini';
import { INVITATION_CODE_LENGTH, onboardingTexts, type TProductLine } from '../api/onboarding.ts';
import { zCurrentPassword, zEmail, zMobile, zName } from '../fields.ts';
import { messages } from '../messages.ts';
import { zPassword } from '../password.ts';
import { checkFieldsMatch, evenWithFieldErrors, ruleCheck } from '../rules.ts';

/** Texts of the invitation screens the spec names a rule for but gives no wording (ours). */
export const invitationMessages = {
  mustAgree: 'Please tick to confirm',
  passwordChecklist: 'Your password must meet every rule of the checklist',
  termsFirst: 'Please accept the terms of the invitation first.',
  codeFirst: 'Please enter the invitation code first.',
  signUpFirst: 'Please sign up first.',
  confirmPhoneFirst: 'Please confirm your mobile number first.',
  signInFirst: 'Please sign in with the invited e-mail first.',
  tooManyCodeAttempts:
    'Too many incorrect codes. This invitation is locked: please ask the person who invited you to send it again.',
  codeNotValid: 'The invitation code is not valid.',
  emailMismatch: 'Please use the e-mail address the invitation was sent to.',
  otherUserSignedIn: 'This invitation was sent to another e-mail address. Please sign out and open it again.',
  phoneCodeSent: 'A new verification code has been sent to your phone.',
  reviewFirst: 'Please review the application and continue first.',
  setPasswordFirst: 'Please set your password first.',
  alreadyRegistered: 'This person has already registered and cannot be re-invited.',
  alreadyAccepted: 'This invitation has already been accepted.',
  signUpNotAllowed: (adminEmail: string) =>
    `Sign-up is not available for this invitation. Please contact an administrator at ${adminEmail}.`,
} as const;

/** The terms gate of each product line (spec section 2): the boxes and their wording. */
export const TERMS_BY_PRODUCT: Record<TProductLine, ReadonlyArray<{ name: TTermsField; label: string }>> = {
  icf: [
    { name: 'over_18_years_old', label: 'I am over 18 years old and an Australian resident' },
    {
      name: 'not_tax_resident_of_usa',
      label: 'I am not a tax resident of the United States or Canada',
    },
  ],
  ipm: [
    { name: 'over_18_years_old', label: 'I am over 18 years old and an Australian resident' },
    {
      name: 'investment_sum_confirmation',
      label: 'I confirm that I intend to invest a value of at least $500,000',
    },
  ],
  viv: [
    { name: 'over_18_years_old', label: 'I am over 18 years old and an Australian resident' },
    {
      name: 'investment_sum_confirmation',
      label: 'I confirm that I intend to invest a value of at least $500,000',
    },
  ],
};

export const TERMS_FIELDS = [
  'over_18_years_old',
  'not_tax_resident_of_usa',
  'investment_sum_confirmation',
] as const;
export type TTermsField = (typeof TERMS_FIELDS)[number];

const zTicked = z
  .boolean({ error: invitationMessages.mustAgree })
  .check(z.refine((v) => v === true, { error: invitationMessages.mustAgree }));
const zOptionalFlag = z.optional(z.boolean());

/** The terms gate: every box of the product must be ticked; boxes of other products are ignored. */
export const zTermsForm = (product: TProductLine) =>
  z.object(
    Object.fromEntries(
      TERMS_FIELDS.map((name) => [
        name,
        TERMS_BY_PRODUCT[product].some((term) => term.name === name) ? zTicked : zOptionalFlag,
      ]),
    ) as Record<TTermsField, typeof zTicked | typeof zOptionalFlag>,
  );
export type TTermsForm = Partial<Record<TTermsField, boolean>>;

/** The invitation code: exactly 12 digits, 'Code format is not valid' otherwise (spec section 5). */
export const zInvitationCode = z.string({ error: messages.required }).check(
  z.trim(),
  z.superRefine(
    ruleCheck([
      { test: (v: string) => v.length > 0, message: messages.required },
      {
        test: (v: string) => new RegExp(`^\\d{${INVITATION_CODE_LENGTH}}$`).test(v),
        message: onboardingTexts.codeFormatNotValid,
      },
    ]),
  ),
);
export const zInvitationCodeForm = z.object({ code: zInvitationCode });
export type TInvitationCodeForm = z.infer<typeof zInvitationCodeForm>;

const signUpShape = {
  email: zEmail(),
  password1: zPassword,
  password2: zCurrentPassword,
  phone_number: zMobile('Phone number'),
  password_check_list: z
    .boolean({ error: invitationMessages.passwordChecklist })
    .check(z.refine((v) => v === true, { error: invitationMessages.passwordChecklist })),
  agreement_terms_and_policy: zTicked,
  marketing_opt_out: z.optional(z.boolean()),
};

/** Sign-up from a primary invitation and the secondary user's set-password form (spec section 2). */
export const zSignUpForm = z
  .object(signUpShape)
  .check(
    z.superRefine(
      checkFieldsMatch('password1', 'password2', messages.passwordsDoNotMatch),
      evenWithFieldErrors,
    ),
  );
export type TSignUpForm = z.infer<typeof zSignUpForm>;

/**
 * Sign-up of a person an investor invited to view accounts (issue 20, part 4): the sign-up form's rules
 * and messages, with the name the investor will see, as the invitation names no one.
 */
export const zViewerSignUpForm = z
  .object({ ...signUpShape, first_name: zName(150), last_name: zName(150) })
  .check(
    z.superRefine(
      checkFieldsMatch('password1', 'password2', messages.passwordsDoNotMatch),
      evenWithFieldErrors,
    ),
  );
export type TViewerSignUpForm = z.infer<typeof zViewerSignUpForm>;
