import { accountSetupMessages } from '@portal/contracts/forms/account-setup';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addPerson, createAccount, createdAccountId, newUser, ROLE, type TestUser } from './test-fixtures.ts';

let t: TestApp;
let owner: TestUser; // creates applications
let stranger: TestUser; // another investor with applications of their own

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, 'owner@setup.test', 'Olivia', 'Nguyen');
  stranger = await newUser(t, 'stranger@setup.test', 'Sam', 'Stranger');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

describe('company register lookups', () => {
  it('answers the business name and directors of a registered ACN, spaces ignored', async () => {
    const res = await call(t.app, '/api/utils/fetch-corporate-info/', {
      token: owner.token,
      body: { acn: '623 456 780' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      business_name: 'Southern Cross Investments Pty Ltd',
      acn: '623456780',
      abn: '85623456780',
      type: 'Australian Private Company',
    });
    expect(res.json.directors.map((d: { last_name: string }) => d.last_name)).toEqual([
      'Wilson',
      'Wilson',
      'Patel',
    ]);
  });

  it('answers an unknown ACN in the errors.error_1 shape the acn field shows, and a malformed one on acn', async () => {
    const missing = await call(t.app, '/api/utils/fetch-corporate-info/', {
      token: owner.token,
      body: { acn: '123456780' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ errors: { error_1: { message: accountSetupMessages.acnNotFound } } });
    const short = await call(t.app, '/api/utils/fetch-corporate-info/', {
      token: owner.token,
      body: { acn: '1234' },
    });
    expect(short.json).toEqual({ acn: ['ACN must contain 9 symbols'] });
    const letters = await call(t.app, '/api/utils/fetch-corporate-info/', {
      token: owner.token,
      body: { acn: '12345678a' },
    });
    expect(letters.json).toEqual({ acn: ['ACN must contain numbers only'] });
  });

  it("refuses another user's account or invitation as the lookup's context", async () => {
    const accountId = await createdAccountId(t, stranger, { type: 'individual' });
    const res = await call(t.app, '/api/utils/fetch-corporate-info/', {
      token: owner.token,
      body: { acn: '623456780', account_id: accountId },
    });
    expect(res.status).toBe(404);
    const invite = await call(t.app, '/api/utils/fetch-corporate-info/', {
      token: owner.token,
      body: { acn: '623456780', registration_invite_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(invite.status).toBe(404);
  });

  it('answers the organisation name of an ABN', async () => {
    const res = await call(t.app, '/api/utils/abn-lookup/', {
      token: owner.token,
      body: { abn: '11 534 567 890' },
    });
    expect(res.json).toEqual({
      organization_name: 'Banksia Superannuation Fund',
      abn: '11534567890',
      acn: null,
    });
    const invalid = await call(t.app, '/api/utils/abn-lookup/', {
      token: owner.token,
      body: { abn: '11534567891' },
    });
    expect(invalid.json).toEqual({ abn: ['ABN is not valid'] });
    const unknown = await call(t.app, '/api/utils/abn-lookup/', {
      token: owner.token,
      body: { abn: '51824753556' },
    });
    expect(unknown.json).toEqual({ errors: { error_1: { message: accountSetupMessages.abnNotFound } } });
  });

  it('limits lookups per user', async () => {
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      last = (
        await call(t.app, '/api/utils/abn-lookup/', { token: owner.token, body: { abn: '11534567890' } })
      ).status;
    }
    expect(last).toBe(429);
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/utils/fetch-corporate-info/', '/api/utils/abn-lookup/']) {
      expect((await call(t.app, url, { body: { acn: '623456780', abn: '11534567890' } })).status).toBe(401);
    }
    expect((await call(t.app, '/api/roles/')).status).toBe(401);
  });

  it('lists the roles of people in an account', async () => {
    const res = await call(t.app, '/api/roles/', { token: owner.token });
    expect(res.json).toContainEqual({
      id: 9,
      key: 'beneficial_owner',
      title: 'Beneficial owner',
      kind: 'beneficial',
    });
    expect(res.json).toContainEqual({ id: 2, key: 'director', title: 'Director', kind: 'director' });
  });
});

describe('POST /api/accounts/create/', () => {
  const errorsOf = async (body: Record<string, unknown>) => {
    const res = await createAccount(t, owner.token, body);
    expect(res.status).toBe(400);
    return res.json;
  };

  it('applies the account rules of spec section 5 with their messages', async () => {
    expect(await errorsOf({})).toEqual({ type: ['This field is required'] });
    expect(await errorsOf({ type: 'company' })).toEqual({
      name: ['This field is required'],
      acn: ['This field is required'],
    });
    expect(await errorsOf({ type: 'company', name: 'X Pty Ltd', acn: '12345' })).toEqual({
      acn: ['ACN must contain 9 symbols'],
    });
    expect(await errorsOf({ type: 'joint' })).toEqual({ name: ['This field is required'] });
    expect(await errorsOf({ type: 'smsf' })).toEqual({
      abn: ['This field is required'],
      trustee: ['This field is required'],
    });
    expect(
      await errorsOf({ type: 'smsf', abn: '11534567891', trustee: 'individual', trustee_confirm: true }),
    ).toEqual({
      abn: ['ABN is not valid'],
    });
    expect(await errorsOf({ type: 'trust', name: 'Family Trust', trustee: 'individual' })).toEqual({
      trustee_confirm: [accountSetupMessages.trusteeConfirm],
    });
    expect(await errorsOf({ type: 'trust', name: 'Family Trust', trustee: 'corporate' })).toEqual({
      trustee_name: ['This field is required'],
      acn: ['This field is required'],
    });
    expect(
      await errorsOf({ type: 'trust', name: 'x'.repeat(256), trustee: 'individual', trustee_confirm: true }),
    ).toEqual({
      name: ['Ensure this field has no more than 255 characters'],
    });
  });

  it('refuses an ACN or ABN the register does not hold', async () => {
    expect(await errorsOf({ type: 'company', name: 'Nowhere Pty Ltd', acn: '123456780' })).toEqual({
      acn: [accountSetupMessages.acnNotFound],
    });
    expect(
      await errorsOf({ type: 'smsf', abn: '51824753556', trustee: 'individual', trustee_confirm: true }),
    ).toEqual({
      abn: [accountSetupMessages.abnNotFound],
    });
  });

  it("creates an individual account in the user's name, selects it and makes them its primary member", async () => {
    const user = await newUser(t, 'individual@setup.test', 'Ivy', 'Individual');
    const res = await createAccount(t, user.token, { type: 'individual', name: 'ignored' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Ivy Individual',
      type: 'individual',
      type_display: 'Individual',
      status: 'application_in_progress',
      status_display: { display_name: 'Application in progress', style: 'info' },
      primary_user: user.id,
      is_primary: true,
      is_selected: true,
      can_edit_details: true,
      initiator: null,
      products: [],
      extra_application_info: {
        step: 'fill_in_missing_details',
        // The common section first, then the private-portfolio line's own.
        data: { unfilled_fields: ['individual_tax', 'portfolio_application', 'ongoing_ips'] },
      },
    });
    const [row] = await t.db.query(
      `SELECT a.initiator_user_id, m.role, u.selected_account_id FROM accounts a
         JOIN account_members m ON m.account_id = a.id JOIN users u ON u.id = m.user_id WHERE a.id = $1`,
      [res.json.id],
    );
    expect(row).toEqual({ initiator_user_id: user.id, role: 'primary', selected_account_id: res.json.id });
  });

  it("names an SMSF after its ABN and keeps the register's answer for a company", async () => {
    const smsf = await createAccount(t, owner.token, {
      type: 'smsf',
      name: 'typed name is not used',
      abn: '85 545 678 901',
      trustee: 'individual',
      trustee_confirm: true,
    });
    expect(smsf.status).toBe(201);
    expect(smsf.json).toMatchObject({
      name: 'Sharma Family Super Fund',
      abn: '85545678901',
      trustee: 'individual',
      trustee_display: 'Individual trustee',
      acn_lookup_data: null,
    });
    const company = await createAccount(t, owner.token, {
      type: 'company',
      name: 'Koala Ridge Holdings Pty Ltd',
      acn: '634567892',
      acn_lookup_data: { business_name: 'Forged Name Pty Ltd' },
    });
    expect(company.status).toBe(201);
    expect(company.json).toMatchObject({
      acn: '634567892',
      trustee: null,
      acn_lookup_data: {
        business_name: 'Koala Ridge Holdings Pty Ltd',
        directors: [{ first_name: 'Liam', last_name: "O'Brien" }],
      },
    });
    const corporateTrustee = await createAccount(t, owner.token, {
      type: 'trust',
      name: 'The Wattle Family Trust',
      trustee: 'corporate',
      trustee_name: 'Wattle Trustee Services Pty Ltd',
      acn: '656789016',
    });
    expect(corporateTrustee.json).toMatchObject({
      trustee_display: 'Corporate trustee',
      trustee_name: 'Wattle Trustee Services Pty Ltd',
    });
  });

  it('answers a repeated creation with the application already in progress, creating nothing more', async () => {
    const user = await newUser(t, 'double@setup.test');
    const body = { type: 'joint', name: 'Jo and Alex Citizen' };
    const [first, second] = await Promise.all([
      createAccount(t, user.token, body),
      createAccount(t, user.token, body),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.json.id).toBe(second.json.id);
    const rows = await t.db.query('SELECT id FROM accounts WHERE initiator_user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    // Another name is another application.
    expect((await createAccount(t, user.token, { type: 'joint', name: 'Jo and Sam Citizen' })).status).toBe(
      201,
    );
  });

  it('creates the account in the application the call is made in', async () => {
    const id = await createdAccountId(t, owner, { type: 'individual' }, 'icf');
    const [row] = await t.db.query('SELECT application_id FROM accounts WHERE id = $1', [id]);
    expect(row!.application_id).toBe('icf');
  });
});

describe('the accounts list, selection and apply-now', () => {
  it('lists invitation cards first, then accounts with status tags and one selected', async () => {
    const user = await newUser(t, 'lister@setup.test', 'Lee', 'Lister');
    const first = await createdAccountId(t, user, { type: 'individual' });
    const second = await createdAccountId(t, user, { type: 'joint', name: 'Lee and Kim Lister' });
    const other = await createdAccountId(t, stranger, { type: 'joint', name: 'Stranger and Lee' });
    const person = await addPerson(t.db, other, {
      roleId: ROLE.contact,
      email: 'lister@setup.test',
      first: 'Lee',
      last: 'Lister',
    });
    const [invite] = await t.db.query<{ uuid: string }>(
      `INSERT INTO invitations (kind, application_id, account_id, person_id, invited_by_user_id, email, phone_number,
         registration_step, expires_at)
       VALUES ('secondary', 'ipm', $1, $2, $3, 'lister@setup.test', '0422333444', 'welcome', now() + interval '1 day')
       RETURNING uuid::text AS uuid`,
      [other, person, stranger.id],
    );
    const res = await call(t.app, '/api/accounts/', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json[0]).toEqual({
      kind: 'invitation',
      uuid: invite!.uuid,
      account_id: other,
      account_name: 'Stranger and Lee',
      account_type: 'joint',
      type_display: 'Joint',
      role_label: 'Member',
      invited_by: 'Sam Stranger',
      url: `/invitation-secondary/${invite!.uuid}/`,
    });
    const accounts = res.json.slice(1);
    expect(accounts.map((a: { id: number }) => a.id)).toEqual([first, second]);
    expect(accounts[1]).toMatchObject({
      kind: 'account',
      status: 'application_in_progress',
      status_display: { display_name: 'Application in progress', style: 'info' },
      type_display: 'Joint',
      is_selected: true,
      is_primary: true,
    });
    // Lists of activated accounts carry no invitations and none of these applications.
    const activated = await call(t.app, '/api/accounts/?activated_in_current_application=true', {
      token: user.token,
    });
    expect(activated.json).toEqual([]);

    const select = await call(t.app, `/api/accounts/${first}/select/`, { token: user.token, body: {} });
    expect(select.json).toEqual({ id: first, is_selected: true });
    const after = await call(t.app, '/api/accounts/', { token: user.token });
    expect(
      after.json.filter((a: { is_selected?: boolean }) => a.is_selected).map((a: { id: number }) => a.id),
    ).toEqual([first]);
  });

  it('offers existing accounts with their products and signing authority, and a registration invite alone', async () => {
    const investor = await call(t.app, '/api/auth/login/', {
      body: { email: 'investor@demo.test', password: 'Demo-Portal-2026!' },
    });
    const res = await call(t.app, '/api/accounts/apply-now/', { token: investor.json.key });
    expect(res.status).toBe(200);
    expect(res.json.map((a: { type: string }) => a.type)).toEqual(['individual', 'smsf', 'trust']);
    expect(res.json[0]).toMatchObject({
      products: ['Private Portfolios'],
      has_signing_authority: true,
      type_display: 'Individual',
    });

    // A member of a submitted account who is not among its signatories may not apply with it.
    const holder = await newUser(t, 'holder@setup.test');
    const member = await newUser(t, 'member@setup.test');
    const accountId = await createdAccountId(t, holder, { type: 'joint', name: 'Holder and Member' });
    const other = await addPerson(t.db, accountId, { roleId: ROLE.contact });
    await addPerson(t.db, accountId, { roleId: ROLE.contact, userId: member.id });
    await t.db.query(`UPDATE accounts SET status = 'active' WHERE id = $1`, [accountId]);
    await t.db.query(
      `INSERT INTO signing_authorities (account_id, signing_authority_option, advanced_settings_option, selected_signatories)
       VALUES ($1, 'advanced_settings', 'selected_signatories', $2)`,
      [accountId, [other]],
    );
    const forMember = await call(t.app, '/api/accounts/apply-now/', { token: member.token });
    expect(forMember.json).toEqual([
      expect.objectContaining({ id: accountId, has_signing_authority: false }),
    ]);
    const forHolder = await call(t.app, '/api/accounts/apply-now/', { token: holder.token });
    expect(forHolder.json).toEqual([expect.objectContaining({ id: accountId, has_signing_authority: true })]);

    const invited = await newUser(t, 'invited@setup.test');
    const [invite] = await t.db.query<{ uuid: string }>(
      `INSERT INTO invitations (kind, application_id, user_id, email, phone_number, registration_step, expires_at)
       VALUES ('primary', 'ipm', $1, 'invited@setup.test', '0411222333', 'account_create', now() + interval '1 day')
       RETURNING uuid::text AS uuid`,
      [invited.id],
    );
    const entry = await call(t.app, '/api/accounts/apply-now/', { token: invited.token });
    expect(entry.json).toEqual([
      expect.objectContaining({ id: null, uuid: invite!.uuid, is_fake_creation_case: false }),
    ]);

    // Creating the account with the invite completes the invitation, which keeps the account.
    const created = await createAccount(t, invited.token, {
      type: 'individual',
      va_entity_uuid: invite!.uuid,
    });
    expect(created.status).toBe(201);
    const [done] = await t.db.query(
      'SELECT account_id, completed_at IS NOT NULL AS completed FROM invitations WHERE uuid = $1',
      [invite!.uuid],
    );
    expect(done).toEqual({ account_id: created.json.id, completed: true });
    expect((await call(t.app, '/api/accounts/apply-now/', { token: invited.token })).json).toEqual([]);
    // Someone else's invite cannot be named.
    const foreign = await createAccount(t, owner.token, { type: 'individual', va_entity_uuid: invite!.uuid });
    expect(foreign.status).toBe(404);
  });

  it('lets the invited user take over a prepared account (fake-creation case) and start its application', async () => {
    const invited = await newUser(t, 'prepared@setup.test', 'Pia', 'Prepared');
    const [account] = await t.db.query<{ id: number }>(
      `INSERT INTO accounts (name, account_type, application_id, status) VALUES ('Prepared Pty Ltd', 'company', 'ipm', 'draft')
       RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO invitations (kind, application_id, account_id, user_id, email, phone_number, registration_step,
         is_fake_creation_case, expires_at)
       VALUES ('primary', 'ipm', $1, $2, 'prepared@setup.test', '0411222333', 'account_fake_create', true,
               now() + interval '1 day')`,
      [account!.id, invited.id],
    );
    const list = await call(t.app, '/api/accounts/apply-now/', { token: invited.token });
    expect(list.json).toEqual([
      expect.objectContaining({ id: account!.id, is_fake_creation_case: true, status: 'draft' }),
    ]);
    // Nobody else may take it.
    expect(
      (await call(t.app, `/api/accounts/${account!.id}/activate/`, { token: owner.token, body: {} })).status,
    ).toBe(404);
    const res = await call(t.app, `/api/accounts/${account!.id}/activate/`, {
      token: invited.token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'application_in_progress',
      primary_user: invited.id,
      is_selected: true,
    });
    const again = await call(t.app, `/api/accounts/${account!.id}/activate/`, {
      token: invited.token,
      body: {},
    });
    expect(again.json).toEqual({ detail: 'This account does not need to be activated.' });
  });
});

describe('GET and PATCH /api/accounts/{id}/', () => {
  it('shows the initiator only to a primary user who did not start the application', async () => {
    const starter = await newUser(t, 'starter@setup.test', 'Stella', 'Starter');
    const primary = await newUser(t, 'taker@setup.test', 'Tom', 'Taker');
    const id = await createdAccountId(t, starter, { type: 'joint', name: 'Shared' });
    expect((await call(t.app, `/api/accounts/${id}/`, { token: starter.token })).json.initiator).toBeNull();
    await t.db.query('UPDATE accounts SET primary_user_id = $2 WHERE id = $1', [id, primary.id]);
    const seen = await call(t.app, `/api/accounts/${id}/`, { token: primary.token });
    expect(seen.json.initiator).toEqual({
      name: 'Stella Starter',
      email: 'starter@setup.test',
      mobile: '0411222333',
    });
  });

  it('changes the flags the engine reads; only a director role may be the primary role', async () => {
    const id = await createdAccountId(t, owner, {
      type: 'company',
      name: 'Eucalypt Advisory Pty Ltd',
      acn: '689012342',
    });
    const patch = (body: Record<string, unknown>, token = owner.token) =>
      call(t.app, `/api/accounts/${id}/`, { method: 'PATCH', token, body });
    expect((await patch({ primary_user_role: 9 })).json).toEqual({
      primary_user_role: ['Please choose a director role.'],
    });
    expect((await patch({ primary_user_role: 999 })).status).toBe(400);
    const res = await patch({ primary_user_role: 3, skip_beneficial_owners: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      primary_user_role: { id: 3, title: 'Director and shareholder' },
      skip_beneficial_owners: true,
      extra_application_info: {
        data: {
          unfilled_fields: [
            'individual_tax',
            'corporate_account_details',
            'corporate_tax',
            'portfolio_application',
            'ongoing_ips',
          ],
        },
      },
    });
    expect((await patch({ skip_beneficial_owners: 'yes' })).json).toHaveProperty('skip_beneficial_owners');

    // A secondary member reads the account but may not change it; after submission nobody may.
    const member = await newUser(t, 'director@setup.test');
    await addPerson(t.db, id, { roleId: ROLE.director, userId: member.id });
    const seen = await call(t.app, `/api/accounts/${id}/`, { token: member.token });
    expect(seen.json).toMatchObject({ is_primary: false, can_edit_details: false, initiator: null });
    expect((await patch({ skip_deed_attachment: true }, member.token)).status).toBe(403);
    await t.db.query(`UPDATE accounts SET status = 'awaiting_activation' WHERE id = $1`, [id]);
    const late = await patch({ skip_deed_attachment: true });
    expect(late.json).toEqual({
      detail: 'This application has been submitted and can no longer be changed.',
    });
    expect((await call(t.app, `/api/accounts/${id}/`, { token: owner.token })).json.can_edit_details).toBe(
      false,
    );
  });

  it('answers the saved data of a registration step, and no open requests yet', async () => {
    const id = await createdAccountId(t, owner, { type: 'individual' });
    const step = await call(t.app, `/api/accounts/${id}/registration-steps/?step=corporate_taxes`, {
      token: owner.token,
    });
    expect(step.json).toEqual({ step: 'corporate_taxes', data: null });
    const bad = await call(t.app, `/api/accounts/${id}/registration-steps/?step=nope`, {
      token: owner.token,
    });
    expect(bad.status).toBe(400);
    const open = await call(t.app, `/api/accounts/open-requests/?account=${id}`, { token: owner.token });
    expect(open.json).toEqual([]);
  });

  it('removes one director of the register answer by its id', async () => {
    const id = await createdAccountId(t, owner, {
      type: 'company',
      name: 'Southern Cross',
      acn: '623456780',
    });
    const detail = await call(t.app, `/api/accounts/${id}/`, { token: owner.token });
    const [first] = detail.json.acn_lookup_data.directors;
    const url = `/api/utils/acn-data/${first.uuid}/?acn=623456780`;
    expect((await call(t.app, url, { method: 'DELETE', token: stranger.token })).status).toBe(404);
    expect((await call(t.app, url, { method: 'DELETE', token: owner.token })).status).toBe(204);
    const after = await call(t.app, `/api/accounts/${id}/`, { token: owner.token });
    expect(after.json.acn_lookup_data.directors.map((d: { first_name: string }) => d.first_name)).toEqual([
      'Emma',
      'Noah',
    ]);
    expect((await call(t.app, url, { method: 'DELETE', token: owner.token })).status).toBe(404);
    expect(
      (await call(t.app, '/api/utils/acn-data/not-a-uuid/?acn=1', { method: 'DELETE', token: owner.token }))
        .status,
    ).toBe(404);
  });
});

describe("another user's account", () => {
  it('answers 404 on every account route, changing nothing', async () => {
    const id = await createdAccountId(t, owner, { type: 'joint', name: 'Private' });
    const [before] = await t.db.query('SELECT * FROM accounts WHERE id = $1', [id]);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/accounts/${id}/`],
      ['PATCH', `/api/accounts/${id}/`, { skip_deed_attachment: true }],
      ['POST', `/api/accounts/${id}/select/`, {}],
      ['POST', `/api/accounts/${id}/activate/`, {}],
      ['GET', `/api/accounts/${id}/activation-steps/`],
      ['GET', `/api/accounts/${id}/registration-steps/?step=individual_taxes`],
      ['GET', `/api/accounts/open-requests/?account=${id}`],
      ['POST', `/api/accounts/${id}/submit/`, {}],
      ['POST', `/api/accounts/${id}/secondary-decision/`, { decision: 'decline' }],
      ['POST', '/api/utils/fetch-corporate-info/', { acn: '623456780', account_id: id }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, url, { method: method as 'GET', token: stranger.token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.json, `${method} ${url}`).toEqual({ detail: 'Not found.' });
    }
    const [after] = await t.db.query('SELECT * FROM accounts WHERE id = $1', [id]);
    expect(after).toEqual(before);
    const [selected] = await t.db.query('SELECT selected_account_id FROM users WHERE id = $1', [stranger.id]);
    expect(selected!.selected_account_id).not.toBe(id);
  });
});

describe('random bodies (SECURITY.md 17)', () => {
  it('never answer 5xx and a refusal creates nothing', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.integer(),
      fc.constant(null),
      fc.constantFrom(
        'individual',
        'joint',
        'company',
        'trust',
        'smsf',
        'corporate',
        '612345678',
        '11534567890',
      ),
    );
    const body = fc.dictionary(
      fc.constantFrom(
        'type',
        'name',
        'abn',
        'acn',
        'trustee',
        'trustee_name',
        'trustee_confirm',
        'va_entity_uuid',
      ),
      value,
    );
    const user = await newUser(t, 'fuzz@setup.test');
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const before = await t.db.query('SELECT count(*)::int AS n FROM accounts');
        const res = await createAccount(t, user.token, input);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400)
          expect(await t.db.query('SELECT count(*)::int AS n FROM accounts')).toEqual(before);
        for (const url of ['/api/utils/fetch-corporate-info/', '/api/utils/abn-lookup/']) {
          await t.db.query('DELETE FROM rate_limits');
          expect((await call(t.app, url, { token: user.token, body: input })).status).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
  });
});
