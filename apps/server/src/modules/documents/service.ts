import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_SUGGESTION_GROUPS,
  DOCUMENT_SUGGESTIONS_PER_GROUP,
  documentDownloadPath,
  documentsZipFileName,
  fileSizeVerbose,
  NEW_DOCUMENT_NOTIFICATION,
  type TDocumentOrderField,
  type TDocumentOrdering,
  type TDocumentSuggestions,
  type TDocuments,
} from '@portal/contracts/api/documents';
import { SUGGESTION_MIN_CHARS, UPLOAD_TYPES } from '@portal/contracts/constants';
import { todayIso } from '@portal/contracts/dates';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { nameForContent, openStoredFile, sniffUpload } from '../../http/uploads.ts';
import { createNotification } from '../notifications/service.ts';
import { checksumOf, withChecksums } from './document-checksums.ts';
import {
  type DocumentScope,
  documentSuggestions,
  findDocumentAccount,
  findDocumentOfSource,
  findOwnDocumentFiles,
  insertDocument,
  listDocuments,
} from './queries.ts';
import { StoredZipTooLargeError, storedZip } from './stored-zip.ts';

export type { DocumentScope } from './queries.ts';

export type ListQuery = {
  search?: string;
  page: number;
  page_size: number;
  ordering: TDocumentOrdering;
  is_annual_summary_tax_pack?: boolean;
};

export async function list(deps: Deps, scope: DocumentScope, query: ListQuery): Promise<TDocuments> {
  const descending = query.ordering.startsWith('-');
  const { count, rows } = await listDocuments(deps.db, scope, {
    search: query.search || undefined,
    taxPack: query.is_annual_summary_tax_pack,
    orderBy: query.ordering.replace(/^-/, '') as TDocumentOrderField,
    descending,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      file: documentDownloadPath(row.id),
      account: row.account,
      category: row.category,
      company: row.company,
      date_of: row.date_of,
      file_size_verbose: fileSizeVerbose(Number(row.file_size)),
      content_type: row.content_type,
      file_name: row.file_name,
      sha256: row.sha256,
    })),
  };
}

/** The autosuggest: only for more than 2 characters; groups without a match are left out. */
export async function suggest(deps: Deps, scope: DocumentScope, search = ''): Promise<TDocumentSuggestions> {
  const text = search.trim();
  if (text.length < SUGGESTION_MIN_CHARS) return [];
  const rows = await documentSuggestions(deps.db, scope, text, DOCUMENT_SUGGESTIONS_PER_GROUP);
  return DOCUMENT_SUGGESTION_GROUPS.map((group) => ({
    group,
    options: rows.filter((r) => r.group === group).map((r) => r.value),
  })).filter((g) => g.options.length > 0);
}

export type DocumentDownload = {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number;
  inline: boolean;
};

/**
 * One of the user's documents as a stream. Another user's document, or an id that does not exist,
 * answers 404 alike. Inline (the preview) is only for PDFs.
 */
export async function download(
  deps: Deps,
  scope: DocumentScope,
  id: number,
  inline: boolean,
): Promise<DocumentDownload> {
  const [row] = await findOwnDocumentFiles(deps.db, scope, [id]);
  if (!row) throw notFound();
  if (inline && row.content_type !== 'application/pdf') throw notFound();
  const stream = await openStoredFile(deps.files, row.file_key);
  return {
    stream,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.file_size),
    inline,
  };
}

/**
 * The names of a zip's entries: '<account> - <file name>', so that statements of several accounts,
 * often named alike, tell apart; with no folders or control characters, and each name once
 * ('x.pdf', 'x (2).pdf', ...).
 */
export function zipEntryNames(files: Array<{ accountName: string; fileName: string }>): string[] {
  const used = new Set<string>();
  const safe = (raw: string) =>
    Array.from(raw, (ch) => (ch < ' ' ? '_' : ch))
      .join('')
      .replace(/[\\/:*?"<>|]+/g, '_')
      .replace(/^\.+/, '');
  return files.map(({ accountName, fileName }) => {
    const file = safe(fileName) || 'document';
    const dot = file.lastIndexOf('.');
    const [fileStem, ext] = dot > 0 ? [file.slice(0, dot), file.slice(dot)] : [file, ''];
    const stem = [safe(accountName).trim(), fileStem].filter(Boolean).join(' - ');
    let name = `${stem}${ext}`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

export type DocumentsZip = { stream: Readable; fileName: string; size: number };

/**
 * The chosen documents as one zip, streamed (`stored-zip.ts`): each file is stored as it is (PDFs are
 * compressed already) under the size and CRC-32 kept with its row, so its bytes go from the storage to
 * the client untouched, and the zip's length is known before it is sent. Files are opened in turn as the
 * zip reaches them, so memory does not grow with the number or size of the files. Any id that is not
 * one of the user's documents answers 404 before anything is sent.
 */
export async function zip(deps: Deps, scope: DocumentScope, ids: number[]): Promise<DocumentsZip> {
  const unique = [...new Set(ids)];
  const rows = await findOwnDocumentFiles(deps.db, scope, unique);
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const { files } = deps;
  const ordered = await withChecksums(
    deps.db,
    (row) => openStoredFile(files, row.file_key),
    unique.map((id) => byId.get(id)!),
  );
  const names = zipEntryNames(ordered.map((r) => ({ accountName: r.account_name, fileName: r.file_name })));
  try {
    // A file that fails while the zip is sent cannot become an error answer any more: the stream is
    // destroyed and the connection cut, so the browser reports a failed download instead of keeping a
    // broken zip.
    const { stream, size } = storedZip(
      ordered.map((row, i) => ({
        name: names[i]!,
        size: Number(row.file_size),
        crc32: row.crc32,
        open: () => files.open(row.file_key),
      })),
    );
    return { stream, fileName: documentsZipFileName(todayIso()), size };
  } catch (error) {
    if (error instanceof StoredZipTooLargeError) {
      throw new AppError(400, {
        detail: 'The selected documents are too large for one zip (under 4 GB). Download fewer at a time.',
      });
    }
    throw error;
  }
}

export type NewDocument = {
  accountId: number;
  category: string;
  /** Shown as the Description. */
  company: string;
  /** YYYY-MM-DD. */
  dateOf: string;
  /** What a download is saved as. */
  fileName: string;
  bytes: Uint8Array;
  isAnnualSummaryTaxPack?: boolean;
  /** Notify the account's members (default true; the demo's back-dated history does not). */
  notify?: boolean;
  /** Keep and show the file's SHA-256, so a copy can be checked (the signed documents). */
  keepSha256?: boolean;
  /** What produced it, once: a document of the same source is not published again. */
  source?: string;
};

/**
 * Publishes a document to an account: the file is stored first, then its row and the members'
 * notifications in one transaction; when that fails the stored file is removed again, so neither a
 * row without a file nor a file without a row is left. The type is read from the content (pdf, png,
 * jpg), never from the name.
 */
export async function createDocument(deps: Deps, input: NewDocument): Promise<{ id: number }> {
  const extension = sniffUpload(input.bytes);
  const type = UPLOAD_TYPES.find((t) => t.extension === extension)!;
  const { files } = deps;
  const fileKey = await files.put(input.bytes, type.extension);
  try {
    return await deps.db.tx(async (q) => {
      const account = await findDocumentAccount(q, input.accountId);
      if (!account) throw notFound();
      const id = await insertDocument(q, {
        account_id: input.accountId,
        category: input.category,
        company: input.company,
        date_of: input.dateOf,
        file_key: fileKey,
        file_name: nameForContent(input.fileName, type.extension),
        file_size: input.bytes.byteLength,
        crc32: checksumOf(input.bytes),
        content_type: type.mime,
        is_annual_summary_tax_pack: input.isAnnualSummaryTaxPack ?? false,
        sha256: input.keepSha256 ? createHash('sha256').update(input.bytes).digest('hex') : null,
        source: input.source ?? null,
      });
      if (id === null) {
        // Published before (a job run again): the copy just stored is not needed.
        await files.remove(fileKey).catch(() => undefined);
        return { id: (await findDocumentOfSource(q, input.source!))! };
      }
      if (input.notify !== false) {
        for (const userId of account.member_ids) {
          await createNotification(deps, q, {
            user_id: userId,
            application_id: account.application_id,
            title: NEW_DOCUMENT_NOTIFICATION.title,
            description: NEW_DOCUMENT_NOTIFICATION.description(input.category, account.name),
            labels: [input.category],
            redirect_url: NEW_DOCUMENT_NOTIFICATION.redirectUrl,
          });
        }
      }
      return { id };
    });
  } catch (error) {
    await files.remove(fileKey).catch(() => undefined);
    throw error;
  }
}
