// Form schemas of account setup (spec 001 section 5): the account details step of the application
// wizard and the summary's six acknowledgements. Conditional rules are object refinements that put each
// issue on the field the user must fix; the server checks the same schema.
import * as z from 'zod/mini';
import { ACCOUNT_TYPES, type TAccountType, TRUSTEE_TYPES } from '../api/onboarding.ts';
import { zAbn, zAcn, zLooseId, zLooseText, zRequiredString } from '../fields.ts';
import { messages } from '../messages.ts';
import { checkFieldWith, evenWithFieldErrors } from '../rules.ts';

/** Account and bank account names (spec section 9). */
export const ACCOUNT_NAME_MAX = 255;

export const ACCOUNT_FLOW_TYPES = ['new', 'existing'] as const;
export type TAccountFlowType = (typeof ACCOUNT_FLOW_TYPES)[number];

/** Texts of account setup the spec names a rule for but gives no wording (ours). */
export const accountSetupMessages = {
  trusteeConfirm: 'Please confirm that you are a trustee',
  chooseExistingAccount: 'Please choose an account',
  acnNotFound: 'No company with this ACN was found in the company register',
  abnNotFound: 'No organisation with this ABN was found in the business register',
  registerUnavailable: 'The company register cannot be reached at the moment. Please try again later.',
} as const;

/** The types whose name the server fills in: the user's own name, or the fund's name from the ABN. */
export const NAMED_BY_SERVER: readonly TAccountType[] = ['individual', 'smsf'];
export const needsName = (type: TAccountType | null | undefined): boolean =>
  type !== undefined && type !== null && !NAMED_BY_SERVER.includes(type);
export const needsTrustee = (type: TAccountType | null | undefined): boolean =>
  type === 'smsf' || type === 'trust';
/** The ACN is the company's, or the corporate trustee's. */
export const needsAcn = (
  type: TAccountType | null | undefined,
  trustee: string | null | undefined,
): boolean => type === 'company' || (needsTrustee(type) && trustee === 'corporate');

const zAccountName = zRequiredString(ACCOUNT_NAME_MAX);
const zTrusteeName = zRequiredString(ACCOUNT_NAME_MAX);

/** The fields of a new account, accepted loosely and checked by `checkNewAccount` under their conditions. */
const newAccountShape = {
  type: z.nullish(z.enum(ACCOUNT_TYPES, { error: messages.required })),
  name: zLooseText,
  abn: zLooseText,
  acn: zLooseText,
  trustee: z.nullish(z.enum(TRUSTEE_TYPES, { error: messages.required })),
  trustee_name: zLooseText,
  trustee_confirm: z.nullish(z.boolean()),
};

type TNewAccountValues = {
  type?: TAccountType | null;
  name?: string | null;
  abn?: string | null;
  acn?: string | null;
  trustee?: string | null;
  trustee_name?: string | null;
  trustee_confirm?: boolean | null;
};

/** Spec section 5, Account: the rules of a new account by its type and trustee. */
const checkNewAccount = (data: TNewAccountValues, ctx: z.core.$RefinementCtx<unknown>): void => {
  const required = (path: string) =>
    ctx.addIssue({ code: 'custom', message: messages.required, path: [path] });
  if (!data.type) {
    required('type');
    return;
  }
  if (needsName(data.type)) checkFieldWith(ctx, ['name'], zAccountName, data.name);
  if (data.type === 'smsf') checkFieldWith(ctx, ['abn'], zAbn(), data.abn);
  if (needsTrustee(data.type)) {
    if (!data.trustee) required('trustee');
    else if (data.trustee === 'individual' && data.trustee_confirm !== true)
      ctx.addIssue({
        code: 'custom',
        message: accountSetupMessages.trusteeConfirm,
        path: ['trustee_confirm'],
      });
    else if (data.trustee === 'corporate')
      checkFieldWith(ctx, ['trustee_name'], zTrusteeName, data.trustee_name);
  }
  if (needsAcn(data.type, data.trustee)) checkFieldWith(ctx, ['acn'], zAcn(), data.acn);
};

/**
 * The account details step: a new account (type, name, ABN, ACN, trustee) or one of the user's
 * existing accounts. Switching between the two resets the form, so only the chosen flow is checked.
 */
export const zAccountDetailsForm = z
  .object({
    flow_type: z._default(z.enum(ACCOUNT_FLOW_TYPES), 'new'),
    existing_account: zLooseId,
    ...newAccountShape,
  })
  .check(
    z.superRefine((data, ctx) => {
      if (data.flow_type === 'existing') {
        if (
          data.existing_account === null ||
          data.existing_account === undefined ||
          data.existing_account === ''
        )
          ctx.addIssue({
            code: 'custom',
            message: accountSetupMessages.chooseExistingAccount,
            path: ['existing_account'],
          });
        return;
      }
      checkNewAccount(data, ctx);
    }, evenWithFieldErrors),
  );
export type TAccountDetailsForm = z.input<typeof zAccountDetailsForm>;

/** The new-account rules alone (the body of POST /api/accounts/create/ adds its own fields to these). */
export const newAccountFields = newAccountShape;
export const checkNewAccountFields = checkNewAccount;

/** The six acknowledgements of the summary (spec sections 3 and 5): every one must be ticked. */
export const ACKNOWLEDGEMENT_KEYS = [
  'informed_for_providing_valid_info',
  'agree_to_privacy_policy_statement',
  'agree_to_use_electronic_means',
  'consented_to_provide_identity_proofs',
  'agree_to_future_communication',
  'agree_to_info_disclosure',
] as const;
export type TAcknowledgementKey = (typeof ACKNOWLEDGEMENT_KEYS)[number];

const zTicked = z.literal(true, { error: messages.required });
export const zAcknowledgementsForm = z.object({
  informed_for_providing_valid_info: zTicked,
  agree_to_privacy_policy_statement: zTicked,
  agree_to_use_electronic_means: zTicked,
  consented_to_provide_identity_proofs: zTicked,
  agree_to_future_communication: zTicked,
  agree_to_info_disclosure: zTicked,
} satisfies Record<TAcknowledgementKey, z.core.$ZodType>);
export type TAcknowledgementsForm = z.infer<typeof zAcknowledgementsForm>;
