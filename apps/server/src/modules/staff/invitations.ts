// Invitations from the staff console: a new primary applicant for an application, the list of every
// invitation sent, and sending one again (primary or secondary) to a person who has not taken it up.
import {
  STAFF_TEXTS,
  type TStaffInvitation,
  type TStaffInvitationList,
  type ZStaffInvitationListQuerySchema,
  type ZStaffInvitationRequestSchema,
} from '@portal/contracts/api/staff';
import type * as z from 'zod/mini';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { throttle } from '../../security/rate-limit.ts';
import { createPrimaryInvitation, inviteSecondaryPerson } from '../invitations/service.ts';
import { logStaffAction } from './access.ts';
import { type StaffCaller, toStaffInvitation } from './clients.ts';
import { findInvitationIdByUuid, findStaffInvitation, listInvitations } from './queries.ts';

/** A person is sent an invitation at most this often, however many staff press Resend. */
const RESENDS_PER_INVITATION = { max: 5, windowSeconds: 3600 };

/**
 * Invites a new primary applicant: the link goes by e-mail and the 12-digit code by SMS (through the
 * outbox, or the real providers when configured). An earlier open invitation to the same e-mail for the
 * same application is revoked.
 */
export async function inviteApplicant(
  deps: Deps,
  staff: StaffCaller,
  input: z.output<typeof ZStaffInvitationRequestSchema>,
): Promise<{ detail: string; invitation: TStaffInvitation }> {
  const invitation = await deps.db.tx(async (q) => {
    const { uuid } = await createPrimaryInvitation(
      deps,
      {
        application: input.application,
        email: input.email,
        phoneNumber: input.phone_number,
        firstName: input.first_name,
        lastName: input.last_name,
        invitedByUserId: staff.user.id,
      },
      q,
    );
    const id = await findInvitationIdByUuid(q, uuid);
    await logStaffAction(q, staff, 'invitation_sent', null, {
      invitation_id: id,
      application: input.application,
      email: input.email,
    });
    return (await findStaffInvitation(q, id))!;
  });
  return { detail: STAFF_TEXTS.invitationSent, invitation: toStaffInvitation(invitation) };
}

export async function findInvitations(
  deps: Deps,
  query: z.output<typeof ZStaffInvitationListQuerySchema>,
): Promise<TStaffInvitationList> {
  const { count, rows } = await listInvitations(
    deps.db,
    { search: query.q, status: query.status },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toStaffInvitation) };
}

/**
 * Sends a fresh invitation in place of `invitationId` (which lapses): a primary one with a new code, a
 * secondary one from the account's primary user as before. Refused once the person has taken it up.
 */
export async function resendInvitation(
  deps: Deps,
  staff: StaffCaller,
  invitationId: number,
): Promise<{ detail: string }> {
  const invitation = await findStaffInvitation(deps.db, invitationId);
  if (!invitation) throw notFound();
  if (invitation.status === 'accepted') throw new AppError(400, { detail: STAFF_TEXTS.invitationTakenUp });
  await throttle(
    deps.db,
    `staff-resend:${invitation.kind}:${invitation.person_id ?? invitation.email}`,
    RESENDS_PER_INVITATION,
  );
  await deps.db.tx(async (q) => {
    if (invitation.kind === 'primary') {
      await createPrimaryInvitation(
        deps,
        {
          application: invitation.application_id,
          email: invitation.email,
          phoneNumber: invitation.phone_number,
          firstName: invitation.first_name,
          lastName: invitation.last_name,
          invitedByUserId: invitation.invited_by_user_id,
          accountId: invitation.account_id,
          isFakeCreationCase: invitation.is_fake_creation_case,
          isSettingPrimaryCase: invitation.is_setting_primary_case,
        },
        q,
      );
    } else {
      await inviteSecondaryPerson(
        deps,
        {
          accountId: invitation.account_id!,
          personId: invitation.person_id!,
          invitedByUserId: invitation.invited_by_user_id ?? staff.user.id,
        },
        q,
      );
    }
    // A secondary invitation is about the client whose account it is for (who invited the person).
    const clientId = invitation.kind === 'secondary' ? invitation.invited_by_user_id : null;
    await logStaffAction(q, staff, 'invitation_resent', clientId, {
      invitation_id: invitation.id,
      kind: invitation.kind,
      email: invitation.email,
    });
  });
  return { detail: STAFF_TEXTS.invitationResent };
}
