import { bankAccountTexts } from '@portal/contracts/api/bank-accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, codeIn, lastMessageTo, postFile, signIn } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount, userIdOf } from '../../testing/onboarding-accounts.ts';
import { createTestAppWithFiles, useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp(() => createTestAppWithFiles('bank-accounts-test-'), { clearRateLimits: false });
let investor: string; // investor@demo.test: primary of the test accounts
let other: string; // details@demo.test: belongs to none of them
let member: string; // newcomer@demo.test: secondary member of the joint account
let joint: number; // application in progress, with a member
let individual: number; // application in progress, alone
let active: number; // an active account: changes need a confirmed code

const PDF = new TextEncoder().encode('%PDF-1.4\n%statement\n');
const WRONG_PASSWORD = 'Your password was entered incorrectly. Please enter it again.';

const upload = (token: string, accountId: number, bytes: Uint8Array = PDF, fileName = 'statement.pdf') =>
  postFile(t.app, `/api/accounts/${accountId}/bank-account-documents/`, token, bytes, fileName);

const list = (accountId: number) => `/api/accounts/${accountId}/bank-accounts/`;
const one = (accountId: number, id: number) => `${list(accountId)}${id}/`;
const options = async (token: string, accountId: number) =>
  t.app.inject({ method: 'OPTIONS', url: list(accountId), headers: { authorization: `Token ${token}` } });

const form = (document_file: number, extra: Record<string, unknown> = {}) => ({
  bsb: '062-000',
  bank: 'typed bank',
  branch: 'typed branch',
  number: '12345678',
  name: 'Alex Morgan',
  document_file,
  ...extra,
});

/** Bank accounts of this file's accounts (the demo data may hold others). */
const rows = async () =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bank_accounts WHERE account_id = ANY($1)',
      [[joint, individual, active]],
    )
  )[0]!.n;

beforeAll(async () => {
  joint = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint' });
  individual = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual' });
  active = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual', status: 'active' });
  await addSecondaryMember(t.db, joint, 'newcomer@demo.test');
  investor = await signIn(t.app, 'investor@demo.test');
  other = await signIn(t.app, 'details@demo.test');
  member = await signIn(t.app, 'newcomer@demo.test');
});

describe('GET /api/utils/bsb/{bsb}/', () => {
  it('answers the bank and the branch of a listed BSB', async () => {
    const res = await call(t.app, '/api/utils/bsb/062-000/', { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      bsb: '062000',
      bank: 'Commonwealth Bank of Australia',
      branch_name: '48 Martin Place',
      bsb_was_found: true,
    });
  });

  it('answers the bank alone for a BSB in a known range, 404 for an unknown one, 400 for a malformed one', async () => {
    expect((await call(t.app, '/api/utils/bsb/083999/', { token: investor })).json).toEqual({
      bsb: '083999',
      bank: 'National Australia Bank',
      branch_name: '',
      bsb_was_found: false,
    });
    expect((await call(t.app, '/api/utils/bsb/999999/', { token: investor })).status).toBe(404);
    const bad = await call(t.app, '/api/utils/bsb/06200x/', { token: investor });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ detail: 'BSB format is not valid' });
  });

  it('needs a session', async () => {
    expect((await call(t.app, '/api/utils/bsb/062000/')).status).toBe(401);
  });
});

describe('bank accounts of an application', () => {
  it('OPTIONS: no password for the first bank account, no code for an application in progress', async () => {
    const res = await options(investor, individual);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      is_password_required: false,
      can_change: true,
      security_schema: { system_2fa_required: false, account_2fa_required: false, confirmed: false },
    });
  });

  it('refuses a form breaking the rules, with the spec texts, and stores nothing', async () => {
    const res = await call(t.app, list(individual), {
      token: investor,
      body: { bsb: '06200', bank: '', branch: '', number: '12345678901', name: 'x'.repeat(256) },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      bsb: ['BSB format is not valid'],
      bank: ['This field is required'],
      branch: ['This field is required'],
      number: [bankAccountTexts.numberTooLong],
      name: ['Ensure this field has no more than 255 characters'],
      document_file: ['This field is required'],
    });
    expect(bankAccountTexts.numberTooLong).toBe('Account Number cannot contain more than 10 digits');
    const letters = await call(t.app, list(individual), {
      token: investor,
      body: form(1, { number: '12-34', name: '' }),
    });
    expect(letters.json).toMatchObject({
      number: ['Account Number must contain numbers only'],
      name: ['This field is required'],
    });
    expect(await rows()).toBe(0);
  });

  it('refuses a BSB of no known institution and a statement that was not uploaded to the account', async () => {
    const { json: doc } = await upload(investor, individual);
    const unknown = await call(t.app, list(individual), {
      token: investor,
      body: form(doc.id, { bsb: '999999' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ bsb: ['BSB is not valid'] });
    const { json: jointDoc } = await upload(investor, joint);
    const foreign = await call(t.app, list(individual), { token: investor, body: form(jointDoc.id) });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toEqual({ document_file: [bankAccountTexts.documentNotFound] });
    expect(await rows()).toBe(0);
  });

  it('adds the first bank account with the directory bank and branch; then the password is required', async () => {
    const { json: doc } = await upload(investor, individual, PDF, '../March statement.pdf');
    expect(doc).toMatchObject({ file_name: 'March statement.pdf', size: PDF.length });
    const res = await call(t.app, list(individual), { token: investor, body: form(doc.id) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      account: individual,
      name: 'Alex Morgan',
      bsb: '062000',
      number: '12345678',
      bank: 'Commonwealth Bank of Australia',
      branch: '48 Martin Place',
      bsb_was_found: true,
      document_file: { id: doc.id, file_name: 'March statement.pdf' },
      delete_change_request: null,
    });
    expect((await call(t.app, list(individual), { token: investor })).json).toEqual([res.json]);
    expect((await call(t.app, one(individual, res.json.id), { token: investor })).json).toEqual(res.json);
    expect((await options(investor, individual)).json().is_password_required).toBe(true);

    // Members are told (SECURITY.md item 6).
    const [notice] = await t.db.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [await userIdOf(t.db, 'investor@demo.test')],
    );
    expect(notice!.title).toBe(bankAccountTexts.bankAccountAdded);
  });

  it('asks the password for a second bank account, refuses a wrong one, and keeps a typed branch the directory does not list', async () => {
    const { json: doc } = await upload(investor, individual);
    const body = form(doc.id, { bsb: '083999', branch: 'Collins Street' });
    const before = await rows();
    const missing = await call(t.app, list(individual), { token: investor, body });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ password: ['This field is required'] });
    const wrong = await call(t.app, list(individual), {
      token: investor,
      body: { ...body, password: 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ password: [WRONG_PASSWORD] });
    expect(await rows()).toBe(before);

    const ok = await call(t.app, list(individual), {
      token: investor,
      body: { ...body, password: 'Demo-Portal-2026!' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      bank: 'National Australia Bank',
      branch: 'Collins Street',
      bsb_was_found: false,
    });
  });

  it('edits a bank account (password required) and keeps a statement in use', async () => {
    const [first] = (await call(t.app, list(individual), { token: investor })).json;
    const edited = await call(t.app, one(individual, first.id), {
      method: 'PATCH',
      token: investor,
      body: form(first.document_file.id, {
        name: 'Alex J Morgan',
        number: '9876543210',
        password: 'Demo-Portal-2026!',
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id: first.id, name: 'Alex J Morgan', number: '9876543210' });

    // The statement of the first cannot be reused by another bank account, nor deleted.
    const [, second] = (await call(t.app, list(individual), { token: investor })).json;
    const reuse = await call(t.app, one(individual, second.id), {
      method: 'PATCH',
      token: investor,
      body: form(first.document_file.id, { password: 'Demo-Portal-2026!' }),
    });
    expect(reuse.json).toEqual({ document_file: [bankAccountTexts.documentNotFound] });
    const del = await call(
      t.app,
      `/api/accounts/${individual}/bank-account-documents/${first.document_file.id}/`,
      {
        method: 'DELETE',
        token: investor,
      },
    );
    expect(del.status).toBe(400);
    expect(del.json).toEqual({ detail: bankAccountTexts.documentInUse });
  });

  it('deletes a statement no bank account names, and serves statements to members as attachments', async () => {
    const { json: doc } = await upload(investor, joint);
    const download = await call(t.app, doc.download_url, { token: member });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const del = await call(t.app, `/api/accounts/${joint}/bank-account-documents/${doc.id}/`, {
      method: 'DELETE',
      token: investor,
    });
    expect(del.json).toEqual({ detail: bankAccountTexts.documentDeleted });
    expect((await call(t.app, doc.download_url, { token: investor })).status).toBe(404);
  });

  it('refuses a file that is not a pdf, png or jpg', async () => {
    const res = await upload(investor, individual, new TextEncoder().encode('hello'), 'a.pdf');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ file: ['Selected File is not Supported for Upload'] });
  });

  it('deletes a bank account with the password; it is gone from the list and reads 404', async () => {
    const [first] = (await call(t.app, list(individual), { token: investor })).json;
    const missing = await call(t.app, one(individual, first.id), {
      method: 'DELETE',
      token: investor,
      body: {},
    });
    expect(missing.json).toEqual({ password: ['This field is required'] });
    const res = await call(t.app, one(individual, first.id), {
      method: 'DELETE',
      token: investor,
      body: { password: 'Demo-Portal-2026!' },
    });
    expect(res.json).toEqual({ detail: bankAccountTexts.deleted });
    expect((await call(t.app, one(individual, first.id), { token: investor })).status).toBe(404);
    const ids = (await call(t.app, list(individual), { token: investor })).json.map(
      (b: { id: number }) => b.id,
    );
    expect(ids).not.toContain(first.id);
    // The row is kept, marked: where money went stays on record.
    const [row] = await t.db.query<{ deleted: boolean }>(
      'SELECT deleted_at IS NOT NULL AS deleted FROM bank_accounts WHERE id = $1',
      [first.id],
    );
    expect(row!.deleted).toBe(true);
  });
});

describe('who may read and change', () => {
  let bankAccountId: number;
  let documentId: number;
  beforeAll(async () => {
    const { json: doc } = await upload(investor, joint);
    const res = await call(t.app, list(joint), { token: investor, body: form(doc.id) });
    bankAccountId = res.json.id;
    documentId = doc.id;
  });

  it("answers 404 to another user for every call on the account's bank accounts, and changes nothing", async () => {
    const before = (await call(t.app, list(joint), { token: investor })).json;
    expect((await options(other, joint)).statusCode).toBe(404);
    expect((await call(t.app, list(joint), { token: other })).status).toBe(404);
    expect((await call(t.app, one(joint, bankAccountId), { token: other })).status).toBe(404);
    expect((await call(t.app, list(joint), { token: other, body: form(documentId) })).status).toBe(404);
    const patch = await call(t.app, one(joint, bankAccountId), {
      method: 'PATCH',
      token: other,
      body: form(documentId, { name: 'Stolen', password: 'Demo-Portal-2026!' }),
    });
    expect(patch.status).toBe(404);
    const del = await call(t.app, one(joint, bankAccountId), {
      method: 'DELETE',
      token: other,
      body: { password: 'Demo-Portal-2026!' },
    });
    expect(del.status).toBe(404);
    expect((await upload(other, joint)).status).toBe(404);
    const docUrl = `/api/accounts/${joint}/bank-account-documents/${documentId}/`;
    expect((await call(t.app, `${docUrl}download/`, { token: other })).status).toBe(404);
    expect((await call(t.app, docUrl, { method: 'DELETE', token: other })).status).toBe(404);
    expect((await call(t.app, list(joint), { token: investor })).json).toEqual(before);
  });

  it('lets a member read but not change (403)', async () => {
    expect((await call(t.app, list(joint), { token: member })).status).toBe(200);
    expect((await options(member, joint)).json().can_change).toBe(false);
    expect((await call(t.app, list(joint), { token: member, body: form(documentId) })).status).toBe(403);
    const del = await call(t.app, one(joint, bankAccountId), { method: 'DELETE', token: member, body: {} });
    expect(del.status).toBe(403);
    expect((await upload(member, joint)).status).toBe(403);
  });

  it('tells every registered member of a change', async () => {
    const [notice] = await t.db.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [await userIdOf(t.db, 'newcomer@demo.test')],
    );
    expect(notice!.title).toBe(bankAccountTexts.bankAccountAdded);
  });
});

describe('two-factor for bank changes of an active account', () => {
  it('says a code is due, refuses the write until a code is confirmed, then accepts it', async () => {
    const key = await signIn(t.app, 'investor@demo.test');
    expect((await options(key, active)).json().security_schema).toEqual({
      system_2fa_required: true,
      account_2fa_required: false,
      confirmed: false,
    });
    const { json: doc } = await upload(key, active);
    const refused = await call(t.app, list(active), { token: key, body: form(doc.id) });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('action_confirmation_required');
    expect(await call(t.app, list(active), { token: key }).then((r) => r.json)).toEqual([]);

    await call(t.app, '/api/profiles/my/send-2fa-confirmation-code-sms/', { token: key, body: {} });
    const code = codeIn((await lastMessageTo(t.app, '0412345678'))?.body);
    expect((await call(t.app, '/api/auth/action-confirmation/', { token: key, body: { code } })).status).toBe(
      200,
    );
    expect((await options(key, active)).json().security_schema.confirmed).toBe(true);
    const ok = await call(t.app, list(active), { token: key, body: form(doc.id) });
    expect(ok.status).toBe(200);
  });

  it('asks a code of a user with login two-factor on, whatever the account status', async () => {
    const [row] = await t.db.query<{ id: number }>(
      "INSERT INTO accounts (name, account_type, application_id, status, primary_user_id, initiator_user_id) VALUES ('Secure', 'individual', 'ipm', 'application_in_progress', $1, $1) RETURNING id",
      [await userIdOf(t.db, 'secure@demo.test')],
    );
    // Sign in through the code (login two-factor is on), which does not confirm actions.
    const login = await call(t.app, '/api/auth/login/', {
      body: { email: 'secure@demo.test', password: 'Demo-Portal-2026!' },
    });
    const code = codeIn((await lastMessageTo(t.app, '0423456789'))?.body);
    const confirmed = await call(t.app, '/api/auth/login-confirmation/', {
      token: login.json.key,
      body: { code },
    });
    const key = confirmed.json.key as string;
    const res = await options(key, row!.id);
    expect(res.json().security_schema).toMatchObject({ account_2fa_required: true, confirmed: false });
  });
});

describe('the fill-in engine', () => {
  it('lists bank_accounts for a loan-note application until it has a bank account; never for the other products', async () => {
    const icf = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'individual',
      application: 'icf',
    });
    const steps = async (accountId: number) =>
      (await call(t.app, `/api/accounts/${accountId}/activation-steps/`, { token: investor })).json.data
        .unfilled_fields as string[];
    expect(await steps(icf)).toContain('bank_accounts');
    expect(await steps(joint)).not.toContain('bank_accounts');
    const { json: doc } = await upload(investor, icf);
    expect((await call(t.app, list(icf), { token: investor, body: form(doc.id) })).status).toBe(200);
    expect(await steps(icf)).not.toContain('bank_accounts');
  });
});
