// Where the IPS meets the signing core (modules/change-requests, kind 'ips'), which sends the statement
// for e-signature and reports back. The IPS wizard ends with a draft whose wizard_step is 'done': ready
// to sign. The signing core moves it on with `moveIpsThroughSigning`; nothing else changes an IPS status.
import type { Queryable } from '../../db/client.ts';
import {
  findDraftReadyToSign,
  findIpsInSigning,
  type IpsRow,
  lockIpsInStatus,
  setIpsStatus,
  supersedeActiveIps,
} from './queries.ts';

/** The change request kind that signs an active account's IPS (registered in `ips-change-request.ts`). */
export const IPS_KIND = 'ips';

export type IpsSigningEvent =
  /** The statement was sent for e-signature by `userId`: draft (wizard done) -> awaiting_signature. */
  | 'sent_for_signature'
  /** Every member signed: awaiting_signature -> portfolio_manager_review. */
  | 'signed'
  /** A member declined or the request was cancelled: back to draft, to be changed and sent again. */
  | 'declined'
  /** The portfolio manager approved it: portfolio_manager_review -> active (an earlier active one is superseded). */
  | 'approved'
  /** The portfolio manager returned it (or its application was returned): back to draft. */
  | 'returned';

const FROM: Record<IpsSigningEvent, IpsRow['status']> = {
  sent_for_signature: 'draft',
  signed: 'awaiting_signature',
  declined: 'awaiting_signature',
  approved: 'portfolio_manager_review',
  returned: 'portfolio_manager_review',
};

/** The IPS of an account that is ready to sign (its wizard done, still a draft), or null. */
export async function findIpsReadyToSign(q: Queryable, accountId: number): Promise<{ id: number } | null> {
  return (await findDraftReadyToSign(q, accountId)) ?? null;
}

/**
 * Moves an IPS one step through signing, inside the caller's transaction. Answers false (and changes
 * nothing) when the IPS is not in the status the event starts from, so a repeated event is harmless.
 */
export async function moveIpsThroughSigning(
  q: Queryable,
  ipsId: number,
  event: IpsSigningEvent,
  userId: number | null = null,
): Promise<boolean> {
  const row = await lockIpsInStatus(q, ipsId, FROM[event], event === 'sent_for_signature');
  if (!row) return false;
  if (event === 'sent_for_signature')
    await setIpsStatus(q, ipsId, {
      status: 'awaiting_signature',
      sign_requested_by: userId,
      signRequestedNow: true,
    });
  else if (event === 'signed') await setIpsStatus(q, ipsId, { status: 'portfolio_manager_review' });
  else if (event === 'declined' || event === 'returned')
    await setIpsStatus(q, ipsId, { status: 'draft', sign_requested_by: null, signRequestedNow: false });
  else {
    await supersedeActiveIps(q, row.account_id);
    await setIpsStatus(q, ipsId, { status: 'active' });
  }
  return true;
}

/**
 * The IPS of an application is signed with the application (one envelope): submitting sends the ready
 * IPS for signature, the application's signatures send it to the portfolio manager, and an application
 * that comes back to its applicant (declined, withdrawn or returned by staff) brings its IPS back to draft.
 */
export async function moveApplicationIps(
  q: Queryable,
  accountId: number,
  step: 'submitted' | 'signed' | 'back_to_applicant',
  userId: number | null = null,
): Promise<void> {
  if (step === 'submitted') {
    const ready = await findIpsReadyToSign(q, accountId);
    if (ready) await moveIpsThroughSigning(q, ready.id, 'sent_for_signature', userId);
    return;
  }
  const ongoing = await findIpsInSigning(q, accountId);
  if (!ongoing) return;
  if (step === 'signed') await moveIpsThroughSigning(q, ongoing.id, 'signed');
  else
    await moveIpsThroughSigning(
      q,
      ongoing.id,
      ongoing.status === 'awaiting_signature' ? 'declined' : 'returned',
    );
}
