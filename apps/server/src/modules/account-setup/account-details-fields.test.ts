// The account details answer (GET /api/accounts/{id}/) carries the fields spec 001 section 3 lists for
// the Account: which sections its type asks for, whether the application went the straight way, a
// rebalance in progress, its IPS in force and in progress, its portfolio details, bank accounts and
// which tax section it answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/http.ts';
import {
  addSecondaryMember,
  createTestAccount,
  givePortfolioAndIps,
} from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { newUser, type TestUser } from './test-fixtures.ts';

let t: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, 'owner@fields.test', 'Olive', 'Owner');
  member = await newUser(t, 'member@fields.test', 'Mia', 'Member');
});
afterAll(async () => {
  await t?.close();
});

const detail = async (id: number, token = owner.token) => {
  const res = await call(t.app, `/api/accounts/${id}/`, { token });
  expect(res.status).toBe(200);
  return res.json;
};

describe('the account details answer', () => {
  it('lists the sections each account type and product asks for, and which tax section it answers', async () => {
    const individual = await createTestAccount(t.db, owner.email, { type: 'individual', application: 'icf' });
    expect(await detail(individual)).toMatchObject({
      required_fields_for_account_type: ['individual_tax', 'certificates', 'bank_accounts'],
      tax_type: 'individual',
    });
    const trust = await createTestAccount(t.db, owner.email, { type: 'trust', trusteeType: 'corporate' });
    expect(await detail(trust)).toMatchObject({
      required_fields_for_account_type: [
        'beneficial_owners',
        'directors',
        'corporate_account_details',
        'trust',
        'corporate_tax',
        'deed_attachments',
        'signing_authority',
        'portfolio_application',
        'ongoing_ips',
      ],
      tax_type: 'corporate',
    });
    const smsf = await createTestAccount(t.db, owner.email, { type: 'smsf', trusteeType: 'individual' });
    expect((await detail(smsf)).required_fields_for_account_type).toEqual([
      'trust',
      'trustee_details',
      'corporate_tax',
      'deed_attachments',
      'signing_authority',
      'portfolio_application',
      'ongoing_ips',
    ]);
  });

  it('is a happy flow until someone’s identity could not be verified automatically', async () => {
    const joint = await createTestAccount(t.db, owner.email, { type: 'joint' });
    await addSecondaryMember(t.db, joint, member.email);
    expect((await detail(joint)).is_happy_flow).toBe(true);
    await t.db.query("UPDATE account_people SET verification_status = 'not_verified' WHERE account_id = $1", [
      joint,
    ]);
    expect((await detail(joint)).is_happy_flow).toBe(false);
    expect((await detail(joint, member.token)).is_happy_flow).toBe(false);

    const own = await createTestAccount(t.db, member.email, { type: 'individual' });
    expect((await detail(own, member.token)).is_happy_flow).toBe(true);
    await t.db.query("UPDATE users SET verified_status = 'not_verified' WHERE id = $1", [member.id]);
    expect((await detail(own, member.token)).is_happy_flow).toBe(false);
    await t.db.query("UPDATE users SET verified_status = 'verified' WHERE id = $1", [member.id]);
  });

  it('names the IPS in force and the one in progress, and the portfolio details', async () => {
    const id = await createTestAccount(t.db, owner.email, { type: 'individual' });
    expect(await detail(id)).toMatchObject({
      active_ips: null,
      ongoing_ips: null,
      portfolio_application: null,
    });
    await givePortfolioAndIps(t.db, id);
    const [draft] = await t.db.query<{ id: number }>(
      'SELECT id FROM investment_policy_statements WHERE account_id = $1',
      [id],
    );
    const withDraft = await detail(id);
    expect(withDraft).toMatchObject({
      active_ips: null,
      ongoing_ips: { id: draft!.id, status: 'draft', status_display: 'Draft' },
      portfolio_application: { account: id, is_funds_transfer: true, funds_transfer_amount: '1000000.00' },
    });
    await t.db.query("UPDATE investment_policy_statements SET status = 'active' WHERE id = $1", [draft!.id]);
    const [change] = await t.db.query<{ id: number }>(
      `INSERT INTO investment_policy_statements (account_id, status) VALUES ($1, 'awaiting_signature') RETURNING id`,
      [id],
    );
    expect(await detail(id)).toMatchObject({
      active_ips: { id: draft!.id, status: 'active' },
      ongoing_ips: { id: change!.id, status: 'awaiting_signature' },
    });
  });

  it('says whether a rebalance of the account is in progress', async () => {
    const id = await createTestAccount(t.db, owner.email, { type: 'individual', status: 'active' });
    const rebalance = (status: string) =>
      t.db.query(
        `INSERT INTO rebalance_reports (account_id, date, status, type, data) VALUES ($1, now(), $2, 'taa', '{}')`,
        [id, status],
      );
    await rebalance('complete');
    expect((await detail(id)).has_pending_rebalance).toBe(false);
    await rebalance('in_progress');
    expect((await detail(id)).has_pending_rebalance).toBe(true);
  });

  it('lists the bank accounts in use, as the bank accounts call answers them', async () => {
    const id = await createTestAccount(t.db, owner.email, { type: 'individual', application: 'icf' });
    expect((await detail(id)).bank_accounts).toEqual([]);
    await t.db.query(
      `INSERT INTO bank_accounts (account_id, name, bsb, number, bank, branch) VALUES ($1, 'Everyday', '062000', '12345678', 'CBA', 'Sydney')`,
      [id],
    );
    await t.db.query(
      `INSERT INTO bank_accounts (account_id, name, bsb, number, deleted_at) VALUES ($1, 'Old', '062000', '1', now())`,
      [id],
    );
    const listed = await call(t.app, `/api/accounts/${id}/bank-accounts/`, { token: owner.token });
    const banks = (await detail(id)).bank_accounts;
    expect(banks).toEqual(listed.json);
    expect(banks.map((b: { name: string }) => b.name)).toEqual(['Everyday']);
  });
});
