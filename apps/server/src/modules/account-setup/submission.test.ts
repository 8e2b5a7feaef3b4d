import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import {
  giveBankAccount,
  giveLoanNoteBundle,
  givePortfolioAndIps,
} from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  ALL_ACKNOWLEDGED,
  addPerson,
  createdAccountId,
  giveCorporateDetails,
  giveCorporateTax,
  giveFile,
  giveIndividualTax,
  giveSigningAuthority,
  giveTrustDetails,
  newUser,
  ROLE,
  steps,
  type TestUser,
} from './test-fixtures.ts';

let t: TestApp;
let seq = 0;
const fresh = (name: string) => {
  seq += 1;
  return newUser(t, `${name}-${seq}@submit.test`, name, 'Tester');
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

const submit = (user: TestUser, id: number, body: unknown = ALL_ACKNOWLEDGED) =>
  call(t.app, `/api/accounts/${id}/submit/`, { token: user.token, body });
const decide = (user: TestUser, id: number, decision: 'accept' | 'decline') =>
  call(t.app, `/api/accounts/${id}/secondary-decision/`, { token: user.token, body: { decision } });
const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM accounts WHERE id = $1', [id]))[0]!.status;
const notificationsOf = (userId: number) =>
  t.db.query<{ title: string; description: string; redirect_url: string }>(
    'SELECT title, description, redirect_url FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );

// The common sections of each account type, in the viv line, which asks for no sections of its own.
describe('the engine on the tables, per account type', () => {
  it('individual: tax details only', async () => {
    const user = await fresh('Indy');
    const id = await createdAccountId(t, user, { type: 'individual' }, 'viv');
    expect(await steps(t, user.token, id)).toEqual(['individual_tax']);
    await giveIndividualTax(t.db, user.id);
    expect(await steps(t, user.token, id)).toEqual([]);
  });

  it('joint: tax, the other holder, then signing authority, which a change of members asks for again', async () => {
    const user = await fresh('Joint');
    const id = await createdAccountId(t, user, { type: 'joint', name: 'Joint Testers' }, 'viv');
    expect(await steps(t, user.token, id)).toEqual(['individual_tax', 'secondary_users']);
    await giveIndividualTax(t.db, user.id);
    await addPerson(t.db, id, { roleId: ROLE.contact });
    expect(await steps(t, user.token, id)).toEqual(['signing_authority']);
    await giveSigningAuthority(t.db, id);
    expect(await steps(t, user.token, id)).toEqual([]);
    const detail = await call(t.app, `/api/accounts/${id}/`, { token: user.token });
    expect(detail.json.signing_authority).toMatchObject({
      signing_authority_option: 'any_applicant_to_sign',
      is_up_to_date: true,
    });
    await addPerson(t.db, id, { roleId: ROLE.contact });
    const res = await call(t.app, `/api/accounts/${id}/activation-steps/`, { token: user.token });
    expect(res.json).toEqual({
      step: 'fill_in_missing_details',
      data: {
        unfilled_fields: ['signing_authority'],
        warning:
          'The account members have changed since the signing authority was set. Please complete the "Signing authority" step again.',
        loan_note_bundle_id: null,
      },
    });
  });

  it("company: the primary user's tax, owners, directors, company details, tax, and signing authority once there are two directors", async () => {
    const user = await fresh('Co');
    const id = await createdAccountId(
      t,
      user,
      { type: 'company', name: 'Sharma Holdings Pty Ltd', acn: '612345678' },
      'viv',
    );
    expect(await steps(t, user.token, id)).toEqual([
      'individual_tax',
      'beneficial_owners',
      'directors',
      'corporate_account_details',
      'corporate_tax',
    ]);
    await addPerson(t.db, id, { roleId: ROLE.beneficialOwner });
    await call(t.app, `/api/accounts/${id}/`, {
      method: 'PATCH',
      token: user.token,
      body: { primary_user_role: 2 },
    });
    await addPerson(t.db, id, { roleId: ROLE.director });
    await giveCorporateDetails(t.db, id);
    await giveCorporateTax(t.db, id);
    expect(await steps(t, user.token, id)).toEqual(['individual_tax', 'signing_authority']);
    await giveSigningAuthority(t.db, id);
    expect(await steps(t, user.token, id)).toEqual(['individual_tax']);
    await giveIndividualTax(t.db, user.id);
    expect(await steps(t, user.token, id)).toEqual([]);
  });

  it("trust with an individual trustee: the primary user's tax, trust, trustees, tax and the deed (skippable)", async () => {
    const user = await fresh('Trust');
    const id = await createdAccountId(
      t,
      user,
      { type: 'trust', name: 'Tester Family Trust', trustee: 'individual', trustee_confirm: true },
      'viv',
    );
    expect(await steps(t, user.token, id)).toEqual([
      'individual_tax',
      'beneficial_owners',
      'trust',
      'trustee_details',
      'corporate_tax',
      'deed_attachments',
    ]);
    const patch = (body: object) =>
      call(t.app, `/api/accounts/${id}/`, { method: 'PATCH', token: user.token, body });
    await patch({ skip_beneficial_owners: true, skip_deed_attachment: true });
    // 'Additional trustees' is answered with the trustee list; the account call leaves it alone.
    await patch({ has_additional_trustees: false });
    expect(await steps(t, user.token, id)).toContain('trustee_details');
    const trustees = await call(t.app, `/api/accounts/${id}/secondary-users/`, {
      method: 'PUT',
      token: user.token,
      body: { has_additional_trustees: false, users: [] },
    });
    expect(trustees.status).toBe(200);
    await giveTrustDetails(t.db, id);
    await giveCorporateTax(t.db, id);
    await giveIndividualTax(t.db, user.id);
    expect(await steps(t, user.token, id)).toEqual([]);
  });

  it('SMSF with a corporate trustee: directors and the trustee company, trust, tax, deed; no beneficial owners', async () => {
    const user = await fresh('Fund');
    const id = await createdAccountId(
      t,
      user,
      {
        type: 'smsf',
        abn: '50556789012',
        trustee: 'corporate',
        trustee_name: 'Banksia Super Pty Ltd',
        acn: '667890128',
      },
      'viv',
    );
    expect(await steps(t, user.token, id)).toEqual([
      'individual_tax',
      'directors',
      'corporate_account_details',
      'trust',
      'corporate_tax',
      'deed_attachments',
    ]);
    await call(t.app, `/api/accounts/${id}/`, {
      method: 'PATCH',
      token: user.token,
      body: { primary_user_role: 5 },
    });
    await giveCorporateDetails(t.db, id);
    await giveTrustDetails(t.db, id);
    await giveCorporateTax(t.db, id);
    await giveFile(t.db, id, 'deed_attachment');
    expect(await steps(t, user.token, id)).toEqual(['individual_tax']);
    await giveIndividualTax(t.db, user.id);
    expect(await steps(t, user.token, id)).toEqual([]);
  });

  it('the private-portfolio line asks, after the common sections, for its portfolio details then its IPS', async () => {
    const user = await fresh('Portfolio');
    const id = await createdAccountId(t, user, { type: 'individual' });
    expect(await steps(t, user.token, id)).toEqual([
      'individual_tax',
      'portfolio_application',
      'ongoing_ips',
    ]);
    await giveIndividualTax(t.db, user.id);
    // An IPS still in its wizard is not done yet.
    await t.db.query(
      "INSERT INTO investment_policy_statements (account_id, wizard_step) VALUES ($1, 'asset_allocation')",
      [id],
    );
    expect(await steps(t, user.token, id)).toEqual(['portfolio_application', 'ongoing_ips']);
    await t.db.query('DELETE FROM investment_policy_statements WHERE account_id = $1', [id]);
    await givePortfolioAndIps(t.db, id);
    expect(await steps(t, user.token, id)).toEqual([]);
  });

  it('the loan-note line chooses its products, then asks for wholesale investor certificates and a bank account', async () => {
    const user = await fresh('Notes');
    const id = await createdAccountId(t, user, { type: 'individual' }, 'icf');
    await giveIndividualTax(t.db, user.id);
    const activation = async () =>
      (
        await call(t.app, `/api/accounts/${id}/activation-steps/`, {
          token: user.token,
          headers: { 'x-application-id': 'icf' },
        })
      ).json;
    expect(await activation()).toEqual({
      step: 'loan_note_not_created',
      data: { unfilled_fields: ['certificates', 'bank_accounts'], warning: null, loan_note_bundle_id: null },
    });
    const bundle = await giveLoanNoteBundle(t.db, id);
    expect(await activation()).toEqual({
      step: 'fill_in_missing_details',
      data: {
        unfilled_fields: ['certificates', 'bank_accounts'],
        warning: null,
        loan_note_bundle_id: bundle,
      },
    });
    await giveFile(t.db, id, 'certificate');
    expect((await activation()).data.unfilled_fields).toEqual(['bank_accounts']);
    await giveBankAccount(t.db, id);
    expect(await activation()).toEqual({
      step: 'finish_loan_note_application',
      data: { unfilled_fields: [], warning: null, loan_note_bundle_id: bundle },
    });
  });
});

describe('POST /api/accounts/{id}/submit/', () => {
  it('is refused while details are missing, naming them', async () => {
    const user = await fresh('Early');
    const id = await createdAccountId(t, user, { type: 'company', name: 'Coral Coast', acn: '645678904' });
    const res = await submit(user, id);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      detail:
        'Please complete these details before submitting: Tax details, Beneficial owners, Directors, Company details, Portfolio details, Investment Policy Statement.',
    });
    expect(await statusOf(id)).toBe('application_in_progress');
  });

  it('refuses a loan-note application whose products are not chosen, naming them', async () => {
    const user = await fresh('Notes');
    const id = await createdAccountId(t, user, { type: 'individual' }, 'icf');
    await giveIndividualTax(t.db, user.id);
    await giveFile(t.db, id, 'certificate');
    const bankAccount = await giveBankAccount(t.db, id);
    const res = await submit(user, id);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Please complete these details before submitting: Product details.' });
    expect(await statusOf(id)).toBe('application_in_progress');
    const [row] = await t.db.query<{ submitted: boolean }>(
      'SELECT submitted_at IS NOT NULL AS submitted FROM accounts WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ submitted: false });
    await giveLoanNoteBundle(t.db, id, bankAccount);
    const chosen = await submit(user, id);
    expect(chosen.json).toMatchObject({ status: 'awaiting_signature', next: 'sign' });
  });

  it('needs all six acknowledgements', async () => {
    const user = await fresh('Ack');
    const id = await createdAccountId(t, user, { type: 'individual' });
    await giveIndividualTax(t.db, user.id);
    await givePortfolioAndIps(t.db, id);
    const res = await submit(user, id, {
      ...ALL_ACKNOWLEDGED,
      agree_to_info_disclosure: false,
      agree_to_use_electronic_means: undefined,
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      agree_to_use_electronic_means: ['This field is required'],
      agree_to_info_disclosure: ['This field is required'],
    });
    expect(await statusOf(id)).toBe('application_in_progress');
  });

  it('submits an application without other members to its signature by the primary user, once', async () => {
    const user = await fresh('Solo');
    const id = await createdAccountId(t, user, { type: 'individual' });
    await giveIndividualTax(t.db, user.id);
    await givePortfolioAndIps(t.db, id);
    const res = await submit(user, id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      detail: 'Your application has been submitted.',
      status: 'awaiting_signature',
      status_display: expect.objectContaining({ display_name: expect.any(String) }),
      next: 'sign',
      change_request: expect.any(Number),
    });
    const [row] = await t.db.query<{ acknowledgements: Record<string, unknown>; submitted: boolean }>(
      'SELECT acknowledgements, submitted_at IS NOT NULL AS submitted FROM accounts WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      acknowledgements: { ...ALL_ACKNOWLEDGED, submitted_by: user.id },
      submitted: true,
    });
    const again = await submit(user, id);
    expect(again.json).toEqual({ detail: 'This application has already been submitted.' });
    const detail = await call(t.app, `/api/accounts/${id}/`, { token: user.token });
    expect(detail.json).toMatchObject({ can_edit_details: false, extra_application_info: { step: null } });
  });

  it('is for the primary user only', async () => {
    const user = await fresh('Owner');
    const member = await fresh('Member');
    const id = await createdAccountId(t, user, { type: 'joint', name: 'Owner and Member' });
    await addPerson(t.db, id, { roleId: ROLE.contact, userId: member.id });
    expect((await submit(member, id)).status).toBe(403);
  });
});

describe('the members decide on a submitted application', () => {
  /** A joint application with two registered holders, complete and submitted. */
  const submittedJoint = async () => {
    const primary = await fresh('Primary');
    const first = await fresh('First');
    const second = await fresh('Second');
    const id = await createdAccountId(t, primary, { type: 'joint', name: 'Three Holders' });
    await giveIndividualTax(t.db, primary.id);
    await addPerson(t.db, id, { roleId: ROLE.contact, userId: first.id, first: 'First', last: 'Holder' });
    await addPerson(t.db, id, { roleId: ROLE.contact, userId: second.id, first: 'Second', last: 'Holder' });
    await giveSigningAuthority(t.db, id);
    await givePortfolioAndIps(t.db, id);
    const res = await submit(primary, id);
    expect(res.json.status).toBe('awaiting_signature');
    return { primary, first, second, id };
  };

  it('tells each registered member, who must give their own tax details before accepting', async () => {
    const { first, second, id } = await submittedJoint();
    for (const member of [first, second]) {
      expect(await notificationsOf(member.id)).toEqual([
        {
          title: 'An application is waiting for your review',
          description:
            'Primary Tester has submitted the application for Three Holders. Please review it and accept or decline it.',
          redirect_url: `/account-setup/secondary-summary/?account=${id}`,
        },
      ]);
    }
    const own = await call(t.app, `/api/accounts/${id}/activation-steps/`, { token: first.token });
    expect(own.json).toMatchObject({
      step: 'fill_in_missing_details',
      data: { unfilled_fields: ['individual_tax'] },
    });
    const early = await decide(first, id, 'accept');
    expect(early.json).toEqual({
      detail: 'Please complete your tax details before accepting the application.',
    });
  });

  it('leads a member who signs from Accept to signing; the signatures, not acceptances, move it on', async () => {
    const { primary, first, second, id } = await submittedJoint();
    await giveIndividualTax(t.db, first.id);
    await giveIndividualTax(t.db, second.id);
    const one = await decide(first, id, 'accept');
    expect(one.json).toMatchObject({
      status: 'awaiting_signature',
      detail: 'Thank you. You have accepted the application.',
      next: 'sign',
      change_request: expect.any(Number),
    });
    const detail = await call(t.app, `/api/accounts/${id}/`, { token: primary.token });
    expect(detail.json.account_members_status_display).toEqual({
      display_name: '1 of 2 members accepted',
      style: 'warning',
    });
    const two = await decide(second, id, 'accept');
    expect(two.json).toMatchObject({ status: 'awaiting_signature', next: 'sign' });
    expect(await statusOf(id)).toBe('awaiting_signature');
  });

  it('goes back to the primary user when a member declines; resubmitting asks everyone again', async () => {
    const { primary, first, second, id } = await submittedJoint();
    await giveIndividualTax(t.db, first.id);
    await decide(first, id, 'accept');
    const res = await decide(second, id, 'decline');
    expect(res.json).toEqual({
      detail: 'You have declined the application. The primary user has been informed.',
      status: 'application_in_progress',
      status_display: { display_name: 'Application in progress', style: 'info' },
      next: 'done',
      change_request: expect.any(Number),
    });
    expect(await notificationsOf(primary.id)).toEqual([
      {
        title: 'A member declined to sign',
        description: 'Second Holder declined to sign "Account application: Three Holders" for Three Holders.',
        redirect_url: `/accounts/${id}/`,
      },
    ]);
    expect((await submit(primary, id)).json.status).toBe('awaiting_signature');
    const decisions = await t.db.query('SELECT decision FROM account_people WHERE account_id = $1', [id]);
    expect(decisions).toEqual([{ decision: null }, { decision: null }]);
  });

  it('is refused to the primary user and to anyone outside the account', async () => {
    const { primary, id } = await submittedJoint();
    expect((await decide(primary, id, 'accept')).status).toBe(403);
    const outsider = await fresh('Outsider');
    expect((await decide(outsider, id, 'accept')).status).toBe(404);
    const bad = await call(t.app, `/api/accounts/${id}/secondary-decision/`, {
      token: primary.token,
      body: { decision: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the demo applicant', () => {
  it('is part-way through a company application: directors done, her own tax, four sections and the portfolio left', async () => {
    const token = await signIn(t.app, 'applicant@demo.test');
    const list = await call(t.app, '/api/accounts/', { token });
    expect(list.json).toEqual([
      expect.objectContaining({ kind: 'account', name: 'Sharma Holdings Pty Ltd', is_selected: true }),
    ]);
    const id = list.json[0].id as number;
    expect(await steps(t, token, id)).toEqual([
      'individual_tax',
      'beneficial_owners',
      'corporate_account_details',
      'corporate_tax',
      'signing_authority',
      'portfolio_application',
      'ongoing_ips',
    ]);
    const detail = await call(t.app, `/api/accounts/${id}/`, { token });
    expect(detail.json).toMatchObject({
      acn: '612345678',
      primary_user_role: { title: 'Director and shareholder' },
      acn_lookup_data: { business_name: 'Sharma Holdings Pty Ltd' },
      // The sections come in the shapes of the people and signing-authority calls.
      secondary_users: [
        expect.objectContaining({
          first_name: 'Daniel',
          last_name: 'Sharma',
          role: expect.objectContaining({ title: 'Director' }),
          can_resend_invite: true,
        }),
      ],
      beneficial_owners: [],
      signing_authority: null,
      account_members_status_display: { display_name: '0 of 1 members registered', style: 'info' },
    });
  });
});
