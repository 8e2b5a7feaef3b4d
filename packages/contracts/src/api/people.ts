// The people of an application (spec 001 sections 3, 5 and 7): additional individuals (joint holders) and
// individual trustees, a company's or corporate trustee's directors, and beneficial owners, controllers
// and decision makers. Each person is invited to the application as a secondary user.
import * as z from 'zod/mini';
import { FIELD_LIMITS } from '../constants.ts';
import { zEmail, zMobile, zName, zRequiredId } from '../fields.ts';
import { messages } from '../messages.ts';
import { evenWithFieldErrors } from '../rules.ts';
import {
  type ACCOUNT_STATUS_DISPLAY,
  type BENEFICIAL_ROLES,
  CONTACT_ROLE_ID,
  DEFAULT_BENEFICIAL_ROLE_ID,
  type TAccountType,
  type TTrusteeType,
} from './onboarding.ts';

/**
 * How many people besides the primary user a list may hold (the spec leaves it open; docs/decisions.md,
 * people): up to four joint holders in all, an SMSF's six members as trustees (the trust keeps the same
 * number), the directors and the owners an application names in practice.
 */
export const PEOPLE_LIMITS = {
  jointHolders: 3,
  trustees: 5,
  directors: 10,
  beneficialOwners: 10,
} as const;

/** The list of additional individuals an account takes: joint holders or individual trustees. */
export const individualsListKind = (
  accountType: TAccountType,
  trusteeType: TTrusteeType | null,
): 'joint' | 'trustees' | null => {
  if (accountType === 'joint') return 'joint';
  if ((accountType === 'trust' || accountType === 'smsf') && trusteeType === 'individual') return 'trustees';
  return null;
};

export const maxIndividuals = (kind: 'joint' | 'trustees'): number =>
  kind === 'joint' ? PEOPLE_LIMITS.jointHolders : PEOPLE_LIMITS.trustees;

/** Texts of the people forms: "spec" verbatim from the spec, "ours" where it gives no wording. */
export const peopleTexts = {
  // spec
  mayAddMore: (n: number) => `You may add ${n} more Individual(s)/Trustee(s)`,
  limitReached: 'You have achieved to limits of Individuals/Trustees',
  addIndividual: 'Add individual',
  remove: 'Remove',
  resendInvite: 'Resend invite',
  confirmRemovePerson: 'Confirm that you want to remove this person',
  possibleDuplicate: 'This may be a duplicate. Please remove if it is not required.',
  setUpDirectors: 'Set up directors',
  additionalTrustees: 'Additional trustees',
  // ours
  removeWarning:
    'This action cannot be reverted. Your application may be delayed if the directors do not match the company register.',
  duplicatesUser: (name: string) =>
    `${name} may duplicate you: you are already part of this application. Please remove the person if they are not required.`,
  emailUsedTwice: 'This email is already used by another person in this application.',
  emailIsPrimary: 'This is your own email: you are already part of this application.',
  atLeastOneIndividual: 'Add at least one individual',
  atLeastOneUser: 'Add at least one person',
  tooMany: (n: number) => `No more than ${n} people may be added`,
  roleOfKind: 'Choose one of the roles offered',
  notEditable: 'The application has been submitted: its people can no longer be changed.',
  notForAccount: 'This account does not take this list of people.',
  registerLocked: (field: string) => `${field} comes from the company register and cannot be changed`,
  primaryUserRole: 'Your role',
  additionalDirectors: 'Additional directors',
  addDirector: 'Add director',
  addBeneficialOwner: 'Add beneficial owner',
  skip: 'Skip',
  beneficialOwnersTitle: 'Additional beneficial owners',
  firstName: 'First name',
  lastName: 'Last name',
  mobilePhone: 'Mobile phone',
  email: 'Email',
  role: 'Role',
  removeConfirm: 'Remove',
  cancel: 'Cancel',
} as const;

/**
 * The beneficial roles as the form offers them, with the 25% or greater threshold of ownership or
 * control (spec section 6; the wording follows the AML/CTF Rules' definition of a beneficial owner).
 */
export const BENEFICIAL_ROLE_OPTIONS: ReadonlyArray<{
  key: (typeof BENEFICIAL_ROLES)[number];
  id: number;
  label: string;
  description: string;
}> = [
  {
    key: 'beneficial_owner',
    id: DEFAULT_BENEFICIAL_ROLE_ID,
    label: 'Beneficial owner',
    description: 'Owns, directly or indirectly, 25% or greater of the company or trust.',
  },
  {
    key: 'controller',
    id: 10,
    label: 'Controller',
    description:
      'Controls 25% or greater of the company or trust, directly or indirectly, for example through voting rights or the power to appoint directors or trustees.',
  },
  {
    key: 'decision_maker',
    id: 11,
    label: 'Decision maker',
    description:
      'Makes, or can make, decisions about the financial and operating policies of the company or trust, for example as its senior managing official.',
  },
];

// --- One person of a list ---
/** Australian mobile with the spaces people type ('0412 345 678') taken out first (spec section 5). */
export const zPersonPhone = (label: string = peopleTexts.mobilePhone) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value)),
    zMobile(label),
  );

const personFields = {
  /** An existing person of the list (bulk update); absent for a new one. */
  id: z.optional(z.nullable(z.number())),
  first_name: zName(FIELD_LIMITS.name),
  last_name: zName(FIELD_LIMITS.name),
  email: zEmail(),
  phone_number: zPersonPhone(),
};

export const zPersonForm = z.object({ ...personFields, role: z._default(zRequiredId, CONTACT_ROLE_ID) });
export type TPersonForm = z.input<typeof zPersonForm>;
export type TPerson = z.output<typeof zPersonForm>;

/** The same e-mail twice in one list: each later one gets the field error (the first stays). */
const checkEmailsOnce = (
  users: ReadonlyArray<{ email?: unknown }>,
  ctx: z.core.$RefinementCtx<unknown>,
  path: readonly PropertyKey[],
) => {
  const seen = new Set<string>();
  users.forEach((user, index) => {
    if (typeof user?.email !== 'string' || user.email.trim() === '') return;
    const key = user.email.trim().toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', message: peopleTexts.emailUsedTwice, path: [...path, index, 'email'] });
    seen.add(key);
  });
};

/** A list's size (at least `min`, at most `max` people) and its e-mails (each once). */
const checkPeopleList = (
  users: ReadonlyArray<{ email?: unknown }> | undefined,
  ctx: z.core.$RefinementCtx<unknown>,
  path: readonly PropertyKey[],
  { min, max, minMessage }: { min: number; max: number; minMessage: string },
) => {
  // Not a list at all: the field's own error says so (refinements run even then).
  if (!Array.isArray(users)) return;
  if (users.length < min) ctx.addIssue({ code: 'custom', message: minMessage, path: [...path] });
  if (users.length > max)
    ctx.addIssue({ code: 'custom', message: peopleTexts.tooMany(max), path: [...path] });
  checkEmailsOnce(users, ctx, path);
};

const zPeopleList = (max: number) =>
  z
    .array(zPersonForm, { error: messages.required })
    .check(
      z.superRefine((users, ctx) =>
        checkPeopleList(users, ctx, [], { min: 1, max, minMessage: peopleTexts.atLeastOneIndividual }),
      ),
    );

// --- GET/POST/PUT /api/accounts/{id}/secondary-users/ ---
/**
 * Additional individuals or trustees. POST adds the people listed; PUT replaces the list (people with an
 * id are kept and updated, new ones added, the others removed). For a trust or SMSF with an individual
 * trustee `has_additional_trustees` comes with the list, and the list is checked only when it is true.
 */
export const zIndividualsForm = (max: number = PEOPLE_LIMITS.trustees) =>
  z.pipe(
    z.object({
      has_additional_trustees: z.optional(z.nullable(z.boolean({ error: messages.selectOption }))),
      users: z.array(z.unknown(), { error: messages.required }),
    }),
    z.transform((data, ctx) => {
      if (data.has_additional_trustees === false) return { has_additional_trustees: false, users: [] };
      const result = z.safeParse(zPeopleList(max), data.users);
      if (result.success)
        return { has_additional_trustees: data.has_additional_trustees ?? null, users: result.data };
      for (const issue of result.error.issues)
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          path: ['users', ...issue.path],
          input: data.users,
        });
      return z.NEVER;
    }),
  );
export type TIndividualsFormInput = {
  has_additional_trustees?: boolean | null;
  users: TPersonForm[];
};
export const ZSecondaryUsersRequestSchema = zIndividualsForm();
export type TSecondaryUsersRequest = z.input<typeof ZSecondaryUsersRequestSchema>;

export const VERIFICATION_STATUSES = ['invited', 'registered', 'verified', 'not_verified'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_DISPLAY: Record<
  TVerificationStatus,
  {
    display_name: string;
    style: (typeof ACCOUNT_STATUS_DISPLAY)[keyof typeof ACCOUNT_STATUS_DISPLAY]['style'];
  }
> = {
  invited: { display_name: 'Invited', style: 'info' },
  registered: { display_name: 'Registered', style: 'info' },
  verified: { display_name: 'Verified', style: 'success' },
  not_verified: { display_name: 'Not verified', style: 'error' },
};

export const EDITABLE_PERSON_FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'role'] as const;
export type TEditablePersonField = (typeof EDITABLE_PERSON_FIELDS)[number];

const zStatusDisplay = z.object({
  display_name: z.string(),
  style: z.enum(['success', 'warning', 'info', 'default', 'error']),
});
const zPersonRole = z.object({ id: z.number(), key: z.string(), title: z.string() });

/** What the people lists share: the person, their role and their invitation's state. */
const zPersonView = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  role: zPersonRole,
  verification_status: z.enum(VERIFICATION_STATUSES),
  status_display: zStatusDisplay,
  /** The viewer is the primary user and the person has not registered yet. */
  can_resend_invite: z.boolean(),
  /** The name matches the primary user's or another person's of the account. */
  is_possible_duplicate: z.boolean(),
});

/** A person of the account as its members see them (spec section 3, Secondary user). */
export const ZSecondaryUserSchema = z.extend(zPersonView, {
  is_removable_from_account: z.boolean(),
  has_individual_tax: z.boolean(),
  /** The company register's director this person was filled in from (directors only). */
  acn_uuid: z.nullable(z.string()),
  list_of_editable_fields: z.array(z.enum(EDITABLE_PERSON_FIELDS)),
});
export type TSecondaryUser = z.infer<typeof ZSecondaryUserSchema>;
export const ZSecondaryUsersResponseSchema = z.array(ZSecondaryUserSchema);

/** The account and one of its people, as text: an id that cannot name a row answers 404 (see path.ts). */
export const ZPersonPathSchema = z.object({ id: z.string(), personId: z.string() });

// --- PATCH /api/accounts/{id}/directors/ ---
/** The primary user's role and the additional directors (a company or a corporate trustee). */
export const zDirectorsForm = z
  .object({
    primary_user_role: zRequiredId,
    directors: z.array(z.object({ ...personFields, role: zRequiredId }), { error: messages.required }),
  })
  .check(
    z.superRefine(
      (data, ctx) =>
        checkPeopleList(data.directors, ctx, ['directors'], {
          min: 0,
          max: PEOPLE_LIMITS.directors,
          minMessage: '',
        }),
      evenWithFieldErrors,
    ),
  );
export type TDirectorsFormInput = z.input<typeof zDirectorsForm>;
export type TDirectorsForm = z.output<typeof zDirectorsForm>;
export const ZDirectorsRequestSchema = zDirectorsForm;
export type TDirectorsRequest = z.input<typeof ZDirectorsRequestSchema>;
export const ZDirectorsResponseSchema = z.object({
  primary_user_role: z.nullable(zPersonRole),
  directors: ZSecondaryUsersResponseSchema,
});
export type TDirectorsResponse = z.infer<typeof ZDirectorsResponseSchema>;

// --- GET/POST/PUT /api/accounts/{id}/beneficial-owners/ ---
export const zBeneficialOwnersForm = z
  .object({
    users: z.array(z.object({ ...personFields, role: z._default(zRequiredId, DEFAULT_BENEFICIAL_ROLE_ID) }), {
      error: messages.required,
    }),
  })
  .check(
    z.superRefine(
      (data, ctx) =>
        checkPeopleList(data.users, ctx, ['users'], {
          min: 1,
          max: PEOPLE_LIMITS.beneficialOwners,
          minMessage: peopleTexts.atLeastOneUser,
        }),
      evenWithFieldErrors,
    ),
  );
export type TBeneficialOwnersFormInput = z.input<typeof zBeneficialOwnersForm>;
export type TBeneficialOwnersForm = z.output<typeof zBeneficialOwnersForm>;
export const ZBeneficialOwnersRequestSchema = zBeneficialOwnersForm;
export type TBeneficialOwnersRequest = z.input<typeof ZBeneficialOwnersRequestSchema>;

/** A beneficial owner, controller or decision maker (spec section 3, Beneficial owner user). */
export const ZBeneficialOwnerSchema = zPersonView;
export type TBeneficialOwner = z.infer<typeof ZBeneficialOwnerSchema>;
export const ZBeneficialOwnersResponseSchema = z.array(ZBeneficialOwnerSchema);
