import { type Insertable, type Selectable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, runOne, sqlBuilder } from '../../db/typed-sql.ts';

// Dates travel as the form's 'YYYY-MM-DD', never as a moment in a time zone.
const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const isoDateOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A user's own details (account null) or those they keep for one account. */
const forAccount = (column: string, accountId: number | null) =>
  sql<boolean>`coalesce(${sql.ref(column)}, 0) = coalesce(${accountId}::int, 0)`;

const personalDetails = () =>
  sqlBuilder
    .selectFrom('personal_details as p')
    .leftJoin('name_titles as t', 't.id', 'p.title_id')
    .leftJoin('genders as g', 'g.id', 'p.gender_id')
    .leftJoin('personal_documents as f', 'f.id', 'p.document_file_id')
    .leftJoin('personal_documents as pf', 'pf.id', 'p.passport_document_file_id')
    .select([
      'p.id',
      'p.user_id',
      'p.account_id',
      'p.title_id',
      't.title as title_title',
      'p.gender_id',
      'g.key as gender_key',
      'p.first_name',
      'p.middle_name',
      'p.last_name',
      'p.preferred_name',
      isoDate('p.date_of_birth').as('date_of_birth'),
      'p.country_id',
      'p.state',
      'p.suburb',
      'p.address_line_1',
      'p.post_code',
      'p.street_name',
      'p.street_number',
      'p.status',
      'p.no_failed_verification_attempts',
      'p.document_type',
      'p.document_id',
      'p.document_state',
      'p.card_number',
      isoDateOrNull('p.issue_date').as('issue_date'),
      isoDateOrNull('p.expiry_date').as('expiry_date'),
      'p.document_file_id',
      'f.file_name as document_file_name',
      'p.consent_access',
      'p.passport_document_id',
      isoDateOrNull('p.passport_issue_date').as('passport_issue_date'),
      isoDateOrNull('p.passport_expiry_date').as('passport_expiry_date'),
      'p.passport_document_file_id',
      'pf.file_name as passport_document_file_name',
      'p.passport_consent_access',
    ]);

/** The details of a user, or of the user for an account (null: their own). */
export function findPersonalDetail(q: Queryable, userId: number, accountId: number | null) {
  return runMaybeOne(
    q,
    personalDetails().where('p.user_id', '=', userId).where(forAccount('p.account_id', accountId)),
  );
}

export type PersonalDetailRow = NonNullable<Awaited<ReturnType<typeof findPersonalDetail>>>;

/** A row by id, only when it belongs to the user: anyone else's id reads as not found. */
export function findPersonalDetailById(q: Queryable, userId: number, id: number) {
  return runMaybeOne(q, personalDetails().where('p.id', '=', id).where('p.user_id', '=', userId));
}

export type PersonalDetailValues = Omit<
  Insertable<Database['personal_details']>,
  'id' | 'created_at' | 'updated_at'
>;

export async function savePersonalDetail(
  q: Queryable,
  existingId: number | null,
  values: PersonalDetailValues,
): Promise<number> {
  if (existingId !== null) {
    await exec(
      q,
      sqlBuilder
        .updateTable('personal_details')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', existingId),
    );
    return existingId;
  }
  const row = await runOne(q, sqlBuilder.insertInto('personal_details').values(values).returning('id'));
  return row.id;
}

export async function markVerificationSkipped(q: Queryable, id: number): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('personal_details')
      .set({ status: 'skipped', updated_at: sql`now()` })
      .where('id', '=', id),
  );
}

/** The name on the user's profile follows their own personal details. */
export async function setUserName(
  q: Queryable,
  userId: number,
  name: Pick<Selectable<Database['users']>, 'first_name' | 'last_name'>,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('users')
      .set({ first_name: name.first_name, last_name: name.last_name })
      .where('id', '=', userId),
  );
}

// --- Reference lists the details point to ---
export async function genderExists(q: Queryable, genderId: number): Promise<boolean> {
  const row = await runMaybeOne(q, sqlBuilder.selectFrom('genders').select('id').where('id', '=', genderId));
  return row !== undefined;
}

export async function titleFitsGender(q: Queryable, titleId: number, genderId: number): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('name_titles')
      .select('id')
      .where('id', '=', titleId)
      .where((eb) => eb(eb.val(genderId), '=', eb.fn.any('gender_ids'))),
  );
  return row !== undefined;
}

export async function countryIdExists(q: Queryable, countryId: number): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('countries').select('id').where('id', '=', countryId),
  );
  return row !== undefined;
}

// --- Contact details ---
const CONTACT_COLUMNS = [
  'id',
  'user_id',
  'account_id',
  'channel',
  'country_id',
  'address_line_1',
  'suburb',
  'state',
  'post_code',
] as const;

const contactDetails = () => sqlBuilder.selectFrom('contact_details').select(CONTACT_COLUMNS);

export function findContactDetail(q: Queryable, userId: number, accountId: number | null) {
  return runMaybeOne(
    q,
    contactDetails().where('user_id', '=', userId).where(forAccount('account_id', accountId)),
  );
}

export type ContactDetailRow = NonNullable<Awaited<ReturnType<typeof findContactDetail>>>;

export function findContactDetailById(q: Queryable, userId: number, id: number) {
  return runMaybeOne(q, contactDetails().where('id', '=', id).where('user_id', '=', userId));
}

export async function saveContactDetail(
  q: Queryable,
  existingId: number | null,
  v: Omit<ContactDetailRow, 'id'>,
): Promise<number> {
  const { user_id, account_id, ...changes } = v;
  if (existingId !== null) {
    await exec(
      q,
      sqlBuilder
        .updateTable('contact_details')
        .set({ ...changes, updated_at: sql`now()` })
        .where('id', '=', existingId),
    );
    return existingId;
  }
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('contact_details')
      .values({ ...changes, user_id, account_id })
      .returning('id'),
  );
  return row.id;
}

// --- Additional details ---
const ADDITIONAL_COLUMNS = ['id', 'user_id', 'account_id', 'data'] as const;

const additionalDetails = () => sqlBuilder.selectFrom('additional_details').select(ADDITIONAL_COLUMNS);

export function findAdditionalDetail(q: Queryable, userId: number, accountId: number | null) {
  return runMaybeOne(
    q,
    additionalDetails().where('user_id', '=', userId).where(forAccount('account_id', accountId)),
  );
}

export type AdditionalDetailRow = NonNullable<Awaited<ReturnType<typeof findAdditionalDetail>>>;

export function findAdditionalDetailById(q: Queryable, userId: number, id: number) {
  return runMaybeOne(q, additionalDetails().where('id', '=', id).where('user_id', '=', userId));
}

export async function saveAdditionalDetail(
  q: Queryable,
  existingId: number | null,
  v: { user_id: number; account_id: number | null; data: Record<string, unknown> },
): Promise<number> {
  const data = JSON.stringify(v.data);
  if (existingId !== null) {
    await exec(
      q,
      sqlBuilder
        .updateTable('additional_details')
        .set({ data, updated_at: sql`now()` })
        .where('id', '=', existingId),
    );
    return existingId;
  }
  const row = await runOne(
    q,
    sqlBuilder
      .insertInto('additional_details')
      .values({ user_id: v.user_id, account_id: v.account_id, data })
      .returning('id'),
  );
  return row.id;
}

// --- Documents ---
export async function insertPersonalDocument(
  q: Queryable,
  document: Pick<
    Insertable<Database['personal_documents']>,
    'user_id' | 'storage_key' | 'file_name' | 'file_type' | 'size_bytes'
  >,
): Promise<number> {
  const row = await runOne(q, sqlBuilder.insertInto('personal_documents').values(document).returning('id'));
  return row.id;
}

export function findPersonalDocument(q: Queryable, userId: number, id: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('personal_documents')
      .select(['id', 'user_id', 'storage_key', 'file_name'])
      .where('id', '=', id)
      .where('user_id', '=', userId),
  );
}

/** Deletes a document unless it backs the secondary verification document. */
export async function deletePersonalDocument(q: Queryable, id: number): Promise<void> {
  await exec(q, sqlBuilder.deleteFrom('personal_documents').where('id', '=', id));
}

export async function isDocumentInUse(q: Queryable, id: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder.selectFrom('secondary_documents').select('user_id').where('document_file_id', '=', id),
  );
  return rows.length > 0;
}

export async function replaceSecondaryDocument(
  q: Queryable,
  userId: number,
  documentType: string,
  fileId: number,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .insertInto('secondary_documents')
      .values({ user_id: userId, document_type: documentType, document_file_id: fileId })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ document_type: documentType, document_file_id: fileId, created_at: sql`now()` }),
      ),
  );
  await exec(
    q,
    sqlBuilder.updateTable('users').set({ requires_secondary_document: false }).where('id', '=', userId),
  );
}

export function findSecondaryDocument(q: Queryable, userId: number) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('secondary_documents')
      .select(['document_type', 'document_file_id'])
      .where('user_id', '=', userId),
  );
}

export async function setUserVerification(
  q: Queryable,
  userId: number,
  // requires_secondary_document is left as it is unless given.
  verification: Pick<Selectable<Database['users']>, 'verified_status'> &
    Partial<Pick<Selectable<Database['users']>, 'requires_secondary_document'>>,
): Promise<void> {
  await exec(
    q,
    sqlBuilder
      .updateTable('users')
      .set({
        verified_status: verification.verified_status,
        ...(verification.requires_secondary_document === undefined
          ? {}
          : { requires_secondary_document: verification.requires_secondary_document }),
      })
      .where('id', '=', userId),
  );
}

export async function isAccountMember(q: Queryable, userId: number, accountId: number): Promise<boolean> {
  const rows = await run(
    q,
    sqlBuilder
      .selectFrom('account_members')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('account_id', '=', accountId),
  );
  return rows.length > 0;
}
