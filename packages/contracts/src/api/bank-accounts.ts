// Bank accounts of an investment account (spec 001 sections 3, 5, 7, 8 and 9): the BSB lookup, the
// bank account form and its rules, the bank statement upload, and the options call that says whether
// the password and a two-factor code are needed for a change.
import * as z from 'zod/mini';
import { zBsb, zCurrentPassword, zRequiredString } from '../fields.ts';
import { isDigits } from '../formats.ts';
import { ACCOUNT_NAME_MAX } from '../forms/account-setup.ts';
import { messages } from '../messages.ts';
import { evenWithFieldErrors } from '../rules.ts';

/** Account number: digits only, at most 10 (spec section 9). */
export const BANK_ACCOUNT_NUMBER_MAX_DIGITS = 10;
/** Bank account name: at most 255 characters (spec section 9). */
export const BANK_ACCOUNT_NAME_MAX = ACCOUNT_NAME_MAX;
/** Bank and branch names, as the directory or the user gives them. */
export const BANK_NAME_MAX = 255;
/** The BSB is looked up this long after the last keystroke (spec section 9). */
export const BSB_LOOKUP_DEBOUNCE_MS = 300;

export const bankAccountTexts = {
  // spec
  numberTooLong: `Account Number cannot contain more than ${BANK_ACCOUNT_NUMBER_MAX_DIGITS} digits`,
  addNew: 'Add new bank account',
  // ours: the spec names the rule ("valid BSB") without wording for an unknown institution
  bsbNotValid: messages.isNotValid('BSB'),
  // ours: labels and answers
  title: 'Bank account',
  bsb: 'BSB',
  bank: 'Bank',
  branch: 'Branch',
  number: 'Account number',
  name: 'Account name',
  password: 'Password',
  passwordHint: 'Enter your password to confirm a change to where your money is paid.',
  statement: 'Bank statement',
  statementHint: 'Upload a recent bank statement (or a bank letter) showing the account name and number.',
  uploadStatement: 'Upload bank statement',
  replaceStatement: 'Replace',
  chooseBankAccount: 'Bank account',
  noBankAccounts: 'No bank account added yet.',
  addBankAccount: 'Add bank account',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete bank account',
  deleteQuestion: 'Do you want to delete this bank account? Money can no longer be paid to it.',
  deleted: 'The bank account has been deleted.',
  documentDeleted: 'The bank statement has been deleted.',
  documentInUse: 'This statement belongs to a bank account and cannot be deleted.',
  documentNotFound: 'Please upload the bank statement again.',
  staffCannotChange: 'Staff cannot change bank accounts on behalf of a client.',
  notChangeable: 'The bank accounts of this account can no longer be changed.',
  bankAccountAdded: 'Bank account added',
  bankAccountChanged: 'Bank account changed',
  bankAccountDeleted: 'Bank account deleted',
  changeNotice: (accountName: string) =>
    `The bank details of ${accountName} were changed. If you did not expect this, contact us at once.`,
} as const;

/** Account number: required, digits only, at most 10 digits ('Account Number cannot contain more than 10 digits'). */
export const zBankAccountNumber = zRequiredString().check(
  z.superRefine((value, ctx) => {
    if (!isDigits(value))
      ctx.addIssue({ code: 'custom', message: messages.numbersOnly('Account Number'), input: value });
    else if (value.length > BANK_ACCOUNT_NUMBER_MAX_DIGITS)
      ctx.addIssue({ code: 'custom', message: bankAccountTexts.numberTooLong, input: value });
  }),
);

/** The uploaded bank statement's id (POST .../bank-account-documents/ answers it). */
const zDocumentId = z.custom<number>(
  (value) => typeof value === 'number' && Number.isInteger(value) && value > 0,
  { error: messages.required },
);

export type TBankAccountFormOptions = {
  /** The server's OPTIONS answer: the current password confirms the change. */
  passwordRequired?: boolean;
};

// --- POST /api/accounts/{id}/bank-accounts/, PATCH /api/accounts/{id}/bank-accounts/{bankAccountId}/ ---
export const zBankAccountForm = ({ passwordRequired = false }: TBankAccountFormOptions = {}) =>
  z
    .object({
      bsb: zBsb(),
      bank: zRequiredString(BANK_NAME_MAX),
      branch: zRequiredString(BANK_NAME_MAX),
      number: zBankAccountNumber,
      name: zRequiredString(BANK_ACCOUNT_NAME_MAX),
      document_file: zDocumentId,
      password: z.optional(z.string({ error: messages.required })),
    })
    .check(
      z.superRefine((data, ctx) => {
        if (passwordRequired && !z.safeParse(zCurrentPassword, data.password).success)
          ctx.addIssue({
            code: 'custom',
            message: messages.required,
            path: ['password'],
            input: data.password,
          });
      }, evenWithFieldErrors),
    );
export type TBankAccountForm = z.infer<ReturnType<typeof zBankAccountForm>>;
export type TBankAccountFormInput = z.input<ReturnType<typeof zBankAccountForm>>;

// --- DELETE /api/accounts/{id}/bank-accounts/{bankAccountId}/ ---
export const zDeleteBankAccountForm = ({ passwordRequired = false }: TBankAccountFormOptions = {}) =>
  z.object({ password: passwordRequired ? zCurrentPassword : z.optional(z.string()) });
export type TDeleteBankAccountRequest = z.input<ReturnType<typeof zDeleteBankAccountForm>>;

/** '062000' or '062-000' into six digits. */
export const compactBsb = (value: string): string => value.replace('-', '');

// Path parameters as text: an id that cannot name a row reads as not found (404), checked by the route.
export const ZBsbPathSchema = z.object({ bsb: z.string() });
export const ZBankAccountPathSchema = z.object({ id: z.string(), bankAccountId: z.string() });
export const ZBankAccountDocumentPathSchema = z.object({ id: z.string(), documentId: z.string() });
export const ZBankChangeRequestPathSchema = z.object({ id: z.string(), requestId: z.string() });

// --- GET /api/utils/bsb/{bsb}/ (404 when no institution uses the BSB) ---
export const bsbPath = (bsb: string): string => `/api/utils/bsb/${encodeURIComponent(compactBsb(bsb))}/`;
export const ZBsbDetailsSchema = z.object({
  bsb: z.string(),
  bank: z.string(),
  /** Empty when the directory knows the institution but not this branch. */
  branch_name: z.string(),
  bsb_was_found: z.boolean(),
});
export type TBsbDetails = z.infer<typeof ZBsbDetailsSchema>;

export const bankAccountsPath = (accountId: number): string => `/api/accounts/${accountId}/bank-accounts/`;
export const bankAccountPath = (accountId: number, bankAccountId: number): string =>
  `${bankAccountsPath(accountId)}${bankAccountId}/`;
export const bankAccountDocumentsPath = (accountId: number): string =>
  `/api/accounts/${accountId}/bank-account-documents/`;

export const ZBankAccountDocumentSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  /** Bytes. */
  size: z.number(),
  created: z.string(),
  /** GET it with the session to download the statement (Content-Disposition: attachment). */
  download_url: z.string(),
});
export type TBankAccountDocument = z.infer<typeof ZBankAccountDocumentSchema>;

// --- Bank change requests (spec 001 sections 3, 4 and 6) ---
// On an active account with several members, adding, changing or deleting a bank account is a change
// request the members sign; it is applied once the signatures its signing authority needs are in.

export const BANK_CHANGE_KINDS = ['bank_account_add', 'bank_account_edit', 'bank_account_delete'] as const;
export type TBankChangeKind = (typeof BANK_CHANGE_KINDS)[number];
export const isBankChangeKind = (kind: string): kind is TBankChangeKind =>
  (BANK_CHANGE_KINDS as readonly string[]).includes(kind);

/** The bank account a request adds or changes to (new_data.bank_account). */
export const ZBankChangeValuesSchema = z.object({
  name: z.string(),
  bsb: z.string(),
  number: z.string(),
  bank: z.string(),
  branch: z.string(),
});

export const ZBankChangeRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(BANK_CHANGE_KINDS),
  title: z.string(),
  status: z.enum(['pending', 'approved_by_users', 'declined', 'cancelled']),
  account: z.object({ id: z.number(), name: z.string(), type: z.string(), status: z.string() }),
  /** The bank account it adds (the id it will have), changes or deletes. */
  bank_account_id: z.number(),
  initiator: z.object({ first_name: z.string(), last_name: z.string(), is_current_user: z.boolean() }),
  /** The viewer may sign now: GET /api/change-requests/{id}/sign-url/ (polled) answers their sign URL. */
  can_sign: z.boolean(),
  is_sign_url_available: z.boolean(),
  /** { bank_account_id, bank_account?: the new values, previous?: the values it replaces or removes } */
  new_data: z.object({
    bank_account_id: z.number(),
    bank_account: z.optional(ZBankChangeValuesSchema),
    previous: z.optional(ZBankChangeValuesSchema),
  }),
  is_viewed: z.boolean(),
  /** Every member who signs; staff approvers (is_admin) are hidden by the pages (spec section 6). */
  approvers: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string(),
      is_admin: z.boolean(),
      status: z.enum(['pending', 'signed', 'declined']),
    }),
  ),
  signatures: z.object({ required: z.number(), signed: z.number() }),
  created: z.string(),
});
export type TBankChangeRequest = z.infer<typeof ZBankChangeRequestSchema>;

/** 202 answer of POST/PATCH/DELETE bank account when the members must sign the change. */
export const ZBankChangeOpenedSchema = z.object({
  detail: z.string(),
  change_request: ZBankChangeRequestSchema,
});
export type TBankChangeOpened = z.infer<typeof ZBankChangeOpenedSchema>;

/** POST /api/accounts/{id}/bank-change-requests/{requestId}/cancel/: the request, now cancelled. */
export const ZBankChangeCancelledSchema = z.object({
  detail: z.string(),
  change_request: ZBankChangeRequestSchema,
});
export type TBankChangeCancelled = z.infer<typeof ZBankChangeCancelledSchema>;

/** GET /api/accounts/{id}/bank-change-requests/{requestId}/ and POST .../cancel/ (the initiator's). */
export const bankChangeRequestPath = (accountId: number, requestId: number): string =>
  `/api/accounts/${accountId}/bank-change-requests/${requestId}/`;

/** The page of a bank change request (spec section 2 routes). */
export const bankChangeRequestPagePath = (
  kind: TBankChangeKind,
  accountId: number,
  bankAccountId: number,
  requestId: number,
): string => {
  if (kind === 'bank_account_delete')
    return `/accounts/delete-bank-account/${accountId}/${bankAccountId}/${requestId}`;
  if (kind === 'bank_account_add') return `/accounts/verify-new-bank-account/${accountId}/${bankAccountId}/`;
  return `/accounts/confirm-edit-bank-account/${accountId}/${bankAccountId}/`;
};

/**
 * Spec section 6: the approver list leaves staff approvers out, and shows only with more than one
 * approver on an account that is not an individual's.
 */
export const visibleApprovers = (request: Pick<TBankChangeRequest, 'approvers' | 'account'>) => {
  const members = request.approvers.filter((approver) => !approver.is_admin);
  return members.length > 1 && request.account.type !== 'individual' ? members : [];
};

export const bankChangeTexts = {
  // ours: the spec names the request and its buttons, not the other words
  titles: {
    bank_account_add: (account: string) => `New bank account for ${account}`,
    bank_account_edit: (account: string) => `Change of bank account for ${account}`,
    bank_account_delete: (account: string) => `Removal of bank account for ${account}`,
  },
  opened:
    'Your request was created. The change applies once the members who sign for the account approve it.',
  alreadyPending: 'A change to this bank account is already awaiting signatures.',
  cancelled: 'The request has been cancelled. The bank accounts stay as they were.',
  onlyInitiatorCancels: 'Only the member who made the request can cancel it.',
  notPending: 'This request is no longer awaiting signatures.',
  askedNotice: {
    title: 'A bank account change awaits your signature',
    description: (initiator: string, account: string) =>
      `${initiator} asked to change the bank details of ${account}. Please review the request and confirm or decline it.`,
  },
  // the pages (spec section 6: Submit or Cancel for the initiator, Confirm or Decline for others)
  submit: 'Submit',
  cancel: 'Cancel',
  confirm: 'Confirm',
  decline: 'Decline',
  approvers: 'Approvers',
  requestedBy: (name: string) => `Requested by ${name}`,
  newBankAccount: 'New bank account',
  currentBankAccount: 'Current bank account',
  changedTo: 'Changed to',
  bankAccountToDelete: 'Bank account to delete',
  initiatorHint: 'Submit to sign the request, or cancel it.',
  memberHint: 'Confirm to sign the request, or decline it.',
  alreadySigned: 'You have signed this request. It applies once the other members sign.',
  declineQuestion: 'Do you want to decline this request? The bank accounts stay as they are.',
  approverStatus: { pending: 'Awaiting signature', signed: 'Signed', declined: 'Declined' },
  awaitingSignatures: 'Awaiting signatures',
} as const;

export const ZBankAccountSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  account: z.number(),
  name: z.string(),
  bsb: z.string(),
  number: z.string(),
  bank: z.string(),
  branch: z.string(),
  bsb_was_found: z.boolean(),
  document_file: z.nullable(ZBankAccountDocumentSchema),
  created: z.string(),
  updated: z.string(),
  /**
   * The pending change request on this bank account, when its account's members must sign the change
   * (an active account with several members): removing it, adding it (verify: the bank account is
   * answered from the request until the members approve it) or changing it (new_data holds the change).
   */
  delete_change_request: z.nullable(ZBankChangeRequestSchema),
  verify_change_request: z.nullable(ZBankChangeRequestSchema),
  edit_change_request: z.nullable(ZBankChangeRequestSchema),
});
export type TBankAccount = z.infer<typeof ZBankAccountSchema>;
export const ZBankAccountsResponseSchema = z.array(ZBankAccountSchema);

// --- OPTIONS /api/accounts/{id}/bank-accounts/ ---
export const ZBankAccountOptionsSchema = z.object({
  /** A change must carry the user's current password. */
  is_password_required: z.boolean(),
  can_change: z.boolean(),
  security_schema: z.object({
    /** The product asks a code for bank changes of this account (it is active: money moves). */
    system_2fa_required: z.boolean(),
    /** The user asks a code for protected changes (login two-factor is on). */
    account_2fa_required: z.boolean(),
    /** A code was confirmed on this session in the last minutes: writes go through. */
    confirmed: z.boolean(),
  }),
});
export type TBankAccountOptions = z.infer<typeof ZBankAccountOptionsSchema>;

/** A code must be confirmed before writing. */
export const twoFactorDue = (options: TBankAccountOptions): boolean =>
  (options.security_schema.system_2fa_required || options.security_schema.account_2fa_required) &&
  !options.security_schema.confirmed;
