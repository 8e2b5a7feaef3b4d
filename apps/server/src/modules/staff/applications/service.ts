import type { Readable } from 'node:stream';
import type { TAccount } from '@portal/contracts/api/account-setup';
import {
  ACCOUNT_STATUS_DISPLAY,
  ACCOUNT_TYPE_LABELS,
  type TAccountStatus,
} from '@portal/contracts/api/onboarding';
import {
  ACTIVATABLE_STATUSES,
  APPLICATION_ACTIVATED_NOTICE,
  APPLICATION_RETURNED_NOTICE,
  RETURNABLE_STATUSES,
  STAFF_APPLICATION_TEXTS,
  staffApplicationFilePath,
  type TApplicationDecisionResponse,
  type TApplicationFileKind,
  type TApplicationQueueQuery,
  type TApplicationQueueResponse,
  type TStaffApplication,
} from '@portal/contracts/api/staff-operations';
import type { Queryable } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { CONTENT_TYPES, openStoredFile } from '../../../http/uploads.ts';
import { accountDetail } from '../../account-setup/service.ts';
import type { AuthContext } from '../../auth/session-context.ts';
import { APPLICATION_KIND } from '../../change-requests/kinds/application-kind.ts';
import { applicationSections } from '../../change-requests/kinds/application-sections.ts';
import { cancelPendingRequests } from '../../change-requests/service.ts';
import { moveApplicationIps } from '../../ips/signing.ts';
import { createNotification } from '../../notifications/service.ts';
import { logStaffAction } from '../access.ts';
import {
  countQueues,
  findReviewedAccount,
  insertReview,
  listAccountUsers,
  listApplicationFiles,
  listQueue,
  listReviews,
  moveAccountStatus,
  type ReviewedAccount,
} from './queries.ts';

export type Staff = AuthContext & { ip?: string };

const statusDisplay = (status: string) =>
  ACCOUNT_STATUS_DISPLAY[status as TAccountStatus] ?? { display_name: status, style: 'default' };
const includes = (list: readonly string[], value: string) => list.includes(value);

export async function queue(deps: Deps, query: TApplicationQueueQuery): Promise<TApplicationQueueResponse> {
  const search = query.search ? query.search : null;
  const rows = await listQueue(deps.db, {
    queue: query.status,
    search,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const counts = await countQueues(deps.db, search);
  return {
    count: counts[query.status],
    counts,
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type_display:
        ACCOUNT_TYPE_LABELS[row.account_type as keyof typeof ACCOUNT_TYPE_LABELS] ?? row.account_type,
      application: row.application_id,
      status: row.status,
      status_display: statusDisplay(row.status),
      primary:
        row.primary_user_id === null
          ? null
          : {
              user_id: row.primary_user_id,
              name: `${row.primary_first_name ?? ''} ${row.primary_last_name ?? ''}`.trim(),
              email: row.primary_email ?? '',
            },
      submitted_at: row.submitted_at,
      returned_reason: row.returned_reason,
      trust_deed_missing: row.trust_deed_missing === true,
    })),
  };
}

async function requireAccount(q: Queryable, accountId: number, forUpdate = false): Promise<ReviewedAccount> {
  const account = await findReviewedAccount(q, accountId, forUpdate);
  if (!account) throw notFound();
  return account;
}

/** The required documents an application still lacks, each as the reason it cannot be activated. */
export function activationBlockers(account: TAccount): string[] {
  const missing = account.extra_application_info.data.unfilled_fields;
  const blockers: string[] = [];
  if (account.trust_deed_missing || missing.includes('deed_attachments'))
    blockers.push(STAFF_APPLICATION_TEXTS.deedNotUploaded);
  if (missing.includes('certificates')) blockers.push(STAFF_APPLICATION_TEXTS.certificateNotUploaded);
  return blockers;
}

/** The account as its primary user sees it (the one who signs the application first). */
const primaryView = (q: Queryable, account: ReviewedAccount, staff: Staff) =>
  accountDetail(q, account.primary_user_id ?? account.initiator_user_id ?? staff.user.id, account.id);

/**
 * Everything the application's summary shows (as its primary user sees it), the application as its
 * members sign it (the signed PDF's sections), its users, files (signed PDFs among them) and decisions.
 */
export async function application(deps: Deps, staff: Staff, accountId: number): Promise<TStaffApplication> {
  const account = await requireAccount(deps.db, accountId);
  const [detail, members, files, reviews] = [
    await primaryView(deps.db, account, staff),
    await listAccountUsers(deps.db, accountId),
    await listApplicationFiles(deps.db, accountId),
    await listReviews(deps.db, accountId),
  ];
  const primary = members.find((member) => member.user_id === account.primary_user_id);
  const blockers = includes(ACTIVATABLE_STATUSES, account.status) ? activationBlockers(detail) : [];
  await logStaffAction(deps.db, staff, 'application_viewed', account.primary_user_id, {
    account_id: accountId,
  });
  return {
    account: detail,
    sections: applicationSections(detail, primary?.name ?? ''),
    members,
    files: files.map((file) => ({
      kind: file.kind,
      id: file.id,
      file_name: file.file_name,
      owner: file.owner,
      download_url: staffApplicationFilePath(accountId, file.kind, file.id),
    })),
    reviews,
    can_activate: includes(ACTIVATABLE_STATUSES, account.status) && blockers.length === 0,
    activation_blockers: blockers,
    can_return: includes(RETURNABLE_STATUSES, account.status),
  };
}

export type ApplicationFileDownload = { stream: Readable; fileName: string; contentType: string };

/** One file of the application, for staff to download; any other id answers 404. */
export async function applicationFile(
  deps: Deps,
  staff: Staff,
  accountId: number,
  kind: TApplicationFileKind,
  fileId: number,
): Promise<ApplicationFileDownload> {
  const account = await requireAccount(deps.db, accountId);
  const [file] = await listApplicationFiles(deps.db, accountId, { kind, id: fileId });
  if (!file) throw notFound();
  const stream = await openStoredFile(deps.files, file.storage_key);
  await logStaffAction(deps.db, staff, 'application_file_downloaded', account.primary_user_id, {
    account_id: accountId,
    kind,
    file_id: fileId,
  });
  const extension = file.storage_key.split('.').pop() ?? '';
  return {
    stream,
    fileName: file.file_name,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
  };
}

async function notifyUsers(
  deps: Deps,
  q: Queryable,
  account: ReviewedAccount,
  notice: { title: string; description: string },
): Promise<number[]> {
  const users = await listAccountUsers(q, account.id);
  for (const user of users) {
    await createNotification(deps, q, {
      user_id: user.user_id,
      application_id: account.application_id,
      title: notice.title,
      description: notice.description,
      redirect_url: `/accounts/${account.id}/`,
      email: true,
    });
  }
  return users.map((u) => u.user_id);
}

const decision = (detail: string, status: TAccountStatus): TApplicationDecisionResponse => ({
  detail,
  status,
  status_display: statusDisplay(status),
});

/** Activates an application whose signatures are in: the account is active and its users are told. */
export async function activate(
  deps: Deps,
  staff: Staff,
  accountId: number,
): Promise<TApplicationDecisionResponse> {
  return deps.db.tx(async (q) => {
    const account = await requireAccount(q, accountId, true);
    const [blocker] = includes(ACTIVATABLE_STATUSES, account.status)
      ? activationBlockers(await primaryView(q, account, staff))
      : [];
    if (blocker) throw new AppError(400, { detail: blocker });
    if (!(await moveAccountStatus(q, accountId, ACTIVATABLE_STATUSES, 'active')))
      throw new AppError(400, { detail: STAFF_APPLICATION_TEXTS.notActivatable });
    await insertReview(q, {
      account_id: accountId,
      action: 'activated',
      reason: '',
      staff_user_id: staff.user.id,
    });
    const notified = await notifyUsers(deps, q, account, {
      title: APPLICATION_ACTIVATED_NOTICE.title,
      description: APPLICATION_ACTIVATED_NOTICE.description(account.name),
    });
    await logStaffAction(q, staff, 'application_activated', account.primary_user_id, {
      account_id: accountId,
      from_status: account.status,
      notified,
    });
    return decision(STAFF_APPLICATION_TEXTS.activated, 'active');
  });
}

/**
 * Sends a submitted application back to its applicant with the reason: it is editable again, any
 * signature still asked for is cancelled (the next submission asks afresh), and its users are told why.
 */
export async function returnApplication(
  deps: Deps,
  staff: Staff,
  accountId: number,
  reason: string,
): Promise<TApplicationDecisionResponse> {
  return deps.db.tx(async (q) => {
    const account = await requireAccount(q, accountId, true);
    const status: TAccountStatus = 'application_in_progress';
    if (!(await moveAccountStatus(q, accountId, RETURNABLE_STATUSES, status)))
      throw new AppError(400, { detail: STAFF_APPLICATION_TEXTS.notReturnable });
    await cancelPendingRequests(q, accountId, APPLICATION_KIND);
    // Its IPS, signed with it, comes back to the applicant too.
    await moveApplicationIps(q, accountId, 'back_to_applicant');
    await insertReview(q, {
      account_id: accountId,
      action: 'returned',
      reason,
      staff_user_id: staff.user.id,
    });
    const notified = await notifyUsers(deps, q, account, {
      title: APPLICATION_RETURNED_NOTICE.title,
      description: APPLICATION_RETURNED_NOTICE.description(account.name, reason),
    });
    await logStaffAction(q, staff, 'application_returned', account.primary_user_id, {
      account_id: accountId,
      from_status: account.status,
      reason,
      notified,
    });
    return decision(STAFF_APPLICATION_TEXTS.returned, status);
  });
}
