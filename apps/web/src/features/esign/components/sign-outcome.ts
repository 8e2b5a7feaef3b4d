// What the signing callback page shows for an event and the request's state (spec section 4, signing
// outcomes; the full table is in docs/decisions.md, "Signing outcome pages").
import type { TChangeRequest } from '@portal/contracts/api/change-requests';
import { esignTexts, type TSigningEvent } from '@portal/contracts/api/esign';
import { ipsTexts } from '@portal/contracts/api/ips';
import { onboardingTexts } from '@portal/contracts/api/onboarding';

export type TSignOutcome =
  /** A page of its own: Ok leads to the account; Back to account (and Sign now) while the member has still to sign. */
  | {
      show: 'page';
      heading: string;
      lines: string[];
      /** The member has not signed: a refusal of the server is worth showing, and they may sign now. */
      unsigned: boolean;
      signNow: boolean;
    }
  /** The member's own decision to decline, asked before anything is sent. */
  | { show: 'confirmDecline'; heading: string; lines: string[] }
  /** Nothing is left to say here: the account shows where the request stands. */
  | { show: 'account' };

type TKindGroup = 'application' | 'bank_account' | 'ips' | 'other';
const kindGroupOf = (kind: string): TKindGroup =>
  kind === 'application' || kind === 'ips'
    ? kind
    : kind.startsWith('bank_account_')
      ? 'bank_account'
      : 'other';

const DECLINE_CONFIRM_PRIMARY: Record<TKindGroup, string> = {
  application: esignTexts.declineConfirmPrimary,
  bank_account: esignTexts.declineConfirmPrimaryBankChange,
  ips: esignTexts.declineConfirmPrimaryIps,
  other: esignTexts.declineConfirmPrimaryChange,
};
const DECLINED_PRIMARY: Record<TKindGroup, string> = {
  application: esignTexts.declinedPrimary,
  bank_account: esignTexts.declinedPrimaryBankChange,
  ips: esignTexts.declinedPrimaryIps,
  other: esignTexts.declinedPrimaryChange,
};
const DECLINED_HEADING: Record<TKindGroup, string> = {
  application: esignTexts.applicationDeclinedHeading,
  bank_account: esignTexts.bankChangeDeclinedHeading,
  ips: esignTexts.ipsDeclinedHeading,
  other: esignTexts.changeDeclinedHeading,
};
const DECLINED_BY_ANOTHER: Record<Exclude<TKindGroup, 'application'>, string> = {
  bank_account: esignTexts.bankChangeNotMade,
  ips: esignTexts.ipsNotTakingEffect,
  other: esignTexts.changeNotMade,
};

/** The success wording (spec sections 2 and 4): activated, signed, or waiting for the other members. */
export function signedMessages(request: TChangeRequest): string[] {
  if (request.status !== 'approved_by_users') return [esignTexts.willBeActivated];
  // A signed IPS goes to the portfolio manager's review before it is active.
  if (request.kind === 'ips') return [ipsTexts.signedForReview];
  // An application on an account not yet active is set up next; anything else takes effect now.
  if (request.kind === 'application' && request.account.status !== 'active')
    return [esignTexts.applicationSigned, onboardingTexts.processingTime];
  return [esignTexts.changeActivated];
}

const page = (heading: string, lines: string[], unsignedRequest?: TChangeRequest): TSignOutcome => ({
  show: 'page',
  heading,
  lines,
  unsigned: unsignedRequest !== undefined,
  signNow: unsignedRequest?.can_sign ?? false,
});

/** The viewer's own decline: only an application goes back to its primary user for changes. */
const declinedByMe = (request: TChangeRequest) =>
  page(esignTexts.declinedHeading, [
    request.is_primary_user ? DECLINED_PRIMARY[kindGroupOf(request.kind)] : esignTexts.declinedMember,
  ]);

/** Another member's decline, which a late signing_complete reaches. */
const declinedByAnother = (request: TChangeRequest) => {
  const group = kindGroupOf(request.kind);
  const line =
    group !== 'application'
      ? DECLINED_BY_ANOTHER[group]
      : request.is_primary_user
        ? esignTexts.applicationReturnedToYou
        : esignTexts.applicationReturnedToPrimary;
  return page(DECLINED_HEADING[group], [line]);
};

export function outcomeOf(event: TSigningEvent, request: TChangeRequest): TSignOutcome {
  const signed = request.my_status === 'signed';
  if (request.status === 'declined' && request.my_status === 'declined') {
    // The viewer declined (here or on the signing provider's page): the decline and a late
    // signing_complete both tell them so; the other events have nothing to add to the account.
    return event === 'decline' || event === 'signing_complete' ? declinedByMe(request) : { show: 'account' };
  }
  switch (event) {
    case 'signing_complete':
      if (request.status === 'declined') return declinedByAnother(request);
      if (request.status === 'approved_by_users' || signed)
        return page(esignTexts.signedHeading, signedMessages(request));
      if (request.status === 'pending')
        return page(esignTexts.finishLater, [esignTexts.finishLaterText], request);
      return { show: 'account' };
    case 'decline':
      // Only a part still to sign can be declined; anything else is as the account shows it.
      if (request.status !== 'pending' || request.my_status !== 'pending') return { show: 'account' };
      return {
        show: 'confirmDecline',
        heading: esignTexts.declineConfirmHeading,
        lines: [
          request.title,
          request.is_primary_user
            ? DECLINE_CONFIRM_PRIMARY[kindGroupOf(request.kind)]
            : esignTexts.declineConfirmMember,
        ],
      };
    default: {
      // Nothing to finish on a request that is no longer pending: its account shows where it stands.
      if (request.status !== 'pending') return { show: 'account' };
      const timedOut = event === 'session_timeout';
      if (signed)
        return page(timedOut ? esignTexts.sessionTimeOut : esignTexts.signatureRecordedHeading, [
          esignTexts.willBeActivated,
        ]);
      return timedOut
        ? page(esignTexts.sessionTimeOut, [esignTexts.sessionTimeOutText], request)
        : page(esignTexts.finishLater, [esignTexts.finishLaterText], request);
    }
  }
}
