import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundDeps } from '../../../deps.ts';
import { signSession } from '../../../testing/esign.ts';
import { call, signIn, signInStaff } from '../../../testing/http.ts';
import { createTestAccount } from '../../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  ALL_ACKNOWLEDGED,
  addPerson,
  createdAccountId,
  giveIndividualTax,
  newUser,
  ROLE,
  type TestUser,
} from '../../account-setup/test-fixtures.ts';
import { publishSignedDocuments } from '../../esign/service.ts';
import { pdfText } from '../../reports/pdf/text.ts';

let t: TestApp;
let staff: string;
let investor: TestUser;
let seq = 0;
// The viv application asks an individual applicant for tax details only, so a test can submit at once.
const APP = 'viv';

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
  const [row] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@demo.test'");
  investor = { id: row!.id, email: 'investor@demo.test', token: await signIn(t.app, 'investor@demo.test') };
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

const fresh = (name: string) => {
  seq += 1;
  return newUser(t, `${name.toLowerCase()}-${seq}@queue.test`, name, 'Applicant');
};
const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM accounts WHERE id = $1', [id]))[0]!.status;

/** An individual application submitted and signed by its applicant: it awaits activation. */
async function signedIndividual(name = 'Ivy') {
  const user = await fresh(name);
  const accountId = await createdAccountId(t, user, { type: 'individual' }, APP);
  await giveIndividualTax(t.db, user.id);
  const submitted = await call(t.app, `/api/accounts/${accountId}/submit/`, {
    token: user.token,
    body: ALL_ACKNOWLEDGED,
  });
  expect(submitted.json.status).toBe('awaiting_signature');
  const requestId = submitted.json.change_request as number;
  const url = (await call(t.app, `/api/change-requests/${requestId}/sign-url/`, { token: user.token })).json
    .sign_url;
  const signed = await signSession(t.app, url, `${name} Applicant`, {
    headers: { 'user-agent': 'QueueTest/1.0' },
  });
  expect(signed.status).toBe(200);
  expect(await statusOf(accountId)).toBe('awaiting_activation');
  return { user, accountId, requestId };
}

/** An individual application submitted but not signed yet (awaiting signature). */
async function submittedIndividual(name = 'Sam') {
  const user = await fresh(name);
  const accountId = await createdAccountId(t, user, { type: 'individual' }, APP);
  await giveIndividualTax(t.db, user.id);
  const res = await call(t.app, `/api/accounts/${accountId}/submit/`, {
    token: user.token,
    body: ALL_ACKNOWLEDGED,
  });
  return { user, accountId, requestId: res.json.change_request as number };
}

const queue = (query = '') => call(t.app, `/api/staff/applications/${query}`, { token: staff });
const notificationsOf = (userId: number) =>
  t.db.query<{ title: string; description: string; redirect_url: string }>(
    'SELECT title, description, redirect_url FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );
const auditOf = (action: string, accountId: number) =>
  t.db.query<{ actor_user_id: number; user_id: number | null; detail: Record<string, unknown> }>(
    `SELECT actor_user_id, user_id, detail FROM activity_log WHERE action = $1 AND (detail->>'account_id')::int = $2`,
    [action, accountId],
  );

describe('staff only', () => {
  const endpoints: Array<{
    name: string;
    method: 'GET' | 'POST';
    url: (id: number) => string;
    body?: unknown;
  }> = [
    { name: 'the queue', method: 'GET', url: () => '/api/staff/applications/' },
    { name: 'an application', method: 'GET', url: (id) => `/api/staff/applications/${id}/` },
    {
      name: 'a file download',
      method: 'GET',
      url: (id) => `/api/staff/applications/${id}/files/deed_attachment/1/`,
    },
    { name: 'activate', method: 'POST', url: (id) => `/api/staff/applications/${id}/activate/`, body: {} },
    {
      name: 'return',
      method: 'POST',
      url: (id) => `/api/staff/applications/${id}/return/`,
      body: { reason: 'Missing trust deed.' },
    },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.name}: refuses a client with 403 and changes nothing`, async () => {
      const { accountId } = await signedIndividual('Nora');
      const res = await call(t.app, endpoint.url(accountId), {
        method: endpoint.method,
        token: investor.token,
        body: endpoint.body,
      });
      expect(res.status).toBe(403);
      expect(await statusOf(accountId)).toBe('awaiting_activation');
    });

    it(`${endpoint.name}: refuses staff in managed-user mode with 403`, async () => {
      const { accountId } = await signedIndividual('Mona');
      const res = await call(t.app, endpoint.url(accountId), {
        method: endpoint.method,
        token: staff,
        body: endpoint.body,
        headers: { 'x-managed-user-id': String(investor.id) },
      });
      expect(res.status).toBe(403);
      expect(await statusOf(accountId)).toBe('awaiting_activation');
    });

    it(`${endpoint.name}: refuses a caller without a session with 401`, async () => {
      const res = await call(t.app, endpoint.url(1), { method: endpoint.method, body: endpoint.body });
      expect(res.status).toBe(401);
    });
  }
});

describe('the queue', () => {
  it('lists submitted applications by status, oldest first, paged, with the counts of each tab', async () => {
    const first = await signedIndividual('Alma');
    const second = await signedIndividual('Bert');
    const waiting = await submittedIndividual('Cleo');
    const res = await queue('?status=awaiting_activation&page_size=50');
    expect(res.status).toBe(200);
    const ids = res.json.results.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first.accountId)).toBeLessThan(ids.indexOf(second.accountId));
    expect(ids).not.toContain(waiting.accountId);
    expect(res.json.results.find((r: { id: number }) => r.id === first.accountId)).toMatchObject({
      name: 'Alma Applicant',
      type_display: 'Individual',
      application: 'viv',
      status: 'awaiting_activation',
      status_display: { display_name: 'Awaiting activation', style: 'warning' },
      primary: { user_id: first.user.id, name: 'Alma Applicant', email: first.user.email },
      returned_reason: null,
    });
    expect(res.json.count).toBe(res.json.counts.awaiting_activation);
    expect(res.json.counts.awaiting_signature).toBeGreaterThanOrEqual(1);

    const signing = await queue('?status=awaiting_signature');
    expect(signing.json.results.map((r: { id: number }) => r.id)).toContain(waiting.accountId);

    const searched = await queue(`?status=awaiting_activation&search=${encodeURIComponent('Bert')}`);
    expect(searched.json.results.map((r: { id: number }) => r.id)).toEqual([second.accountId]);
    expect(searched.json.count).toBe(1);
  });

  it('pages with page and page_size', async () => {
    await signedIndividual('Pia');
    await signedIndividual('Pia');
    const all = await queue('?status=awaiting_activation&search=Pia&page_size=10');
    expect(all.json.count).toBe(2);
    const p1 = await call(
      t.app,
      '/api/staff/applications/?status=awaiting_activation&search=Pia&page_size=10&page=1',
      {
        token: staff,
      },
    );
    const p2 = await call(
      t.app,
      '/api/staff/applications/?status=awaiting_activation&search=Pia&page_size=10&page=2',
      {
        token: staff,
      },
    );
    expect(p1.json.results).toHaveLength(2);
    expect(p2.json.results).toHaveLength(0);
  });

  it('answers a clear error for an unknown tab or page size', async () => {
    const res = await queue('?status=active');
    expect(res.status).toBe(400);
    expect(res.json.status).toBeDefined();
    const size = await queue('?page_size=7');
    expect(size.status).toBe(400);
    expect(size.json).toEqual({ page_size: ['must be one of 10, 20, 50'] });
  });
});

describe('one application', () => {
  it('shows what the summary shows, its users, and its files, which staff can download', async () => {
    const { user, accountId } = await signedIndividual('Fay');
    const other = await fresh('Otto');
    await addPerson(t.db, accountId, {
      roleId: ROLE.contact,
      userId: other.id,
      first: 'Otto',
      last: 'Applicant',
    });
    const key = await t.files.put(Buffer.from('%PDF-1.4 trust deed'), 'pdf');
    const [file] = await t.db.query<{ id: number }>(
      `INSERT INTO account_files (account_id, kind, storage_key, file_name, size_bytes)
       VALUES ($1, 'deed_attachment', $2, 'Trust deed.pdf', 19) RETURNING id`,
      [accountId, key],
    );
    const res = await call(t.app, `/api/staff/applications/${accountId}/`, { token: staff });
    expect(res.status).toBe(200);
    const summary = await call(t.app, `/api/accounts/${accountId}/`, { token: user.token });
    expect(res.json.account).toEqual(summary.json);
    expect(res.json.members.map((m: { user_id: number }) => m.user_id)).toEqual([user.id, other.id]);
    expect(res.json.files).toEqual([
      {
        kind: 'deed_attachment',
        id: file!.id,
        file_name: 'Trust deed.pdf',
        owner: 'Fay Applicant',
        download_url: `/api/staff/applications/${accountId}/files/deed_attachment/${file!.id}/`,
      },
    ]);
    expect(res.json).toMatchObject({ can_activate: true, can_return: true, reviews: [] });

    const download = await call(t.app, res.json.files[0].download_url, { token: staff });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.text).toBe('%PDF-1.4 trust deed');
    // A file of another account through this account's path is not found.
    const elsewhere = await signedIndividual('Gus');
    const wrong = await call(
      t.app,
      `/api/staff/applications/${elsewhere.accountId}/files/deed_attachment/${file!.id}/`,
      {
        token: staff,
      },
    );
    expect(wrong.status).toBe(404);
    expect((await auditOf('staff.application_file_downloaded', accountId)).length).toBe(1);
  });

  it("shows the application as its members signed it: the PDF's sections, and the signed PDFs among its files", async () => {
    const { accountId } = await signedIndividual('Hal');
    const res = await call(t.app, `/api/staff/applications/${accountId}/`, { token: staff });
    const sections = res.json.sections as Array<{
      title: string;
      rows: Array<{ label: string; value: string }>;
    }>;
    expect(sections.map((s) => s.title)).toEqual(['Account details', 'Tax details', 'Signing authority']);
    expect(sections[0]!.rows).toContainEqual({ label: 'Primary applicant', value: 'Hal Applicant' });
    expect(sections[1]!.rows).toContainEqual({ label: 'Australian tax resident', value: 'Yes' });
    expect(res.json.files).toEqual([]);

    await publishSignedDocuments({ ...backgroundDeps(t.config, t.db), files: t.files });
    const signed = (await call(t.app, `/api/staff/applications/${accountId}/`, { token: staff })).json.files;
    expect(signed).toEqual([
      expect.objectContaining({ kind: 'signed_document', file_name: expect.stringMatching(/\.pdf$/) }),
    ]);
    const download = await t.app.inject({
      url: signed[0].download_url,
      headers: { authorization: `Token ${staff}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(pdfText(download.rawPayload)).toContain('Signed electronically by Hal Applicant');
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await call(t.app, '/api/staff/applications/999999/', { token: staff })).status).toBe(404);
    expect((await call(t.app, '/api/staff/applications/abc/', { token: staff })).status).toBe(404);
  });
});

describe('activating', () => {
  it('makes the account active, tells its users, records the decision and the staff action', async () => {
    const { user, accountId } = await signedIndividual('Hana');
    const res = await call(t.app, `/api/staff/applications/${accountId}/activate/`, {
      token: staff,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      detail: 'The account is active. Its members have been notified.',
      status: 'active',
      status_display: { display_name: 'Active', style: 'success' },
    });
    expect(await statusOf(accountId)).toBe('active');
    const [notice] = (await notificationsOf(user.id)).filter((n) => n.title === 'Your account is active');
    expect(notice).toEqual({
      title: 'Your account is active',
      description:
        'Hana Applicant has been activated. Its portfolio, reports and documents are now available in the portal.',
      redirect_url: `/accounts/${accountId}/`,
    });
    const [audit] = await auditOf('staff.application_activated', accountId);
    expect(audit).toMatchObject({ user_id: user.id, detail: { from_status: 'awaiting_activation' } });
    const detail = await call(t.app, `/api/staff/applications/${accountId}/`, { token: staff });
    expect(detail.json).toMatchObject({
      can_activate: false,
      can_return: false,
      reviews: [{ action: 'activated', reason: '', staff_name: expect.any(String) }],
    });
    // The client sees the account active.
    const own = await call(t.app, `/api/accounts/${accountId}/`, { token: user.token });
    expect(own.json.status).toBe('active');
  });

  it('refuses an application still awaiting signatures, and a second activation, changing nothing', async () => {
    const { accountId } = await submittedIndividual('Ian');
    const res = await call(t.app, `/api/staff/applications/${accountId}/activate/`, {
      token: staff,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Only an application awaiting activation can be activated.' });
    expect(await statusOf(accountId)).toBe('awaiting_signature');

    const signed = await signedIndividual('Jon');
    expect(
      (await call(t.app, `/api/staff/applications/${signed.accountId}/activate/`, { token: staff, body: {} }))
        .status,
    ).toBe(200);
    const again = await call(t.app, `/api/staff/applications/${signed.accountId}/activate/`, {
      token: staff,
      body: {},
    });
    expect(again.status).toBe(400);
    expect(
      (await notificationsOf(signed.user.id)).filter((n) => n.title === 'Your account is active'),
    ).toHaveLength(1);
  });
});

describe('required documents', () => {
  it('cannot activate a trust whose deed was skipped: Activate is off with the reason, and a call is refused', async () => {
    const accountId = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'smsf',
      trusteeType: 'individual',
      status: 'awaiting_activation',
    });
    await t.db.query('UPDATE accounts SET skip_deed_attachment = true, submitted_at = now() WHERE id = $1', [
      accountId,
    ]);
    const res = await call(t.app, `/api/staff/applications/${accountId}/`, { token: staff });
    expect(res.json).toMatchObject({
      can_activate: false,
      activation_blockers: ['The trust deed has not been uploaded.'],
    });
    const refused = await call(t.app, `/api/staff/applications/${accountId}/activate/`, {
      token: staff,
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toBe('The trust deed has not been uploaded.');
    expect(await statusOf(accountId)).toBe('awaiting_activation');
  });
});

describe('returning', () => {
  it('sends the application back with the reason: editable, signature cancelled, users told, in the Returned tab', async () => {
    const { user, accountId, requestId } = await submittedIndividual('Kim');
    const res = await call(t.app, `/api/staff/applications/${accountId}/return/`, {
      token: staff,
      body: { reason: '  The identity document has expired.  ' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      detail: 'The application was returned. Its members have been notified.',
      status: 'application_in_progress',
      status_display: { display_name: 'Application in progress', style: 'info' },
    });
    expect(await statusOf(accountId)).toBe('application_in_progress');
    const [request] = await t.db.query<{ status: string }>(
      'SELECT status FROM change_requests WHERE id = $1',
      [requestId],
    );
    expect(request!.status).toBe('cancelled');
    const notices = (await notificationsOf(user.id)).filter(
      (n) => n.title === 'Your application was returned',
    );
    expect(notices).toEqual([
      {
        title: 'Your application was returned',
        description:
          'The application for Kim Applicant was returned for changes: The identity document has expired. Please update it and submit it again.',
        redirect_url: `/accounts/${accountId}/`,
      },
    ]);
    const returned = await queue('?status=returned&search=Kim');
    expect(returned.json.results).toEqual([
      expect.objectContaining({ id: accountId, returned_reason: 'The identity document has expired.' }),
    ]);
    const [audit] = await auditOf('staff.application_returned', accountId);
    expect(audit).toMatchObject({
      user_id: user.id,
      detail: { reason: 'The identity document has expired.', from_status: 'awaiting_signature' },
    });

    // The applicant can change and submit it again: it leaves the Returned tab.
    const again = await call(t.app, `/api/accounts/${accountId}/submit/`, {
      token: user.token,
      body: ALL_ACKNOWLEDGED,
    });
    expect(again.json.status).toBe('awaiting_signature');
    expect((await queue('?status=returned&search=Kim')).json.results).toEqual([]);
    expect((await queue('?status=awaiting_signature&search=Kim')).json.results[0]).toMatchObject({
      id: accountId,
      returned_reason: 'The identity document has expired.',
    });
  });

  it('requires a reason, and refuses an application that is not submitted or already active', async () => {
    const { accountId } = await signedIndividual('Lea');
    const empty = await call(t.app, `/api/staff/applications/${accountId}/return/`, {
      token: staff,
      body: { reason: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ reason: ['Give the reason for returning the application.'] });
    const long = await call(t.app, `/api/staff/applications/${accountId}/return/`, {
      token: staff,
      body: { reason: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(await statusOf(accountId)).toBe('awaiting_activation');

    await call(t.app, `/api/staff/applications/${accountId}/activate/`, { token: staff, body: {} });
    const active = await call(t.app, `/api/staff/applications/${accountId}/return/`, {
      token: staff,
      body: { reason: 'Too late.' },
    });
    expect(active.status).toBe(400);
    expect(active.json).toEqual({
      detail: 'Only a submitted application that is not active yet can be returned.',
    });
    expect(await statusOf(accountId)).toBe('active');
  });
});
