import {
  MEETING_TIME_LABELS,
  type TAdvisorConfiguration,
  type TAdvisorDetailResponse,
  type TBookMeeting,
} from '@portal/contracts/api/advisors';
import { formatDisplayDate } from '@portal/contracts/formats';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { throttle } from '../../security/rate-limit.ts';
import { currentActiveAccount } from '../accounts/service.ts';
import { applicationSupportEmail } from '../brands/service.ts';
import {
  type AdvisorRow,
  type ClientRow,
  findAdvisorConfiguration,
  findClient,
  findUserAdvisor,
  insertAdvisorMessage,
  insertMeetingRequest,
  listUserAdvisors,
} from './queries.ts';

/** Success answers: the page shows its own 'Thank you!' texts, these are for any other client. */
export const contactSentDetail = (firstName: string) => `${firstName} will contact you shortly`;
export const MEETING_REQUESTED_DETAIL = 'We will contact you shortly';
export const NO_ACTIVE_ACCOUNT = 'You have no active account to book a meeting for.';

/** Where meeting requests go when the application has no booking team configured. */
const FALLBACK_BOOKING_EMAIL = 'support@portal.example';

// Each send is an e-mail to a person: enough for any real use, not enough to flood an inbox.
const SEND_LIMIT = { max: 20, windowSeconds: 3600 } as const;

export type AdvisorCaller = { actingUserId: number; applicationId: string };

const EMPTY_CONFIGURATION: TAdvisorConfiguration = {
  booking_team_email: null,
  booking_team_additional_email: null,
  booking_team_phone_number: null,
};

const clientLine = (client: ClientRow | undefined, userId: number): string =>
  client
    ? `${`${client.first_name} ${client.last_name}`.trim() || client.email} <${client.email}>`
    : `user ${userId}`;

/** The advisors of the caller's accounts in the current application. */
export async function listAdvisors(deps: Deps, caller: AdvisorCaller): Promise<AdvisorRow[]> {
  return listUserAdvisors(deps.db, caller.actingUserId, caller.applicationId);
}

export async function advisorConfiguration(
  deps: Deps,
  caller: Pick<AdvisorCaller, 'applicationId'>,
): Promise<TAdvisorConfiguration> {
  return (await findAdvisorConfiguration(deps.db, caller.applicationId)) ?? EMPTY_CONFIGURATION;
}

/** The account a request is about: the user's selected active account, else their first active one. */
const currentAccount = (deps: Deps, caller: AdvisorCaller) =>
  currentActiveAccount(deps, caller.actingUserId, caller.applicationId);

/**
 * A message to one of the caller's advisors: kept, and e-mailed to the advisor. Anyone else's advisor
 * (or no advisor at all) answers 404, so ids of other clients' advisors cannot be probed.
 */
export async function contactAdvisor(
  deps: Deps,
  options: { caller: AdvisorCaller; advisorId: number; body: string },
): Promise<TAdvisorDetailResponse> {
  const { caller } = options;
  const advisor = await findUserAdvisor(
    deps.db,
    caller.actingUserId,
    caller.applicationId,
    options.advisorId,
  );
  if (!advisor) throw notFound();
  await throttle(deps.db, `advisor-contact:${caller.actingUserId}`, SEND_LIMIT);
  const [client, account] = await Promise.all([
    findClient(deps.db, caller.actingUserId),
    currentAccount(deps, caller),
  ]);
  await deps.db.tx(async (q) => {
    await insertAdvisorMessage(q, {
      advisor_id: advisor.id,
      user_id: caller.actingUserId,
      account_id: account?.id ?? null,
      application_id: caller.applicationId,
      body: options.body,
    });
    await deps.messenger.sendEmail(q, {
      to: advisor.email,
      subject: `Client Portal: a message from ${clientLine(client, caller.actingUserId)}`,
      text: [
        `Dear ${advisor.first_name},`,
        '',
        `${clientLine(client, caller.actingUserId)} sent you a message through the Client Portal.`,
        ...(account ? [`Account: ${account.name}`] : []),
        '',
        options.body,
      ].join('\n'),
    });
  });
  return { detail: contactSentDetail(advisor.first_name) };
}

/**
 * A quarterly review meeting request for the caller's current account: kept, and e-mailed to the booking
 * team (both addresses when the application has two).
 */
export async function bookQuarterlyMeeting(
  deps: Deps,
  options: { caller: AdvisorCaller; input: TBookMeeting },
): Promise<TAdvisorDetailResponse> {
  const { caller, input } = options;
  const account = await currentAccount(deps, caller);
  if (!account) throw new AppError(400, { non_field_errors: [NO_ACTIVE_ACCOUNT] });
  await throttle(deps.db, `advisor-booking:${caller.actingUserId}`, SEND_LIMIT);
  const [client, configuration, supportEmail] = await Promise.all([
    findClient(deps.db, caller.actingUserId),
    findAdvisorConfiguration(deps.db, caller.applicationId),
    applicationSupportEmail(deps, caller.applicationId),
  ]);
  const recipients = [configuration?.booking_team_email, configuration?.booking_team_additional_email]
    .map((email) => email?.trim())
    .filter((email): email is string => Boolean(email));
  const to = recipients.length > 0 ? [...new Set(recipients)] : [supportEmail ?? FALLBACK_BOOKING_EMAIL];
  const time = input.preferred_time ?? null;
  const comment = input.comment ? input.comment : null;
  const text = [
    `${clientLine(client, caller.actingUserId)} asked for a quarterly review meeting.`,
    '',
    `Account: ${account.name}`,
    `Preferred date: ${formatDisplayDate(input.preferred_date)}`,
    `Preferred time: ${time ? MEETING_TIME_LABELS[time] : 'No preference'}`,
    ...(comment ? ['', 'Comments:', comment] : []),
  ].join('\n');
  await deps.db.tx(async (q) => {
    await insertMeetingRequest(q, {
      user_id: caller.actingUserId,
      account_id: account.id,
      application_id: caller.applicationId,
      preferred_date: input.preferred_date,
      preferred_time: time,
      comment,
    });
    for (const recipient of to) {
      await deps.messenger.sendEmail(q, {
        to: recipient,
        subject: `Quarterly review meeting request: ${account.name}`,
        text,
      });
    }
  });
  return { detail: MEETING_REQUESTED_DETAIL };
}
