import type { Queryable } from '../../db/client.ts';

export type InvitationKind = 'primary' | 'secondary';

export type InvitationRow = {
  id: number;
  uuid: string;
  kind: InvitationKind;
  application_id: string;
  account_id: number | null;
  person_id: number | null;
  invited_by_user_id: number | null;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  code_hash: string | null;
  registration_step: string;
  wrong_code_attempts: number;
  is_fake_creation_case: boolean;
  is_setting_primary_case: boolean;
  terms_accepted_at: Date | null;
  activated_at: Date | null;
  completed_at: Date | null;
  revoked_at: Date | null;
  expired: boolean;
};

/** An invitation past its date (not taken up by a user, see isExpired in service.ts, counts as expired). */
const PAST_EXPIRY = 'i.expires_at < now()';

const INVITATION_COLUMNS = `i.id, i.uuid::text AS uuid, i.kind, i.application_id, i.account_id, i.person_id,
  i.invited_by_user_id, i.user_id, i.first_name, i.last_name, i.email, i.phone_number, i.code_hash,
  i.registration_step, i.wrong_code_attempts, i.is_fake_creation_case, i.is_setting_primary_case,
  i.terms_accepted_at, i.activated_at, i.completed_at, i.revoked_at, ${PAST_EXPIRY} AS expired`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

export async function insertInvitation(
  q: Queryable,
  values: {
    uuid?: string;
    kind: InvitationKind;
    applicationId: string;
    accountId: number | null;
    personId: number | null;
    invitedByUserId: number | null;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    codeHash: string | null;
    tokenHash: string | null;
    registrationStep: string;
    isFakeCreationCase: boolean;
    isSettingPrimaryCase: boolean;
    ttlSeconds: number;
  },
): Promise<{ id: number; uuid: string }> {
  const [row] = await q.query<{ id: number; uuid: string }>(
    `INSERT INTO invitations (uuid, kind, application_id, account_id, person_id, invited_by_user_id, first_name,
       last_name, email, phone_number, code_hash, token_hash, registration_step, is_fake_creation_case,
       is_setting_primary_case, expires_at)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
       now() + make_interval(secs => $16))
     RETURNING id, uuid::text AS uuid`,
    [
      values.uuid ?? null,
      values.kind,
      values.applicationId,
      values.accountId,
      values.personId,
      values.invitedByUserId,
      values.firstName,
      values.lastName,
      values.email,
      values.phoneNumber,
      values.codeHash,
      values.tokenHash,
      values.registrationStep,
      values.isFakeCreationCase,
      values.isSettingPrimaryCase,
      values.ttlSeconds,
    ],
  );
  return row!;
}

export async function findInvitationByUuid(
  q: Queryable,
  uuid: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvitationRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [row] = await q.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM invitations i WHERE i.uuid = $1::uuid${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [uuid],
  );
  return row;
}

export async function findInvitationByTokenHash(
  q: Queryable,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await q.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM invitations i WHERE i.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/** Pending primary invitations addressed to an e-mail (the signed-in user's new invites). */
export async function listOpenPrimaryInvitationsForEmail(
  q: Queryable,
  email: string,
): Promise<InvitationRow[]> {
  return q.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM invitations i
      WHERE i.kind = 'primary' AND lower(i.email) = lower($1) AND i.revoked_at IS NULL
        AND i.completed_at IS NULL AND i.expires_at >= now()
      ORDER BY i.created_at DESC, i.id DESC`,
    [email],
  );
}

export async function updateInvitation(
  q: Queryable,
  id: number,
  changes: {
    registrationStep?: string;
    userId?: number;
    accountId?: number;
    openedNow?: boolean;
    termsAcceptedNow?: boolean;
    activatedNow?: boolean;
    completedNow?: boolean;
  },
): Promise<void> {
  await q.query(
    `UPDATE invitations SET
       registration_step = coalesce($2, registration_step),
       user_id = coalesce($3, user_id),
       account_id = coalesce($4, account_id),
       opened_at = CASE WHEN $5 THEN coalesce(opened_at, now()) ELSE opened_at END,
       terms_accepted_at = CASE WHEN $6 THEN now() ELSE terms_accepted_at END,
       activated_at = CASE WHEN $7 THEN now() ELSE activated_at END,
       completed_at = CASE WHEN $8 THEN now() ELSE completed_at END
     WHERE id = $1`,
    [
      id,
      changes.registrationStep ?? null,
      changes.userId ?? null,
      changes.accountId ?? null,
      changes.openedNow ?? false,
      changes.termsAcceptedNow ?? false,
      changes.activatedNow ?? false,
      changes.completedNow ?? false,
    ],
  );
}

/**
 * Counts a guess at the invitation's code while fewer than `max` are counted, and answers the count now
 * held, or null when the guesses are spent. One statement, so guesses sent at once are each counted.
 */
export async function takeInvitationCodeGuess(q: Queryable, id: number, max: number): Promise<number | null> {
  const [row] = await q.query<{ wrong_code_attempts: number }>(
    `UPDATE invitations SET wrong_code_attempts = wrong_code_attempts + 1
      WHERE id = $1 AND wrong_code_attempts < $2 RETURNING wrong_code_attempts`,
    [id, max],
  );
  return row ? row.wrong_code_attempts : null;
}

/** The code was right: its guess does not count. */
export async function giveBackInvitationCodeGuess(q: Queryable, id: number): Promise<void> {
  await q.query(
    'UPDATE invitations SET wrong_code_attempts = greatest(wrong_code_attempts - 1, 0) WHERE id = $1',
    [id],
  );
}

export async function revokeOpenSecondaryInvitations(q: Queryable, personId: number): Promise<void> {
  await q.query(
    `UPDATE invitations SET revoked_at = now()
      WHERE kind = 'secondary' AND person_id = $1 AND revoked_at IS NULL AND completed_at IS NULL`,
    [personId],
  );
}

/** The primary invitation a user took up and has not finished with an account yet. */
export async function findOpenPrimaryInvitationOfUser(
  q: Queryable,
  userId: number,
): Promise<InvitationRow | undefined> {
  const [row] = await q.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM invitations i
      WHERE i.kind = 'primary' AND i.user_id = $1 AND i.revoked_at IS NULL AND i.completed_at IS NULL
      ORDER BY i.created_at DESC, i.id DESC LIMIT 1`,
    [userId],
  );
  return row;
}

export type PersonRow = {
  id: number;
  account_id: number;
  user_id: number | null;
  role_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  verification_status: string;
  decision: string | null;
};

export async function findPerson(
  q: Queryable,
  accountId: number,
  personId: number,
): Promise<PersonRow | undefined> {
  const [row] = await q.query<PersonRow>(
    `SELECT id, account_id, user_id, role_id, first_name, last_name, email, phone_number, verification_status,
            decision
       FROM account_people WHERE account_id = $1 AND id = $2`,
    [accountId, personId],
  );
  return row;
}

export type InvitationAccountRow = {
  id: number;
  uuid: string;
  name: string;
  account_type: 'individual' | 'joint' | 'company' | 'trust' | 'smsf';
  application_id: string;
  trustee_type: 'individual' | 'corporate' | null;
  trustee_name: string;
  acn: string;
  status: string;
  primary_user_id: number | null;
};

export async function findInvitationAccount(
  q: Queryable,
  accountId: number,
): Promise<InvitationAccountRow | undefined> {
  const [row] = await q.query<InvitationAccountRow>(
    `SELECT id, uuid::text AS uuid, name, account_type, application_id, trustee_type, trustee_name, acn, status,
            primary_user_id
       FROM accounts WHERE id = $1`,
    [accountId],
  );
  return row;
}

export type ApplicationRow = { id: string; name: string; support_email: string };

export async function findApplication(q: Queryable, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await q.query<ApplicationRow>(
    'SELECT id, name, support_email FROM applications WHERE id = $1',
    [id],
  );
  return row;
}

export async function findUserFullName(q: Queryable, userId: number): Promise<string> {
  const [row] = await q.query<{ full_name: string }>(
    `SELECT trim(first_name || ' ' || last_name) AS full_name FROM users WHERE id = $1`,
    [userId],
  );
  return row?.full_name ?? '';
}

export async function setInvitationPhone(q: Queryable, id: number, phoneNumber: string): Promise<void> {
  await q.query('UPDATE invitations SET phone_number = $2 WHERE id = $1', [id, phoneNumber]);
}

/** A user who registered from an invitation: the e-mail was proven by the invitation's link. */
export async function insertInvitedUser(
  q: Queryable,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    marketingOptOut: boolean;
    registrationInviteUuid: string | null;
    applicationId: string;
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, marketing_opt_out,
                        email_verified, registration_invite_uuid)
     VALUES ($1, $2, $3, $4, $5, $6, true, $7) RETURNING id`,
    [
      values.email,
      values.passwordHash,
      values.firstName,
      values.lastName,
      values.phoneNumber,
      values.marketingOptOut,
      values.registrationInviteUuid,
    ],
  );
  await grantApplication(q, row!.id, values.applicationId);
  return row!.id;
}

export async function grantApplication(q: Queryable, userId: number, applicationId: string): Promise<void> {
  await q.query(
    `INSERT INTO user_applications (user_id, application_id) VALUES ($1, $2)
     ON CONFLICT (user_id, application_id) DO NOTHING`,
    [userId, applicationId],
  );
}

export async function setRegistrationInvite(q: Queryable, userId: number, uuid: string): Promise<void> {
  await q.query('UPDATE users SET registration_invite_uuid = $2 WHERE id = $1', [userId, uuid]);
}

/** The person becomes a user of the account: a secondary member from now on. */
export async function linkPersonToUser(
  q: Queryable,
  values: { accountId: number; personId: number; userId: number },
): Promise<void> {
  await q.query(
    `UPDATE account_people SET user_id = $3,
            verification_status = CASE WHEN verification_status = 'invited' THEN 'registered' ELSE verification_status END
      WHERE account_id = $1 AND id = $2`,
    [values.accountId, values.personId, values.userId],
  );
  await q.query(
    `INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'secondary')
     ON CONFLICT (account_id, user_id) DO NOTHING`,
    [values.accountId, values.userId],
  );
}

export async function hasIndividualTax(q: Queryable, userId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM individual_taxes WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

export async function requiresSecondaryDocument(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query<{ requires_secondary_document: boolean }>(
    'SELECT requires_secondary_document FROM users WHERE id = $1',
    [userId],
  );
  return row?.requires_secondary_document ?? false;
}

/** The application's agreement, a flat page named after the application. */
export async function findAgreement(
  q: Queryable,
  applicationId: string,
): Promise<{ slug: string; title: string } | undefined> {
  const [row] = await q.query<{ slug: string; title: string }>(
    'SELECT slug, title FROM flat_pages WHERE slug = $1',
    [agreementSlug(applicationId)],
  );
  return row;
}

export const agreementSlug = (applicationId: string): string => `agreement-${applicationId}`;

/**
 * Records the expiry of invitations past their date that no user took up (the rule of isExpired in
 * service.ts; a revoked one is closed by its revocation). Answers how many it marked.
 */
export async function markExpiredInvitations(q: Queryable): Promise<number> {
  const rows = await q.query(
    `UPDATE invitations i SET expired_at = i.expires_at
      WHERE i.expired_at IS NULL AND ${PAST_EXPIRY} AND i.user_id IS NULL AND i.revoked_at IS NULL
      RETURNING i.id`,
  );
  return rows.length;
}
