import type { Readable } from 'node:stream';
import {
  ACCOUNT_FILE_LIMITS,
  accountFileTexts,
  type TAccountFile,
  type TAccountFileKind,
} from '@portal/contracts/api/entity-files';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import {
  CONTENT_TYPES,
  fileTooLarge,
  nameForContent,
  openStoredFile,
  sniffUpload,
  type Upload,
} from '../../http/uploads.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import { throttle } from '../../security/rate-limit.ts';
import { canEditDetails, requireMemberAccount, requirePrimaryAccount } from '../accounts/access.ts';
import { type Actor, isTrustAccount, requireEditableAccount } from '../entity-details/service.ts';
import {
  countAccountFiles,
  deleteAccountFile,
  findAccountFile,
  insertAccountFile,
  listAccountFiles,
} from './queries.ts';

const UPLOADS_PER_HOUR = 60;

/** The account's trust deeds and certificates, oldest first: their sections of the account entity. */
export async function accountFilesOf(q: Queryable, accountId: number) {
  // One after another: a transaction's connection runs one statement at a time anyway.
  const certificates = await listAccountFiles(q, accountId, 'certificate');
  const deed_attachments = await listAccountFiles(q, accountId, 'deed_attachment');
  return { certificates, deed_attachments };
}

export const ACCOUNT_FILE_MESSAGES = {
  deedNotApplicable: 'Trust deed attachments apply to trust and SMSF accounts.',
} as const;

/**
 * A trust deed skipped in the application may still be uploaded after it was submitted (the account is
 * not activated without it): by the primary user, while none is on file and the account is open.
 */
async function requireDeedUploadAccount(q: Queryable, userId: number, accountId: number) {
  const account = await requirePrimaryAccount(q, userId, accountId);
  if (canEditDetails(account)) return account;
  if (account.status !== 'inactive' && (await countAccountFiles(q, accountId, 'deed_attachment')) === 0)
    return account;
  return requireEditableAccount(q, userId, accountId);
}

const tooMany = (kind: TAccountFileKind) =>
  fieldError('file', accountFileTexts.tooManyFiles(ACCOUNT_FILE_LIMITS[kind]));

export async function listFiles(deps: Deps, actor: Actor, accountId: number, kind: TAccountFileKind) {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  return listAccountFiles(deps.db, accountId, kind);
}

/**
 * Stores an uploaded file for the account. The file is written first, then its row in a transaction
 * that counts the account's files under a lock; when the row cannot be written the file is removed, so
 * an upload leaves file and row together or neither (SECURITY.md item 16).
 */
export async function uploadFile(
  deps: Deps,
  actor: Actor,
  accountId: number,
  kind: TAccountFileKind,
  upload: Upload,
): Promise<TAccountFile> {
  const account =
    kind === 'deed_attachment'
      ? await requireDeedUploadAccount(deps.db, actor.actingUserId, accountId)
      : await requireEditableAccount(deps.db, actor.actingUserId, accountId);
  if (kind === 'deed_attachment' && !isTrustAccount(account))
    throw new AppError(400, { detail: ACCOUNT_FILE_MESSAGES.deedNotApplicable });
  await throttle(deps.db, `account-file:${actor.actingUserId}`, {
    max: UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (upload.bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const type = sniffUpload(upload.bytes);
  const max = ACCOUNT_FILE_LIMITS[kind];
  // Checked before the write too, so a full list costs no disk; the transaction decides.
  if ((await countAccountFiles(deps.db, accountId, kind)) >= max) throw tooMany(kind);
  const fileName = nameForContent(upload.fileName, type);
  const key = await deps.files.put(upload.bytes, type);
  try {
    const file = await deps.db.tx(async (q) => {
      const row = await insertAccountFile(
        q,
        {
          account_id: accountId,
          kind,
          storage_key: key,
          file_name: fileName,
          size_bytes: upload.bytes.length,
          uploaded_by_user_id: actor.actingUserId,
        },
        max,
      );
      if (!row) throw tooMany(kind);
      await logActorActivity(q, actor, 'account_file_uploaded', {
        account_id: accountId,
        kind,
        account_file_id: row.id,
      });
      return row;
    });
    return file;
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
}

export async function deleteFile(
  deps: Deps,
  actor: Actor,
  accountId: number,
  kind: TAccountFileKind,
  id: number,
): Promise<{ detail: string }> {
  await requireEditableAccount(deps.db, actor.actingUserId, accountId);
  const file = await findAccountFile(deps.db, accountId, kind, id);
  if (!file) throw notFound();
  await deps.db.tx(async (q) => {
    await deleteAccountFile(q, id);
    await logActorActivity(q, actor, 'account_file_deleted', {
      account_id: accountId,
      kind,
      account_file_id: id,
    });
  });
  // The row is gone first: a file left behind by a failed removal is unreachable, never a broken link.
  await deps.files.remove(file.storage_key);
  return { detail: accountFileTexts.fileDeleted };
}

/** The file for any member of the account; another user's file reads as not found. */
export async function openFile(
  deps: Deps,
  actor: Actor,
  accountId: number,
  kind: TAccountFileKind,
  id: number,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number }> {
  await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  const file = await findAccountFile(deps.db, accountId, kind, id);
  if (!file) throw notFound();
  const extension = file.storage_key.split('.').pop() ?? '';
  return {
    stream: await openStoredFile(deps.files, file.storage_key),
    fileName: file.file_name,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    size: file.size_bytes,
  };
}
