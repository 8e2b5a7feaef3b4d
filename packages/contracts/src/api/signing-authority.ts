// Signing authority of an account (spec 001 sections 3, 4, 5 and 7): who must sign for the account when
// it has more than one member. Members are the primary user and the account's individuals, trustees and
// directors (not beneficial owners).
import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import { evenWithFieldErrors } from '../rules.ts';

export const SIGNING_AUTHORITY_OPTIONS = [
  'any_applicant_to_sign',
  'all_applicants_to_sign',
  'advanced_settings',
] as const;
export type TSigningAuthorityOption = (typeof SIGNING_AUTHORITY_OPTIONS)[number];

export const ADVANCED_SETTINGS_OPTIONS = ['min_number_of_signatories', 'selected_signatories'] as const;
export type TAdvancedSettingsOption = (typeof ADVANCED_SETTINGS_OPTIONS)[number];

/**
 * The member id of the primary user. The others are the ids of their account_people rows: most of them
 * have no user yet when the authority is set (they are still invited), so user ids cannot name them.
 */
export const PRIMARY_MEMBER_ID = 0;

export const signingAuthorityTexts = {
  // spec
  anyApplicant: 'Any applicant to sign',
  allApplicants: 'All applicants to sign',
  advancedSettings: 'Advanced settings',
  minimumNumber: 'Minimum number of signatures',
  specificMembers: 'Signatures of specific members',
  memberListWarning:
    'If you change the member list, you will need to complete the "Signing authority" step again.',
  contactUs: 'Please contact us should you wish to make changes to your signing authority',
  // ours
  title: 'Signing authority',
  whoSigns: 'Who signs for the account',
  numberOfSignatures: 'Number of signatures',
  numberBetween: (max: number) => `Enter a number from 1 to ${max}`,
  atLeastOneMember: 'Select at least one member',
  notAMember: 'Select members of this account only',
  singleMember: 'Add the other members of the account before setting its signing authority.',
  alreadySet: 'The signing authority is already set: change it instead.',
  you: 'You',
} as const;

export const SIGNING_AUTHORITY_OPTION_LABELS: Record<TSigningAuthorityOption, string> = {
  any_applicant_to_sign: signingAuthorityTexts.anyApplicant,
  all_applicants_to_sign: signingAuthorityTexts.allApplicants,
  advanced_settings: signingAuthorityTexts.advancedSettings,
};
export const ADVANCED_SETTINGS_OPTION_LABELS: Record<TAdvancedSettingsOption, string> = {
  min_number_of_signatories: signingAuthorityTexts.minimumNumber,
  selected_signatories: signingAuthorityTexts.specificMembers,
};

type TSigningFormValues = {
  signing_authority_option?: unknown;
  advanced_settings_option?: unknown;
  min_number_of_signatories?: unknown;
  selected_signatories?: unknown;
};

/**
 * The form of POST and PATCH /api/accounts/{id}/signing-authority/. `memberIds` are the account's members
 * today (the primary user as PRIMARY_MEMBER_ID): the minimum goes up to their count and the selected
 * signatories must be among them. Without them (the route's schema, the API document) only the shape
 * is checked, so the answer about the number names the members' count, known once the account is read.
 */
export const zSigningAuthorityForm = (memberIds?: readonly number[]) =>
  z
    .object({
      signing_authority_option: z.enum(SIGNING_AUTHORITY_OPTIONS, { error: messages.selectOption }),
      advanced_settings_option: z._default(
        z.union([z.literal(''), z.enum(ADVANCED_SETTINGS_OPTIONS)], { error: messages.selectOption }),
        '',
      ),
      min_number_of_signatories: z.optional(z.nullable(z.number({ error: messages.required }))),
      selected_signatories: z._default(z.array(z.number(), { error: messages.required }), []),
    })
    .check(
      z.superRefine((data: TSigningFormValues, ctx) => {
        if (data.signing_authority_option !== 'advanced_settings') return;
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', message, path: [path] });
        if (data.advanced_settings_option === '' || data.advanced_settings_option === undefined)
          issue('advanced_settings_option', messages.selectOption);
        if (data.advanced_settings_option === 'min_number_of_signatories') {
          const n = data.min_number_of_signatories;
          if (n === null || n === undefined) issue('min_number_of_signatories', messages.required);
          else if (
            memberIds &&
            typeof n === 'number' &&
            (!Number.isInteger(n) || n < 1 || n > memberIds.length)
          )
            issue('min_number_of_signatories', signingAuthorityTexts.numberBetween(memberIds.length));
        }
        if (
          data.advanced_settings_option === 'selected_signatories' &&
          Array.isArray(data.selected_signatories)
        ) {
          if (data.selected_signatories.length === 0)
            issue('selected_signatories', signingAuthorityTexts.atLeastOneMember);
          else if (memberIds && data.selected_signatories.some((id) => !memberIds.includes(id as number)))
            issue('selected_signatories', signingAuthorityTexts.notAMember);
        }
      }, evenWithFieldErrors),
    );
export type TSigningAuthorityFormInput = z.input<ReturnType<typeof zSigningAuthorityForm>>;
export const ZSigningAuthorityRequestSchema = zSigningAuthorityForm();
export type TSigningAuthorityRequest = z.infer<typeof ZSigningAuthorityRequestSchema>;

/** The account's signing authority as saved (spec section 3, Signing authority). */
export const ZSigningAuthoritySchema = z.object({
  signing_authority_option: z.enum(SIGNING_AUTHORITY_OPTIONS),
  advanced_settings_option: z.union([z.literal(''), z.enum(ADVANCED_SETTINGS_OPTIONS)]),
  min_number_of_signatories: z.nullable(z.number()),
  /** Member ids (PRIMARY_MEMBER_ID for the primary user, account_people ids for the others). */
  selected_signatories: z.array(z.number()),
  /** The members (besides the primary user) when it was set: another list asks for the step again. */
  member_ids: z.array(z.number()),
  /** The member list is the one the authority was set for. */
  is_up_to_date: z.boolean(),
});
export type TSigningAuthority = z.infer<typeof ZSigningAuthoritySchema>;

export const ZSigningMemberSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  is_primary: z.boolean(),
});
export type TSigningMember = z.infer<typeof ZSigningMemberSchema>;

/** GET answer: the saved authority (null before the first save), the members to choose from, and whether it may change. */
export const ZSigningAuthorityResponseSchema = z.object({
  signing_authority: z.nullable(ZSigningAuthoritySchema),
  members: z.array(ZSigningMemberSchema),
  can_edit: z.boolean(),
});
export type TSigningAuthorityResponse = z.infer<typeof ZSigningAuthorityResponseSchema>;
