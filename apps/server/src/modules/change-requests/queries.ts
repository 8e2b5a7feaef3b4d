// Change requests and their signers.
import type { TChangeRequestStatus, TSignerStatus } from '@portal/contracts/api/change-requests';
import type { Queryable } from '../../db/client.ts';

export type ChangeRequestRow = {
  id: number;
  kind: string;
  account_id: number;
  account_name: string;
  account_status: string;
  application_id: string;
  primary_user_id: number | null;
  initiator_user_id: number | null;
  initiator_first_name: string;
  initiator_last_name: string;
  status: TChangeRequestStatus;
  new_data: Record<string, unknown> | null;
  required_signatures: number;
  created_at: string;
};

export type SignerRow = {
  id: number;
  change_request_id: number;
  person_id: number | null;
  /** The member's user: the primary user's own, or the user a person became on registering. */
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: boolean;
  status: TSignerStatus;
  viewed_at: string | null;
  signed_at: string | null;
};

const REQUEST_COLUMNS = `cr.id, cr.kind, cr.account_id, a.name AS account_name, a.status AS account_status,
  a.application_id, a.primary_user_id, cr.initiator_user_id,
  COALESCE(u.first_name, '') AS initiator_first_name, COALESCE(u.last_name, '') AS initiator_last_name,
  cr.status, cr.new_data, cr.required_signatures, cr.created_at::text AS created_at`;
const REQUEST_FROM = `change_requests cr JOIN accounts a ON a.id = cr.account_id
  LEFT JOIN users u ON u.id = cr.initiator_user_id`;

export async function findChangeRequest(
  q: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChangeRequestRow | undefined> {
  const [row] = await q.query<ChangeRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE cr.id = $1${options.lock ? ' FOR UPDATE OF cr' : ''}`,
    [id],
  );
  return row;
}

export async function listAccountChangeRequests(
  q: Queryable,
  accountId: number,
): Promise<ChangeRequestRow[]> {
  return q.query<ChangeRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE cr.account_id = $1 ORDER BY cr.id DESC`,
    [accountId],
  );
}

export async function findOpenRequestOfKind(
  q: Queryable,
  accountId: number,
  kind: string,
): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    `SELECT id FROM change_requests WHERE account_id = $1 AND kind = $2 AND status = 'pending'
      ORDER BY id DESC LIMIT 1`,
    [accountId, kind],
  );
  return row?.id;
}

export async function insertChangeRequest(
  q: Queryable,
  input: {
    kind: string;
    accountId: number;
    initiatorUserId: number;
    newData: Record<string, unknown> | null;
    requiredSignatures: number;
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO change_requests (kind, account_id, initiator_user_id, new_data, required_signatures)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      input.kind,
      input.accountId,
      input.initiatorUserId,
      input.newData === null ? null : JSON.stringify(input.newData),
      input.requiredSignatures,
    ],
  );
  return row!.id;
}

export type NewSigner = {
  personId: number | null;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
};

export async function insertSigners(q: Queryable, requestId: number, signers: NewSigner[]): Promise<void> {
  for (const s of signers) {
    await q.query(
      `INSERT INTO change_request_signers (change_request_id, person_id, user_id, first_name, last_name, email)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [requestId, s.personId, s.userId, s.firstName, s.lastName, s.email],
    );
  }
}

const SIGNER_COLUMNS = `s.id, s.change_request_id, s.person_id, COALESCE(s.user_id, p.user_id) AS user_id,
  s.first_name, s.last_name, s.email, s.is_admin, s.status, s.viewed_at::text AS viewed_at,
  s.signed_at::text AS signed_at`;

export async function listSigners(q: Queryable, requestId: number): Promise<SignerRow[]> {
  return q.query<SignerRow>(
    `SELECT ${SIGNER_COLUMNS}
       FROM change_request_signers s LEFT JOIN account_people p ON p.id = s.person_id
      WHERE s.change_request_id = $1 ORDER BY s.id`,
    [requestId],
  );
}

export async function findSigner(q: Queryable, signerId: number): Promise<SignerRow | undefined> {
  const [row] = await q.query<SignerRow>(
    `SELECT ${SIGNER_COLUMNS}
       FROM change_request_signers s LEFT JOIN account_people p ON p.id = s.person_id WHERE s.id = $1`,
    [signerId],
  );
  return row;
}

export type SignatureEvidence = { typedName: string | null; ip: string | null; userAgent: string | null };

/** Records a signature once: answers false when the signer had already signed or declined. */
export async function markSigned(
  q: Queryable,
  signerId: number,
  evidence: SignatureEvidence,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE change_request_signers
        SET status = 'signed', signed_at = now(), viewed_at = COALESCE(viewed_at, now()),
            typed_name = $2, ip = $3, user_agent = $4
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [signerId, evidence.typedName, evidence.ip, evidence.userAgent],
  );
  return rows.length > 0;
}

export async function markDeclined(
  q: Queryable,
  signerId: number,
  evidence: SignatureEvidence,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE change_request_signers SET status = 'declined', declined_at = now(), ip = $2, user_agent = $3
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [signerId, evidence.ip, evidence.userAgent],
  );
  return rows.length > 0;
}

export async function markViewed(q: Queryable, signerId: number): Promise<void> {
  await q.query('UPDATE change_request_signers SET viewed_at = now() WHERE id = $1 AND viewed_at IS NULL', [
    signerId,
  ]);
}

/** Moves a pending request to its outcome; false when it was no longer pending. */
export async function decideRequest(
  q: Queryable,
  requestId: number,
  status: Exclude<TChangeRequestStatus, 'pending'>,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE change_requests SET status = $2, decided_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [requestId, status],
  );
  return rows.length > 0;
}

export type AccountMember = {
  /** 0 for the primary user (PRIMARY_MEMBER_ID), else the account_people id. */
  member_id: number;
  person_id: number | null;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
};

/** The members who may sign for the account: the primary user, then its individuals, trustees and directors. */
export async function listAccountMembers(q: Queryable, accountId: number): Promise<AccountMember[]> {
  return q.query<AccountMember>(
    `SELECT member_id, person_id, user_id, first_name, last_name, email FROM (
       SELECT 0 AS member_id, NULL::int AS person_id, u.id AS user_id,
              COALESCE(NULLIF(u.first_name, ''), pd.first_name, '') AS first_name,
              COALESCE(NULLIF(u.last_name, ''), pd.last_name, '') AS last_name, u.email, 0 AS ord
         FROM accounts a JOIN users u ON u.id = a.primary_user_id
         LEFT JOIN personal_details pd ON pd.user_id = u.id AND pd.account_id IS NULL
        WHERE a.id = $1
       UNION ALL
       SELECT p.id, p.id, p.user_id, p.first_name, p.last_name, p.email, 1
         FROM account_people p JOIN person_roles r ON r.id = p.role_id
        WHERE p.account_id = $1 AND r.kind IN ('contact', 'director')
     ) members ORDER BY ord, member_id`,
    [accountId],
  );
}

/** The portfolio managers looking after an account (they are told of a decline by e-mail). */
export async function listAccountAdvisorEmails(q: Queryable, accountId: number): Promise<string[]> {
  const rows = await q.query<{ email: string }>(
    `SELECT v.email FROM account_advisors aa JOIN advisors v ON v.id = aa.advisor_id WHERE aa.account_id = $1`,
    [accountId],
  );
  return rows.map((r) => r.email);
}

/** Cancels the account's pending requests of a kind (the change they asked for was withdrawn). */
export async function cancelPendingOfKind(q: Queryable, accountId: number, kind: string): Promise<void> {
  await q.query(
    `UPDATE change_requests SET status = 'cancelled', decided_at = now(), updated_at = now()
      WHERE account_id = $1 AND kind = $2 AND status = 'pending'`,
    [accountId, kind],
  );
}
