import { describe, expect, it } from 'vitest';
import { openDocuments, signSession } from '../../testing/esign.ts';
import { call } from '../../testing/http.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import {
  ALL_ACKNOWLEDGED,
  addPerson,
  createdAccountId,
  giveIndividualTax,
  newUser,
  ROLE,
  type TestUser,
} from '../account-setup/test-fixtures.ts';

const t = useTestApp();
let seq = 0;
// The family product asks no product-specific steps (portfolio, IPS, certificates) before submission.
const APP = 'viv';
const fresh = (name: string, last = 'Signer') => {
  seq += 1;
  return newUser(t, `${name.toLowerCase()}-${seq}@sign.test`, name, last);
};

const submit = (user: TestUser, id: number) =>
  call(t.app, `/api/accounts/${id}/submit/`, { token: user.token, body: ALL_ACKNOWLEDGED });
const request = (user: TestUser, id: number) =>
  call(t.app, `/api/change-requests/${id}/`, { token: user.token });
const signUrl = (user: TestUser, id: number) =>
  call(t.app, `/api/change-requests/${id}/sign-url/`, { token: user.token });
const act = (user: TestUser, id: number, action: 'confirm' | 'decline' | 'mark-as-viewed') =>
  call(t.app, `/api/change-requests/${id}/${action}/`, { token: user.token, body: {} });
const session = (url: string, action?: string, body: unknown = {}) =>
  action
    ? call(t.app, `/api${url.replace('/esign/sign/', '/esign/sessions/')}${action}/`, {
        body,
        headers: { 'user-agent': 'SignTest/1.0' },
      })
    : call(t.app, `/api${url.replace('/esign/sign/', '/esign/sessions/')}`);
const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM accounts WHERE id = $1', [id]))[0]!.status;
const titlesOf = async (userId: number) =>
  (
    await t.db.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 ORDER BY id', [
      userId,
    ])
  ).map((n) => n.title);

/** The signing URL of a member, polled as the redirect screen does. */
async function urlOf(user: TestUser, requestId: number): Promise<string> {
  const res = await signUrl(user, requestId);
  expect(res.status).toBe(200);
  return res.json.sign_url as string;
}

async function submittedIndividual() {
  const user = await fresh('Indy');
  const accountId = await createdAccountId(t, user, { type: 'individual' }, APP);
  await giveIndividualTax(t.db, user.id);
  const res = await submit(user, accountId);
  return { user, accountId, res, requestId: res.json.change_request as number };
}

/** A joint application of three registered holders with the given signing authority, submitted. */
async function submittedJoint(authority: {
  option: string;
  advanced?: string;
  min?: number;
  selected?: 'first';
}) {
  const primary = await fresh('Primary');
  const first = await fresh('First', 'Holder');
  const second = await fresh('Second', 'Holder');
  const accountId = await createdAccountId(t, primary, { type: 'joint', name: 'Signing Holders' }, APP);
  await giveIndividualTax(t.db, primary.id);
  const firstPerson = await addPerson(t.db, accountId, {
    roleId: ROLE.contact,
    userId: first.id,
    first: 'First',
    last: 'Holder',
    email: first.email,
  });
  await addPerson(t.db, accountId, {
    roleId: ROLE.contact,
    userId: second.id,
    first: 'Second',
    last: 'Holder',
    email: second.email,
  });
  const members = await t.db.query<{ id: number }>(
    `SELECT id FROM account_people WHERE account_id = $1 ORDER BY id`,
    [accountId],
  );
  await t.db.query(
    `INSERT INTO signing_authorities (account_id, signing_authority_option, advanced_settings_option,
       min_number_of_signatories, selected_signatories, member_ids) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      accountId,
      authority.option,
      authority.advanced ?? null,
      authority.min ?? null,
      authority.selected === 'first' ? [firstPerson] : [],
      members.map((m) => m.id),
    ],
  );
  const res = await submit(primary, accountId);
  expect(res.status).toBe(200);
  return { primary, first, second, accountId, requestId: res.json.change_request as number, res };
}

describe('submitting an application opens its signature', () => {
  it('answers that the primary user signs next, with the change request', async () => {
    const { res, accountId, requestId, user } = await submittedIndividual();
    expect(res.json).toEqual({
      detail: 'Your application has been submitted.',
      status: 'awaiting_signature',
      status_display: expect.objectContaining({ display_name: expect.any(String) }),
      next: 'sign',
      change_request: expect.any(Number),
    });
    expect(await statusOf(accountId)).toBe('awaiting_signature');
    const view = await request(user, requestId);
    expect(view.json).toMatchObject({
      kind: 'application',
      title: 'Account application: Indy Signer',
      status: 'pending',
      account: { id: accountId, status: 'awaiting_signature' },
      initiator: { first_name: 'Indy', last_name: 'Signer', is_current_user: true },
      is_primary_user: true,
      can_sign: true,
      is_sign_url_available: true,
      my_status: 'pending',
      is_viewed: false,
      signatures: { required: 1, signed: 0 },
      approvers: [{ first_name: 'Indy', last_name: 'Signer', status: 'pending' }],
    });
    const list = await call(t.app, `/api/change-requests/?account=${accountId}`, { token: user.token });
    expect(list.json.map((r: { id: number }) => r.id)).toEqual([requestId]);
  });
});

describe('signing through the embedded provider', () => {
  it('refuses a signature before the signer fetched every document, and changes nothing', async () => {
    const { user, accountId, requestId } = await submittedIndividual();
    const url = await urlOf(user, requestId);
    const unseen = await session(url, 'sign', { full_name: 'Indy Signer' });
    expect(unseen.status).toBe(400);
    expect(unseen.json).toEqual({
      detail: 'Open each document before you sign. Still to open: Account application.pdf.',
    });
    // The session is still open and nothing was recorded.
    expect((await session(url)).json.recipient_status).toBe('sent');
    expect(await statusOf(accountId)).toBe('awaiting_signature');
    expect((await request(user, requestId)).json).toMatchObject({ status: 'pending', my_status: 'pending' });

    await openDocuments(t.app, url);
    expect((await session(url, 'sign', { full_name: 'Indy Signer' })).json.event).toBe('signing_complete');
    expect(await statusOf(accountId)).toBe('awaiting_activation');
  });

  it('shows the PDF, refuses a wrong name, records the signature and moves the account to activation', async () => {
    const { user, accountId, requestId } = await submittedIndividual();
    const url = await urlOf(user, requestId);
    expect(url).toMatch(/^\/esign\/sign\/[A-Za-z0-9_-]{40,}\/$/);
    const opened = await session(url);
    expect(opened.json).toMatchObject({
      title: 'Account application: Indy Signer',
      signer_name: 'Indy Signer',
      documents: [{ position: 1, name: 'Account application.pdf' }],
      recipient_status: 'sent',
    });
    const pdf = await call(t.app, `/api${url.replace('/esign/sign/', '/esign/sessions/')}documents/1/`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);

    const wrong = await session(url, 'sign', { full_name: 'Someone Else' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      full_name: ['Type your full name as it appears on the document: Indy Signer'],
    });
    expect((await session(url, 'sign', { full_name: '' })).json).toEqual({
      full_name: ['This field is required'],
    });

    const signed = await session(url, 'sign', { full_name: '  indy   signer ' });
    expect(signed.json).toEqual({
      event: 'signing_complete',
      redirect_url: `/change-requests/sign-callback/${requestId}/?event=signing_complete`,
    });
    expect(await statusOf(accountId)).toBe('awaiting_activation');
    const [evidence] = await t.db.query(
      `SELECT status, typed_name, ip, user_agent, signed_at IS NOT NULL AS signed FROM change_request_signers
        WHERE change_request_id = $1`,
      [requestId],
    );
    expect(evidence).toEqual({
      status: 'signed',
      typed_name: 'indy   signer',
      ip: '127.0.0.1',
      user_agent: 'SignTest/1.0',
      signed: true,
    });
    expect(await titlesOf(user.id)).toContain('Your application has been signed');

    // The callback page confirms: the same outcome, recorded once.
    const confirmed = await act(user, requestId, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.change_request).toMatchObject({ status: 'approved_by_users', my_status: 'signed' });
    expect((await act(user, requestId, 'confirm')).status).toBe(200);
    // The token was single-use; a signed request gives no further URL; declining after signing is refused.
    expect((await session(url)).status).toBe(410);
    expect((await session(url, 'sign', { full_name: 'Indy Signer' })).json).toEqual({
      detail: 'This signing link has already been used. Please start signing again from your account page.',
    });
    expect((await signUrl(user, requestId)).json).toEqual({
      detail: 'You have already signed this request.',
    });
    expect((await act(user, requestId, 'decline')).json).toEqual({
      detail: 'You have already signed this request.',
    });
  });

  it('reports finish later, session timeout and an expired envelope without recording anything', async () => {
    const { user, accountId, requestId } = await submittedIndividual();
    const later = await session(await urlOf(user, requestId), 'finish-later');
    expect(later.json.event).toBe('cancel');

    const timedOut = await urlOf(user, requestId);
    await t.db.query(
      `UPDATE embedded_sessions SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    expect((await session(timedOut, 'sign', { full_name: 'Indy Signer' })).json.event).toBe(
      'session_timeout',
    );
    expect((await session(await urlOf(user, requestId), 'timeout')).json.event).toBe('session_timeout');
    expect((await session(await urlOf(user, requestId), 'close')).json.event).toBe('viewing_complete');

    // Confirming before signing is refused: the provider reports nothing signed.
    expect((await act(user, requestId, 'confirm')).json).toEqual({
      detail: 'The document has not been signed yet. Please open it and sign it first.',
    });

    const expiring = await urlOf(user, requestId);
    await t.db.query(`UPDATE embedded_envelopes SET expires_at = now() - interval '1 second'`);
    expect((await session(expiring, 'sign', { full_name: 'Indy Signer' })).json.event).toBe('ttl_expired');
    expect(await statusOf(accountId)).toBe('awaiting_signature');
    expect((await request(user, requestId)).json).toMatchObject({ status: 'pending', my_status: 'pending' });
    await t.db.query(`UPDATE embedded_envelopes SET expires_at = now() + interval '30 days'`);
  });

  it('answers 202 with no URL while another poll is preparing the documents', async () => {
    const { user, requestId } = await submittedIndividual();
    await t.db.query(
      `INSERT INTO esign_envelopes (change_request_id, provider, status) VALUES ($1, 'embedded', 'creating')`,
      [requestId],
    );
    const res = await signUrl(user, requestId);
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ sign_url: null });
    // A claim left behind by a stopped process is taken over.
    await t.db.query(
      `UPDATE esign_envelopes SET claimed_at = now() - interval '10 minutes' WHERE change_request_id = $1`,
      [requestId],
    );
    expect((await signUrl(user, requestId)).status).toBe(200);
  });

  it('refuses unknown tokens', async () => {
    const res = await call(t.app, `/api/esign/sessions/${'x'.repeat(43)}/`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'This signing link is not valid.' });
    expect((await call(t.app, '/api/esign/sessions/short/')).status).toBe(404);
  });
});

describe('who signs follows the signing authority', () => {
  it('all applicants: every member signs; a member accepts, is led to sign after their own tax details', async () => {
    const { primary, first, second, accountId, requestId, res } = await submittedJoint({
      option: 'all_applicants_to_sign',
    });
    expect(res.json.next).toBe('sign');
    expect((await request(primary, requestId)).json.signatures).toEqual({ required: 3, signed: 0 });
    await signSession(t.app, await urlOf(primary, requestId), 'Primary Signer');
    // The primary user has signed: the other members are awaited.
    expect(await statusOf(accountId)).toBe('awaiting_secondary_users');

    // The member's own steps come first, for accepting and signing alike.
    expect((await request(first, requestId)).json).toMatchObject({ can_sign: false, my_status: 'pending' });
    expect((await signUrl(first, requestId)).json).toEqual({
      detail: 'Please complete your tax details before accepting the application.',
    });
    await giveIndividualTax(t.db, first.id);
    const accepted = await call(t.app, `/api/accounts/${accountId}/secondary-decision/`, {
      token: first.token,
      body: { decision: 'accept' },
    });
    expect(accepted.json).toMatchObject({
      status: 'awaiting_secondary_users',
      next: 'sign',
      change_request: requestId,
    });
    await signSession(t.app, await urlOf(first, requestId), 'First Holder');
    expect(await statusOf(accountId)).toBe('awaiting_secondary_users');

    await giveIndividualTax(t.db, second.id);
    await signSession(t.app, await urlOf(second, requestId), 'Second Holder');
    expect(await statusOf(accountId)).toBe('awaiting_activation');
    const view = await request(second, requestId);
    expect(view.json).toMatchObject({
      status: 'approved_by_users',
      is_primary_user: false,
      signatures: { required: 3, signed: 3 },
    });
    const decisions = await t.db.query(
      'SELECT decision FROM account_people WHERE account_id = $1 ORDER BY id',
      [accountId],
    );
    expect(decisions).toEqual([{ decision: 'accepted' }, { decision: 'accepted' }]);
  });

  it('any applicant: one signature approves; the members then accept, the last moving it to activation', async () => {
    const { primary, first, second, accountId, requestId } = await submittedJoint({
      option: 'any_applicant_to_sign',
    });
    expect((await request(primary, requestId)).json.signatures).toEqual({ required: 1, signed: 0 });
    await signSession(t.app, await urlOf(primary, requestId), 'Primary Signer');
    expect((await request(primary, requestId)).json.status).toBe('approved_by_users');
    expect(await statusOf(accountId)).toBe('awaiting_secondary_users');
    for (const member of [first, second]) {
      await giveIndividualTax(t.db, member.id);
      const res = await call(t.app, `/api/accounts/${accountId}/secondary-decision/`, {
        token: member.token,
        body: { decision: 'accept' },
      });
      expect(res.json.next).toBe('done');
    }
    expect(await statusOf(accountId)).toBe('awaiting_activation');
  });

  it('a minimum number: that many signatures of any members', async () => {
    const { primary, second, accountId, requestId } = await submittedJoint({
      option: 'advanced_settings',
      advanced: 'min_number_of_signatories',
      min: 2,
    });
    await signSession(t.app, await urlOf(primary, requestId), 'Primary Signer');
    expect(await statusOf(accountId)).toBe('awaiting_secondary_users');
    expect((await request(primary, requestId)).json.signatures).toEqual({ required: 2, signed: 1 });
    await giveIndividualTax(t.db, second.id);
    await signSession(t.app, await urlOf(second, requestId), 'Second Holder');
    // Signed as required; the member who did not sign still reviews it.
    expect(await statusOf(accountId)).toBe('awaiting_secondary_users');
  });

  it('selected members: only they sign; the primary user is not asked and is told to wait', async () => {
    const { primary, first, second, accountId, requestId, res } = await submittedJoint({
      option: 'advanced_settings',
      advanced: 'selected_signatories',
      selected: 'first',
    });
    expect(res.json).toMatchObject({ next: 'processing', status: 'awaiting_secondary_users' });
    expect((await request(primary, requestId)).json).toMatchObject({
      can_sign: false,
      my_status: null,
      approvers: [{ first_name: 'First', last_name: 'Holder', status: 'pending' }],
    });
    expect((await signUrl(primary, requestId)).status).toBe(403);
    expect((await act(second, requestId, 'mark-as-viewed')).status).toBe(403);
    expect((await act(second, requestId, 'confirm')).json).toEqual({
      detail: 'You are not asked to sign this request.',
    });
    await giveIndividualTax(t.db, first.id);
    const viewed = await act(first, requestId, 'mark-as-viewed');
    expect(viewed.json.change_request.is_viewed).toBe(true);
    await signSession(t.app, await urlOf(first, requestId), 'First Holder');
    expect(await statusOf(accountId)).toBe('awaiting_secondary_users');
  });
});

describe('declining', () => {
  it('a member declines on the signing page: the application goes back; everyone else is told', async () => {
    const { primary, first, second, accountId, requestId } = await submittedJoint({
      option: 'all_applicants_to_sign',
    });
    await t.db.query(
      `INSERT INTO advisors (first_name, last_name, email) VALUES ('Paula', 'Manager', 'pm-${seq}@advisors.test')`,
    );
    await t.db.query(
      `INSERT INTO account_advisors (account_id, advisor_id) SELECT $1, id FROM advisors WHERE email = $2`,
      [accountId, `pm-${seq}@advisors.test`],
    );
    await giveIndividualTax(t.db, first.id);
    const declined = await session(await urlOf(first, requestId), 'decline');
    expect(declined.json).toEqual({
      event: 'decline',
      redirect_url: `/change-requests/sign-callback/${requestId}/?event=decline`,
    });
    expect(await statusOf(accountId)).toBe('application_in_progress');
    expect((await request(primary, requestId)).json).toMatchObject({ status: 'declined', can_sign: false });
    for (const other of [primary, second])
      expect(await titlesOf(other.id)).toContain('A member declined to sign');
    expect(await titlesOf(first.id)).not.toContain('A member declined to sign');
    const mail = await t.db.query(`SELECT subject FROM outbox WHERE recipient = $1`, [
      `pm-${seq}@advisors.test`,
    ]);
    expect(mail).toEqual([{ subject: 'A member declined to sign' }]);

    // The callback page declines again: the same outcome. Nobody else can sign a declined request.
    expect((await act(first, requestId, 'decline')).status).toBe(200);
    expect((await act(first, requestId, 'confirm')).json).toEqual({
      detail: 'You have already declined this request.',
    });
    expect((await signUrl(primary, requestId)).json).toEqual({
      detail: 'This request is no longer awaiting signatures.',
    });
    // Nor decline it: only a pending request can be declined.
    const late = await act(primary, requestId, 'decline');
    expect(late.status).toBe(400);
    expect(late.json).toEqual({ detail: 'This request is no longer awaiting signatures.' });
    // The primary user can change and submit the application again: a new request is opened.
    const again = await submit(primary, accountId);
    expect(again.json.change_request).not.toBe(requestId);
  });

  it('the primary user declines through the call; the member declines from the secondary summary', async () => {
    const one = await submittedIndividual();
    const res = await act(one.user, one.requestId, 'decline');
    expect(res.json).toMatchObject({
      detail: 'You have declined this request.',
      change_request: { status: 'declined', is_primary_user: true, my_status: 'declined' },
    });
    expect(await statusOf(one.accountId)).toBe('application_in_progress');

    const { primary, second, accountId, requestId } = await submittedJoint({
      option: 'all_applicants_to_sign',
    });
    const decided = await call(t.app, `/api/accounts/${accountId}/secondary-decision/`, {
      token: second.token,
      body: { decision: 'decline' },
    });
    expect(decided.json).toMatchObject({ status: 'application_in_progress', next: 'done' });
    expect((await request(primary, requestId)).json.status).toBe('declined');
  });
});

describe('other people', () => {
  it('get 404 for every call on a request of an account they are not in', async () => {
    const { requestId } = await submittedIndividual();
    const outsider = await fresh('Outsider');
    expect((await request(outsider, requestId)).status).toBe(404);
    expect((await signUrl(outsider, requestId)).status).toBe(404);
    for (const action of ['confirm', 'decline', 'mark-as-viewed'] as const)
      expect((await act(outsider, requestId, action)).status).toBe(404);
    expect((await call(t.app, `/api/change-requests/?account=1`, { token: outsider.token })).status).toBe(
      404,
    );
    expect((await call(t.app, `/api/change-requests/${requestId}/`)).status).toBe(401);
    expect((await call(t.app, `/api/change-requests/${requestId}/decline/`, { body: {} })).status).toBe(401);
    expect((await call(t.app, '/api/change-requests/abc/', { token: outsider.token })).status).toBe(404);
  });
});
