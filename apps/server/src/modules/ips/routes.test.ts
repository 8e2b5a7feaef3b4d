import { ipsTexts } from '@portal/contracts/api/ips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findIpsReadyToSign, moveIpsThroughSigning } from './signing.ts';

let t: TestApp;
let investor: string;
let other: string;
let newcomer: string;
let account: number;
let loanNotes: number;
let ipsId: number;
type Option = {
  id: number;
  name: string;
  color: string;
  is_custom_strategies_available: boolean;
  has_tailored_label: boolean;
};
type Category = { id: number; name: string; investment_options: Option[] };
let categories: Category[];
let arrangements: Array<{ id: number; title: string; fees: Record<string, string> }>;
let labels: Array<{ id: number; name: string }>;

/** WCAG relative luminance of '#rrggbb'. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const opt = (name: string) => {
  for (const c of categories)
    for (const o of c.investment_options) if (o.name === name) return { category: c, option: o };
  throw new Error(name);
};
/** A PUT body: the given percents by option name, every other option at 0. */
const allocation = (
  percents: Record<string, string>,
  extra: Record<string, Record<string, unknown>> = {},
) => ({
  categories: categories.map((c) => ({
    id: c.id,
    investment_options: c.investment_options.map((o) => ({
      id: o.id,
      target_percentage: percents[o.name] ?? '0',
      tailored_label: null,
      custom_strategies: [],
      ...extra[o.name],
    })),
  })),
});
const strategy = (extra: Record<string, unknown> = {}) => ({
  name: 'Transferred holdings',
  manager_discretion: false,
  holding_arrangement: arrangements[0]!.id,
  securities: [{ name: 'BHP Group', units: '1200' }],
  ...extra,
});
const VALID = {
  'Tailored Australian Equity Portfolio': '48.5',
  'Global Equity Portfolio': '49.5',
  Cash: '2',
};
const put = (token: string, body: unknown, id = ipsId) =>
  call(t.app, `/api/ips/${id}/strategic-asset-allocation/`, { method: 'PUT', token, body });
const patch = (token: string, body: unknown, id = ipsId) =>
  call(t.app, `/api/ips/${id}/`, { method: 'PATCH', token, body });
const unfilled = async (id: number) =>
  (await call(t.app, `/api/accounts/${id}/`, { token: investor })).json.extra_application_info.data
    .unfilled_fields;

beforeAll(async () => {
  t = await createTestApp();
  account = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual' });
  loanNotes = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual', application: 'icf' });
  await addSecondaryMember(t.db, account, 'newcomer@demo.test');
  investor = await signIn(t.app, 'investor@demo.test');
  other = await signIn(t.app, 'details@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
  arrangements = (await call(t.app, '/api/ips/holding-arrangements/', { token: investor })).json;
  labels = (await call(t.app, '/api/ips/tailored-labels/', { token: investor })).json;
});
afterAll(async () => t?.close());

describe('reference data and the booklet', () => {
  it('answers tailored labels and holding arrangements with fees to 4 decimals, to signed-in users', async () => {
    expect(labels.length).toBeGreaterThan(2);
    expect(arrangements[0]!.fees.portfolio_management_fee).toMatch(/^\d+\.\d{4}$/);
    expect((await call(t.app, '/api/ips/tailored-labels/')).status).toBe(401);
  });

  it('serves a real PDF booklet describing the options', async () => {
    const link = await call(t.app, '/api/ips/booklet/', { token: investor });
    expect(link.json).toEqual({ booklet: '/api/ips/booklet/file/' });
    const pdf = await t.app.inject({ url: link.json.booklet });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
  });
});

describe('starting an IPS', () => {
  it('is the ongoing_ips step of a private-portfolio application', async () => {
    expect(await unfilled(account)).toContain('ongoing_ips');
    expect(await unfilled(loanNotes)).not.toContain('ongoing_ips');
  });

  it('is refused to outsiders, other members and loan-note accounts', async () => {
    expect((await call(t.app, '/api/ips/', { token: other, body: { account } })).status).toBe(404);
    expect((await call(t.app, '/api/ips/', { token: newcomer, body: { account } })).status).toBe(403);
    const icf = await call(t.app, '/api/ips/', { token: investor, body: { account: loanNotes } });
    expect(icf.json).toEqual({ detail: ipsTexts.notPortfolioProduct });
    expect((await call(t.app, '/api/ips/', { token: investor, body: {} })).json).toEqual({
      account: ['This field is required'],
    });
  });

  it('creates a draft at the booklet step; starting again answers the same draft', async () => {
    const res = await call(t.app, '/api/ips/', { token: investor, body: { account } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      account,
      status: 'draft',
      status_display: 'Draft',
      wizard_step: 'booklet',
      can_edit: true,
      can_delete: true,
    });
    ipsId = res.json.id;
    expect((await call(t.app, '/api/ips/', { token: investor, body: { account } })).json.id).toBe(ipsId);
    const seen = await call(t.app, `/api/accounts/${account}/ips/`, { token: newcomer });
    expect(seen.json).toMatchObject({ active_ips: null, ongoing_ips: { id: ipsId, can_edit: false } });
    expect((await call(t.app, `/api/ips/${ipsId}/`, { token: other })).status).toBe(404);
  });

  it('takes the customisation only after an allocation, and the gearing only after the customisation', async () => {
    expect((await patch(investor, { has_restrictions: false })).json).toEqual({ detail: ipsTexts.notReady });
    expect((await patch(investor, { has_gearing: false })).json).toEqual({ detail: ipsTexts.notReady });
    expect((await call(t.app, `/api/ips/${ipsId}/`, { token: investor })).json.wizard_step).toBe('booklet');
  });
});

describe('strategic asset allocation', () => {
  it('lists every option by asset class at 0%, cash with its 2% minimum', async () => {
    const res = await call(t.app, `/api/ips/${ipsId}/strategic-asset-allocation/`, { token: investor });
    categories = res.json.categories;
    expect(categories.map((c) => c.name)).toContain('Cash');
    expect(opt('Cash').option).toMatchObject({ target_percentage: '0.00', min_value: '2.00' });
    expect(opt('Tailored Australian Equity Portfolio').option.has_tailored_label).toBe(true);
  });

  it('colours each option its own, every two neighbours in the donut at least 2:1 apart in contrast', () => {
    // The donut draws the options in this order and closes the ring: the last one touches the first.
    const colours = categories.flatMap((c) => c.investment_options.map((o) => o.color));
    expect(new Set(colours).size).toBe(colours.length);
    const neighbours = colours.map((colour, i) => contrastRatio(colour, colours[(i + 1) % colours.length]!));
    expect(Math.min(...neighbours)).toBeGreaterThanOrEqual(2);
  });

  it('needs a total of 100, cash at least 2% and percents of 2 decimals', async () => {
    const short = await put(investor, allocation({ 'Global Equity Portfolio': '90', Cash: '1.5' }));
    expect(short.status).toBe(400);
    expect(short.json).toEqual({
      non_field_errors: ['The total allocation must be 100%', 'Cash must be at least 2%'],
    });
    const decimals = await put(investor, allocation({ 'Global Equity Portfolio': '97.999', Cash: '2' }));
    expect(Object.values(decimals.json)).toEqual([['Use no more than 2 decimal places']]);
  });

  it('takes a tailored label only on the tailored option above 0', async () => {
    const { option } = opt('Global Equity Portfolio');
    const wrong = await put(
      investor,
      allocation(VALID, { [option.name]: { tailored_label: labels[0]!.id } }),
    );
    expect(Object.values(wrong.json)).toEqual([[ipsTexts.tailoredOnlyFor]]);
    const zero = await put(
      investor,
      allocation(
        { 'Global Equity Portfolio': '98', Cash: '2' },
        { 'Tailored Australian Equity Portfolio': { tailored_label: labels[0]!.id } },
      ),
    );
    expect(Object.values(zero.json)).toEqual([[ipsTexts.tailoredOnlyFor]]);
  });

  it('needs a custom strategy on a positive option that allows them, valid and one per holding arrangement', async () => {
    const custom = 'Australian Equities Custom Strategy';
    const none = await put(investor, allocation({ [custom]: '98', Cash: '2' }));
    expect(none.json).toEqual({ non_field_errors: [`Add at least one custom strategy to ${custom}`] });
    const twice = await put(
      investor,
      allocation(
        { [custom]: '98', Cash: '2' },
        { [custom]: { custom_strategies: [strategy(), strategy({ name: 'Second' })] } },
      ),
    );
    expect(Object.values(twice.json)).toEqual([[ipsTexts.oneStrategyPerArrangement]]);
    const bad = await put(
      investor,
      allocation(
        { [custom]: '98', Cash: '2' },
        {
          [custom]: {
            custom_strategies: [
              strategy({
                name: 'x'.repeat(1001),
                manager_discretion: true,
                securities: [{ name: 'A', target_percentage: '60' }],
              }),
            ],
          },
        },
      ),
    );
    expect(Object.values(bad.json).flat().sort()).toEqual(
      ['Ensure this field has no more than 1000 characters', 'Target percentages must total 100%'].sort(),
    );
    const notAllowed = await put(investor, allocation(VALID, { Cash: { custom_strategies: [strategy()] } }));
    expect(Object.values(notAllowed.json)).toEqual([[ipsTexts.customStrategiesNotAllowed]]);
    const stored = await call(t.app, `/api/ips/${ipsId}/strategic-asset-allocation/`, { token: investor });
    expect(
      stored.json.categories
        .flatMap((c: Category) => c.investment_options)
        .every((o: { target_percentage: string }) => o.target_percentage === '0.00'),
    ).toBe(true);
  });

  it('is saved, with strategies of 0% options cleared, and moves the wizard to customisation', async () => {
    const custom = 'Australian Equities Custom Strategy';
    const res = await put(
      investor,
      allocation(
        { ...VALID, 'Global Equity Portfolio': '39.5', [custom]: '10' },
        {
          'Tailored Australian Equity Portfolio': { tailored_label: labels[1]!.id },
          [custom]: { custom_strategies: [strategy()] },
          'International Equities Custom Strategy': { custom_strategies: [strategy()] },
        },
      ),
    );
    expect(res.status).toBe(200);
    const options = res.json.categories.flatMap((c: Category) => c.investment_options);
    const byName = (name: string) => options.find((o: Option) => o.name === name);
    expect(byName('Tailored Australian Equity Portfolio')).toMatchObject({
      target_percentage: '48.50',
      tailored_label: labels[1]!.id,
    });
    expect(byName(custom).custom_strategies).toEqual([
      {
        id: expect.any(Number),
        name: 'Transferred holdings',
        manager_discretion: false,
        holding_arrangement: { id: arrangements[0]!.id, title: arrangements[0]!.title },
        securities: [{ name: 'BHP Group', target_percentage: null, units: '1200' }],
        portfolio_management_fee: arrangements[0]!.fees.portfolio_management_fee,
        investment_management_fee: arrangements[0]!.fees.investment_management_fee,
      },
    ]);
    expect(byName('International Equities Custom Strategy').custom_strategies).toEqual([]);
    const ips = await call(t.app, `/api/ips/${ipsId}/`, { token: investor });
    expect(ips.json.wizard_step).toBe('customisation');
    expect(ips.json.strategic_asset_allocation.map((a: { name: string }) => a.name)).toEqual([
      'Cash',
      'Tailored Australian Equity Portfolio',
      custom,
      'Global Equity Portfolio',
    ]);
  });

  it('is refused to other members', async () => {
    expect((await put(newcomer, allocation(VALID))).status).toBe(403);
    expect((await put(other, allocation(VALID))).status).toBe(404);
  });
});

describe('customisation', () => {
  it('answers the GICS tree: sectors, industry groups and industries', async () => {
    const tree = (await call(t.app, `/api/ips/${ipsId}/industry-restrictions/`, { token: investor })).json;
    expect(tree.find((n: { id: number }) => n.id === 10)).toEqual({
      id: 10,
      parent: null,
      is_leaf: false,
      restriction_type: null,
      group_restriction_type: null,
      name: 'Energy',
      description: 'GICS sector 10',
    });
    expect(tree.find((n: { id: number }) => n.id === 101020)).toMatchObject({
      parent: 1010,
      is_leaf: true,
      name: 'Oil, Gas & Consumable Fuels',
    });
    expect(tree.filter((n: { parent: number | null }) => n.parent === null)).toHaveLength(11);
  });

  it('stores industry restrictions on industries only; groups show the shared value or mixed', async () => {
    const group = await call(t.app, `/api/ips/${ipsId}/industry-restrictions/`, {
      token: investor,
      body: [{ id: 1010, restriction_type: 'do_not_hold' }],
    });
    expect(group.json).toEqual({ '0.id': ['Please select an option'] });
    const badType = await call(t.app, `/api/ips/${ipsId}/industry-restrictions/`, {
      token: investor,
      body: [{ id: 101010, restriction_type: 'never' }],
    });
    expect(badType.json).toEqual({ '0.restriction_type': ['Please select an option'] });
    const res = await call(t.app, `/api/ips/${ipsId}/industry-restrictions/`, {
      token: investor,
      body: [
        { id: 101010, restriction_type: 'do_not_hold' },
        { id: 101020, restriction_type: 'do_not_hold' },
        { id: 302030, restriction_type: 'do_not_buy' },
      ],
    });
    const node = (id: number) => res.json.find((n: { id: number }) => n.id === id);
    expect(node(10).group_restriction_type).toBe('do_not_hold');
    expect(node(1010).group_restriction_type).toBe('do_not_hold');
    expect(node(30).group_restriction_type).toBe('mixed');
    expect(node(302030).restriction_type).toBe('do_not_buy');
  });

  it('stores security restrictions, checked', async () => {
    const bad = await call(t.app, `/api/ips/${ipsId}/security-restrictions/`, {
      token: investor,
      body: [
        { name: '', units: '1.5', cost_base: '-1', date: '2026-02-30', restriction_type: 'do_not_sell' },
      ],
    });
    expect(bad.json).toEqual({
      '0.name': ['This field is required'],
      '0.units': ['Units must be a whole number'],
      '0.cost_base': ['Value cannot be negative'],
      '0.date': ['Date format is not valid'],
    });
    const res = await call(t.app, `/api/ips/${ipsId}/security-restrictions/`, {
      token: investor,
      body: [
        {
          name: 'Woodside Energy',
          units: '1',
          cost_base: '1',
          date: '2030-01-02',
          restriction_type: 'do_not_sell',
        },
      ],
    });
    expect(res.json).toEqual([
      {
        id: expect.any(Number),
        name: 'Woodside Energy',
        units: '1',
        cost_base: '1.00',
        date: '2030-01-02',
        restriction_type: 'do_not_sell',
      },
    ]);
  });

  it('records has_restrictions and moves to gearing', async () => {
    const early = await call(t.app, '/api/ips/', { token: investor, body: { account } });
    expect(early.json.id).toBe(ipsId);
    expect((await patch(investor, {})).json).toEqual({ has_restrictions: ['Please select an option'] });
    const yes = await patch(investor, { has_restrictions: true });
    expect(yes.json).toMatchObject({
      has_restrictions: true,
      has_industry_restrictions: true,
      has_security_restrictions: true,
      is_security_restrictions_provided: true,
      wizard_step: 'gearing',
      restricted_industry_groups: [
        { name: 'Energy', restriction_type: 'do_not_hold' },
        { name: 'Tobacco', restriction_type: 'do_not_buy' },
      ],
    });
  });
});

describe('gearing and the end of the wizard', () => {
  it('needs both balances when yes; no clears both', async () => {
    expect((await patch(investor, { has_gearing: true })).json).toEqual({
      target_loan_balance_min: ['This field is required'],
      target_loan_balance_max: ['This field is required'],
    });
    const yes = await patch(investor, {
      has_gearing: true,
      target_loan_balance_min: '100000',
      target_loan_balance_max: '250000.50',
    });
    expect(yes.json).toMatchObject({
      has_gearing: true,
      target_loan_balance_min: '100000.00',
      target_loan_balance_max: '250000.50',
      wizard_step: 'done',
    });
    const no = await patch(investor, {
      has_gearing: false,
      target_loan_balance_min: '1',
      target_loan_balance_max: '2',
    });
    expect(no.json).toMatchObject({
      has_gearing: false,
      target_loan_balance_min: null,
      target_loan_balance_max: null,
    });
    expect(await unfilled(account)).not.toContain('ongoing_ips');
  });

  it('is ready to sign; signing moves it through review to active, and editing stops meanwhile', async () => {
    expect(await findIpsReadyToSign(t.db, account)).toEqual({ id: ipsId });
    expect(await moveIpsThroughSigning(t.db, ipsId, 'signed')).toBe(false);
    expect(await moveIpsThroughSigning(t.db, ipsId, 'sent_for_signature', null)).toBe(true);
    const waiting = await call(t.app, `/api/ips/${ipsId}/`, { token: investor });
    expect(waiting.json).toMatchObject({
      status: 'awaiting_signature',
      status_display: 'Awaiting signature',
      can_edit: false,
    });
    expect((await patch(investor, { has_gearing: false })).json).toEqual({ detail: ipsTexts.notEditable });
    expect((await put(investor, allocation(VALID))).status).toBe(403);
    const del = await call(t.app, `/api/ips/${ipsId}/`, { method: 'DELETE', token: investor });
    expect(del.json).toEqual({ non_field_errors: [ipsTexts.onlyDraftDeleted] });
    expect(await moveIpsThroughSigning(t.db, ipsId, 'signed')).toBe(true);
    expect((await call(t.app, `/api/ips/${ipsId}/`, { token: investor })).json.status).toBe(
      'portfolio_manager_review',
    );
    expect(await moveIpsThroughSigning(t.db, ipsId, 'approved')).toBe(true);
    expect((await call(t.app, `/api/ips/${ipsId}/`, { token: investor })).json).toMatchObject({
      status: 'active',
      can_edit: true,
    });
  });

  it('an active IPS is changed through a new draft copied from it; it can be deleted by the primary user only', async () => {
    const draft = await call(t.app, '/api/ips/', { token: investor, body: { account } });
    expect(draft.json.id).not.toBe(ipsId);
    expect(draft.json).toMatchObject({ status: 'draft', has_gearing: false, has_restrictions: true });
    expect(draft.json.strategic_asset_allocation).toHaveLength(4);
    expect(draft.json.restricted_industry_groups).toHaveLength(2);
    // Answering no to restrictions clears those copied.
    const none = await patch(investor, { has_restrictions: false }, draft.json.id);
    expect(none.json).toMatchObject({
      has_restrictions: false,
      restricted_industry_groups: [],
      is_security_restrictions_provided: false,
    });
    expect(
      (await call(t.app, `/api/ips/${draft.json.id}/security-restrictions/`, { token: investor })).json,
    ).toEqual([]);
    const both = await call(t.app, `/api/accounts/${account}/ips/`, { token: investor });
    // Editing of the active IPS is disabled while an ongoing one exists.
    expect(both.json.active_ips).toMatchObject({ id: ipsId, can_edit: false });
    expect(
      (await call(t.app, `/api/ips/${draft.json.id}/`, { method: 'DELETE', token: newcomer })).status,
    ).toBe(403);
    expect(
      (await call(t.app, `/api/ips/${draft.json.id}/`, { method: 'DELETE', token: investor })).status,
    ).toBe(204);
    expect((await call(t.app, `/api/ips/${draft.json.id}/`, { token: investor })).status).toBe(404);
    expect(
      (await call(t.app, `/api/accounts/${account}/ips/`, { token: investor })).json.active_ips.can_edit,
    ).toBe(true);
  });
});
