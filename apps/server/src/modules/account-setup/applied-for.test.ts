// What an application applies for, as its members review it and sign it: the loan-note products and
// the nominated bank account (masked), the portfolio details with the tailored label; the spec's role
// labels; and a skipped trust deed that stays missing until it is uploaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, postFile, signIn, signInStaff } from '../../testing/http.ts';
import {
  addSecondaryMember,
  createTestAccount,
  giveBankAccount,
  giveLoanNoteBundle,
  givePortfolioAndIps,
  userIdOf,
} from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { renderApplicationPdf } from '../change-requests/kinds/application-pdf.ts';
import { loadIpsContent, renderIpsPdf } from '../ips/ips-document.ts';
import { pdfText } from '../reports/pdf/text.ts';
import { accountDetail } from './service.ts';
import { addPerson, ROLE } from './test-fixtures.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n%deed\n');

let t: TestApp;
let investor: string;
let newcomer: string;
let investorId: number;

beforeAll(async () => {
  t = await createTestApp();
  investor = await signIn(t.app, 'investor@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
  investorId = await userIdOf(t.db, 'investor@demo.test');
});
afterAll(async () => t?.close());

const accountOf = async (id: number, token = investor) =>
  (await call(t.app, `/api/accounts/${id}/`, { token })).json;

const applicationPdfText = async (accountId: number) =>
  pdfText(
    await renderApplicationPdf({
      title: 'Application',
      account: await accountDetail(t.db, investorId, accountId),
      primaryName: 'Primary Person',
      acknowledgements: [],
      signers: [{ name: 'Primary Person' }],
      date: new Date('2026-01-05T00:00:00Z'),
    }),
  );

describe('a loan-note application', () => {
  let accountId: number;
  beforeAll(async () => {
    accountId = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'trust',
      trusteeType: 'individual',
      application: 'icf',
    });
    await addSecondaryMember(t.db, accountId, 'newcomer@demo.test');
    const bank = await giveBankAccount(t.db, accountId);
    await giveLoanNoteBundle(t.db, accountId, bank);
  });

  it('answers its products, amounts, interest options and the nominated bank account, masked', async () => {
    const account = await accountOf(accountId);
    expect(account.applied_for).toEqual([
      {
        key: 'products',
        title: 'Product details',
        rows: [
          {
            label: '48-hour at-call - 4.75% - Variable',
            value: '$100,000, Interest paid monthly to my bank account',
          },
          { label: 'Total', value: '$100,000' },
        ],
      },
      {
        key: 'bank_account',
        title: 'Nominated bank account',
        rows: [
          { label: 'Account name', value: 'Everyday account' },
          { label: 'BSB', value: '062-000' },
          { label: 'Account number', value: '******678' },
        ],
      },
    ]);
    expect(JSON.stringify(account.applied_for)).not.toContain('12345678');
  });

  it('names a co-trustee and the primary user by the spec role label, not Contact', async () => {
    const account = await accountOf(accountId);
    expect(account.secondary_users.map((u: { role: { title: string } }) => u.role.title)).toEqual([
      'Trustee',
    ]);
    expect(account.viewer_role).toBe('Trustee');
  });

  it('puts the products, the bank account and the labels in the application PDF', async () => {
    const text = await applicationPdfText(accountId);
    for (const expected of [
      'Product details',
      '48-hour at-call - 4.75% - Variable',
      '$100,000, Interest paid monthly to my bank account',
      'Nominated bank account',
      'Everyday account',
      '******678',
      'Trustee, newcomer@demo.test',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('12345678');
    expect(text).not.toContain('Contact');
  });
});

describe("a member's own role", () => {
  it("is the role of the member viewing, not the primary user's", async () => {
    const accountId = await createTestAccount(t.db, 'investor@demo.test', { type: 'company' });
    await t.db.query('UPDATE accounts SET primary_user_role_id = 5 WHERE id = $1', [accountId]);
    await addPerson(t.db, accountId, {
      roleId: 4,
      userId: await userIdOf(t.db, 'newcomer@demo.test'),
      email: 'newcomer@demo.test',
    });
    expect((await accountOf(accountId)).viewer_role).toBe('Sole director');
    const member = await accountOf(accountId, newcomer);
    expect(member.viewer_role).toBe('Company secretary');
    expect(member.primary_user_role.title).toBe('Sole director');
  });

  it('reads Member for a joint holder', async () => {
    const accountId = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint' });
    await addPerson(t.db, accountId, { roleId: ROLE.contact });
    const account = await accountOf(accountId);
    expect(account.secondary_users[0].role.title).toBe('Member');
    expect(account.viewer_role).toBe('Member');
  });
});

describe('a private-portfolio application', () => {
  let accountId: number;
  let ipsId: number;
  beforeAll(async () => {
    accountId = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual' });
    await givePortfolioAndIps(t.db, accountId);
    await giveBankAccount(t.db, accountId);
    const [ips] = await t.db.query<{ id: number }>(
      'SELECT id FROM investment_policy_statements WHERE account_id = $1',
      [accountId],
    );
    ipsId = ips!.id;
    // Half of it in the tailored option, labelled 'Income focus' (stored, and shown again from now on).
    await t.db.query('UPDATE ips_allocations SET target_percentage = 50 WHERE ips_id = $1', [ipsId]);
    await t.db.query(
      `INSERT INTO ips_allocations (ips_id, investment_option_id, target_percentage, tailored_label_id)
       SELECT $1, o.id, 50, l.id FROM ips_investment_options o, ips_tailored_labels l
        WHERE o.name = 'Tailored Australian Equity Portfolio' AND l.name = 'Income focus'`,
      [ipsId],
    );
  });

  it('answers the funding, the sources of funds and the tailored label', async () => {
    const [portfolio, bank] = (await accountOf(accountId)).applied_for;
    expect(portfolio.key).toBe('portfolio');
    expect(portfolio.rows).toEqual(
      expect.arrayContaining([
        { label: 'Funding type', value: 'Funds transfer: $1,000,000' },
        { label: 'Source of funds', value: 'Salary and savings' },
        { label: 'Tailored label', value: 'Income focus' },
      ]),
    );
    expect(bank.key).toBe('bank_account');
  });

  it('puts them in the application PDF and in the IPS PDF', async () => {
    const application = await applicationPdfText(accountId);
    expect(application).toContain('Funds transfer: $1,000,000');
    expect(application).toContain('Income focus');
    const content = await loadIpsContent(t.db, ipsId);
    const ips = pdfText(
      await renderIpsPdf({ title: 'IPS', content: content!, signers: [], date: new Date('2026-01-05') }),
    );
    for (const expected of ['Portfolio details', 'Salary and savings', 'Income focus', '******678'])
      expect(ips).toContain(expected);
  });

  it("shows them on the portfolio manager's review", async () => {
    await t.db.query(
      "UPDATE investment_policy_statements SET status = 'portfolio_manager_review' WHERE id = $1",
      [ipsId],
    );
    const staff = await signInStaff(t.app);
    const review = await call(t.app, `/api/staff/ips-reviews/${ipsId}/`, { token: staff });
    expect(review.status).toBe(200);
    expect(review.json.applied_for.map((s: { key: string }) => s.key)).toEqual(['portfolio', 'bank_account']);
    expect(JSON.stringify(review.json.applied_for)).toContain('Income focus');
  });
});

describe('a skipped trust deed', () => {
  let accountId: number;
  beforeAll(async () => {
    accountId = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'smsf',
      trusteeType: 'individual',
      status: 'awaiting_activation',
    });
    await t.db.query('UPDATE accounts SET skip_deed_attachment = true, submitted_at = now() WHERE id = $1', [
      accountId,
    ]);
  });

  it('stays missing on the account and in the staff queue until one is uploaded', async () => {
    expect((await accountOf(accountId)).trust_deed_missing).toBe(true);
    const staff = await signInStaff(t.app);
    const queue = async () =>
      (
        await call(t.app, '/api/staff/applications/?status=awaiting_activation&page_size=50', {
          token: staff,
        })
      ).json.results as Array<{ id: number; trust_deed_missing: boolean }>;
    expect((await queue()).find((row) => row.id === accountId)?.trust_deed_missing).toBe(true);

    // The primary user may still upload it after submitting the application.
    const deeds = `/api/accounts/${accountId}/deed-attachments/`;
    const upload = await postFile(t.app, deeds, investor, PDF, 'deed.pdf');
    expect(upload.status).toBe(200);
    expect((await accountOf(accountId)).trust_deed_missing).toBe(false);
    expect((await queue()).find((row) => row.id === accountId)?.trust_deed_missing).toBe(false);

    // Once one is on file, the submitted application's files no longer change.
    const second = await postFile(t.app, deeds, investor, PDF, 'deed-2.pdf');
    expect(second.status).toBe(403);
  });
});
