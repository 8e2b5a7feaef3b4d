import type { TDocumentOrderField, TDocumentSuggestionGroup } from '@portal/contracts/api/documents';
import type { Queryable } from '../../db/client.ts';

/** Who asks: the acting user, in one application. Every read is scoped to their accounts there. */
export type DocumentScope = { userId: number; applicationId: string };

export type DocumentListFilters = {
  /** Matched case-insensitively inside the account name, the description (company) or the category. */
  search?: string;
  /** Only the annual summary (tax) packs when true, only the others when false, all when absent. */
  taxPack?: boolean;
  orderBy: TDocumentOrderField;
  descending: boolean;
  limit: number;
  offset: number;
};

export type DocumentListRow = {
  id: number;
  account: string;
  category: string;
  company: string;
  date_of: string;
  file_size: number;
  content_type: string;
  file_name: string;
};

export type DocumentFileRow = {
  id: number;
  file_key: string;
  file_name: string;
  file_size: number;
  content_type: string;
  /** The file's CRC-32, kept since it was stored; null for rows stored before it was kept. */
  crc32: number | null;
};

const ORDER_COLUMNS: Record<TDocumentOrderField, string> = {
  account: 'a.name',
  category: 'd.category',
  company: 'd.company',
  date_of: 'd.date_of',
  file_size: 'd.file_size',
};

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const OWN = `FROM documents d
  JOIN accounts a ON a.id = d.account_id AND a.application_id = $2
 WHERE EXISTS (SELECT 1 FROM account_members m WHERE m.account_id = d.account_id AND m.user_id = $1)`;

function listWhere(scope: DocumentScope, filters: Pick<DocumentListFilters, 'search' | 'taxPack'>) {
  const params: unknown[] = [scope.userId, scope.applicationId];
  let where = OWN;
  if (filters.search) {
    params.push(containsPattern(filters.search));
    const p = `$${params.length}`;
    where += ` AND (a.name ILIKE ${p} OR d.company ILIKE ${p} OR d.category ILIKE ${p})`;
  }
  if (filters.taxPack !== undefined) {
    params.push(filters.taxPack);
    where += ` AND d.is_annual_summary_tax_pack = $${params.length}`;
  }
  return { where, params };
}

/** One page of the user's documents and how many match in all. */
export async function listDocuments(
  q: Queryable,
  scope: DocumentScope,
  filters: DocumentListFilters,
): Promise<{ count: number; rows: DocumentListRow[] }> {
  const { where, params } = listWhere(scope, filters);
  const direction = filters.descending ? 'DESC' : 'ASC';
  const [counted] = await q.query<{ count: number }>(`SELECT count(*)::int AS count ${where}`, params);
  const count = counted?.count ?? 0;
  if (count === 0 || filters.offset >= count) return { count, rows: [] };
  const rows = await q.query<DocumentListRow>(
    `SELECT d.id, a.name AS account, d.category, d.company, to_char(d.date_of, 'YYYY-MM-DD') AS date_of,
            d.file_size::float8 AS file_size, d.content_type, d.file_name
       ${where}
      ORDER BY ${ORDER_COLUMNS[filters.orderBy]} ${direction}, d.id ${direction}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filters.limit, filters.offset],
  );
  return { count, rows };
}

/** Distinct account names, descriptions and categories of the user's documents that contain `search`. */
export async function documentSuggestions(
  q: Queryable,
  scope: DocumentScope,
  search: string,
  perGroup: number,
): Promise<Array<{ group: TDocumentSuggestionGroup; value: string }>> {
  const distinct = (group: TDocumentSuggestionGroup, column: string) =>
    `(SELECT '${group}'::text AS "group", v AS value FROM (
        SELECT DISTINCT ${column} AS v ${OWN} AND ${column} ILIKE $3
     ) s ORDER BY lower(v), v LIMIT $4)`;
  return q.query(
    [
      distinct('Account name', 'a.name'),
      distinct('Description', 'd.company'),
      distinct('Category', 'd.category'),
    ].join(' UNION ALL '),
    [scope.userId, scope.applicationId, containsPattern(search), perGroup],
  );
}

/** The files of those of `ids` that are the user's documents (the others are simply not answered). */
export async function findOwnDocumentFiles(
  q: Queryable,
  scope: DocumentScope,
  ids: number[],
): Promise<DocumentFileRow[]> {
  return q.query<DocumentFileRow>(
    `SELECT d.id, d.file_key, d.file_name, d.file_size::float8 AS file_size, d.content_type,
            d.crc32::float8 AS crc32
       ${OWN} AND d.id = ANY($3::int[])`,
    [scope.userId, scope.applicationId, ids],
  );
}

export type DocumentAccountRow = { id: number; name: string; application_id: string; member_ids: number[] };

/** The account a document is published to, with its members (who are notified). */
export async function findDocumentAccount(
  q: Queryable,
  accountId: number,
): Promise<DocumentAccountRow | null> {
  const [row] = await q.query<DocumentAccountRow>(
    `SELECT a.id, a.name, a.application_id,
            COALESCE(array_agg(m.user_id ORDER BY m.user_id) FILTER (WHERE m.user_id IS NOT NULL), '{}') AS member_ids
       FROM accounts a LEFT JOIN account_members m ON m.account_id = a.id
      WHERE a.id = $1
      GROUP BY a.id`,
    [accountId],
  );
  return row ?? null;
}

export type NewDocumentRow = {
  accountId: number;
  category: string;
  company: string;
  dateOf: string;
  fileKey: string;
  fileName: string;
  fileSize: number;
  crc32: number;
  contentType: string;
  isAnnualSummaryTaxPack: boolean;
};

export async function insertDocument(q: Queryable, row: NewDocumentRow): Promise<number> {
  const [inserted] = await q.query<{ id: number }>(
    `INSERT INTO documents (account_id, category, company, date_of, file_key, file_name, file_size, crc32,
       content_type, is_annual_summary_tax_pack)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      row.accountId,
      row.category,
      row.company,
      row.dateOf,
      row.fileKey,
      row.fileName,
      row.fileSize,
      row.crc32,
      row.contentType,
      row.isAnnualSummaryTaxPack,
    ],
  );
  return inserted!.id;
}

/** Keeps the CRC-32 worked out for a row stored before checksums were kept. */
export async function saveDocumentChecksum(q: Queryable, id: number, crc32: number): Promise<void> {
  await q.query('UPDATE documents SET crc32 = $2 WHERE id = $1 AND crc32 IS NULL', [id, crc32]);
}
