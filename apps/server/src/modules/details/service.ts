import {
  SECONDARY_DOCUMENT_TYPES,
  type TAdditionalDetail,
  type TContactDetail,
  type TPersonalDetail,
  type TRegistrationStep,
  type TSecondaryDocumentRequest,
} from '@portal/contracts/api/details';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import { todayIso } from '@portal/contracts/dates';
import type {
  TAdditionalDetailsForm,
  TContactDetailsForm,
  TPersonalDetailsForm,
} from '@portal/contracts/forms/details';
import { type TAddress, zIdentityDocumentForm } from '@portal/contracts/forms/details';
import { messages } from '@portal/contracts/messages';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import { rowIdOf } from '../../http/ids.ts';
import { cleanFileName, openStoredFile, sniffUpload } from '../../http/uploads.ts';
import { parse } from '../../http/validation.ts';
import type { IdentityVerifier } from '../../providers/identity-verification.ts';
import { logActivity, logActorActivity } from '../../security/activity-log.ts';
import { throttle } from '../../security/rate-limit.ts';
import type { AuthContext } from '../auth/session-context.ts';
import {
  type AdditionalDetailRow,
  type ContactDetailRow,
  countryIdExists,
  deletePersonalDocument,
  findAdditionalDetail,
  findAdditionalDetailById,
  findContactDetail,
  findContactDetailById,
  findPersonalDetail,
  findPersonalDetailById,
  findPersonalDocument,
  findSecondaryDocument,
  genderExists,
  insertPersonalDocument,
  isAccountMember,
  isDocumentInUse,
  markVerificationSkipped,
  type PersonalDetailRow,
  replaceSecondaryDocument,
  saveAdditionalDetail,
  saveContactDetail,
  savePersonalDetail,
  setUserName,
  setUserVerification,
  titleFitsGender,
} from './queries.ts';

export type DetailsDeps = Deps & { identity: IdentityVerifier };

/** Identity checks a user may run in an hour (each one is a paid call to the verification service). */
const IDENTITY_CHECKS_PER_HOUR = 10;
const UPLOADS_PER_HOUR = 30;

export const DETAILS_MESSAGES = {
  skipped: 'Verification skipped.',
  documentDeleted: 'The file has been deleted.',
  documentInUse: 'This file is your secondary verification document and cannot be deleted.',
  secondarySaved: 'Your document has been saved.',
} as const;

type Actor = Pick<AuthContext, 'actingUserId' | 'user'> & { ip?: string };

const fileOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, file: `/api/personal-document/${id}/`, file_name: name ?? '' };

export function toPersonalDetail(
  row: PersonalDetailRow,
  verificationError: string | null = null,
): TPersonalDetail {
  return {
    id: row.id,
    account: row.account_id,
    title: row.title_id === null ? null : { id: row.title_id, title: row.title_title ?? '' },
    gender: row.gender_id === null ? null : { id: row.gender_id, key: row.gender_key ?? '' },
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    preferred_name: row.preferred_name,
    date_of_birth: row.date_of_birth,
    country: row.country_id,
    state: row.state,
    suburb: row.suburb,
    address_line_1: row.address_line_1,
    post_code: row.post_code,
    street_name: row.street_name,
    street_number: row.street_number,
    status: row.status,
    is_verified: row.status === 'verified',
    no_failed_verification_attempts: row.no_failed_verification_attempts,
    consent_access: row.consent_access,
    passport_consent_access: row.passport_consent_access,
    primary_verification_document: {
      document_type: row.document_type,
      document_id: row.document_id,
      document_state: row.document_state,
      card_number: row.card_number,
      issue_date: row.issue_date,
      expiry_date: row.expiry_date,
      document_file: fileOf(row.document_file_id, row.document_file_name),
      passport_document_id: row.passport_document_id,
      passport_issue_date: row.passport_issue_date,
      passport_expiry_date: row.passport_expiry_date,
      passport_document_file: fileOf(row.passport_document_file_id, row.passport_document_file_name),
    },
    verification_error: verificationError,
  };
}

export const toContactDetail = (row: ContactDetailRow): TContactDetail => ({
  id: row.id,
  account: row.account_id,
  channel: row.channel,
  country: row.country_id,
  address_line_1: row.address_line_1,
  suburb: row.suburb,
  state: row.state,
  post_code: row.post_code,
});

export const toAdditionalDetail = (row: AdditionalDetailRow): TAdditionalDetail =>
  ({ ...(row.data as TAdditionalDetailsForm), id: row.id, account: row.account_id }) as TAdditionalDetail;

/** The account the details are for: null (the user's own), or an account the acting user belongs to. */
async function resolveAccount(q: Queryable, userId: number, account: unknown): Promise<number | null> {
  if (account === undefined || account === null || account === '') return null;
  const id = rowIdOf(account);
  if (id === null) throw notFound();
  if (!(await isAccountMember(q, userId, id))) throw notFound();
  return id;
}

/** Field errors of a nested object, with their paths under `prefix` (the spec's flattened shape). */
function parseNested<T>(prefix: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(error.body)) {
      body[key === 'non_field_errors' ? prefix : `${prefix}.${key}`] = value;
    }
    throw new AppError(400, body);
  }
}

// --- Registration steps ---
export async function getRegistrationStep(
  deps: Deps,
  actor: Actor,
  step: TRegistrationStep,
  account: string | undefined,
) {
  const accountId = await resolveAccount(deps.db, actor.actingUserId, account);
  const userId = actor.actingUserId;
  if (step === 'personal_details') {
    const row = await findPersonalDetail(deps.db, userId, accountId);
    return { step, data: row ? toPersonalDetail(row) : null };
  }
  if (step === 'contact_details') {
    const row = await findContactDetail(deps.db, userId, accountId);
    return { step, data: row ? toContactDetail(row) : null };
  }
  const row = await findAdditionalDetail(deps.db, userId, accountId);
  return { step, data: row ? toAdditionalDetail(row) : null };
}

// --- Personal details ---
type PersonalInput = TPersonalDetailsForm & {
  account?: number | string | null;
  primary_verification_document: Record<string, unknown>;
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const fileIdOf = (value: unknown) => (value === undefined || value === null ? null : Number(value));

/** The document on file of `type`, in the request's field names. */
const documentOnFile = (row: PersonalDetailRow, type: unknown): Record<string, unknown> =>
  type === 'passport'
    ? {
        passport_document_id: row.passport_document_id,
        passport_issue_date: row.passport_issue_date,
        passport_expiry_date: row.passport_expiry_date,
        passport_document_file: row.passport_document_file_id,
      }
    : {
        document_id: row.document_id,
        document_state: row.document_state,
        card_number: row.card_number,
        issue_date: row.issue_date,
        expiry_date: row.expiry_date,
        document_file: row.document_file_id,
      };

/** The document of the chosen type is the one on file, unchanged (the other type is not compared). */
const sameDocument = (row: PersonalDetailRow, doc: Record<string, unknown>): boolean =>
  row.document_type === doc.document_type &&
  Object.entries(documentOnFile(row, doc.document_type)).every(([key, value]) =>
    key.endsWith('document_file')
      ? value === fileIdOf(doc[key])
      : (value ?? '') === (trimmed(doc[key]) ?? ''),
  );

/**
 * Creates (id null) or updates the personal details with the primary verification document. A new or
 * changed document needs the DVS consent and a copy of the document, and is checked by the identity
 * provider; a verified document sent back unchanged is not checked again. A failed check keeps what the
 * user typed, counts the attempt and answers the provider's message in `verification_error`.
 */
export async function savePersonalDetails(
  deps: DetailsDeps,
  actor: Actor,
  input: PersonalInput,
  id: number | null,
): Promise<TPersonalDetail> {
  const userId = actor.actingUserId;
  const existing = id === null ? undefined : await findPersonalDetailById(deps.db, userId, id);
  if (id !== null && !existing) throw notFound();
  const accountId = existing ? existing.account_id : await resolveAccount(deps.db, userId, input.account);
  const current = existing ?? (await findPersonalDetail(deps.db, userId, accountId));

  const raw = input.primary_verification_document;
  const unchangedVerified = current?.status === 'verified' && sameDocument(current, raw);
  const document = parseNested('primary_verification_document', () =>
    parse(
      zIdentityDocumentForm({ alreadyVerifiedAndUnchanged: unchangedVerified, documentFileRequired: true }),
      raw,
    ),
  );
  const isPassport = document.document_type === 'passport';
  const fileId = Number(isPassport ? document.passport_document_file : document.document_file);
  if (!(await findPersonalDocument(deps.db, userId, fileId))) throw notFound();
  await requireTitleOfGender(deps.db, Number(input.title), Number(input.gender));
  await countryExists(deps.db, input.country, 'country');

  let status: PersonalDetailRow['status'] = current?.status === 'skipped' ? 'skipped' : 'not_verified';
  let failed = current?.no_failed_verification_attempts ?? 0;
  let verificationError: string | null = null;
  if (unchangedVerified) {
    status = 'verified';
  } else {
    await throttle(deps.db, `identity-check:${userId}`, {
      max: IDENTITY_CHECKS_PER_HOUR,
      windowSeconds: 3600,
    });
    const result = await deps.identity.verify(
      {
        first_name: input.first_name,
        last_name: input.last_name,
        date_of_birth: input.date_of_birth,
        document_type: document.document_type,
        document_id: (isPassport ? document.passport_document_id : document.document_id) ?? '',
        document_state: isPassport ? '' : (document.document_state ?? ''),
        card_number: isPassport ? '' : (document.card_number ?? ''),
        expiry_date: (isPassport ? document.passport_expiry_date : document.expiry_date) ?? '',
      },
      todayIso(),
    );
    if (result.verified) status = 'verified';
    else {
      failed += 1;
      verificationError = result.message;
      if (status !== 'skipped') status = 'not_verified';
    }
  }

  const savedId = await deps.db.tx(async (q) => {
    const rowId = await savePersonalDetail(q, current?.id ?? null, {
      user_id: userId,
      account_id: accountId,
      title_id: Number(input.title),
      gender_id: Number(input.gender),
      first_name: input.first_name,
      middle_name: input.middle_name ?? '',
      last_name: input.last_name,
      preferred_name: input.preferred_name ?? '',
      date_of_birth: input.date_of_birth,
      country_id: Number(input.country),
      state: input.state ?? '',
      suburb: input.suburb ?? '',
      address_line_1: input.address_line_1 ?? '',
      post_code: input.post_code ?? '',
      street_name: input.street_name,
      street_number: input.street_number,
      status,
      no_failed_verification_attempts: failed,
      document_type: document.document_type,
      // Only the chosen document is saved; the other type's document stays as on file.
      ...(isPassport
        ? {
            document_id: current?.document_id ?? null,
            document_state: current?.document_state ?? '',
            card_number: current?.card_number ?? '',
            issue_date: current?.issue_date ?? null,
            expiry_date: current?.expiry_date ?? null,
            document_file_id: current?.document_file_id ?? null,
            consent_access: current?.consent_access ?? false,
            passport_document_id: document.passport_document_id ?? null,
            passport_issue_date: document.passport_issue_date ?? null,
            passport_expiry_date: document.passport_expiry_date ?? null,
            passport_document_file_id: fileId,
            passport_consent_access:
              document.passport_consent_access === true || (current?.passport_consent_access ?? false),
          }
        : {
            document_id: document.document_id ?? null,
            document_state: document.document_state ?? '',
            card_number: document.card_number ?? '',
            issue_date: document.issue_date ?? null,
            expiry_date: document.expiry_date ?? null,
            document_file_id: fileId,
            consent_access: document.consent_access === true || (current?.consent_access ?? false),
            passport_document_id: current?.passport_document_id ?? null,
            passport_issue_date: current?.passport_issue_date ?? null,
            passport_expiry_date: current?.passport_expiry_date ?? null,
            passport_document_file_id: current?.passport_document_file_id ?? null,
            passport_consent_access: current?.passport_consent_access ?? false,
          }),
    });
    if (accountId === null) {
      await setUserName(q, userId, { first_name: input.first_name, last_name: input.last_name });
      if (status !== 'skipped') {
        await setUserVerification(q, userId, {
          verified_status: status === 'verified' ? 'verified' : 'not_verified',
        });
      }
    }
    await logActivity(q, {
      userId,
      actorUserId: actor.user.id,
      action: unchangedVerified
        ? 'personal_details_updated'
        : status === 'verified'
          ? 'identity_verified'
          : 'identity_not_verified',
      ip: actor.ip,
      detail: { personal_detail_id: rowId, account_id: accountId },
    });
    return rowId;
  });
  const row = await findPersonalDetailById(deps.db, userId, savedId);
  return toPersonalDetail(row!, verificationError);
}

async function requireTitleOfGender(q: Queryable, titleId: number, genderId: number): Promise<void> {
  const gender = await genderExists(q, genderId);
  if (!Number.isInteger(genderId) || !gender) throw fieldError('gender', messages.selectOption);
  const title = await titleFitsGender(q, titleId, genderId);
  if (!Number.isInteger(titleId) || !title) throw fieldError('title', messages.selectOption);
}

export async function countryExists(q: Queryable, value: unknown, field: string): Promise<void> {
  const id = rowIdOf(value);
  if (id === null || !(await countryIdExists(q, id))) throw fieldError(field, messages.selectOption);
}

export async function skipVerification(deps: Deps, actor: Actor, id: number): Promise<{ detail: string }> {
  const row = await findPersonalDetailById(deps.db, actor.actingUserId, id);
  if (!row) throw notFound();
  if (row.status !== 'verified') {
    await deps.db.tx(async (q) => {
      await markVerificationSkipped(q, id);
      if (row.account_id === null) {
        await setUserVerification(q, actor.actingUserId, {
          verified_status: 'not_verified',
          requires_secondary_document: true,
        });
      }
      await logActorActivity(q, actor, 'identity_verification_skipped', { personal_detail_id: id });
    });
  }
  return { detail: DETAILS_MESSAGES.skipped };
}

// --- Contact details ---
export async function saveContactDetails(
  deps: Deps,
  actor: Actor,
  input: TContactDetailsForm & { account?: number | string | null },
  id: number | null,
): Promise<TContactDetail> {
  const userId = actor.actingUserId;
  const existing = id === null ? undefined : await findContactDetailById(deps.db, userId, id);
  if (id !== null && !existing) throw notFound();
  const accountId = existing ? existing.account_id : await resolveAccount(deps.db, userId, input.account);
  const current = existing ?? (await findContactDetail(deps.db, userId, accountId));
  await countryExists(deps.db, input.country, 'country');
  const savedId = await deps.db.tx(async (q) => {
    const rowId = await saveContactDetail(q, current?.id ?? null, {
      user_id: userId,
      account_id: accountId,
      channel: input.channel,
      country_id: Number(input.country),
      address_line_1: input.address_line_1 ?? '',
      suburb: input.suburb ?? '',
      state: input.state ?? '',
      post_code: input.post_code ?? '',
    });
    await logActivity(q, {
      userId,
      actorUserId: actor.user.id,
      action: 'contact_details_saved',
      ip: actor.ip,
      detail: { contact_detail_id: rowId, account_id: accountId },
    });
    return rowId;
  });
  return toContactDetail((await findContactDetailById(deps.db, userId, savedId))!);
}

/**
 * POST /api/profiles/my/change-address/: the user's own contact address changes, its channel kept (a
 * user without contact details yet gets them, by phone as the form's default).
 */
export async function changeOwnAddress(deps: Deps, actor: Actor, input: TAddress): Promise<TContactDetail> {
  const current = await findContactDetail(deps.db, actor.actingUserId, null);
  return saveContactDetails(
    deps,
    actor,
    { ...input, channel: current?.channel ?? 'phone' },
    current?.id ?? null,
  );
}

// --- Additional details ---
export async function saveAdditionalDetails(
  deps: Deps,
  actor: Actor,
  input: TAdditionalDetailsForm & { account?: number | string | null },
  id: number | null,
): Promise<TAdditionalDetail> {
  const userId = actor.actingUserId;
  const existing = id === null ? undefined : await findAdditionalDetailById(deps.db, userId, id);
  if (id !== null && !existing) throw notFound();
  const accountId = existing ? existing.account_id : await resolveAccount(deps.db, userId, input.account);
  const current = existing ?? (await findAdditionalDetail(deps.db, userId, accountId));
  const { account: _account, ...data } = input;
  const savedId = await deps.db.tx(async (q) => {
    const rowId = await saveAdditionalDetail(q, current?.id ?? null, {
      user_id: userId,
      account_id: accountId,
      data,
    });
    await logActivity(q, {
      userId,
      actorUserId: actor.user.id,
      action: 'additional_details_saved',
      ip: actor.ip,
      detail: { additional_detail_id: rowId, account_id: accountId },
    });
    return rowId;
  });
  return toAdditionalDetail((await findAdditionalDetailById(deps.db, userId, savedId))!);
}

// --- Personal documents ---
/**
 * Stores an uploaded document: its type read from the content (not the name), a server-chosen name on
 * disk, and the row. The file is written first and removed again if the row cannot be written, so a
 * failure leaves neither.
 */
export async function uploadPersonalDocument(
  deps: DetailsDeps,
  actor: Actor,
  upload: { bytes: Uint8Array; fileName: string },
): Promise<{ id: number; file: string; file_name: string }> {
  await throttle(deps.db, `upload:${actor.actingUserId}`, { max: UPLOADS_PER_HOUR, windowSeconds: 3600 });
  if (upload.bytes.length > UPLOAD_MAX_BYTES) {
    throw new AppError(413, { detail: messages.maxFileSize(UPLOAD_MAX_BYTES / 1024 / 1024) });
  }
  const type = sniffUpload(upload.bytes);
  const fileName = cleanFileName(upload.fileName, type);
  const key = await deps.files.put(upload.bytes, type);
  try {
    const id = await deps.db.tx(async (q) => {
      const rowId = await insertPersonalDocument(q, {
        user_id: actor.actingUserId,
        storage_key: key,
        file_name: fileName,
        file_type: type,
        size_bytes: upload.bytes.length,
      });
      await logActorActivity(q, actor, 'personal_document_uploaded', { personal_document_id: rowId });
      return rowId;
    });
    return fileOf(id, fileName)!;
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
}

export async function deleteDocument(
  deps: DetailsDeps,
  actor: Actor,
  id: number,
): Promise<{ detail: string }> {
  const doc = await findPersonalDocument(deps.db, actor.actingUserId, id);
  if (!doc) throw notFound();
  if (await isDocumentInUse(deps.db, id)) throw new AppError(400, { detail: DETAILS_MESSAGES.documentInUse });
  await deps.db.tx(async (q) => {
    await deletePersonalDocument(q, id);
    await logActorActivity(q, actor, 'personal_document_deleted', { personal_document_id: id });
  });
  await deps.files.remove(doc.storage_key);
  return { detail: DETAILS_MESSAGES.documentDeleted };
}

/** The document as a stream, for its owner only, sent as an attachment. */
export async function readDocument(deps: DetailsDeps, actor: Actor, id: number) {
  const doc = await findPersonalDocument(deps.db, actor.actingUserId, id);
  if (!doc) throw notFound();
  const stream = await openStoredFile(deps.files, doc.storage_key);
  return { stream, fileName: doc.file_name, key: doc.storage_key };
}

// --- Secondary verification document ---
export async function availableSecondaryTypes(deps: Deps, actor: Actor) {
  const personal = await findPersonalDetail(deps.db, actor.actingUserId, null);
  return {
    available_types: SECONDARY_DOCUMENT_TYPES.filter((t) => t.key !== personal?.document_type).map((t) => ({
      key: t.key,
      title: t.title,
    })),
  };
}

export async function saveSecondaryDocument(
  deps: Deps,
  actor: Actor,
  input: TSecondaryDocumentRequest,
): Promise<TSecondaryDocumentRequest & { detail: string }> {
  const { available_types } = await availableSecondaryTypes(deps, actor);
  if (!available_types.some((t) => t.key === input.document_type)) {
    throw fieldError('document_type', messages.selectOption);
  }
  if (!(await findPersonalDocument(deps.db, actor.actingUserId, input.document_file))) throw notFound();
  await deps.db.tx(async (q) => {
    await replaceSecondaryDocument(q, actor.actingUserId, input.document_type, input.document_file);
    await logActorActivity(q, actor, 'secondary_document_saved', { document_type: input.document_type });
  });
  return { detail: DETAILS_MESSAGES.secondarySaved, ...input };
}

// --- The profile's view of the details ---
/**
 * The three details of a user and whether any is missing: personal details, their verification (a
 * verified or skipped check), contact details, additional details, and a secondary document once one is
 * required. Staff are exempt (decided by the caller).
 */
export async function individualInfo(q: Queryable, userId: number, requiresSecondaryDocument: boolean) {
  const [personal, contact, additional, secondary] = await Promise.all([
    findPersonalDetail(q, userId, null),
    findContactDetail(q, userId, null),
    findAdditionalDetail(q, userId, null),
    requiresSecondaryDocument ? findSecondaryDocument(q, userId) : Promise.resolve(undefined),
  ]);
  const missing =
    !personal ||
    personal.status === 'not_verified' ||
    !contact ||
    !additional ||
    (requiresSecondaryDocument && !secondary);
  return {
    personal_detail: personal ? toPersonalDetail(personal) : null,
    contact_detail: contact ? toContactDetail(contact) : null,
    additional_detail: additional ? toAdditionalDetail(additional) : null,
    missing,
  };
}
