// E-signature (spec 001 sections 2 and 4): the redirecting screen, the signing callback pages and the
// product's own (embedded) signing pages.
import * as z from 'zod/mini';

/** The events the signing provider reports on the callback URL (spec section 4, signing outcomes). */
export const SIGNING_EVENTS = [
  'decline',
  'cancel',
  'signing_complete',
  'ttl_expired',
  'viewing_complete',
  'session_timeout',
] as const;
export type TSigningEvent = (typeof SIGNING_EVENTS)[number];

/**
 * The event of a callback URL. DocuSign reports a few more (exception, fax_pending, id_check_failed,
 * access_code_failed): nothing was signed then, so the signer is offered to finish later, like cancel.
 */
export function signingEventOf(raw: string | null | undefined): TSigningEvent {
  return (SIGNING_EVENTS as readonly string[]).includes(raw ?? '') ? (raw as TSigningEvent) : 'cancel';
}

export const signCallbackPath = (changeRequestId: number, event?: TSigningEvent) =>
  `/change-requests/sign-callback/${changeRequestId}/${event ? `?event=${event}` : ''}`;
export const docusignRedirectPath = (accountId: number, changeRequestId?: number) =>
  `/account/docusign-redirect/${accountId}/${changeRequestId ? `?change_request=${changeRequestId}` : ''}`;

/** The redirecting screen's progress texts (spec section 2), each shown 4 to 6 seconds. */
export const REDIRECT_PROGRESS_TEXTS = [
  'Preparing Documents',
  'Uploading document 1 of 2',
  'Uploading document 2 of 2',
  'Connecting',
] as const;
export const REDIRECT_TEXT_MIN_MS = 4000;
export const REDIRECT_TEXT_MAX_MS = 6000;

export const esignTexts = {
  // spec
  finishLater: 'Finish later',
  sessionTimeOut: 'Session time out',
  willBeActivated: 'Your signature was submitted and will be activated once all members sign.',
  // ours
  signedHeading: 'Thank you for signing',
  applicationSigned: 'Your application has been signed and submitted.',
  changeActivated: 'Your signature was submitted and the change is now active.',
  declinedHeading: 'You have declined to sign',
  declinedPrimary:
    'You have declined to sign. The application has been returned to you for changes. The portfolio manager and other members are informed.',
  declinedMember:
    'You have declined to sign. The primary user, the portfolio manager and other members are informed.',
  // The decline callback asks before it declines (a link never declines by itself).
  declineConfirmHeading: 'Decline to sign?',
  declineConfirmPrimary:
    'If you decline, the application is returned to you for changes, and the portfolio manager and other members are informed.',
  declineConfirmMember:
    'If you decline, the primary user, the portfolio manager and other members are informed.',
  declineConfirmButton: 'Decline to sign',
  // A primary user's decline of a change that is not the application: nothing goes back to them.
  declinedPrimaryBankChange:
    'You have declined to sign. The bank account change has been declined and will not be made. The portfolio manager and other members are informed.',
  declinedPrimaryIps:
    'You have declined to sign. The IPS change has been declined and will not take effect. The portfolio manager and other members are informed.',
  declinedPrimaryChange:
    'You have declined to sign. The change has been declined and will not be made. The portfolio manager and other members are informed.',
  declineConfirmPrimaryBankChange:
    'If you decline, the bank account change will not be made, and the portfolio manager and other members are informed.',
  declineConfirmPrimaryIps:
    'If you decline, the IPS change will not take effect, and the portfolio manager and other members are informed.',
  declineConfirmPrimaryChange:
    'If you decline, the change will not be made, and the portfolio manager and other members are informed.',
  // A request another member declined, reached by a late signing_complete.
  applicationDeclinedHeading: 'The application has been declined',
  bankChangeDeclinedHeading: 'The bank account change has been declined',
  ipsDeclinedHeading: 'The IPS change has been declined',
  changeDeclinedHeading: 'The change has been declined',
  applicationReturnedToYou:
    'Another member declined to sign, so the application has been returned to you for changes.',
  applicationReturnedToPrimary:
    'Another member declined to sign, so the application has been returned to the primary user for changes.',
  bankChangeNotMade: 'Another member declined to sign, so the bank account change will not be made.',
  ipsNotTakingEffect: 'Another member declined to sign, so the IPS change will not take effect.',
  changeNotMade: 'Another member declined to sign, so the change will not be made.',
  // A callback other than signing_complete after the member has signed: nothing is left for them to do.
  signatureRecordedHeading: 'Your signature is recorded',
  // The request could not be read at all.
  outcomeFailedHeading: 'Something went wrong',
  outcomeFailed: 'We could not load this request. Please try again from your account page.',
  finishLaterText:
    'Nothing has been signed yet. You can come back and sign at any time from your account page.',
  sessionTimeOutText:
    'Your signing session has timed out. Please start signing again from your account page.',
  backToAccount: 'Back to account',
  signNow: 'Sign now',
  notPendingRedirect: 'This request is no longer awaiting signatures.',
  redirectFailed: 'We could not prepare your documents. Please try again later.',
  // The embedded signing page.
  signPageHeading: 'Review and sign',
  signPageIntro:
    'Please open and read each document below. To sign them, type your full name and choose Sign. Your name, the time and your IP address are recorded with your signature.',
  // Every document of the envelope is listed; each must have been opened (viewed or downloaded) before
  // Sign is enabled, as DocuSign requires.
  documentsHeading: 'Documents to sign',
  viewDocument: 'View',
  documentOpened: 'Opened',
  documentNotOpened: 'Not opened yet',
  stillToOpen: (names: readonly string[]) =>
    `Open each document before you sign. Still to open: ${names.join(', ')}.`,
  allOpened: 'You have opened every document.',
  documentFailed: 'This document could not be opened. Please try again.',
  signingAs: (name: string) => `Signing as ${name}`,
  typedName: 'Type your full name',
  typedNameMismatch: (name: string) => `Type your full name as it appears on the document: ${name}`,
  sign: 'Sign',
  decline: 'Decline',
  declineConfirm:
    'Decline to sign this document? The other members and the portfolio manager will be informed.',
  downloadDocument: 'Download',
  sessionEndsAt: (time: string) => `This signing session ends at ${time}.`,
  linkUsed: 'This signing link has already been used. Please start signing again from your account page.',
  linkInvalid: 'This signing link is not valid.',
  alreadySigned: 'You have already signed this document.',
  close: 'Close',
} as const;

// --- The embedded signing session: GET /api/esign/sessions/{token}/ ---
// Path parameters as text: a token, position or action that cannot be one reads as a link that does not
// exist (404), checked by the route after the calls of the address are counted.
export const ZSigningSessionPathSchema = z.object({ token: z.string() });
export const ZSigningDocumentPathSchema = z.object({ token: z.string(), position: z.string() });
export const ZSigningActionPathSchema = z.object({ token: z.string(), action: z.string() });
export const ZSigningSessionSchema = z.object({
  title: z.string(),
  signer_name: z.string(),
  documents: z.array(z.object({ position: z.number(), name: z.string() })),
  /** 'sent': to sign; 'completed' or 'declined': only viewing is left. */
  recipient_status: z.enum(['sent', 'completed', 'declined']),
  expires_at: z.string(),
});
export type TSigningSession = z.infer<typeof ZSigningSessionSchema>;

// POST /api/esign/sessions/{token}/sign/ { full_name }; /decline/, /finish-later/, /timeout/, /close/
export const ZSignRequestSchema = z.object({
  full_name: z.string().check(z.trim(), z.minLength(1, 'This field is required'), z.maxLength(200)),
});
export type TSignRequest = z.infer<typeof ZSignRequestSchema>;
/** Where the signer goes next: the callback URL with the event. */
export const ZSigningActionResponseSchema = z.object({
  event: z.enum(SIGNING_EVENTS),
  redirect_url: z.string(),
});
export type TSigningActionResponse = z.infer<typeof ZSigningActionResponseSchema>;
