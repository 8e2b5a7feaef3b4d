import { bankAccountTexts } from '@portal/contracts/api/bank-accounts';
import { changeRequestTexts } from '@portal/contracts/api/change-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionPath, signSession } from '../../testing/esign.ts';
import { call } from '../../testing/http.ts';
import { createTestAccount } from '../../testing/onboarding-accounts.ts';
import { createTestAppWithFiles, useTestApp } from '../../testing/use-test-app.ts';
import { addPerson, newUser, ROLE, type TestUser } from '../account-setup/test-fixtures.ts';

const t = useTestApp(() => createTestAppWithFiles('bank-change-test-'));
let seq = 0;
let stranger: TestUser;

const PASSWORD = 'Demo-Portal-2026!';
const OPENED =
  'Your request was created. The change applies once the members who sign for the account approve it.';

beforeAll(async () => {
  stranger = await newUser(t, 'stranger@bank-change.test', 'Sam', 'Stranger');
});

type Joint = { primary: TestUser; member: TestUser; accountId: number };

/** An active joint account of two registered holders, its primary user's changes code-confirmed. */
async function activeJoint(
  authority: 'all_applicants_to_sign' | 'any_applicant_to_sign' = 'all_applicants_to_sign',
  { type = 'joint', status = 'active' }: { type?: 'joint' | 'company'; status?: string } = {},
): Promise<Joint> {
  seq += 1;
  const primary = await newUser(t, `primary-${seq}@bank-change.test`, 'Pat', 'Primary');
  const member = await newUser(t, `member-${seq}@bank-change.test`, 'Mel', 'Member');
  const accountId = await createTestAccount(t.db, primary.email, { type, status });
  const person = await addPerson(t.db, accountId, {
    roleId: ROLE.contact,
    userId: member.id,
    first: 'Mel',
    last: 'Member',
    email: member.email,
  });
  await t.db.query(
    `INSERT INTO signing_authorities (account_id, signing_authority_option, member_ids) VALUES ($1, $2, $3)`,
    [accountId, authority, [person]],
  );
  // The action confirmation (a two-factor code) the active account asks for bank changes.
  await t.db.query(
    "UPDATE sessions SET action_confirmed_until = now() + interval '10 minutes' WHERE user_id = $1",
    [primary.id],
  );
  return { primary, member, accountId };
}

/** A statement row of the account (the upload itself is tested in routes.test.ts). */
async function statement(accountId: number): Promise<number> {
  seq += 1;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO bank_account_documents (account_id, storage_key, file_name, size_bytes)
     VALUES ($1, $2, 'statement.pdf', 20) RETURNING id`,
    [accountId, `test-statement-${seq}.pdf`],
  );
  return row!.id;
}

/** A bank account already in use on the account. */
async function bankAccountOf(accountId: number): Promise<number> {
  const documentId = await statement(accountId);
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO bank_accounts (account_id, name, bsb, number, bank, branch, bsb_was_found, document_id)
     VALUES ($1, 'Joint Savings', '062000', '11112222', 'Commonwealth Bank of Australia', 'Sydney', true, $2)
     RETURNING id`,
    [accountId, documentId],
  );
  return row!.id;
}

const list = (accountId: number) => `/api/accounts/${accountId}/bank-accounts/`;
const one = (accountId: number, id: number) => `${list(accountId)}${id}/`;
const bankRequest = (accountId: number, id: number) =>
  `/api/accounts/${accountId}/bank-change-requests/${id}/`;
const form = (document_file: number, extra: Record<string, unknown> = {}) => ({
  bsb: '062-000',
  bank: 'x',
  branch: 'x',
  number: '99998888',
  name: 'New Joint Account',
  document_file,
  password: PASSWORD,
  ...extra,
});
const act = (user: TestUser, id: number, action: 'confirm' | 'decline' | 'mark-as-viewed') =>
  call(t.app, `/api/change-requests/${id}/${action}/`, { token: user.token, body: {} });
/** The primary user asks to rename a bank account (with a new statement), which opens a request. */
const requestRename = async (primary: TestUser, accountId: number, bankAccountId: number) =>
  call(t.app, one(accountId, bankAccountId), {
    token: primary.token,
    method: 'PATCH',
    body: form(await statement(accountId), { name: 'Renamed' }),
  });
/** The primary user asks to remove a bank account, which opens a request. */
const requestRemoval = (primary: TestUser, accountId: number, bankAccountId: number) =>
  call(t.app, one(accountId, bankAccountId), {
    token: primary.token,
    method: 'DELETE',
    body: { password: PASSWORD },
  });
/** Signs on the embedded provider's page, as the member does after the redirecting screen. */
async function signAs(user: TestUser, requestId: number, name: string) {
  const url = await call(t.app, `/api/change-requests/${requestId}/sign-url/`, { token: user.token });
  expect(url.status).toBe(200);
  const signed = await signSession(t.app, url.json.sign_url, name);
  expect(signed.json.event).toBe('signing_complete');
}

const bankRows = async (accountId: number) =>
  t.db.query<{ id: number; name: string; deleted: boolean }>(
    'SELECT id, name, deleted_at IS NOT NULL AS deleted FROM bank_accounts WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
const titlesOf = async (userId: number) =>
  (await t.db.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [userId])).map(
    (n) => n.title,
  );

describe('adding a bank account on an active account with several members', () => {
  it('opens a request the members sign; the bank account exists only once they approve, exactly once', async () => {
    const { primary, member, accountId } = await activeJoint();
    const opened = await call(t.app, list(accountId), {
      token: primary.token,
      body: form(await statement(accountId)),
    });
    expect(opened.status).toBe(202);
    expect(opened.json.detail).toBe(OPENED);
    const request = opened.json.change_request;
    expect(request).toMatchObject({
      kind: 'bank_account_add',
      title: 'New bank account for Test joint account',
      status: 'pending',
      account: { id: accountId, type: 'joint', status: 'active' },
      initiator: { first_name: 'Pat', last_name: 'Primary', is_current_user: true },
      can_sign: true,
      is_viewed: false,
      new_data: {
        bank_account: {
          name: 'New Joint Account',
          bsb: '062000',
          number: '99998888',
          bank: 'Commonwealth Bank of Australia',
        },
      },
      approvers: [
        { first_name: 'Pat', last_name: 'Primary', is_admin: false, status: 'pending' },
        { first_name: 'Mel', last_name: 'Member', is_admin: false, status: 'pending' },
      ],
      signatures: { required: 2, signed: 0 },
    });
    const bankAccountId = request.bank_account_id as number;
    expect(request.new_data.bank_account_id).toBe(bankAccountId);
    // Nothing is applied yet: the list is empty, the bank account to verify reads from the request.
    expect((await call(t.app, list(accountId), { token: primary.token })).json).toEqual([]);
    const toVerify = await call(t.app, one(accountId, bankAccountId), { token: member.token });
    expect(toVerify.json).toMatchObject({
      id: bankAccountId,
      name: 'New Joint Account',
      verify_change_request: { id: request.id, initiator: { is_current_user: false }, can_sign: true },
    });
    // The other member is told, with the page of the request.
    const [notice] = await t.db.query<{ title: string; redirect_url: string }>(
      'SELECT title, redirect_url FROM notifications WHERE user_id = $1',
      [member.id],
    );
    expect(notice).toEqual({
      title: 'A bank account change awaits your signature',
      redirect_url: `/accounts/verify-new-bank-account/${accountId}/${bankAccountId}/`,
    });

    // The initiator submits (signs): all applicants must sign, so it stays pending.
    await signAs(primary, request.id, 'Pat Primary');
    expect(
      (await call(t.app, bankRequest(accountId, request.id), { token: member.token })).json,
    ).toMatchObject({
      status: 'pending',
      signatures: { required: 2, signed: 1 },
    });
    expect(await bankRows(accountId)).toEqual([]);

    // The member opens it (viewed once), then confirms on the provider's page.
    const viewed = await act(member, request.id, 'mark-as-viewed');
    expect(viewed.json.change_request.is_viewed).toBe(true);
    await signAs(member, request.id, 'Mel Member');
    const confirmed = await act(member, request.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.change_request).toMatchObject({ status: 'approved_by_users', my_status: 'signed' });
    // Confirming again records nothing more; declining after signing is refused.
    expect((await act(member, request.id, 'confirm')).status).toBe(200);
    const late = await act(member, request.id, 'decline');
    expect(late.status).toBe(400);
    expect(late.json.detail).toBe(changeRequestTexts.alreadySigned);

    expect(await bankRows(accountId)).toEqual([
      { id: bankAccountId, name: 'New Joint Account', deleted: false },
    ]);
    const added = await call(t.app, one(accountId, bankAccountId), { token: member.token });
    expect(added.json).toMatchObject({ id: bankAccountId, verify_change_request: null });
    expect(await titlesOf(member.id)).toContain(bankAccountTexts.bankAccountAdded);
  });

  it('renders the change as a real PDF with a signature block per signer', async () => {
    const { primary, accountId } = await activeJoint();
    const opened = await call(t.app, list(accountId), {
      token: primary.token,
      body: form(await statement(accountId)),
    });
    const url = await call(t.app, `/api/change-requests/${opened.json.change_request.id}/sign-url/`, {
      token: primary.token,
    });
    const base = sessionPath(url.json.sign_url);
    expect((await call(t.app, base)).json).toMatchObject({
      title: 'New bank account for Test joint account',
      signer_name: 'Pat Primary',
      documents: [{ position: 1, name: 'Bank account change.pdf' }],
    });
    const pdf = await call(t.app, `${base}documents/1/`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
  });

  it('keeps the statement of a pending addition', async () => {
    const { primary, accountId } = await activeJoint();
    const documentId = await statement(accountId);
    await call(t.app, list(accountId), { token: primary.token, body: form(documentId) });
    const refused = await call(t.app, `/api/accounts/${accountId}/bank-account-documents/${documentId}/`, {
      token: primary.token,
      method: 'DELETE',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toBe(bankAccountTexts.documentInUse);
  });
});

describe('changing a bank account', () => {
  it('carries the request on the bank account, refuses a second one, and a decline changes nothing', async () => {
    const { primary, member, accountId } = await activeJoint();
    const bankAccountId = await bankAccountOf(accountId);
    const opened = await requestRename(primary, accountId, bankAccountId);
    expect(opened.status).toBe(202);
    const request = opened.json.change_request;
    expect(request).toMatchObject({
      kind: 'bank_account_edit',
      bank_account_id: bankAccountId,
      new_data: { previous: { name: 'Joint Savings' }, bank_account: { name: 'Renamed' } },
    });
    const [listed] = (await call(t.app, list(accountId), { token: member.token })).json;
    expect(listed).toMatchObject({
      name: 'Joint Savings',
      edit_change_request: { id: request.id, can_sign: true, initiator: { is_current_user: false } },
      delete_change_request: null,
    });
    for (const second of [
      { method: 'PATCH' as const, body: form(await statement(accountId)) },
      { method: 'DELETE' as const, body: { password: PASSWORD } },
    ]) {
      const refused = await call(t.app, one(accountId, bankAccountId), { token: primary.token, ...second });
      expect(refused.status).toBe(400);
      expect(refused.json.detail).toBe('A change to this bank account is already awaiting signatures.');
    }

    const declined = await act(member, request.id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.json.change_request.status).toBe('declined');
    expect(await bankRows(accountId)).toEqual([{ id: bankAccountId, name: 'Joint Savings', deleted: false }]);
    const [after] = (await call(t.app, list(accountId), { token: member.token })).json;
    expect(after.edit_change_request).toBeNull();
    expect(await titlesOf(primary.id)).toContain('A member declined to sign');
    // Declined is final: no signing, no confirm.
    expect(
      (await call(t.app, `/api/change-requests/${request.id}/sign-url/`, { token: primary.token })).status,
    ).toBe(400);
  });

  it('applies the change once approved (any applicant: the initiator signs alone)', async () => {
    const { primary, accountId } = await activeJoint('any_applicant_to_sign');
    const bankAccountId = await bankAccountOf(accountId);
    const opened = await requestRename(primary, accountId, bankAccountId);
    await signAs(primary, opened.json.change_request.id, 'Pat Primary');
    expect(await bankRows(accountId)).toEqual([{ id: bankAccountId, name: 'Renamed', deleted: false }]);
  });
});

describe('deleting a bank account', () => {
  it('lets the initiator cancel (only them, only once); the bank account stays', async () => {
    const { primary, member, accountId } = await activeJoint();
    const bankAccountId = await bankAccountOf(accountId);
    const opened = await requestRemoval(primary, accountId, bankAccountId);
    expect(opened.status).toBe(202);
    const request = opened.json.change_request;
    expect(request.kind).toBe('bank_account_delete');
    const [listed] = (await call(t.app, list(accountId), { token: primary.token })).json;
    expect(listed.delete_change_request).toMatchObject({
      id: request.id,
      initiator: { is_current_user: true },
    });

    const byMember = await call(t.app, `${bankRequest(accountId, request.id)}cancel/`, {
      token: member.token,
      body: {},
    });
    expect(byMember.status).toBe(403);
    expect(byMember.json.detail).toBe('Only the member who made the request can cancel it.');
    const cancelled = await call(t.app, `${bankRequest(accountId, request.id)}cancel/`, {
      token: primary.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({
      detail: 'The request has been cancelled. The bank accounts stay as they were.',
      change_request: { status: 'cancelled', can_sign: false },
    });
    const again = await call(t.app, `${bankRequest(accountId, request.id)}cancel/`, {
      token: primary.token,
      body: {},
    });
    expect(again.status).toBe(400);
    expect(again.json.detail).toBe('This request is no longer awaiting signatures.');
    expect((await act(member, request.id, 'confirm')).status).toBe(400);
    expect(await bankRows(accountId)).toEqual([{ id: bankAccountId, name: 'Joint Savings', deleted: false }]);
  });

  it('removes the bank account once the members sign', async () => {
    const { primary, member, accountId } = await activeJoint();
    const bankAccountId = await bankAccountOf(accountId);
    const opened = await requestRemoval(primary, accountId, bankAccountId);
    const requestId = opened.json.change_request.id as number;
    // Confirm takes the provider's word: nothing signed there yet.
    const early = await act(member, requestId, 'confirm');
    expect(early.status).toBe(400);
    expect(early.json.detail).toBe(changeRequestTexts.notSignedYet);
    await signAs(primary, requestId, 'Pat Primary');
    await signAs(member, requestId, 'Mel Member');
    expect(await bankRows(accountId)).toEqual([{ id: bankAccountId, name: 'Joint Savings', deleted: true }]);
    expect((await call(t.app, one(accountId, bankAccountId), { token: member.token })).status).toBe(404);
  });
});

describe('who may see and act on a bank change request', () => {
  it('answers 404 to anyone outside the account, on every call', async () => {
    const { primary, accountId } = await activeJoint();
    const opened = await call(t.app, list(accountId), {
      token: primary.token,
      body: form(await statement(accountId)),
    });
    const id = opened.json.change_request.id as number;
    const calls = [
      call(t.app, bankRequest(accountId, id), { token: stranger.token }),
      call(t.app, `${bankRequest(accountId, id)}cancel/`, { token: stranger.token, body: {} }),
      call(t.app, `/api/change-requests/${id}/`, { token: stranger.token }),
      call(t.app, `/api/change-requests/${id}/sign-url/`, { token: stranger.token }),
      act(stranger, id, 'confirm'),
      act(stranger, id, 'decline'),
      act(stranger, id, 'mark-as-viewed'),
      call(t.app, `/api/accounts/open-requests/?account=${accountId}`, { token: stranger.token }),
      call(t.app, one(accountId, opened.json.change_request.bank_account_id), { token: stranger.token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    // Another account's id in the path does not reach the request either.
    const mine = await activeJoint();
    expect((await call(t.app, bankRequest(mine.accountId, id), { token: mine.primary.token })).status).toBe(
      404,
    );
    expect((await call(t.app, bankRequest(accountId, id), { token: primary.token })).status).toBe(200);
  });
});

describe('changes that apply at once', () => {
  it('an application in progress with several members changes directly', async () => {
    const { primary, accountId } = await activeJoint('all_applicants_to_sign', {
      status: 'application_in_progress',
    });
    const res = await call(t.app, list(accountId), {
      token: primary.token,
      body: form(await statement(accountId)),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'New Joint Account', verify_change_request: null });
  });

  it('an active account of one member changes directly', async () => {
    seq += 1;
    const alone = await newUser(t, `alone-${seq}@bank-change.test`, 'Al', 'One');
    const accountId = await createTestAccount(t.db, alone.email, { type: 'individual', status: 'active' });
    await t.db.query(
      "UPDATE sessions SET action_confirmed_until = now() + interval '10 minutes' WHERE user_id = $1",
      [alone.id],
    );
    const res = await call(t.app, list(accountId), {
      token: alone.token,
      body: form(await statement(accountId)),
    });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('New Joint Account');
  });
});

describe('open requests of the account page', () => {
  it('lists the pending requests of any kind with what a member needs to act', async () => {
    const { primary, member, accountId } = await activeJoint('all_applicants_to_sign', { type: 'company' });
    const bankAccountId = await bankAccountOf(accountId);
    const opened = await requestRemoval(primary, accountId, bankAccountId);
    const id = opened.json.change_request.id as number;
    const res = await call(t.app, `/api/accounts/open-requests/?account=${accountId}`, {
      token: member.token,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id,
        kind: 'bank_account_delete',
        title: 'Removal of bank account for Test company account',
        status: 'pending',
        url: `/accounts/delete-bank-account/${accountId}/${bankAccountId}/${id}`,
        initiator: { first_name: 'Pat', last_name: 'Primary', is_current_user: false },
        can_sign: true,
        is_viewed: false,
        new_data: expect.objectContaining({ bank_account_id: bankAccountId }),
        created: expect.any(String),
      },
    ]);
    // Decided requests leave the list.
    await act(member, id, 'decline');
    expect(
      (await call(t.app, `/api/accounts/open-requests/?account=${accountId}`, { token: member.token })).json,
    ).toEqual([]);
  });
});
