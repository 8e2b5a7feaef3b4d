import {
  IPS_WIZARD_STEPS,
  ipsTexts,
  repeatedArrangements,
  type TAccountIps,
  TAILORED_OPTION_NAME,
  type TIndustryRestriction,
  type TIps,
  type TIpsSignResponse,
  type TIpsWizardStep,
  type TSecurityRestriction,
  type TStrategicAssetAllocation,
  type ZAllocationRequestSchema,
  type ZIndustryRestrictionsRequestSchema,
  type ZIpsPatchSchema,
  type ZIpsStartRequestSchema,
  type ZSecurityRestrictionsRequestSchema,
  zCustomisationForm,
  zCustomStrategyForm,
  zGearingForm,
} from '@portal/contracts/api/ips';
import { allocationIssues, hundredthsOf, type TAllocationLine } from '@portal/contracts/api/ips-allocation';
import { nodeValue, type TTreeNode } from '@portal/contracts/api/ips-restriction-tree';
import { messages } from '@portal/contracts/messages';
import * as z from 'zod/mini';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.ts';
import { rowIdOf } from '../../http/ids.ts';
import { parse } from '../../http/validation.ts';
import { logActorActivity } from '../../security/activity-log.ts';
import { type AccountRow, requireMemberAccount } from '../accounts/access.ts';
import {
  findChangeRequest,
  listSigners,
  openChangeRequest,
  signerOf,
  viewOf,
} from '../change-requests/service.ts';
import type { Actor } from '../entity-details/service.ts';
import { createNotification } from '../notifications/service.ts';
import {
  type AllocationToStore,
  createDraft,
  deleteIps,
  findAccountIps,
  findAccountStatus,
  findIps,
  findSigningRequestId,
  findUserName,
  type IpsChanges,
  type IpsRow,
  listHoldingArrangements,
  listIndustries,
  listIndustryRestrictions,
  listOptions,
  listSecurityRestrictions,
  loadAllocation,
  lockIpsStart,
  replaceAllocation,
  replaceIndustryRestrictions,
  replaceSecurityRestrictions,
  tailoredLabelExists,
  updateIps,
} from './queries.ts';
import { IPS_KIND, moveIpsThroughSigning } from './signing.ts';

const requireIpm = (account: AccountRow) => {
  if (account.application_id !== 'ipm') throw new AppError(400, { detail: ipsTexts.notPortfolioProduct });
};

type IpsAccess = { ips: IpsRow; account: AccountRow; isPrimary: boolean };

/**
 * The IPS as the acting user may see it (a member of its account; 404 otherwise). `edit` asks for a
 * change: only the primary user (403), and only of a draft: not while awaiting signature or in review,
 * and an active IPS is changed through a new draft (spec sections 4 and 6).
 */
async function accessIps(q: Queryable, actor: Actor, ipsId: number, edit: boolean): Promise<IpsAccess> {
  const ips = await findIps(q, ipsId);
  if (!ips || ips.status === 'superseded') throw notFound();
  const { account, isPrimary } = await requireMemberAccount(q, actor.actingUserId, ips.account_id);
  if (edit) {
    if (!isPrimary) throw forbidden();
    if (ips.status !== 'draft') throw forbidden(ipsTexts.notEditable);
  }
  return { ips, account, isPrimary };
}

const stepIndex = (step: TIpsWizardStep) => IPS_WIZARD_STEPS.indexOf(step);
/** The wizard only moves forward: a step done again does not undo later ones. */
const atLeast = (current: TIpsWizardStep, step: TIpsWizardStep): TIpsWizardStep =>
  stepIndex(current) >= stepIndex(step) ? current : step;

/**
 * The request that signs the IPS: its own 'ips' request, or for an application's IPS the application's
 * request while that is pending or signed. Its signers are the IPS's approvers.
 */
async function signingOf(q: Queryable, row: IpsRow, viewerUserId: number) {
  if (row.status === 'draft') return { approvers: [], request: null };
  const ref = await findSigningRequestId(q, row.account_id, row.id, IPS_KIND);
  const request = ref ? await findChangeRequest(q, ref.id) : undefined;
  if (!request) return { approvers: [], request: null };
  const signers = await listSigners(q, request.id);
  const view = await viewOf(q, request, viewerUserId);
  return {
    approvers: signers.map((s) => ({
      user: `${s.first_name} ${s.last_name}`.trim(),
      is_admin: s.is_admin,
      status_display: SIGNER_STATUS_LABELS[s.status],
    })),
    request:
      row.status === 'awaiting_signature'
        ? { id: request.id, can_sign: view.can_sign, is_sign_url_available: view.is_sign_url_available }
        : null,
  };
}

const SIGNER_STATUS_LABELS = {
  pending: 'Awaiting signature',
  signed: 'Signed',
  declined: 'Declined',
} as const;

export async function toIps(
  q: Queryable,
  row: IpsRow,
  isPrimary: boolean,
  hasOngoing: boolean,
  viewerUserId: number,
): Promise<TIps> {
  const categories = await loadAllocation(q, row.id);
  const allocation = categories
    .flatMap((c) => c.investment_options)
    .filter((o) => (hundredthsOf(o.target_percentage) ?? 0) > 0)
    .map((o) => ({ name: o.name, color: o.color, target_percentage: o.target_percentage }));
  const restricted = await restrictedGroups(q, row.id);
  const securities = await listSecurityRestrictions(q, row.id);
  const status = row.status === 'superseded' ? 'active' : row.status;
  const signing = await signingOf(q, row, viewerUserId);
  const account = await findAccountStatus(q, row.account_id);
  return {
    id: row.id,
    account: row.account_id,
    status,
    status_display: ipsTexts.statusLabels[status],
    wizard_step: row.wizard_step,
    strategic_asset_allocation: allocation,
    has_restrictions: row.has_restrictions,
    has_industry_restrictions: row.has_industry_restrictions,
    has_security_restrictions: row.has_security_restrictions,
    restricted_industry_groups: restricted,
    is_security_restrictions_provided: securities.length > 0,
    has_gearing: row.has_gearing,
    target_loan_balance_min: row.target_loan_balance_min,
    target_loan_balance_max: row.target_loan_balance_max,
    creator: row.creator,
    created: row.created,
    modifier: row.modifier,
    modified: row.modified,
    approvers: signing.approvers,
    sign_requester_name: row.sign_requester_name,
    sign_requested_date: row.sign_requested_date,
    sign_change_request: signing.request,
    signed_on_its_own: account?.status === 'active',
    can_edit: isPrimary && (row.status === 'draft' || (row.status === 'active' && !hasOngoing)),
    can_delete: isPrimary && row.status === 'draft',
  };
}

/** The topmost nodes whose industries all share a restriction (a whole sector rather than its industries). */
export async function restrictedGroups(q: Queryable, ipsId: number) {
  const restrictions = await listIndustryRestrictions(q, ipsId);
  if (restrictions.length === 0) return [];
  const industries = await listIndustries(q);
  const nodes = industries.map((n) => ({ id: n.id, parent: n.parent_id, is_leaf: n.is_leaf }));
  const values = Object.fromEntries(restrictions.map((r) => [r.industry_id, r.restriction_type]));
  const out: TIps['restricted_industry_groups'] = [];
  const visit = (node: (typeof industries)[number]) => {
    const value = nodeValue(nodes, values, node.id);
    if (value === null) return;
    if (value !== 'mixed') {
      out.push({ name: node.name, restriction_type: value });
      return;
    }
    for (const child of industries.filter((c) => c.parent_id === node.id)) visit(child);
  };
  for (const root of industries.filter((n) => n.parent_id === null)) visit(root);
  return out;
}

// --- The IPS ---

/** POST IPS base: the account's IPS in progress, started now when there is none (copying the active one). */
export async function startIps(
  deps: Deps,
  actor: Actor,
  { account: given }: z.infer<typeof ZIpsStartRequestSchema>,
): Promise<TIps> {
  const accountId = rowIdOf(given);
  if (accountId === null) throw notFound();
  const { account, isPrimary } = await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  requireIpm(account);
  if (!isPrimary) throw forbidden();
  const id = await deps.db.tx(async (q) => {
    // Serialises starts of one account, so a double click cannot start two drafts.
    await lockIpsStart(q, accountId);
    const { active, ongoing } = await findAccountIps(q, accountId);
    if (ongoing) return ongoing.id;
    const created = await createDraft(q, accountId, actor.actingUserId, active?.id ?? null);
    await logActorActivity(q, actor, 'ips_started', { account_id: accountId, ips_id: created });
    return created;
  });
  return toIps(deps.db, (await findIps(deps.db, id))!, true, false, actor.actingUserId);
}

export async function getIps(deps: Deps, actor: Actor, ipsId: number): Promise<TIps> {
  const { ips, isPrimary } = await accessIps(deps.db, actor, ipsId, false);
  const { ongoing } = await findAccountIps(deps.db, ips.account_id);
  return toIps(deps.db, ips, isPrimary, ongoing !== null, actor.actingUserId);
}

export async function getAccountIps(deps: Deps, actor: Actor, accountId: number): Promise<TAccountIps> {
  const { isPrimary } = await requireMemberAccount(deps.db, actor.actingUserId, accountId);
  const { active, ongoing } = await findAccountIps(deps.db, accountId);
  return {
    active_ips: active ? await toIps(deps.db, active, isPrimary, ongoing !== null, actor.actingUserId) : null,
    ongoing_ips: ongoing ? await toIps(deps.db, ongoing, isPrimary, true, actor.actingUserId) : null,
  };
}

/**
 * PATCH IPS details: the customisation answers (has_restrictions; no restrictions clears them) and the
 * gearing (no gearing clears both balances). Answering a step moves the wizard past it.
 */
export async function patchIps(
  deps: Deps,
  actor: Actor,
  ipsId: number,
  input: z.infer<typeof ZIpsPatchSchema>,
): Promise<TIps> {
  const { ips } = await accessIps(deps.db, actor, ipsId, true);
  const changes: IpsChanges = {};
  let clearRestrictions = false;
  if (input.has_restrictions !== undefined) {
    const customisation = parse(zCustomisationForm, input);
    changes.has_restrictions = customisation.has_restrictions;
    if (customisation.has_restrictions) {
      const industries = await listIndustryRestrictions(deps.db, ipsId);
      const securities = await listSecurityRestrictions(deps.db, ipsId);
      changes.has_industry_restrictions = industries.length > 0;
      changes.has_security_restrictions = securities.length > 0;
    } else {
      changes.has_industry_restrictions = false;
      changes.has_security_restrictions = false;
      clearRestrictions = true;
    }
    // The customisation follows the allocation (a copy of an active IPS has one from the start).
    const allocated = (await loadAllocation(deps.db, ipsId)).some((c) =>
      c.investment_options.some((o) => (hundredthsOf(o.target_percentage) ?? 0) > 0),
    );
    if (!allocated) throw new AppError(400, { detail: ipsTexts.notReady });
    changes.wizard_step = atLeast(ips.wizard_step, 'gearing');
  }
  if (
    input.has_gearing !== undefined ||
    'target_loan_balance_min' in input ||
    'target_loan_balance_max' in input
  ) {
    const gearing = parse(zGearingForm, input);
    changes.has_gearing = gearing.has_gearing;
    changes.target_loan_balance_min = gearing.has_gearing
      ? String(gearing.target_loan_balance_min).trim()
      : null;
    changes.target_loan_balance_max = gearing.has_gearing
      ? String(gearing.target_loan_balance_max).trim()
      : null;
    if ((changes.has_restrictions ?? ips.has_restrictions) === null)
      throw new AppError(400, { detail: ipsTexts.notReady });
    changes.wizard_step = 'done';
  }
  if (Object.keys(changes).length === 0)
    throw new AppError(400, { has_restrictions: [messages.selectOption] });
  await deps.db.tx(async (q) => {
    if (clearRestrictions) {
      await replaceIndustryRestrictions(q, ipsId, []);
      await replaceSecurityRestrictions(q, ipsId, []);
    }
    await updateIps(q, ipsId, actor.actingUserId, changes);
    await logActorActivity(q, actor, 'ips_updated', { ips_id: ipsId, fields: Object.keys(changes) });
  });
  return getIps(deps, actor, ipsId);
}

/** DELETE IPS draft: only a draft, by the primary user. */
export async function deleteDraft(deps: Deps, actor: Actor, ipsId: number): Promise<void> {
  const { ips, isPrimary } = await accessIps(deps.db, actor, ipsId, false);
  if (!isPrimary) throw forbidden();
  if (ips.status !== 'draft') throw new AppError(400, { non_field_errors: [ipsTexts.onlyDraftDeleted] });
  await deps.db.tx(async (q) => {
    await deleteIps(q, ipsId);
    await logActorActivity(q, actor, 'ips_draft_deleted', { ips_id: ipsId, account_id: ips.account_id });
  });
}

/**
 * POST send-for-signature: the primary user sends the finished draft of an active account for signature
 * (an 'ips' change request with the signers the signing authority names). The other signers are told;
 * `next` is 'sign' when the primary user signs it too. An application's IPS is signed with the application.
 */
export async function sendForSignature(deps: Deps, actor: Actor, ipsId: number): Promise<TIpsSignResponse> {
  const { ips, account } = await accessIps(deps.db, actor, ipsId, true);
  if (account.status !== 'active') throw new AppError(400, { detail: ipsTexts.signedWithApplication });
  if (ips.wizard_step !== 'done') throw new AppError(400, { detail: ipsTexts.notReady });
  const requestId = await deps.db.tx(async (q) => {
    if (!(await moveIpsThroughSigning(q, ipsId, 'sent_for_signature', actor.actingUserId)))
      throw forbidden(ipsTexts.notEditable);
    const id = await openChangeRequest(q, {
      kind: IPS_KIND,
      accountId: ips.account_id,
      initiatorUserId: actor.actingUserId,
      newData: { ips_id: ipsId },
    });
    const sender = await findUserName(q, actor.actingUserId);

    for (const signer of await listSigners(q, id)) {
      if (signer.user_id === null || signer.user_id === actor.actingUserId) continue;
      await createNotification(deps, q, {
        user_id: signer.user_id,
        application_id: account.application_id,
        title: ipsTexts.signatureNotice.title,
        description: ipsTexts.signatureNotice.description(sender?.name ?? '', account.name),
        redirect_url: `/account/docusign-redirect/${ips.account_id}/?change_request=${id}`,
        email: true,
      });
    }
    await logActorActivity(q, actor, 'ips_sent_for_signature', { ips_id: ipsId, change_request_id: id });
    return id;
  });
  const signs = signerOf(await listSigners(deps.db, requestId), actor.actingUserId) !== undefined;
  return {
    detail: ipsTexts.sentForSignature,
    change_request: requestId,
    next: signs ? 'sign' : 'processing',
    ips: await getIps(deps, actor, ipsId),
  };
}

// --- Strategic asset allocation ---

export async function getAllocation(
  deps: Deps,
  actor: Actor,
  ipsId: number,
): Promise<TStrategicAssetAllocation> {
  await accessIps(deps.db, actor, ipsId, false);
  return { categories: await loadAllocation(deps.db, ipsId) };
}

/**
 * PUT: the percent of every option (2 decimals, total 100, cash at least 2%), the tailored label of the
 * tailored option, and the custom strategies of options that take them (cleared where the percent is 0).
 */
export async function putAllocation(
  deps: Deps,
  actor: Actor,
  ipsId: number,
  input: z.infer<typeof ZAllocationRequestSchema>,
): Promise<TStrategicAssetAllocation> {
  const { ips } = await accessIps(deps.db, actor, ipsId, true);
  const options = await listOptions(deps.db);
  const arrangements = await listHoldingArrangements(deps.db);
  const errors: Record<string, string[]> = {};
  const addError = (path: string, message: string) => {
    errors[path] = [...(errors[path] ?? []), message];
  };
  const seen = new Set<number>();
  const lines: AllocationToStore = [];
  const ruleLines: TAllocationLine[] = [];

  for (const [ci, category] of input.categories.entries()) {
    for (const [oi, given] of category.investment_options.entries()) {
      const at = `categories.${ci}.investment_options.${oi}`;
      const option = options.find((o) => o.id === given.id && o.category_id === category.id);
      if (!option || seen.has(given.id)) {
        addError(`${at}.id`, ipsTexts.unknownOption);
        continue;
      }
      seen.add(given.id);
      const text = String(given.target_percentage).trim() || '0';
      const hundredths = hundredthsOf(text);
      if (hundredths === null || hundredths > 10_000) {
        addError(`${at}.target_percentage`, messages.maxDecimals(2));
        continue;
      }
      const positive = hundredths > 0;
      let tailoredLabelId: number | null = null;
      const label = given.tailored_label;
      if (label !== null && label !== undefined && label !== '') {
        if (!(option.has_tailored_label && option.name === TAILORED_OPTION_NAME && positive))
          addError(`${at}.tailored_label`, ipsTexts.tailoredOnlyFor);
        else if (!Number.isInteger(Number(label)) || !(await tailoredLabelExists(deps.db, Number(label))))
          addError(`${at}.tailored_label`, messages.selectOption);
        else tailoredLabelId = Number(label);
      }
      // Custom strategies of an option at 0% are cleared (spec section 7).
      const strategiesGiven = positive ? given.custom_strategies : [];
      if (strategiesGiven.length > 0 && !option.is_custom_strategies_available) {
        addError(`${at}.custom_strategies`, ipsTexts.customStrategiesNotAllowed);
        continue;
      }
      const strategies: AllocationToStore[number]['strategies'] = [];
      for (const [si, raw] of strategiesGiven.entries()) {
        const result = z.safeParse(zCustomStrategyForm, raw);
        if (!result.success) {
          for (const issue of result.error.issues)
            addError(`${at}.custom_strategies.${si}.${issue.path.join('.')}`, issue.message);
          continue;
        }
        const strategy = result.data;
        const arrangementId = Number(strategy.holding_arrangement);
        if (!arrangements.some((a) => a.id === arrangementId)) {
          addError(`${at}.custom_strategies.${si}.holding_arrangement`, messages.selectOption);
          continue;
        }
        strategies.push({
          name: strategy.name,
          managerDiscretion: strategy.manager_discretion,
          holdingArrangementId: arrangementId,
          securities: strategy.securities.map((s) => ({
            name: s.name,
            targetPercentage: strategy.manager_discretion ? String(s.target_percentage).trim() : null,
            units: strategy.manager_discretion ? null : String(s.units).trim(),
          })),
        });
      }
      for (const index of repeatedArrangements(strategiesGiven as Array<{ holding_arrangement: unknown }>))
        addError(`${at}.custom_strategies.${index}.holding_arrangement`, ipsTexts.oneStrategyPerArrangement);
      lines.push({ optionId: option.id, targetPercentage: text, tailoredLabelId, strategies });
      ruleLines.push({
        name: option.name,
        target_percentage: text,
        min_value: option.min_value,
        is_custom_strategies_available: option.is_custom_strategies_available,
        custom_strategy_count: strategies.length,
      });
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError(400, errors);
  // Options not sent are at 0%; the rules read the whole allocation.
  for (const option of options)
    if (!seen.has(option.id))
      ruleLines.push({
        name: option.name,
        target_percentage: '0',
        min_value: option.min_value,
        is_custom_strategies_available: option.is_custom_strategies_available,
        custom_strategy_count: 0,
      });
  const issues = allocationIssues(ruleLines);
  if (issues.length > 0) throw new AppError(400, { non_field_errors: issues });

  await deps.db.tx(async (q) => {
    await replaceAllocation(q, ipsId, lines);
    await updateIps(q, ipsId, actor.actingUserId, { wizard_step: atLeast(ips.wizard_step, 'customisation') });
    await logActorActivity(q, actor, 'ips_allocation_saved', { ips_id: ipsId });
  });
  return { categories: await loadAllocation(deps.db, ipsId) };
}

// --- Restrictions ---

export async function getIndustryRestrictions(
  deps: Deps,
  actor: Actor,
  ipsId: number,
): Promise<TIndustryRestriction[]> {
  await accessIps(deps.db, actor, ipsId, false);
  return industryTree(deps.db, ipsId);
}

const LEVEL_LABELS: Record<string, string> = {
  sector: 'GICS sector',
  industry_group: 'GICS industry group',
  industry: 'GICS industry',
};

async function industryTree(q: Queryable, ipsId: number): Promise<TIndustryRestriction[]> {
  const industries = await listIndustries(q);
  const restrictions = await listIndustryRestrictions(q, ipsId);
  const nodes: TTreeNode[] = industries.map((n) => ({ id: n.id, parent: n.parent_id, is_leaf: n.is_leaf }));
  const values = Object.fromEntries(restrictions.map((r) => [r.industry_id, r.restriction_type]));
  return industries.map((n) => ({
    id: n.id,
    parent: n.parent_id,
    is_leaf: n.is_leaf,
    restriction_type: n.is_leaf ? (values[n.id] ?? null) : null,
    group_restriction_type: n.is_leaf ? null : nodeValue(nodes, values, n.id),
    name: n.name,
    description: `${LEVEL_LABELS[n.level]} ${n.id}`,
  }));
}

/** POST: the restricted industries (leaf id and restriction_type), replacing the earlier ones. */
export async function saveIndustryRestrictions(
  deps: Deps,
  actor: Actor,
  ipsId: number,
  list: z.infer<typeof ZIndustryRestrictionsRequestSchema>,
): Promise<TIndustryRestriction[]> {
  await accessIps(deps.db, actor, ipsId, true);
  const leaves = new Set((await listIndustries(deps.db)).filter((n) => n.is_leaf).map((n) => n.id));
  const ids = new Set<number>();
  for (const [index, entry] of list.entries()) {
    if (!leaves.has(entry.id) || ids.has(entry.id)) throw fieldError(`${index}.id`, messages.selectOption);
    ids.add(entry.id);
  }
  await deps.db.tx(async (q) => {
    await replaceIndustryRestrictions(q, ipsId, list);
    await updateIps(q, ipsId, actor.actingUserId, { has_industry_restrictions: list.length > 0 });
    await logActorActivity(q, actor, 'ips_industry_restrictions_saved', {
      ips_id: ipsId,
      count: list.length,
    });
  });
  return industryTree(deps.db, ipsId);
}

export async function getSecurityRestrictions(
  deps: Deps,
  actor: Actor,
  ipsId: number,
): Promise<TSecurityRestriction[]> {
  await accessIps(deps.db, actor, ipsId, false);
  return listSecurityRestrictions(deps.db, ipsId);
}

export async function saveSecurityRestrictions(
  deps: Deps,
  actor: Actor,
  ipsId: number,
  list: z.infer<typeof ZSecurityRestrictionsRequestSchema>,
): Promise<TSecurityRestriction[]> {
  await accessIps(deps.db, actor, ipsId, true);
  await deps.db.tx(async (q) => {
    await replaceSecurityRestrictions(
      q,
      ipsId,
      list.map((r) => ({ ...r, units: String(r.units).trim(), cost_base: r.cost_base })),
    );
    await updateIps(q, ipsId, actor.actingUserId, { has_security_restrictions: list.length > 0 });
    await logActorActivity(q, actor, 'ips_security_restrictions_saved', {
      ips_id: ipsId,
      count: list.length,
    });
  });
  return listSecurityRestrictions(deps.db, ipsId);
}

/** Who asked for the IPS's signatures and when, or null when there is no such IPS. */
export async function ipsSignRequest(q: Queryable, ipsId: number) {
  const ips = await findIps(q, ipsId);
  return ips && { requesterName: ips.sign_requester_name, requestedDate: ips.sign_requested_date };
}

/**
 * An IPS as staff reviewing it see it, or null when there is no such IPS. `asActive` shows it as the
 * account's active IPS (the one a reviewed change would replace).
 */
export async function ipsForStaff(q: Queryable, ipsId: number, staffUserId: number, asActive = false) {
  const ips = await findIps(q, ipsId);
  return ips && toIps(q, ips, false, asActive, staffUserId);
}

/** What an IPS allocates and which securities it restricts. */
export async function ipsAllocationAndRestrictions(q: Queryable, ipsId: number) {
  return {
    categories: await loadAllocation(q, ipsId),
    security_restrictions: await listSecurityRestrictions(q, ipsId),
  };
}
