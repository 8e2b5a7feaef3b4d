// Read-only access for an accountant (issue 20, part 4): an investor shares chosen accounts with a person
// by e-mail; that person (a viewer) signs up from the e-mailed link and views the dashboard, documents
// and reports of those accounts only. Calls of the investor's settings page, the invitation and the
// viewer's choice of whose accounts to view.
import * as z from 'zod/mini';
import { zEmail } from '../fields.ts';

export const SHARED_ACCESS_STATUSES = ['invited', 'active', 'expired'] as const;
export type TSharedAccessStatus = (typeof SHARED_ACCESS_STATUSES)[number];

/** Days the e-mailed invitation link works. */
export const SHARED_ACCESS_INVITATION_DAYS = 14;

export const sharedAccessMessages = {
  /** What a viewer is told when a call or a page is not among the shared areas (or access was revoked). */
  readOnly: 'You have read-only access to the accounts shared with you.',
  chooseAccounts: 'Please choose at least one account',
  unknownAccount: 'Please choose only your own active accounts',
  alreadyShared: 'This person already has access or an open invitation. Revoke it first to change it.',
  ownEmail: 'You cannot invite yourself',
  invited: 'Invitation sent',
  revoked: 'Access revoked',
  invitationNotValid: 'This invitation link is not valid any more. Please ask for a new one.',
  signInToAccept:
    'You already have a sign-in with this e-mail. Please sign in, then open this link again to accept.',
  otherUserSignedIn: 'This invitation was sent to another e-mail address. Please sign out and open it again.',
  staffCannotView: 'Staff users cannot accept an invitation to view accounts.',
  accepted: 'You can now view the accounts shared with you.',
  signedUp: 'Your account is ready. Please sign in: we will text a code to your mobile.',
} as const;

export const ZSharedAccountSchema = z.object({ id: z.number(), name: z.string() });
export type TSharedAccount = z.infer<typeof ZSharedAccountSchema>;

/** POST /api/profiles/my/shared-access/: invite a person to view chosen accounts. */
export const ZSharedAccessInviteRequestSchema = z.object({
  email: zEmail(),
  accounts: z
    .array(z.number().check(z.int(), z.positive()))
    .check(
      z.minLength(1, { error: sharedAccessMessages.chooseAccounts }),
      z.maxLength(100, { error: sharedAccessMessages.unknownAccount }),
    ),
});
export type TSharedAccessInviteRequest = z.infer<typeof ZSharedAccessInviteRequestSchema>;

/** One person the investor shares accounts with, as the settings page lists them. */
export const ZSharedAccessGrantSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** The viewer's name once they accepted; null while invited. */
  name: z.nullable(z.string()),
  accounts: z.array(ZSharedAccountSchema),
  status: z.enum(SHARED_ACCESS_STATUSES),
  /** When the invitation was sent, or when it was accepted once active (ISO, UTC). */
  since: z.string(),
});
export type TSharedAccessGrant = z.infer<typeof ZSharedAccessGrantSchema>;
export const ZSharedAccessGrantsResponseSchema = z.array(ZSharedAccessGrantSchema);
export type TSharedAccessGrantsResponse = z.infer<typeof ZSharedAccessGrantsResponseSchema>;

/** GET /api/profiles/my/shared-access/accounts/: the investor's accounts that may be shared. */
export const ZShareableAccountsResponseSchema = z.array(ZSharedAccountSchema);

/** GET /api/profiles/my/viewable-accounts/: whose accounts the signed-in viewer may view. */
export const ZViewableInvestorSchema = z.object({
  investor_id: z.number(),
  investor_name: z.string(),
  accounts: z.array(ZSharedAccountSchema),
});
export type TViewableInvestor = z.infer<typeof ZViewableInvestorSchema>;
export const ZViewableInvestorsResponseSchema = z.array(ZViewableInvestorSchema);
export type TViewableInvestorsResponse = z.infer<typeof ZViewableInvestorsResponseSchema>;

export const ZSharedAccessTokenPathSchema = z.object({ token: z.string() });

/** GET /api/shared-access/invitations/{token}/: what the invitation page shows. */
export const ZViewerInvitationResponseSchema = z.object({
  email: z.string(),
  investor_name: z.string(),
  accounts: z.array(ZSharedAccountSchema),
  /** A user with this e-mail exists: they accept by signing in, not by signing up. */
  existing_user: z.boolean(),
});
export type TViewerInvitation = z.infer<typeof ZViewerInvitationResponseSchema>;

/** Web paths of the feature. */
export const SHARED_ACCESS_PATHS = {
  settings: '/account/shared-access/',
  invitation: (token: string) => `/shared-access/${token}/`,
  picker: '/shared-with-me/',
} as const;

/** The pages a viewer may open while viewing an investor's shared accounts: the shared areas and the picker. */
export const SHARED_VIEW_PAGES: readonly string[] = [
  '/',
  '/documents/',
  '/reports/',
  SHARED_ACCESS_PATHS.picker,
];
