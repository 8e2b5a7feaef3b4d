// The portfolio manager's review of IPS versions and their custom strategies (spec 001 section 4):
// the queue, one IPS, and the decision. Approving makes it the account's active IPS (the earlier active
// one is superseded); returning sends it back to draft with the reason. The members are told either way.

import { ipsTexts } from '@portal/contracts/api/ips';
import { ACCOUNT_TYPE_LABELS } from '@portal/contracts/api/onboarding';
import {
  STAFF_IPS_REVIEW_TEXTS,
  type TIpsReviewDecisionResponse,
  type TIpsReviewDetail,
  type TIpsReviewItem,
  type TIpsReviewQueueQuery,
  type TIpsReviewQueueResponse,
} from '@portal/contracts/api/staff-ips-review';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { appliedForOf } from '../account-setup/applied-for.ts';
import { ipsAllocationAndRestrictions, ipsForStaff, ipsSignRequest } from '../ips/service.ts';
import { moveIpsThroughSigning } from '../ips/signing.ts';
import { createNotification } from '../notifications/service.ts';
import { logStaffAction } from './access.ts';
import { listAccountUsers } from './applications/queries.ts';
import type { Staff } from './applications/service.ts';
import {
  findActiveIpsId,
  findIpsForReview,
  type IpsReviewRow,
  listIpsInReview,
} from './ips-review-queries.ts';

async function itemOf(q: Queryable, row: IpsReviewRow): Promise<TIpsReviewItem> {
  const signing = await ipsSignRequest(q, row.id);
  return {
    id: row.id,
    account: {
      id: row.account_id,
      name: row.account_name,
      type_display:
        ACCOUNT_TYPE_LABELS[row.account_type as keyof typeof ACCOUNT_TYPE_LABELS] ?? row.account_type,
    },
    primary:
      row.primary_user_id === null
        ? null
        : { user_id: row.primary_user_id, name: row.primary_name ?? '', email: row.primary_email ?? '' },
    is_change: row.is_change,
    custom_strategy_count: row.custom_strategy_count,
    sign_requester_name: signing?.requesterName ?? null,
    sign_requested_date: signing?.requestedDate ?? null,
  };
}

export async function reviewQueue(deps: Deps, query: TIpsReviewQueueQuery): Promise<TIpsReviewQueueResponse> {
  const { count, rows } = await listIpsInReview(deps.db, {
    search: query.search ? query.search : null,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const results: TIpsReviewItem[] = [];
  for (const row of rows) results.push(await itemOf(deps.db, row));
  return { count, results };
}

/** One IPS with everything it says, and the allocation of the active IPS it would replace. */
export async function reviewDetail(deps: Deps, staff: Staff, ipsId: number): Promise<TIpsReviewDetail> {
  const row = await findIpsForReview(deps.db, ipsId);
  if (!row) throw notFound();
  const activeId = await findActiveIpsId(deps.db, row.account_id);
  const active =
    activeId !== null && activeId !== ipsId
      ? await ipsForStaff(deps.db, activeId, staff.user.id, true)
      : null;
  await logStaffAction(deps.db, staff, 'ips_review_opened', row.primary_user_id, {
    ips_id: ipsId,
    account_id: row.account_id,
  });
  return {
    ...(await itemOf(deps.db, row)),
    ips: (await ipsForStaff(deps.db, ipsId, staff.user.id))!,
    ...(await ipsAllocationAndRestrictions(deps.db, ipsId)),
    current_allocation: active ? active.strategic_asset_allocation : null,
    applied_for: await appliedForOf(deps.db, row.account_id, row.application_id, { ipsId }),
  };
}

async function decide(
  deps: Deps,
  staff: Staff,
  ipsId: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<TIpsReviewDecisionResponse> {
  await deps.db.tx(async (q) => {
    const found = await findIpsForReview(q, ipsId);
    if (!found) throw notFound();
    const moved = await moveIpsThroughSigning(
      q,
      ipsId,
      decision.approve ? 'approved' : 'returned',
      staff.user.id,
    );
    if (!moved) throw new AppError(400, { detail: STAFF_IPS_REVIEW_TEXTS.notInReview });
    const notice = decision.approve
      ? {
          title: ipsTexts.activatedNotice.title,
          description: ipsTexts.activatedNotice.description(found.account_name),
        }
      : {
          title: ipsTexts.returnedNotice.title,
          description: ipsTexts.returnedNotice.description(found.account_name, decision.reason),
        };
    const users = await listAccountUsers(q, found.account_id);
    for (const user of users)
      await createNotification(deps, q, {
        user_id: user.user_id,
        application_id: found.application_id,
        title: notice.title,
        description: notice.description,
        redirect_url: `/accounts/${found.account_id}/`,
        email: true,
      });
    await logStaffAction(
      q,
      staff,
      decision.approve ? 'ips_approved' : 'ips_returned',
      found.primary_user_id,
      {
        ips_id: ipsId,
        account_id: found.account_id,
        ...(decision.approve ? {} : { reason: decision.reason }),
        notified: users.map((u) => u.user_id),
      },
    );
  });
  return {
    detail: decision.approve ? STAFF_IPS_REVIEW_TEXTS.approved : STAFF_IPS_REVIEW_TEXTS.returned,
    ips: (await ipsForStaff(deps.db, ipsId, staff.user.id))!,
  };
}

export const approveIps = (deps: Deps, staff: Staff, ipsId: number) =>
  decide(deps, staff, ipsId, { approve: true });
export const returnIps = (deps: Deps, staff: Staff, ipsId: number, reason: string) =>
  decide(deps, staff, ipsId, { approve: false, reason });
