import type { Queryable } from '../db/client.ts';
import { agreementSlug, type InvitationRow, insertInvitation } from '../modules/invitations/queries.ts';
import { sha256 } from '../security/tokens.ts';
import { insertFlatPageIfMissing } from './queries/content.ts';
import { invitationExists } from './queries/invitations.ts';

type DemoInvitation = Pick<InvitationRow, 'uuid' | 'email' | 'phone_number' | 'first_name' | 'last_name'> & {
  code: string;
  application: 'ipm' | 'icf';
};

/** Primary invitations with fixed links and codes, printed at start and listed in the README. */
export const DEMO_INVITATIONS: DemoInvitation[] = [
  {
    uuid: '5d0f6a2e-1c1b-4c55-9a53-0a0000000001',
    code: '318204957162',
    application: 'ipm',
    email: 'invited1@demo.test',
    phone_number: '0478100001',
    first_name: 'Morgan',
    last_name: 'Hayes',
  },
  {
    uuid: '5d0f6a2e-1c1b-4c55-9a53-0a0000000002',
    code: '640271835903',
    application: 'ipm',
    email: 'invited2@demo.test',
    phone_number: '0478100002',
    first_name: 'Quinn',
    last_name: 'Foster',
  },
  {
    uuid: '5d0f6a2e-1c1b-4c55-9a53-0a0000000003',
    code: '907316248551',
    application: 'ipm',
    email: 'invited3@demo.test',
    phone_number: '0478100003',
    first_name: 'Harper',
    last_name: 'Nguyen',
  },
  {
    uuid: '5d0f6a2e-1c1b-4c55-9a53-0a0000000004',
    code: '275849031684',
    application: 'icf',
    email: 'invited-notes@demo.test',
    phone_number: '0478100004',
    first_name: 'Avery',
    last_name: 'Collins',
  },
];

// A demo database lives for months; its invitations should not expire under the person trying them.
const DEMO_INVITATION_TTL_SECONDS = 365 * 24 * 3600;

/** The agreement shown at each invitation's terms gate: a flat page per application. */
const AGREEMENTS = [
  {
    application: 'ipm',
    title: 'Private Portfolios client agreement',
    content:
      'This agreement sets out how we manage your individually managed account. Private portfolios are offered only to wholesale investors who invest at least $1 million.\n\nWe act on the investment policy statement you agree with your portfolio manager and report to you through this portal.\n\nFees, risks and your right to end the agreement are described in the investment options booklet.',
  },
  {
    application: 'icf',
    title: 'Loan Notes terms',
    content:
      'Loan notes are offered to wholesale investors only; the minimum note is $100,000. Interest is paid quarterly, or monthly for the 48-hour at-call note.\n\nNotes are not bank deposits and are not guaranteed by the Australian Government.\n\nThe full terms, including redemption and the risks of investing, are in the information memorandum.',
  },
  {
    application: 'viv',
    title: 'Investment View terms',
    content:
      'Investment View shows your investments with us in one place. It is general information only and does not take into account your objectives, financial situation or needs.',
  },
];

export async function seedDemoInvitations(q: Queryable): Promise<void> {
  for (const [index, agreement] of AGREEMENTS.entries()) {
    await insertFlatPageIfMissing(q, {
      slug: agreementSlug(agreement.application),
      title: agreement.title,
      content: agreement.content,
      targets: ['agreement'],
      sort_order: 100 + index,
    });
  }
  for (const invitation of DEMO_INVITATIONS) {
    if (await invitationExists(q, invitation.uuid)) continue;
    await insertInvitation(
      q,
      {
        uuid: invitation.uuid,
        kind: 'primary',
        application_id: invitation.application,
        account_id: null,
        person_id: null,
        invited_by_user_id: null,
        first_name: invitation.first_name,
        last_name: invitation.last_name,
        email: invitation.email,
        phone_number: invitation.phone_number,
        code_hash: sha256(invitation.code),
        token_hash: null,
        registration_step: 'welcome',
        is_fake_creation_case: false,
        is_setting_primary_case: false,
      },
      DEMO_INVITATION_TTL_SECONDS,
    );
  }
}
