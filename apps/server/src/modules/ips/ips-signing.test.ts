// Signing an IPS through the change-request core: an active account's IPS on its own ('ips' requests),
// an application's IPS together with the application, and every transition and refusal on the way.

import { createHash } from 'node:crypto';
import { ipsTexts } from '@portal/contracts/api/ips';
import { describe, expect, it } from 'vitest';
import { backgroundDeps } from '../../deps.ts';
import { openDocuments, sessionPath } from '../../testing/esign.ts';
import { call, signInStaff } from '../../testing/http.ts';
import { createTestAccount } from '../../testing/onboarding-accounts.ts';
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
import { publishSignedDocuments } from '../esign/service.ts';
import { pdfText } from '../reports/pdf/text.ts';

const t = useTestApp();
let seq = 0;
const fresh = (first: string, last = 'Holder') => {
  seq += 1;
  return newUser(t, `${first.toLowerCase()}-${seq}@ips-sign.test`, first, last);
};

const ips = (user: TestUser, id: number) => call(t.app, `/api/ips/${id}/`, { token: user.token });
const send = (user: TestUser, id: number) =>
  call(t.app, `/api/ips/${id}/send-for-signature/`, { token: user.token, body: {} });
const statusOfIps = async (id: number) =>
  (
    await t.db.query<{ status: string }>('SELECT status FROM investment_policy_statements WHERE id = $1', [
      id,
    ])
  )[0]!.status;

/** Answers every IPS step through the calls: 100% cash, no restrictions, gearing as given. */
async function finishIps(user: TestUser, accountId: number, gearing = false): Promise<number> {
  const started = await call(t.app, '/api/ips/', { token: user.token, body: { account: accountId } });
  const id = started.json.id as number;
  const { categories } = (
    await call(t.app, `/api/ips/${id}/strategic-asset-allocation/`, { token: user.token })
  ).json as { categories: Array<{ id: number; investment_options: Array<{ id: number; name: string }> }> };
  const put = await call(t.app, `/api/ips/${id}/strategic-asset-allocation/`, {
    method: 'PUT',
    token: user.token,
    body: {
      categories: categories.map((c) => ({
        id: c.id,
        investment_options: c.investment_options.map((o) => ({
          id: o.id,
          target_percentage: o.name === 'Cash' ? '100' : '0',
          custom_strategies: [],
        })),
      })),
    },
  });
  expect(put.status).toBe(200);
  const patch = (body: unknown) =>
    call(t.app, `/api/ips/${id}/`, { method: 'PATCH', token: user.token, body });
  expect((await patch({ has_restrictions: false })).status).toBe(200);
  expect(
    (
      await patch(
        gearing
          ? { has_gearing: true, target_loan_balance_min: '100000', target_loan_balance_max: '250000' }
          : { has_gearing: false },
      )
    ).json.wizard_step,
  ).toBe('done');
  return id;
}

/** An active private-portfolio account of a new user, with one more member who signs (all applicants). */
async function activeJointAccount() {
  const primary = await fresh('Primary', 'Owner');
  const member = await fresh('Member', 'Signer');
  const accountId = await createTestAccount(t.db, primary.email, { type: 'joint', status: 'active' });
  const personId = await addPerson(t.db, accountId, {
    roleId: ROLE.contact,
    userId: member.id,
    first: 'Member',
    last: 'Signer',
    email: member.email,
  });
  await t.db.query(
    `INSERT INTO signing_authorities (account_id, signing_authority_option, member_ids)
     VALUES ($1, 'all_applicants_to_sign', $2)`,
    [accountId, [personId]],
  );
  return { primary, member, accountId };
}

async function signAs(user: TestUser, requestId: number, name: string) {
  const url = (await call(t.app, `/api/change-requests/${requestId}/sign-url/`, { token: user.token })).json
    .sign_url as string;
  const opened = (await call(t.app, sessionPath(url))).json;
  const pdfs = await openDocuments(t.app, url);
  const signed = await call(t.app, `${sessionPath(url)}sign/`, { body: { full_name: name } });
  expect(signed.json.event).toBe('signing_complete');
  return { opened, texts: pdfs.map(pdfText) };
}

describe("an active account's IPS is signed on its own", () => {
  it('is sent for signature by the primary user only, once finished, and then cannot change', async () => {
    const { primary, member, accountId } = await activeJointAccount();
    const started = await call(t.app, '/api/ips/', { token: primary.token, body: { account: accountId } });
    const unfinished = await send(primary, started.json.id);
    expect(unfinished.status).toBe(400);
    expect(unfinished.json).toEqual({ detail: ipsTexts.notReady });
    await t.db.query('DELETE FROM investment_policy_statements WHERE id = $1', [started.json.id]);

    const ipsId = await finishIps(primary, accountId, true);
    expect((await ips(primary, ipsId)).json).toMatchObject({
      signed_on_its_own: true,
      sign_change_request: null,
      approvers: [],
    });
    expect((await send(member, ipsId)).status).toBe(403);
    const stranger = await fresh('Stranger');
    expect((await send(stranger, ipsId)).status).toBe(404);
    expect(await statusOfIps(ipsId)).toBe('draft');

    const sent = await send(primary, ipsId);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      detail: ipsTexts.sentForSignature,
      change_request: expect.any(Number),
      next: 'sign',
      ips: {
        status: 'awaiting_signature',
        status_display: 'Awaiting signature',
        sign_requester_name: 'Primary Owner',
        sign_requested_date: expect.any(String),
        can_edit: false,
        can_delete: false,
        approvers: [
          { user: 'Primary Owner', is_admin: false, status_display: 'Awaiting signature' },
          { user: 'Member Signer', is_admin: false, status_display: 'Awaiting signature' },
        ],
      },
    });
    const requestId = sent.json.change_request as number;
    expect(sent.json.ips.sign_change_request).toEqual({
      id: requestId,
      can_sign: true,
      is_sign_url_available: true,
    });
    // The other member is asked to sign, with a way to the signing page.
    const [notice] = await t.db.query<{ title: string; redirect_url: string }>(
      'SELECT title, redirect_url FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [member.id],
    );
    expect(notice).toEqual({
      title: ipsTexts.signatureNotice.title,
      redirect_url: `/account/docusign-redirect/${accountId}/?change_request=${requestId}`,
    });
    // Sending again, or changing it meanwhile, is refused.
    expect((await send(primary, ipsId)).json).toEqual({ detail: ipsTexts.notEditable });
    const view = await call(t.app, `/api/change-requests/${requestId}/`, { token: member.token });
    expect(view.json).toMatchObject({
      kind: 'ips',
      title: 'Investment policy statement: Test joint account',
    });

    // The document: the statement itself, with a signature block per signer.
    const { texts, opened } = await signAs(primary, requestId, 'Primary Owner');
    expect(opened.documents).toEqual([{ position: 1, name: 'Investment policy statement.pdf' }]);
    const text = texts[0]!;
    expect(text).toContain('Investment policy statement: Test joint account');
    expect(text).toContain('Cash: 100.00%');
    expect(text).toMatch(/Do you want to add restrictions to your portfolio\?: \s*No/);
    expect(text).toMatch(/Lower target loan balance: \s*\$100,000/);
    expect(text).toMatch(/Upper target loan balance: \s*\$250,000/);
    expect(text).toMatch(/Name: \s*Member Signer/);

    // One signature of two: still awaiting the other member.
    expect(await statusOfIps(ipsId)).toBe('awaiting_signature');
    expect((await ips(member, ipsId)).json.approvers[0].status_display).toBe('Signed');
    expect((await ips(primary, ipsId)).json.sign_change_request.can_sign).toBe(false);
    await signAs(member, requestId, 'Member Signer');
    expect(await statusOfIps(ipsId)).toBe('portfolio_manager_review');
    expect((await ips(primary, ipsId)).json).toMatchObject({
      status_display: 'Portfolio manager review',
      sign_change_request: null,
      can_edit: false,
    });
  });

  it('a decline brings it back to draft, to change and send again', async () => {
    const { primary, member, accountId } = await activeJointAccount();
    const ipsId = await finishIps(primary, accountId);
    const requestId = (await send(primary, ipsId)).json.change_request as number;
    const declined = await call(t.app, `/api/change-requests/${requestId}/decline/`, {
      token: member.token,
      body: {},
    });
    expect(declined.status).toBe(200);
    expect((await ips(primary, ipsId)).json).toMatchObject({
      status: 'draft',
      sign_change_request: null,
      sign_requester_name: null,
      can_edit: true,
    });
    const again = await send(primary, ipsId);
    expect(again.status).toBe(200);
    expect(again.json.change_request).not.toBe(requestId);
  });

  it('answers next: processing when the primary user does not sign (selected members)', async () => {
    const { primary, member, accountId } = await activeJointAccount();
    const [person] = await t.db.query<{ id: number }>('SELECT id FROM account_people WHERE account_id = $1', [
      accountId,
    ]);
    await t.db.query(
      `UPDATE signing_authorities SET signing_authority_option = 'advanced_settings',
              advanced_settings_option = 'selected_signatories', selected_signatories = $2 WHERE account_id = $1`,
      [accountId, [person!.id]],
    );
    const ipsId = await finishIps(primary, accountId);
    const sent = await send(primary, ipsId);
    expect(sent.json).toMatchObject({ next: 'processing' });
    expect(sent.json.ips.sign_change_request).toMatchObject({ can_sign: false });
    expect((await ips(member, ipsId)).json.sign_change_request).toMatchObject({ can_sign: true });
  });
});

describe("an application's IPS is signed with the application", () => {
  async function readyApplication() {
    const user = await fresh('Applicant', 'Person');
    const accountId = await createdAccountId(t, user, { type: 'individual' });
    await giveIndividualTax(t.db, user.id);
    const portfolio = await call(t.app, '/api/portfolio-applications/', {
      token: user.token,
      body: {
        account: accountId,
        is_funds_transfer: true,
        funds_transfer_amount: '1000000',
        source_of_funds: [1],
        is_require_14_days_investing: true,
        accounting_method: 'minimise_gain',
        receive_franking_credits: 'eligible',
        is_exempt_income_tax: false,
      },
    });
    expect(portfolio.status).toBeLessThan(300);
    const ipsId = await finishIps(user, accountId);
    return { user, accountId, ipsId };
  }
  const submit = (user: TestUser, accountId: number) =>
    call(t.app, `/api/accounts/${accountId}/submit/`, { token: user.token, body: ALL_ACKNOWLEDGED });

  it('is not sent on its own; submitting sends it, and the signed application sends it to review', async () => {
    const { user, accountId, ipsId } = await readyApplication();
    const own = await send(user, ipsId);
    expect(own.status).toBe(400);
    expect(own.json).toEqual({ detail: ipsTexts.signedWithApplication });
    expect((await ips(user, ipsId)).json.signed_on_its_own).toBe(false);

    const submitted = await submit(user, accountId);
    expect(submitted.status).toBe(200);
    const requestId = submitted.json.change_request as number;
    expect((await ips(user, ipsId)).json).toMatchObject({
      status: 'awaiting_signature',
      sign_requester_name: 'Applicant Person',
      sign_change_request: { id: requestId, can_sign: true, is_sign_url_available: true },
      approvers: [{ user: 'Applicant Person', is_admin: false, status_display: 'Awaiting signature' }],
    });
    // Signing with the IPS never fetched is refused: the signer must be shown every document.
    const url = (await call(t.app, `/api/change-requests/${requestId}/sign-url/`, { token: user.token })).json
      .sign_url as string;
    expect((await t.app.inject({ url: `${sessionPath(url)}documents/1/` })).statusCode).toBe(200);
    const unseen = await call(t.app, `${sessionPath(url)}sign/`, { body: { full_name: 'Applicant Person' } });
    expect(unseen.status).toBe(400);
    expect(unseen.json).toEqual({
      detail: 'Open each document before you sign. Still to open: Investment policy statement.pdf.',
    });
    expect(await statusOfIps(ipsId)).toBe('awaiting_signature');

    const { texts, opened } = await signAs(user, requestId, 'Applicant Person');
    expect(opened.documents).toEqual([
      { position: 1, name: 'Account application.pdf' },
      { position: 2, name: 'Investment policy statement.pdf' },
    ]);
    expect(texts[1]).toContain('Cash: 100.00%');
    expect(await statusOfIps(ipsId)).toBe('portfolio_manager_review');
    expect((await ips(user, ipsId)).json.approvers).toEqual([
      { user: 'Applicant Person', is_admin: false, status_display: 'Signed' },
    ]);
  });

  it('a declined application brings its IPS back to draft', async () => {
    const { user, accountId, ipsId } = await readyApplication();
    const requestId = (await submit(user, accountId)).json.change_request as number;
    await call(t.app, `/api/change-requests/${requestId}/decline/`, { token: user.token, body: {} });
    expect(await statusOfIps(ipsId)).toBe('draft');
  });

  it('an application staff return brings its IPS back to draft, also from review', async () => {
    const { user, accountId, ipsId } = await readyApplication();
    const requestId = (await submit(user, accountId)).json.change_request as number;
    await signAs(user, requestId, 'Applicant Person');
    expect(await statusOfIps(ipsId)).toBe('portfolio_manager_review');
    const token = await signInStaff(t.app);
    const returned = await call(t.app, `/api/staff/applications/${accountId}/return/`, {
      token,
      body: { reason: 'Please check the allocation.' },
    });
    expect(returned.status).toBe(200);
    expect(await statusOfIps(ipsId)).toBe('draft');
    expect((await ips(user, ipsId)).json.can_edit).toBe(true);
  });
});

describe('signed documents are final and provable', () => {
  const documentsOf = async (user: TestUser) =>
    (await call(t.app, '/api/documents/', { token: user.token })).json.results as Array<{
      id: number;
      category: string;
      company: string;
      file_name: string;
      sha256: string | null;
    }>;
  const download = (user: TestUser, id: number) =>
    t.app.inject({
      url: `/api/documents/${id}/download/`,
      headers: { authorization: `Token ${user.token}` },
    });
  const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const deps = () => ({ ...backgroundDeps(t.config, t.db), files: t.files });
  const stamp = /Signed electronically by (.+?) on (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC)/g;

  it('stamps every signature, shows a later signer the earlier ones, and publishes the signed PDF with its hash', async () => {
    const { primary, member, accountId } = await activeJointAccount();
    const ipsId = await finishIps(primary, accountId);
    const requestId = (await send(primary, ipsId)).json.change_request as number;

    // The first signer is shown the document as rendered.
    const first = await signAs(primary, requestId, 'primary owner');
    expect(first.texts[0]).not.toContain('Signed electronically');
    const original = await t.db.query<{ pdf: Uint8Array }>(
      `SELECT d.pdf FROM embedded_documents d JOIN esign_envelopes e ON e.provider_envelope_id = d.envelope_id::text
       WHERE e.change_request_id = $1`,
      [requestId],
    );
    const originalSha = sha256Of(Buffer.from(original[0]!.pdf));

    // The later signer is shown the earlier signature; nothing is published before the last one.
    const url = (await call(t.app, `/api/change-requests/${requestId}/sign-url/`, { token: member.token }))
      .json.sign_url as string;
    const shown = (await t.app.inject({ url: `${sessionPath(url)}documents/1/` })).rawPayload;
    expect([...pdfText(shown).matchAll(stamp)].map((m) => m[1])).toEqual(['primary owner']);
    await publishSignedDocuments(deps());
    expect((await documentsOf(primary)).filter((d) => d.category === 'Signed document')).toEqual([]);
    const signed = await call(t.app, `${sessionPath(url)}sign/`, {
      body: { full_name: 'Member Signer' },
      ip: '203.0.113.7',
    });
    expect(signed.json.event).toBe('signing_complete');

    // A document that cannot be produced now leaves the signatures as they are; the next run makes it.
    const [keptRow] = await t.db.query<{ pdf: Uint8Array }>(
      `UPDATE embedded_documents d SET pdf = 'not a pdf'::bytea FROM esign_envelopes e
       WHERE e.provider_envelope_id = d.envelope_id::text AND e.change_request_id = $1
       RETURNING (SELECT pdf FROM embedded_documents o WHERE o.envelope_id = d.envelope_id) AS pdf`,
      [requestId],
    );
    const failures: number[] = [];
    expect(await publishSignedDocuments(deps(), (_, id) => failures.push(id))).toBe(0);
    expect(failures).toEqual([requestId]);
    expect(await statusOfIps(ipsId)).toBe('portfolio_manager_review');
    await t.db.query(
      `UPDATE embedded_documents d SET pdf = $2 FROM esign_envelopes e
       WHERE e.provider_envelope_id = d.envelope_id::text AND e.change_request_id = $1`,
      [requestId, Buffer.from(keptRow!.pdf)],
    );
    expect(await publishSignedDocuments(deps())).toBe(1);
    // Published once: a run again publishes nothing more.
    expect(await publishSignedDocuments(deps())).toBe(0);
    const [listed, ...more] = (await documentsOf(member)).filter((d) => d.category === 'Signed document');
    expect(more).toEqual([]);
    expect(listed).toMatchObject({
      company: 'Investment policy statement (signed)',
      file_name: 'Investment policy statement (signed).pdf',
    });
    // Every member who may see the account sees it, the primary user too.
    expect((await documentsOf(primary)).map((d) => d.id)).toContain(listed!.id);

    const file = await download(member, listed!.id);
    expect(file.statusCode).toBe(200);
    expect(listed!.sha256).toBe(sha256Of(file.rawPayload));
    const text = pdfText(file.rawPayload);
    // The original pages are kept, with both signatures stamped on them.
    expect(text).toContain('Investment policy statement: Test joint account');
    const stamps = [...text.matchAll(stamp)].map((m) => `${m[1]} ${m[2]}`);
    const signedAt = await t.db.query<{ typed_name: string; at: string; email: string }>(
      `SELECT r.typed_name, to_char(r.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS at, r.email
       FROM embedded_recipients r JOIN esign_envelopes e ON e.provider_envelope_id = r.envelope_id::text
       WHERE e.change_request_id = $1 ORDER BY r.completed_at`,
      [requestId],
    );
    expect(signedAt.map((s) => s.typed_name)).toEqual(['primary owner', 'Member Signer']);
    for (const s of signedAt) expect(stamps).toContain(`${s.typed_name} ${s.at} UTC`);

    // The certificate: per signer their name, e-mail, time, IP address and the hash of what they were shown.
    const certificate = text.slice(text.indexOf('Signing certificate'));
    expect(certificate).toContain('Investment policy statement.pdf');
    expect(certificate).toContain(`Original SHA-256: ${originalSha}`);
    const shownToMember = sha256Of(shown);
    expect(shownToMember).not.toBe(originalSha);
    const blocks = certificate.split(/Signer \d /).slice(1);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('Name: Primary Owner');
    expect(blocks[0]).toContain(`E-mail: ${primary.email}`);
    expect(blocks[0]).toContain(`Signed at: ${signedAt[0]!.at} UTC`);
    expect(blocks[0]).toContain('IP address: 127.0.0.1');
    expect(blocks[0]).toContain(`Document shown SHA-256: ${originalSha}`);
    expect(blocks[1]).toContain('Name: Member Signer');
    expect(blocks[1]).toContain(`E-mail: ${member.email}`);
    expect(blocks[1]).toContain(`Signed at: ${signedAt[1]!.at} UTC`);
    expect(blocks[1]).toContain('IP address: 203.0.113.7');
    expect(blocks[1]).toContain(`Document shown SHA-256: ${shownToMember}`);

    // Nobody outside the account sees or downloads it.
    const stranger = await fresh('Stranger');
    const otherAccount = await createTestAccount(t.db, stranger.email, {
      type: 'individual',
      status: 'active',
    });
    expect(otherAccount).toBeGreaterThan(0);
    expect((await documentsOf(stranger)).map((d) => d.id)).not.toContain(listed!.id);
    expect((await download(stranger, listed!.id)).statusCode).toBe(404);
  });
});
