import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

const ADVISOR_COLUMNS = [
  'ad.id',
  'ad.first_name',
  'ad.last_name',
  'ad.role',
  'ad.photo',
  'ad.email',
  'ad.phone_number',
  'ad.address',
] as const;

/** The advisor looks after one of the user's accounts in the application. */
const advisesUser =
  (userId: number, applicationId: string) =>
  ({ exists, selectFrom }: ExpressionBuilder<Database & { ad: Database['advisors'] }, 'ad'>) =>
    exists(
      selectFrom('account_advisors as aa')
        .innerJoin('accounts as a', (join) =>
          join.onRef('a.id', '=', 'aa.account_id').on('a.application_id', '=', applicationId),
        )
        .innerJoin('account_members as m', (join) =>
          join.onRef('m.account_id', '=', 'a.id').on('m.user_id', '=', userId),
        )
        .select((eb) => eb.lit(1).as('one'))
        .whereRef('aa.advisor_id', '=', 'ad.id'),
    );

/** The advisors of the accounts the user is a member of in the application, each once. */
export function listUserAdvisors(q: Queryable, userId: number, applicationId: string) {
  return run(
    q,
    sqlBuilder
      .selectFrom('advisors as ad')
      .select(ADVISOR_COLUMNS)
      .where(advisesUser(userId, applicationId))
      .orderBy('ad.last_name')
      .orderBy('ad.first_name')
      .orderBy('ad.id'),
  );
}

export type AdvisorRow = Awaited<ReturnType<typeof listUserAdvisors>>[number];

/** One advisor, only when they look after one of the user's accounts in the application. */
export function findUserAdvisor(q: Queryable, userId: number, applicationId: string, advisorId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('advisors as ad')
      .select(ADVISOR_COLUMNS)
      .where('ad.id', '=', advisorId)
      .where(advisesUser(userId, applicationId)),
  );
}

export function findAdvisorConfiguration(q: Queryable, applicationId: string) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('advisor_configuration')
      .select(['booking_team_email', 'booking_team_additional_email', 'booking_team_phone_number'])
      .where('application_id', '=', applicationId),
  );
}

/** Who is writing: named in the e-mails so the advisor or the booking team can answer. */
export function findClient(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', '=', userId),
  );
}

export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

export async function insertAdvisorMessage(
  q: Queryable,
  message: Pick<
    Insertable<Database['advisor_messages']>,
    'advisor_id' | 'user_id' | 'account_id' | 'application_id' | 'body'
  >,
): Promise<void> {
  await exec(q, sqlBuilder.insertInto('advisor_messages').values(message));
}

export async function insertMeetingRequest(
  q: Queryable,
  request: Pick<
    Insertable<Database['meeting_requests']>,
    'user_id' | 'account_id' | 'application_id' | 'preferred_date' | 'preferred_time' | 'comment'
  >,
): Promise<void> {
  await exec(q, sqlBuilder.insertInto('meeting_requests').values(request));
}
