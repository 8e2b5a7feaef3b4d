// Documents (spec 002 sections 2, 3, 5, 7 and 9): the server-paged list, the autosuggest, downloads
// (one file, or a selection as one zip) and the page's texts.
import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from '../constants.ts';
import { zQueryInt } from '../query.ts';

/** Documents page size (spec 002 section 9); the server also takes 20, 50 and 100. */
export const DOCUMENTS_PAGE_SIZE = 10;
/** The autosuggest waits this long after the last key (spec 002 section 5). */
export const DOCUMENTS_AUTOSUGGEST_DEBOUNCE_MS = 500;
/** Options per autosuggest group. */
export const DOCUMENT_SUGGESTIONS_PER_GROUP = 10;
/** At most this many documents in one zip download. */
export const DOCUMENTS_ZIP_MAX = 100;
/** Longest search text taken. */
export const DOCUMENTS_SEARCH_MAX = 100;

export const DOCUMENTS_TEXTS = {
  title: 'Documents',
  searchPlaceholder: 'Search by Account name, Description or Category…',
  annualSummaryPack: 'Show Annual Summary Pack',
  noDocuments: 'NO DOCUMENTS AVAILABLE',
  noResults: 'THERE ARE NO RESULTS MATCHING THE SEARCH CRITERIA',
  download: 'Download',
  preview: 'Preview',
  closePreview: 'Close preview',
} as const;

/** The category of the signed PDFs the product publishes once a request's signatures are in. */
export const SIGNED_DOCUMENT_CATEGORY = 'Signed document';
/** How the list shows a document's SHA-256 (signed documents only). */
export const sha256Text = (hex: string): string => `SHA-256: ${hex}`;

/** The footer bar's text: '{n} document(s) selected'. */
export const documentsSelectedText = (count: number): string => `${count} document(s) selected`;

export const DOCUMENT_COLUMNS = [
  { ordering: 'account', label: 'Account name' },
  { ordering: 'category', label: 'Category' },
  { ordering: 'company', label: 'Description' },
  { ordering: 'date_of', label: 'Document date' },
  { ordering: 'file_size', label: 'File size' },
] as const;

export const DOCUMENT_ORDERINGS = ['account', 'category', 'company', 'date_of', 'file_size'] as const;
export type TDocumentOrderField = (typeof DOCUMENT_ORDERINGS)[number];
export const DOCUMENT_ORDERING_VALUES = [
  ...DOCUMENT_ORDERINGS,
  ...DOCUMENT_ORDERINGS.map((o) => `-${o}` as const),
] as const;
export type TDocumentOrdering = (typeof DOCUMENT_ORDERING_VALUES)[number];
export const DEFAULT_DOCUMENT_ORDERING: TDocumentOrdering = '-date_of';

/** The autosuggest's groups, in the order they are shown. */
export const DOCUMENT_SUGGESTION_GROUPS = ['Account name', 'Description', 'Category'] as const;
export type TDocumentSuggestionGroup = (typeof DOCUMENT_SUGGESTION_GROUPS)[number];

/** Where a document is downloaded from (the list's `file`); `?inline=1` previews a PDF. */
export const documentDownloadPath = (id: number): string => `/api/documents/${id}/download/`;

/** The zip of a selection: 'Documents-{DDMMYYYY}.zip' for a date given as 'YYYY-MM-DD'. */
export const documentsZipFileName = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `Documents-${day}${month}${year}.zip`;
};

/** A size as the list shows it: '512 bytes', '340 KB', '1.2 MB' (units of 1024). */
export const fileSizeVerbose = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.max(1, Math.round(kb))} KB`;
  const mb = kb / 1024;
  if (mb < 1024) return `${mb.toFixed(1)} MB`;
  return `${(mb / 1024).toFixed(1)} GB`;
};

/** The notification the account's members receive when a document is published to it. */
export const NEW_DOCUMENT_NOTIFICATION = {
  title: 'New document',
  description: (category: string, accountName: string) =>
    `A new ${category} is available for ${accountName}.`,
  redirectUrl: '/documents/',
} as const;

const zPositiveInt = zQueryInt();
const zSearch = z.optional(z.string().check(z.trim(), z.maxLength(DOCUMENTS_SEARCH_MAX)));

export const ZDocumentsQuerySchema = z.object({
  search: zSearch,
  page: z._default(zPositiveInt, 1),
  page_size: z._default(
    z.pipe(
      z.coerce.number(),
      z
        .int()
        .check(
          z.refine((n) => (LIST_PAGE_SIZES as readonly number[]).includes(n), 'must be 10, 20, 50 or 100'),
        ),
    ),
    DOCUMENTS_PAGE_SIZE,
  ),
  ordering: z._default(z.enum(DOCUMENT_ORDERING_VALUES), DEFAULT_DOCUMENT_ORDERING),
  is_annual_summary_tax_pack: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
  ),
});
export type TDocumentsQuery = z.input<typeof ZDocumentsQuerySchema>;

export const ZDocumentSchema = z.object({
  id: z.number(),
  /** The download URL (needs the caller's token, like every call). */
  file: z.string(),
  account: z.string(),
  category: z.string(),
  company: z.string(),
  date_of: z.string(),
  file_size_verbose: z.string(),
  content_type: z.string(),
  /** What a download is saved as (ours: the spec's list has no name, the browser needs one). */
  file_name: z.string(),
  /**
   * The SHA-256 (hex) of the file, for the documents the product signed: a downloaded copy whose
   * SHA-256 is this is the document signed. Null for the others.
   */
  sha256: z.nullable(z.string()),
});
export const ZDocumentsResponseSchema = z.object({ count: z.number(), results: z.array(ZDocumentSchema) });
export type TDocument = z.infer<typeof ZDocumentSchema>;
export type TDocuments = z.infer<typeof ZDocumentsResponseSchema>;

export const ZDocumentSearchQuerySchema = z.object({ search: zSearch });
export const ZDocumentSuggestionsResponseSchema = z.array(
  z.object({ group: z.enum(DOCUMENT_SUGGESTION_GROUPS), options: z.array(z.string()) }),
);
export type TDocumentSuggestions = z.infer<typeof ZDocumentSuggestionsResponseSchema>;

export const ZDocumentDownloadQuerySchema = z.object({ inline: z.optional(z.enum(['0', '1'])) });

export const ZDocumentsZipRequestSchema = z.strictObject({
  ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(DOCUMENTS_ZIP_MAX)),
});
export type TDocumentsZipRequest = z.infer<typeof ZDocumentsZipRequestSchema>;
