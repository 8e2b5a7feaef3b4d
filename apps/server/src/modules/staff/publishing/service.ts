import {
  ACCOUNT_STATUS_DISPLAY,
  ACCOUNT_TYPE_LABELS,
  type TAccountStatus,
} from '@portal/contracts/api/onboarding';
import {
  STAFF_ACCOUNT_LOOKUP_LIMIT,
  STAFF_PUBLISHING_TEXTS,
  type TPublishResponse,
  type TStaffAccountLookupItem,
  ZPublishDocumentFieldsSchema,
} from '@portal/contracts/api/staff-operations';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { cleanFileName, type Upload } from '../../../http/uploads.ts';
import { parse } from '../../../http/validation.ts';
import { createDocument } from '../../documents/service.ts';
import { createRebalanceReport } from '../../rebalance/service.ts';
import { logStaffAction } from '../access.ts';
import type { Staff } from '../applications/service.ts';
import { findAccountOwner, lookupAccounts } from './queries.ts';

export async function accounts(deps: Deps, search: string | undefined): Promise<TStaffAccountLookupItem[]> {
  const rows = await lookupAccounts(deps.db, search ? search : null, STAFF_ACCOUNT_LOOKUP_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type_display:
      ACCOUNT_TYPE_LABELS[row.account_type as keyof typeof ACCOUNT_TYPE_LABELS] ?? row.account_type,
    application: row.application_id,
    status_display: ACCOUNT_STATUS_DISPLAY[row.status as TAccountStatus] ?? {
      display_name: row.status,
      style: 'default',
    },
    members: row.members,
  }));
}

/**
 * Publishes a document to an account: stored, listed in the members' documents and announced to them
 * (documents/service.ts createDocument does the three together or none). The fields are checked first.
 */
export async function publishDocument(
  deps: Deps,
  staff: Staff,
  accountId: number,
  upload: Upload,
  rawFields: Record<string, string>,
): Promise<TPublishResponse> {
  const fields = parse(ZPublishDocumentFieldsSchema, rawFields);
  const owner = await findAccountOwner(deps.db, accountId);
  if (!owner) throw notFound();
  const { id } = await createDocument(deps, {
    accountId,
    category: fields.category,
    company: fields.description,
    dateOf: fields.date_of,
    fileName: cleanFileName(upload.fileName, 'pdf'),
    bytes: upload.bytes,
    isAnnualSummaryTaxPack: fields.is_annual_summary_tax_pack,
  });
  await logStaffAction(deps.db, staff, 'document_published', owner.primary_user_id, {
    account_id: accountId,
    document_id: id,
    category: fields.category,
  });
  return { id, detail: STAFF_PUBLISHING_TEXTS.documentPublished };
}

/**
 * Posts a rebalance report of either type: its data is checked against the type's shape (each wrong
 * value answered by its path), then the report and the members' notifications are written together.
 */
export async function postRebalanceReport(
  deps: Deps,
  staff: Staff,
  body: unknown,
): Promise<TPublishResponse> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new AppError(400, { non_field_errors: [STAFF_PUBLISHING_TEXTS.jsonUnreadable] });
  return deps.db.tx(async (q) => {
    const id = await createRebalanceReport(deps, q, body as never, { notify: true, email: true });
    const accountId = (body as { account_id: number }).account_id;
    const owner = await findAccountOwner(q, accountId);
    await logStaffAction(q, staff, 'rebalance_report_posted', owner?.primary_user_id ?? null, {
      account_id: accountId,
      report_id: id,
      type: (body as { type: string }).type,
    });
    return { id, detail: STAFF_PUBLISHING_TEXTS.reportPosted };
  });
}
