// Change requests (spec 001 sections 3, 4, 6 and 7): a change to an account that its members approve by
// signing (the account application; bank account changes and the IPS plug in as further kinds).
import * as z from 'zod/mini';

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved_by_users', 'declined', 'cancelled'] as const;
export type TChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const SIGNER_STATUSES = ['pending', 'signed', 'declined'] as const;
export type TSignerStatus = (typeof SIGNER_STATUSES)[number];

const zPerson = z.object({ first_name: z.string(), last_name: z.string() });

// --- GET /api/change-requests/{id}/ (and the answer of confirm, decline and mark-as-viewed) ---
export const ZChangeRequestSchema = z.object({
  id: z.number(),
  /** 'application', 'bank_account_add', 'bank_account_edit', 'bank_account_delete', 'ips', ... */
  kind: z.string(),
  title: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  account: z.object({ id: z.number(), name: z.string(), status: z.string() }),
  initiator: z.extend(zPerson, { is_current_user: z.boolean() }),
  /** The viewer is the account's primary user (the decline page differs for them). */
  is_primary_user: z.boolean(),
  /** The viewer may sign now (spec section 6: signing needs can_sign and is_sign_url_available). */
  can_sign: z.boolean(),
  is_sign_url_available: z.boolean(),
  /** The viewer's own part: null when they are not among its signers. */
  my_status: z.nullable(z.enum(SIGNER_STATUSES)),
  is_viewed: z.boolean(),
  new_data: z.nullable(z.record(z.string(), z.unknown())),
  signatures: z.object({ required: z.number(), signed: z.number() }),
  /** The members who sign, staff approvers left out (spec section 6). */
  approvers: z.array(z.extend(zPerson, { status: z.enum(SIGNER_STATUSES) })),
  created: z.string(),
});
export type TChangeRequest = z.infer<typeof ZChangeRequestSchema>;

// --- GET /api/change-requests/?account= ---
export const ZChangeRequestListQuerySchema = z.object({
  account: z.string().check(z.regex(/^\d{1,9}$/)),
});
export const ZChangeRequestListSchema = z.array(ZChangeRequestSchema);

// --- GET /api/change-requests/{id}/sign-url/ (polled) ---
/**
 * 200 with the URL once the provider's envelope is ready; 202 with sign_url null while the documents
 * are still being prepared (the client polls again).
 */
export const ZSignUrlResponseSchema = z.object({ sign_url: z.nullable(z.string()) });
export type TSignUrlResponse = z.infer<typeof ZSignUrlResponseSchema>;

// --- POST /api/change-requests/{id}/confirm/, /decline/, /mark-as-viewed/ ---
export const ZChangeRequestActionResponseSchema = z.object({
  detail: z.string(),
  change_request: ZChangeRequestSchema,
});
export type TChangeRequestActionResponse = z.infer<typeof ZChangeRequestActionResponseSchema>;

/** Answers of the change request calls (ours: the spec gives no wording for them). */
export const changeRequestTexts = {
  signed: 'Thank you. Your signature has been recorded.',
  declined: 'You have declined this request.',
  viewed: 'The request is marked as viewed.',
  notASigner: 'You are not asked to sign this request.',
  notPending: 'This request is no longer awaiting signatures.',
  alreadySigned: 'You have already signed this request.',
  alreadyDeclined: 'You have already declined this request.',
  notSignedYet: 'The document has not been signed yet. Please open it and sign it first.',
  notRegisteredYet: 'Please complete your registration before signing.',
} as const;

/**
 * The wording of the six acknowledgements of the application (ours: the spec names them without their
 * text). The summary shows them and the signed application PDF repeats them.
 */
export const APPLICATION_ACKNOWLEDGEMENT_TEXTS = {
  informed_for_providing_valid_info:
    'I confirm that the information I have given is true, correct and complete, and I will tell you promptly if it changes.',
  agree_to_privacy_policy_statement:
    'I have read the Privacy Policy and agree to my personal information being collected, used and disclosed as it describes.',
  agree_to_use_electronic_means:
    'I agree to receive documents and to sign this application and its agreements by electronic means.',
  consented_to_provide_identity_proofs:
    'I consent to my identity being verified, and to providing proof of identity on request, as Australian anti-money laundering law requires.',
  agree_to_future_communication:
    'I agree to receive communications about my accounts and investments by e-mail, SMS and through the portal.',
  agree_to_info_disclosure:
    "I authorise the disclosure of my information to the account's custodian, administrators, auditors and regulators as needed to open and operate the account.",
} as const;

/** The application's change request title (the signing page and the envelope subject). */
export const applicationRequestTitle = (accountName: string) => `Account application: ${accountName}`;
