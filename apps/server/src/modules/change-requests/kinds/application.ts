// The 'application' kind: the account application, signed by the members its signing authority names.
// When the required signatures are in and every member has accepted (a signature is an acceptance) the
// account awaits activation; a decline sends the application back to the primary user.
import { accountSetupTexts } from '@portal/contracts/api/account-setup';
import {
  APPLICATION_ACKNOWLEDGEMENT_TEXTS,
  applicationRequestTitle,
} from '@portal/contracts/api/change-requests';
import type { Queryable } from '../../../db/client.ts';
import {
  accountDetail,
  findUserBasics,
  listMemberPeople,
  loadEngineFacts,
  moveStatus,
} from '../../account-setup/service.ts';
import { unfilledFieldsOf } from '../../account-setup/unfilled-fields.ts';
import { IPS_DOCUMENT_NAME, ipsDocumentTitle, loadIpsContent, renderIpsPdf } from '../../ips/ips-document.ts';
import { moveApplicationIps } from '../../ips/signing.ts';
import { createNotification } from '../../notifications/service.ts';
import {
  findAcknowledgements,
  findFinishedIpsOfApplication,
  listSigners,
  recordPersonDecision,
} from '../queries.ts';
import { registerChangeRequestKind } from '../registry.ts';
import { APPLICATION_KIND } from './application-kind.ts';
import { renderApplicationPdf } from './application-pdf.ts';

const SIGNED_NOTICE = {
  title: 'Your application has been signed',
  description: (account: string, allAccepted: boolean) =>
    `The application for ${account} has been signed by the members who sign for the account. ${
      allAccepted ? 'It is now awaiting activation.' : 'It now awaits the review of the other members.'
    }`,
};

async function acknowledgementsOf(q: Queryable, accountId: number): Promise<string[]> {
  const given = (await findAcknowledgements(q, accountId)) ?? {};
  return Object.entries(APPLICATION_ACKNOWLEDGEMENT_TEXTS)
    .filter(([key]) => given[key] === true)
    .map(([, text]) => text);
}

/** Member decisions on the secondary summary follow their signature (a signature is an acceptance). */
async function recordMemberDecision(
  q: Queryable,
  personId: number | null,
  decision: 'accepted' | 'declined',
) {
  if (personId === null) return;
  await recordPersonDecision(q, personId, decision);
}

registerChangeRequestKind({
  kind: APPLICATION_KIND,
  title: (request) => applicationRequestTitle(request.account_name),
  async renderDocuments(q, request) {
    const primaryId = request.primary_user_id ?? request.initiator_user_id ?? 0;
    const account = await accountDetail(q, primaryId, request.account_id);
    const primary = await findUserBasics(q, primaryId);
    const signers = await listSigners(q, request.id);
    const pdf = await renderApplicationPdf({
      title: applicationRequestTitle(request.account_name),
      account,
      primaryName: `${primary?.first_name ?? ''} ${primary?.last_name ?? ''}`.trim(),
      acknowledgements: await acknowledgementsOf(q, request.account_id),
      signers: signers.map((s) => ({ name: `${s.first_name} ${s.last_name}`.trim() })),
      date: new Date(request.created_at),
    });
    const documents = [{ name: 'Account application.pdf', pdf }];
    // A private portfolio's IPS is part of its application: the same signers sign both documents.
    const ipsId = await findFinishedIpsOfApplication(q, request.account_id);
    const content = ipsId !== undefined ? await loadIpsContent(q, ipsId) : null;
    if (content)
      documents.push({
        name: IPS_DOCUMENT_NAME,
        pdf: await renderIpsPdf({
          title: ipsDocumentTitle(request.account_name),
          content,
          signers: signers.map((s) => ({ name: `${s.first_name} ${s.last_name}`.trim() })),
          date: new Date(request.created_at),
        }),
      });
    return documents;
  },
  async signingBlocker(q, request, userId) {
    // A member gives their own tax details before signing, as before accepting.
    if (userId === request.primary_user_id) return null;
    const missing = unfilledFieldsOf(await loadEngineFacts(q, request.account_id, userId));
    return missing.length > 0 ? accountSetupTexts.completeOwnStepsFirst : null;
  },
  async onSignature(_d, q, request, signer) {
    // The primary user has signed: what is left is for the other members.
    if (signer.user_id === request.primary_user_id)
      await moveStatus(q, request.account_id, ['awaiting_signature'], 'awaiting_secondary_users');
  },
  async onApproved(d, q, request) {
    for (const s of await listSigners(q, request.id))
      if (s.status === 'signed') await recordMemberDecision(q, s.person_id, 'accepted');
    // Every member still reviews the application: it awaits activation once all of them have accepted.
    const members = await listMemberPeople(q, request.account_id);
    const allAccepted = members.every((m) => m.decision === 'accepted');
    await moveStatus(
      q,
      request.account_id,
      ['awaiting_signature', 'awaiting_secondary_users'],
      allAccepted ? 'awaiting_activation' : 'awaiting_secondary_users',
    );
    // Its IPS, signed with it, goes to the portfolio manager's review.
    await moveApplicationIps(q, request.account_id, 'signed');
    if (request.primary_user_id !== null)
      await createNotification(d, q, {
        user_id: request.primary_user_id,
        application_id: request.application_id,
        title: SIGNED_NOTICE.title,
        description: SIGNED_NOTICE.description(request.account_name, allAccepted),
        redirect_url: `/accounts/${request.account_id}/`,
        email: true,
      });
  },
  async onDeclined(_d, q, request, decliner) {
    await recordMemberDecision(q, decliner.person_id, 'declined');
    await moveStatus(
      q,
      request.account_id,
      ['awaiting_signature', 'awaiting_secondary_users'],
      'application_in_progress',
    );
    await moveApplicationIps(q, request.account_id, 'back_to_applicant');
  },
});
