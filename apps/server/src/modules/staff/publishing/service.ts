import {
  ACCOUNT_STATUS_DISPLAY,
  ACCOUNT_TYPE_LABELS,
  type TAccountStatus,
} from '@portal/contracts/api/onboarding';
import {
  STAFF_ACCOUNT_LOOKUP_LIMIT,
  STAFF_PUBLISHING_TEXTS,
  type TPostRebalanceReportRequest,
  type TPublishDocumentFieldValues,
  type TPublishResponse,
  type TStaffAccountLookupItem,
} from '@portal/contracts/api/staff-operations';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../http/errors.ts';
import { cleanFileName, type Upload } from '../../../http/uploads.ts';
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
 * (documents/service.ts createDocument does the three together or none).
 */
export async function publishDocument(
  deps: Deps,
  staff: Staff,
  accountId: number,
  upload: Upload,
  fields: TPublishDocumentFieldValues,
): Promise<TPublishResponse> {
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
 * Posts a rebalance report of either type (its data checked against the type's shape by the route), then
 * writes the report and the members' notifications together.
 */
export async function postRebalanceReport(
  deps: Deps,
  staff: Staff,
  report: TPostRebalanceReportRequest,
): Promise<TPublishResponse> {
  return deps.db.tx(async (q) => {
    const id = await createRebalanceReport(deps, q, report, { notify: true, email: true });
    const owner = await findAccountOwner(q, report.account_id);
    await logStaffAction(q, staff, 'rebalance_report_posted', owner?.primary_user_id ?? null, {
      account_id: report.account_id,
      report_id: id,
      type: report.type,
    });
    return { id, detail: STAFF_PUBLISHING_TEXTS.reportPosted };
  });
}
