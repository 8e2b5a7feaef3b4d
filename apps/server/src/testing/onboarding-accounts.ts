import type { Queryable } from '../db/client.ts';

export type TestAccountOptions = {
  type: 'individual' | 'joint' | 'company' | 'trust' | 'smsf';
  trusteeType?: 'individual' | 'corporate' | null;
  status?: string;
  application?: 'ipm' | 'icf' | 'viv';
  abn?: string;
};

export const userIdOf = async (q: Queryable, email: string): Promise<number> =>
  (await q.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]))[0]!.id;

/** An application account held by `primaryEmail`, written straight to the tables (tests of later steps). */
export async function createTestAccount(
  q: Queryable,
  primaryEmail: string,
  {
    type,
    trusteeType = null,
    status = 'application_in_progress',
    application = 'ipm',
    abn = '',
  }: TestAccountOptions,
): Promise<number> {
  const userId = await userIdOf(q, primaryEmail);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO accounts (name, account_type, application_id, status, primary_user_id, initiator_user_id,
                           trustee_type, abn)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7) RETURNING id`,
    [`Test ${type} account`, type, application, status, userId, trusteeType, abn],
  );
  await q.query("INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'primary')", [
    row!.id,
    userId,
  ]);
  return row!.id;
}

/** Names `email`'s user as a secondary member (a contact person who accepted their invitation). */
export async function addSecondaryMember(q: Queryable, accountId: number, email: string): Promise<number> {
  const userId = await userIdOf(q, email);
  await q.query(
    `INSERT INTO account_people (account_id, user_id, role_id, first_name, last_name, email, phone_number,
                                 verification_status)
     VALUES ($1, $2, 1, 'Second', 'Member', $3, '0412345678', 'registered')`,
    [accountId, userId, email],
  );
  return userId;
}

/**
 * The private-portfolio (ipm) line's own sections, filled as the portfolio-details and IPS calls write them:
 * a funds transfer from salary and savings, and an IPS through its whole wizard (all in cash, no
 * restrictions, no gearing). The engine then asks no more for portfolio_application and ongoing_ips.
 */
export async function givePortfolioAndIps(q: Queryable, accountId: number): Promise<void> {
  const [application] = await q.query<{ id: number }>(
    `INSERT INTO portfolio_applications (account_id, is_funds_transfer, funds_transfer_amount, is_asset_transfer,
        is_require_14_days_investing, accounting_method, receive_franking_credits, is_exempt_income_tax)
     VALUES ($1, true, 1000000, false, true, 'minimise_gain', 'eligible', false) RETURNING id`,
    [accountId],
  );
  await q.query(
    `INSERT INTO portfolio_application_sources (portfolio_application_id, source_of_funds_id)
     SELECT $1, id FROM source_of_funds WHERE name = 'Salary and savings'`,
    [application!.id],
  );
  const [ips] = await q.query<{ id: number }>(
    `INSERT INTO investment_policy_statements (account_id, wizard_step, has_restrictions, has_gearing)
     VALUES ($1, 'done', false, false) RETURNING id`,
    [accountId],
  );
  await q.query(
    `INSERT INTO ips_allocations (ips_id, investment_option_id, target_percentage)
     SELECT $1, id, 100 FROM ips_investment_options WHERE name = 'Cash'`,
    [ips!.id],
  );
}

/** A bank account of the account in use (the loan-note line's bank_accounts section). */
export async function giveBankAccount(q: Queryable, accountId: number): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO bank_accounts (account_id, name, bsb, number, bank, branch)
     VALUES ($1, 'Everyday account', '062000', '12345678', 'Commonwealth Bank', 'Sydney') RETURNING id`,
    [accountId],
  );
  return row!.id;
}

/** A loan-note application under way (its products chosen), paid to `bankAccountId`. */
export async function giveLoanNoteBundle(
  q: Queryable,
  accountId: number,
  bankAccountId: number | null = null,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO loan_note_bundles (account_id, bank_account_id) VALUES ($1, $2) RETURNING id`,
    [accountId, bankAccountId],
  );
  await q.query(
    `INSERT INTO loan_notes (account_id, bundle_id, note_type_id, face_value, bank_account_id)
     SELECT $1, $2, id, 100000, $3 FROM note_types WHERE active ORDER BY id LIMIT 1`,
    [accountId, row!.id, bankAccountId],
  );
  return row!.id;
}
