import type { Queryable } from '../../db/client.ts';

export type PersonalDetailRow = {
  id: number;
  user_id: number;
  account_id: number | null;
  title_id: number | null;
  title_title: string | null;
  gender_id: number | null;
  gender_key: string | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  preferred_name: string;
  date_of_birth: string;
  country_id: number | null;
  state: string;
  suburb: string;
  address_line_1: string;
  post_code: string;
  street_name: string;
  street_number: string;
  status: 'verified' | 'not_verified' | 'skipped';
  no_failed_verification_attempts: number;
  document_type: 'driver_licence' | 'passport' | null;
  document_id: string | null;
  document_state: string;
  card_number: string;
  issue_date: string | null;
  expiry_date: string | null;
  document_file_id: number | null;
  document_file_name: string | null;
  consent_access: boolean;
  passport_document_id: string | null;
  passport_issue_date: string | null;
  passport_expiry_date: string | null;
  passport_document_file_id: number | null;
  passport_document_file_name: string | null;
  passport_consent_access: boolean;
};

const PERSONAL_SELECT = `
  SELECT p.id, p.user_id, p.account_id, p.title_id, t.title AS title_title, p.gender_id, g.key AS gender_key,
         p.first_name, p.middle_name, p.last_name, p.preferred_name, to_char(p.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         p.country_id, p.state, p.suburb, p.address_line_1, p.post_code, p.street_name, p.street_number,
         p.status, p.no_failed_verification_attempts, p.document_type, p.document_id, p.document_state,
         p.card_number, to_char(p.issue_date, 'YYYY-MM-DD') AS issue_date,
         to_char(p.expiry_date, 'YYYY-MM-DD') AS expiry_date, p.document_file_id,
         f.file_name AS document_file_name, p.consent_access, p.passport_document_id,
         to_char(p.passport_issue_date, 'YYYY-MM-DD') AS passport_issue_date,
         to_char(p.passport_expiry_date, 'YYYY-MM-DD') AS passport_expiry_date, p.passport_document_file_id,
         pf.file_name AS passport_document_file_name, p.passport_consent_access
    FROM personal_details p
    LEFT JOIN name_titles t ON t.id = p.title_id
    LEFT JOIN genders g ON g.id = p.gender_id
    LEFT JOIN personal_documents f ON f.id = p.document_file_id
    LEFT JOIN personal_documents pf ON pf.id = p.passport_document_file_id`;

/** The details of a user, or of the user for an account (null: their own). */
export async function findPersonalDetail(q: Queryable, userId: number, accountId: number | null) {
  const [row] = await q.query<PersonalDetailRow>(
    `${PERSONAL_SELECT} WHERE p.user_id = $1 AND coalesce(p.account_id, 0) = coalesce($2::int, 0)`,
    [userId, accountId],
  );
  return row;
}

/** A row by id, only when it belongs to the user: anyone else's id reads as not found. */
export async function findPersonalDetailById(q: Queryable, userId: number, id: number) {
  const [row] = await q.query<PersonalDetailRow>(`${PERSONAL_SELECT} WHERE p.id = $1 AND p.user_id = $2`, [
    id,
    userId,
  ]);
  return row;
}

export type PersonalDetailValues = Omit<
  PersonalDetailRow,
  'id' | 'title_title' | 'gender_key' | 'document_file_name' | 'passport_document_file_name'
>;

const PERSONAL_COLUMNS = [
  'user_id',
  'account_id',
  'title_id',
  'gender_id',
  'first_name',
  'middle_name',
  'last_name',
  'preferred_name',
  'date_of_birth',
  'country_id',
  'state',
  'suburb',
  'address_line_1',
  'post_code',
  'street_name',
  'street_number',
  'status',
  'no_failed_verification_attempts',
  'document_type',
  'document_id',
  'document_state',
  'card_number',
  'issue_date',
  'expiry_date',
  'document_file_id',
  'consent_access',
  'passport_document_id',
  'passport_issue_date',
  'passport_expiry_date',
  'passport_document_file_id',
  'passport_consent_access',
] as const satisfies readonly (keyof PersonalDetailValues)[];

export async function savePersonalDetail(
  q: Queryable,
  existingId: number | null,
  values: PersonalDetailValues,
): Promise<number> {
  const params = PERSONAL_COLUMNS.map((c) => values[c]);
  if (existingId !== null) {
    const sets = PERSONAL_COLUMNS.map((c, i) => `${c} = $${i + 1}`).join(', ');
    await q.query(
      `UPDATE personal_details SET ${sets}, updated_at = now() WHERE id = $${params.length + 1}`,
      [...params, existingId],
    );
    return existingId;
  }
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO personal_details (${PERSONAL_COLUMNS.join(', ')})
     VALUES (${PERSONAL_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    params,
  );
  return row!.id;
}

export async function markVerificationSkipped(q: Queryable, id: number): Promise<void> {
  await q.query(`UPDATE personal_details SET status = 'skipped', updated_at = now() WHERE id = $1`, [id]);
}

// --- Contact details ---
export type ContactDetailRow = {
  id: number;
  user_id: number;
  account_id: number | null;
  channel: 'phone' | 'sms' | 'email';
  country_id: number | null;
  address_line_1: string;
  suburb: string;
  state: string;
  post_code: string;
};
const CONTACT_SELECT =
  'SELECT id, user_id, account_id, channel, country_id, address_line_1, suburb, state, post_code FROM contact_details';

export async function findContactDetail(q: Queryable, userId: number, accountId: number | null) {
  const [row] = await q.query<ContactDetailRow>(
    `${CONTACT_SELECT} WHERE user_id = $1 AND coalesce(account_id, 0) = coalesce($2::int, 0)`,
    [userId, accountId],
  );
  return row;
}

export async function findContactDetailById(q: Queryable, userId: number, id: number) {
  const [row] = await q.query<ContactDetailRow>(`${CONTACT_SELECT} WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return row;
}

export async function saveContactDetail(
  q: Queryable,
  existingId: number | null,
  v: Omit<ContactDetailRow, 'id'>,
): Promise<number> {
  const params = [v.channel, v.country_id, v.address_line_1, v.suburb, v.state, v.post_code];
  if (existingId !== null) {
    await q.query(
      `UPDATE contact_details SET channel = $1, country_id = $2, address_line_1 = $3, suburb = $4, state = $5,
              post_code = $6, updated_at = now() WHERE id = $7`,
      [...params, existingId],
    );
    return existingId;
  }
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO contact_details (channel, country_id, address_line_1, suburb, state, post_code, user_id, account_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [...params, v.user_id, v.account_id],
  );
  return row!.id;
}

// --- Additional details ---
export type AdditionalDetailRow = {
  id: number;
  user_id: number;
  account_id: number | null;
  data: Record<string, unknown>;
};
const ADDITIONAL_SELECT = 'SELECT id, user_id, account_id, data FROM additional_details';

export async function findAdditionalDetail(q: Queryable, userId: number, accountId: number | null) {
  const [row] = await q.query<AdditionalDetailRow>(
    `${ADDITIONAL_SELECT} WHERE user_id = $1 AND coalesce(account_id, 0) = coalesce($2::int, 0)`,
    [userId, accountId],
  );
  return row;
}

export async function findAdditionalDetailById(q: Queryable, userId: number, id: number) {
  const [row] = await q.query<AdditionalDetailRow>(`${ADDITIONAL_SELECT} WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return row;
}

export async function saveAdditionalDetail(
  q: Queryable,
  existingId: number | null,
  v: Omit<AdditionalDetailRow, 'id'>,
): Promise<number> {
  if (existingId !== null) {
    await q.query('UPDATE additional_details SET data = $1, updated_at = now() WHERE id = $2', [
      JSON.stringify(v.data),
      existingId,
    ]);
    return existingId;
  }
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO additional_details (user_id, account_id, data) VALUES ($1, $2, $3) RETURNING id',
    [v.user_id, v.account_id, JSON.stringify(v.data)],
  );
  return row!.id;
}

// --- Documents ---
export type PersonalDocumentRow = { id: number; user_id: number; storage_key: string; file_name: string };

export async function insertPersonalDocument(
  q: Queryable,
  v: { userId: number; storageKey: string; fileName: string; fileType: string; size: number },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO personal_documents (user_id, storage_key, file_name, file_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [v.userId, v.storageKey, v.fileName, v.fileType, v.size],
  );
  return row!.id;
}

export async function findPersonalDocument(q: Queryable, userId: number, id: number) {
  const [row] = await q.query<PersonalDocumentRow>(
    'SELECT id, user_id, storage_key, file_name FROM personal_documents WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return row;
}

/** Deletes a document unless it backs the secondary verification document. */
export async function deletePersonalDocument(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM personal_documents WHERE id = $1', [id]);
}

export async function isDocumentInUse(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM secondary_documents WHERE document_file_id = $1', [id]);
  return rows.length > 0;
}

export async function replaceSecondaryDocument(
  q: Queryable,
  userId: number,
  documentType: string,
  fileId: number,
): Promise<void> {
  await q.query(
    `INSERT INTO secondary_documents (user_id, document_type, document_file_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET document_type = $2, document_file_id = $3, created_at = now()`,
    [userId, documentType, fileId],
  );
  await q.query('UPDATE users SET requires_secondary_document = false WHERE id = $1', [userId]);
}

export async function findSecondaryDocument(q: Queryable, userId: number) {
  const [row] = await q.query<{ document_type: string; document_file_id: number }>(
    'SELECT document_type, document_file_id FROM secondary_documents WHERE user_id = $1',
    [userId],
  );
  return row;
}

export async function setUserVerification(
  q: Queryable,
  userId: number,
  v: { verifiedStatus: string; requiresSecondaryDocument?: boolean },
): Promise<void> {
  await q.query(
    `UPDATE users SET verified_status = $2,
            requires_secondary_document = coalesce($3, requires_secondary_document) WHERE id = $1`,
    [userId, v.verifiedStatus, v.requiresSecondaryDocument ?? null],
  );
}

export async function isAccountMember(q: Queryable, userId: number, accountId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM account_members WHERE user_id = $1 AND account_id = $2', [
    userId,
    accountId,
  ]);
  return rows.length > 0;
}
