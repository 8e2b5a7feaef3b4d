import type { Queryable } from '../../db/client.ts';

export type AdvisorRow = {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  photo: string | null;
  email: string;
  phone_number: string;
  address: string;
};

export type AdvisorConfigurationRow = {
  booking_team_email: string | null;
  booking_team_additional_email: string | null;
  booking_team_phone_number: string | null;
};

export type ClientRow = { id: number; first_name: string; last_name: string; email: string };

const ADVISOR_COLUMNS =
  'ad.id, ad.first_name, ad.last_name, ad.role, ad.photo, ad.email, ad.phone_number, ad.address';

/** The advisors of the accounts the user is a member of in the application, each once. */
export async function listUserAdvisors(
  q: Queryable,
  userId: number,
  applicationId: string,
): Promise<AdvisorRow[]> {
  return q.query<AdvisorRow>(
    `SELECT ${ADVISOR_COLUMNS}
       FROM advisors ad
      WHERE EXISTS (
        SELECT 1 FROM account_advisors aa
          JOIN accounts a ON a.id = aa.account_id AND a.application_id = $2
          JOIN account_members m ON m.account_id = a.id AND m.user_id = $1
         WHERE aa.advisor_id = ad.id)
      ORDER BY ad.last_name, ad.first_name, ad.id`,
    [userId, applicationId],
  );
}

/** One advisor, only when they look after one of the user's accounts in the application. */
export async function findUserAdvisor(
  q: Queryable,
  userId: number,
  applicationId: string,
  advisorId: number,
): Promise<AdvisorRow | undefined> {
  const [row] = await q.query<AdvisorRow>(
    `SELECT ${ADVISOR_COLUMNS}
       FROM advisors ad
      WHERE ad.id = $3 AND EXISTS (
        SELECT 1 FROM account_advisors aa
          JOIN accounts a ON a.id = aa.account_id AND a.application_id = $2
          JOIN account_members m ON m.account_id = a.id AND m.user_id = $1
         WHERE aa.advisor_id = ad.id)`,
    [userId, applicationId, advisorId],
  );
  return row;
}

export async function findAdvisorConfiguration(
  q: Queryable,
  applicationId: string,
): Promise<AdvisorConfigurationRow | undefined> {
  const [row] = await q.query<AdvisorConfigurationRow>(
    `SELECT booking_team_email, booking_team_additional_email, booking_team_phone_number
       FROM advisor_configuration WHERE application_id = $1`,
    [applicationId],
  );
  return row;
}

/** Who is writing: named in the e-mails so the advisor or the booking team can answer. */
export async function findClient(q: Queryable, userId: number): Promise<ClientRow | undefined> {
  const [row] = await q.query<ClientRow>('SELECT id, first_name, last_name, email FROM users WHERE id = $1', [
    userId,
  ]);
  return row;
}

export async function insertAdvisorMessage(
  q: Queryable,
  row: { advisorId: number; userId: number; accountId: number | null; applicationId: string; body: string },
): Promise<void> {
  await q.query(
    `INSERT INTO advisor_messages (advisor_id, user_id, account_id, application_id, body)
     VALUES ($1, $2, $3, $4, $5)`,
    [row.advisorId, row.userId, row.accountId, row.applicationId, row.body],
  );
}

export async function insertMeetingRequest(
  q: Queryable,
  row: {
    userId: number;
    accountId: number;
    applicationId: string;
    preferredDate: string;
    preferredTime: string | null;
    comment: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO meeting_requests (user_id, account_id, application_id, preferred_date, preferred_time, comment)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.userId, row.accountId, row.applicationId, row.preferredDate, row.preferredTime, row.comment],
  );
}
