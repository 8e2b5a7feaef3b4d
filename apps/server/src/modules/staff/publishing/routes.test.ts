import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signIn, signInStaff } from '../../../testing/http.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let staff: string;
let investor: { id: number; token: string };
let accountId: number;
let accountName: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
  const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@demo.test'");
  investor = { id: user!.id, token: await signIn(t.app, 'investor@demo.test') };
  const [account] = await t.db.query<{ id: number; name: string }>(
    `SELECT a.id, a.name FROM accounts a JOIN account_members m ON m.account_id = a.id
      WHERE m.user_id = $1 AND a.application_id = 'ipm' AND a.status = 'active' ORDER BY a.id LIMIT 1`,
    [investor.id],
  );
  accountId = account!.id;
  accountName = account!.name;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
});

/** A multipart body as the browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; field?: string }) {
  const boundary = '----staffPublishing';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const publish = (
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
  token = staff,
  extra = {},
) => {
  const { body, headers } = multipart(fields, file);
  return call(t.app, `/api/staff/publishing/accounts/${accountId}/documents/`, {
    method: 'POST',
    token,
    body,
    headers: { ...headers, ...extra },
  });
};

const taaReport = (overrides: Record<string, unknown> = {}) => ({
  account_id: accountId,
  date: '2026-05-04',
  type: 'taa',
  status: 'in_progress',
  message: 'We reduce Australian equities.',
  data: {
    cash: { saa: 0.05, old_taa: 0.05, new_taa: 0.07, taa_difference: 0.02 },
    totals: { total_saa: 1, total_old_taa: 1, total_difference: 0, total_new_taa: 1 },
    records: [
      {
        asset_class: 'Australian equities',
        investment_options: [
          { name: 'ASX 200', saa: 0.95, old_taa: 0.95, new_taa: 0.93, taa_difference: -0.02 },
        ],
        total_saa: 0.95,
        total_old_taa: 0.95,
        total_difference: -0.02,
        total_new_taa: 0.93,
      },
    ],
  },
  ...overrides,
});

const modelPortfolioReport = () => ({
  account_id: accountId,
  date: '2026-05-05',
  type: 'model_portfolio',
  status: 'complete',
  data: {
    rows: [
      {
        code: 'BHP',
        name: 'BHP Group',
        old_target: 0.1,
        new_target: 0.12,
        target_difference: 0.02,
        investment_option: 'AEI',
      },
    ],
  },
});

const postReport = (body: unknown, token = staff, headers: Record<string, string> = {}) =>
  call(t.app, '/api/staff/publishing/rebalance-reports/', { token, body, headers });

describe('staff only', () => {
  const managed = () => ({ 'x-managed-user-id': String(investor.id) });

  it('the account picker refuses a client and staff in managed-user mode', async () => {
    expect((await call(t.app, '/api/staff/publishing/accounts/', { token: investor.token })).status).toBe(
      403,
    );
    const res = await call(t.app, '/api/staff/publishing/accounts/', { token: staff, headers: managed() });
    expect(res.status).toBe(403);
    expect((await call(t.app, '/api/staff/publishing/accounts/')).status).toBe(401);
  });

  it('publishing a document refuses a client and staff in managed-user mode, storing nothing', async () => {
    const before = await t.db.query('SELECT id FROM documents');
    const fields = { category: 'Quarterly Statement', date_of: '2026-05-01' };
    expect((await publish(fields, { name: 'q.pdf', bytes: PDF }, investor.token)).status).toBe(403);
    expect((await publish(fields, { name: 'q.pdf', bytes: PDF }, staff, managed())).status).toBe(403);
    expect(await t.db.query('SELECT id FROM documents')).toHaveLength(before.length);
  });

  it('posting a rebalance report refuses a client and staff in managed-user mode, storing nothing', async () => {
    const before = await t.db.query('SELECT id FROM rebalance_reports');
    expect((await postReport(taaReport(), investor.token)).status).toBe(403);
    expect((await postReport(taaReport(), staff, managed())).status).toBe(403);
    expect((await postReport(taaReport(), '')).status).toBe(401);
    expect(await t.db.query('SELECT id FROM rebalance_reports')).toHaveLength(before.length);
  });
});

describe('the account picker', () => {
  it('finds accounts by name or member e-mail, active first, with the users who hold a login', async () => {
    const res = await call(t.app, '/api/staff/publishing/accounts/?search=investor%40demo.test', {
      token: staff,
    });
    expect(res.status).toBe(200);
    const found = res.json.find((a: { id: number }) => a.id === accountId);
    expect(found).toMatchObject({
      name: accountName,
      application: 'ipm',
      status_display: { display_name: 'Active' },
    });
    expect(found.members).toContainEqual(
      expect.objectContaining({ user_id: investor.id, email: 'investor@demo.test' }),
    );
    const none = await call(t.app, '/api/staff/publishing/accounts/?search=no-such-account-xyz', {
      token: staff,
    });
    expect(none.json).toEqual([]);
  });
});

describe('publishing a document', () => {
  it('stores it in the account, where its members list and download it, and tells them', async () => {
    const res = await publish(
      { category: 'Investment Report', description: 'May review', date_of: '2026-05-01' },
      { name: 'May review.pdf', bytes: PDF },
    );
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      detail: 'The document was published. The account members have been notified.',
    });
    const list = await call(t.app, '/api/documents/?search=May%20review', { token: investor.token });
    expect(list.json.results).toContainEqual(
      expect.objectContaining({
        id: res.json.id,
        category: 'Investment Report',
        company: 'May review',
        date_of: '2026-05-01',
        file_name: 'May review.pdf',
      }),
    );
    const [notice] = await t.db.query<{ title: string; description: string }>(
      'SELECT title, description FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [investor.id],
    );
    expect(notice).toEqual({
      title: 'New document',
      description: `A new Investment Report is available for ${accountName}.`,
    });
    const [audit] = await t.db.query<{ actor_user_id: number; detail: { document_id: number } }>(
      "SELECT actor_user_id, detail FROM activity_log WHERE action = 'staff.document_published' ORDER BY id DESC LIMIT 1",
    );
    expect(audit!.detail.document_id).toBe(res.json.id);
  });

  it('answers clear errors for a missing file, a file that is not PDF/PNG/JPG, and bad fields; stores nothing', async () => {
    const before = (await t.db.query('SELECT id FROM documents')).length;
    const noFile = await publish({ category: 'Quarterly Statement', date_of: '2026-05-01' });
    expect(noFile.status).toBe(400);
    expect(noFile.json).toEqual({ file: ['This field is required'] });
    const text = await publish(
      { category: 'Quarterly Statement', date_of: '2026-05-01' },
      { name: 'notes.pdf', bytes: Buffer.from('just text') },
    );
    expect(text.status).toBe(400);
    expect(text.json).toEqual({ file: ['Selected File is not Supported for Upload'] });
    const script = await publish(
      { category: 'Quarterly Statement', date_of: '2026-05-01' },
      {
        name: 'q.pdf',
        bytes: Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj\n'),
      },
    );
    expect(script.status).toBe(400);
    expect(script.json).toEqual({ file: ['Selected File is not Supported for Upload'] });
    const fields = await publish(
      { category: 'Love letter', date_of: '1 May' },
      { name: 'q.pdf', bytes: PDF },
    );
    expect(fields.status).toBe(400);
    expect(Object.keys(fields.json).sort()).toEqual(['category', 'date_of']);
    expect(fields.json.date_of).toEqual(['Enter a date as YYYY-MM-DD.']);
    expect((await t.db.query('SELECT id FROM documents')).length).toBe(before);
  });

  it('answers 404 for an account that does not exist', async () => {
    const { body, headers } = multipart(
      { category: 'Quarterly Statement', date_of: '2026-05-01' },
      { name: 'q.pdf', bytes: PDF },
    );
    const res = await call(t.app, '/api/staff/publishing/accounts/999999/documents/', {
      method: 'POST',
      token: staff,
      body,
      headers,
    });
    expect(res.status).toBe(404);
  });
});

describe('posting a rebalance report', () => {
  it('posts both types; members see each report and are told', async () => {
    for (const report of [taaReport(), modelPortfolioReport()]) {
      const res = await postReport(report);
      expect(res.status).toBe(201);
      expect(res.json.detail).toBe(
        'The rebalance report was posted. The account members have been notified.',
      );
      const detail = await call(t.app, `/api/ipm/rebalance/reports/${res.json.id}/`, {
        token: investor.token,
      });
      expect(detail.status).toBe(200);
      expect(detail.json).toMatchObject({ type: report.type, date: report.date, is_new: true });
      expect(JSON.parse(detail.json.data)).toEqual(report.data);
      const [notice] = await t.db.query<{ title: string; redirect_url: string }>(
        'SELECT title, redirect_url FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [investor.id],
      );
      expect(notice).toEqual({
        title: 'New rebalance report',
        redirect_url: `/rebalance/report/${res.json.id}/`,
      });
    }
    const audits = await t.db.query(
      "SELECT 1 FROM activity_log WHERE action = 'staff.rebalance_report_posted'",
    );
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('answers each wrong value by its path, and an unknown account, storing nothing', async () => {
    const before = (await t.db.query('SELECT id FROM rebalance_reports')).length;
    const bad = taaReport();
    (bad.data as { cash: Record<string, unknown> }).cash.saa = 'five';
    const res = await postReport({ ...bad, date: '04/05/2026' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json).sort()).toEqual(['data.cash.saa', 'date']);
    const wrongType = await postReport({ ...modelPortfolioReport(), type: 'weekly' });
    expect(wrongType.status).toBe(400);
    const unknown = await postReport(taaReport({ account_id: 999999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ account_id: ['There is no account with this id.'] });
    const notObject = await postReport([1, 2]);
    expect(notObject.status).toBe(400);
    expect(notObject.json).toEqual({ non_field_errors: ['The file is not valid JSON.'] });
    expect((await t.db.query('SELECT id FROM rebalance_reports')).length).toBe(before);
  });
});

describe('notifications to clients', () => {
  it('reuses the staff notification call: one client, and it refuses staff in managed-user mode', async () => {
    const res = await call(t.app, '/api/staff/notifications/', {
      token: staff,
      body: { user_id: investor.id, title: 'Office closed', description: 'Closed on Monday.' },
    });
    expect(res.json).toEqual({ created: 1 });
    const managed = await call(t.app, '/api/staff/notifications/', {
      token: staff,
      body: { user_id: investor.id, title: 'Office closed', description: 'Closed on Monday.' },
      headers: { 'x-managed-user-id': String(investor.id) },
    });
    expect(managed.status).toBe(403);
  });
});
