// Read-only access for an accountant (issue 20, part 4): what the investor, the invitee and the viewer
// can observe. The access matrix over every route is in access-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import { userIdOf } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  actingFor,
  DEMO_INVESTOR,
  giveClientArea,
  invitationTokenFor,
  inviteViewer,
  signUpForm,
  signUpViewer,
} from './test-fixtures.ts';

let t: TestApp;
let investorToken: string;
let investorId: number;
let accounts: Array<{ id: number; name: string }>;
let granted: { id: number; name: string };
let viewerToken: string;
let viewerId: number;

const VIEWER = { email: 'casey.ledger@accountants.test', phone: '0498765432' };

beforeAll(async () => {
  t = await createTestApp();
  investorId = await userIdOf(t.db, DEMO_INVESTOR.email);
  investorToken = await signIn(t.app, DEMO_INVESTOR.email);
  accounts = (await call(t.app, '/api/profiles/my/shared-access/accounts/', { token: investorToken })).json;
  await giveClientArea(
    t,
    investorId,
    accounts.map((a) => a.id),
  );
  granted = accounts[1]!;
  const link = await inviteViewer(t.app, investorToken, VIEWER.email, [granted.id]);
  viewerToken = await signUpViewer(t.app, link, VIEWER.email, VIEWER.phone);
  viewerId = await userIdOf(t.db, VIEWER.email);
});
afterAll(async () => {
  await t?.close();
});

const asViewer = (url: string, token = viewerToken, investor = investorId) =>
  call(t.app, url, { token, headers: actingFor(investor) });

describe('the investor shares accounts', () => {
  it('offers exactly the investor’s active accounts of the application', async () => {
    const rows = await t.db.query<{ id: number }>(
      `SELECT a.id FROM accounts a JOIN account_members m ON m.account_id = a.id
        WHERE m.user_id = $1 AND a.is_active AND a.application_id = 'ipm' ORDER BY a.id`,
      [investorId],
    );
    expect(accounts.map((a) => a.id)).toEqual(rows.map((r) => r.id));
    expect(accounts.length).toBeGreaterThan(1);
  });

  it('needs a fresh second factor to invite or revoke', async () => {
    const fresh = await signIn(t.app, DEMO_INVESTOR.email);
    const invited = await call(t.app, '/api/profiles/my/shared-access/', {
      token: fresh,
      body: { email: 'someone@accountants.test', accounts: [granted.id] },
    });
    expect(invited.status).toBe(403);
    expect(invited.json.code).toBe('action_confirmation_required');
    const [grant] = (await call(t.app, '/api/profiles/my/shared-access/', { token: fresh })).json;
    const revoked = await call(t.app, `/api/profiles/my/shared-access/${grant.id}/`, {
      token: fresh,
      method: 'DELETE',
    });
    expect(revoked.status).toBe(403);
  });

  it('refuses an account that is not the investor’s, and changes nothing', async () => {
    const [other] = await t.db.query<{ id: number }>(
      `SELECT a.id FROM accounts a WHERE NOT EXISTS
         (SELECT 1 FROM account_members m WHERE m.account_id = a.id AND m.user_id = $1) LIMIT 1`,
      [investorId],
    );
    const before = await t.db.query('SELECT count(*)::int AS n FROM account_viewer_grants');
    await expect(
      inviteViewer(t.app, investorToken, 'intruder@accountants.test', [granted.id, other!.id]),
    ).rejects.toThrow(/invite: 400 .*accounts/);
    expect(await t.db.query('SELECT count(*)::int AS n FROM account_viewer_grants')).toEqual(before);
  });

  it('lists the viewer as active with their name and the shared account', async () => {
    const list = (await call(t.app, '/api/profiles/my/shared-access/', { token: investorToken })).json;
    expect(list).toContainEqual(
      expect.objectContaining({
        email: VIEWER.email,
        name: 'Casey Ledger',
        status: 'active',
        accounts: [{ id: granted.id, name: granted.name }],
      }),
    );
  });

  it('e-mails the investor about the invitation and logs it', async () => {
    const outbox = (await call(t.app, '/api/dev/outbox/')).json as Array<{ recipient: string; body: string }>;
    expect(outbox.some((m) => m.recipient === DEMO_INVESTOR.email && m.body.includes(VIEWER.email))).toBe(
      true,
    );
    const log = (await call(t.app, '/api/profiles/my/activities/?page_size=100', { token: investorToken }))
      .json;
    const types = log.results.map((r: { activity_type: string }) => r.activity_type);
    expect(types).toContain('shared_access_invited');
    const accepted = log.results.find(
      (r: { activity_type: string }) => r.activity_type === 'shared_access_accepted',
    );
    expect(accepted).toMatchObject({ title: 'Shared access accepted: Casey Ledger', by_staff: false });
  });
});

describe('the invitation', () => {
  it('shows who invited and what, and cannot be used twice', async () => {
    const link = await inviteViewer(t.app, investorToken, 'second@accountants.test', [granted.id]);
    const page = await call(t.app, `/api/shared-access/invitations/${link}/`);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      email: 'second@accountants.test',
      investor_name: DEMO_INVESTOR.name,
      accounts: [{ id: granted.id, name: granted.name }],
      existing_user: false,
    });
    const wrongEmail = await call(t.app, `/api/shared-access/invitations/${link}/sign-up/`, {
      body: signUpForm('other@accountants.test', '0498000001'),
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.json.email).toBeDefined();
    await signUpViewer(t.app, link, 'second@accountants.test', '0498000001');
    expect((await call(t.app, `/api/shared-access/invitations/${link}/`)).status).toBe(404);
    const again = await call(t.app, `/api/shared-access/invitations/${link}/sign-up/`, {
      body: signUpForm('second@accountants.test', '0498000001'),
    });
    expect(again.status).toBe(404);
  });

  it('asks a viewer for no personal details: they apply for nothing', async () => {
    const profile = await call(t.app, '/api/profiles/my/', { token: viewerToken });
    expect(profile.json.force_filling_missing_personal_details).toBe(false);
  });

  it('asks for the SMS code at every sign-in of a viewer', async () => {
    const login = await call(t.app, '/api/auth/login/', {
      body: { email: VIEWER.email, password: signUpForm(VIEWER.email, VIEWER.phone).password1 },
    });
    expect(login.status).toBe(200);
    expect(login.json.profile).toBeNull();
  });

  it('an expired invitation opens nothing', async () => {
    const link = await inviteViewer(t.app, investorToken, 'late@accountants.test', [granted.id]);
    await t.db.query(
      `UPDATE account_viewer_grants SET expires_at = now() - interval '1 minute' WHERE lower(email) = $1`,
      ['late@accountants.test'],
    );
    expect((await call(t.app, `/api/shared-access/invitations/${link}/`)).status).toBe(404);
    const signUp = await call(t.app, `/api/shared-access/invitations/${link}/sign-up/`, {
      body: signUpForm('late@accountants.test', '0498000002'),
    });
    expect(signUp.status).toBe(404);
    const list = (await call(t.app, '/api/profiles/my/shared-access/', { token: investorToken })).json;
    expect(list.find((g: { email: string }) => g.email === 'late@accountants.test').status).toBe('expired');
  });

  it('an existing user accepts by signing in; until then the grant opens nothing', async () => {
    const email = 'newcomer@demo.test';
    const link = await inviteViewer(t.app, investorToken, email, [granted.id]);
    expect((await call(t.app, `/api/shared-access/invitations/${link}/`)).json.existing_user).toBe(true);
    const refused = await call(t.app, `/api/shared-access/invitations/${link}/sign-up/`, {
      body: signUpForm(email, '0498000003'),
    });
    expect(refused.status).toBe(403);
    const newcomer = await signIn(t.app, email);
    expect((await asViewer('/api/ipm/dashboard/accounts/', newcomer)).status).toBe(403);
    const accepted = await call(t.app, `/api/shared-access/invitations/${link}/accept/`, {
      token: newcomer,
      body: {},
    });
    expect(accepted.status).toBe(200);
    const seen = await asViewer('/api/ipm/dashboard/accounts/', newcomer);
    expect(seen.status).toBe(200);
    expect(seen.json.map((a: { id: number }) => a.id)).toEqual([granted.id]);
  });

  it('another signed-in user cannot accept an invitation sent to someone else', async () => {
    const link = await inviteViewer(t.app, investorToken, 'third@accountants.test', [granted.id]);
    const secure = await signIn(t.app, 'reset@demo.test').catch(() => null);
    const other = secure ?? (await signIn(t.app, 'newcomer@demo.test'));
    const accepted = await call(t.app, `/api/shared-access/invitations/${link}/accept/`, {
      token: other,
      body: {},
    });
    expect(accepted.status).toBe(403);
    expect((await call(t.app, `/api/shared-access/invitations/${link}/`)).status).toBe(200);
  });
});

describe('the viewer', () => {
  it('is offered the investor who shared, with the shared account only', async () => {
    const list = (await call(t.app, '/api/profiles/my/viewable-accounts/', { token: viewerToken })).json;
    expect(list).toEqual([
      {
        investor_id: investorId,
        investor_name: DEMO_INVESTOR.name,
        accounts: [{ id: granted.id, name: granted.name }],
      },
    ]);
  });

  it('reads the shared account’s dashboard and no other account’s', async () => {
    const seen = await asViewer('/api/ipm/dashboard/accounts/');
    expect(seen.json.map((a: { id: number }) => a.id)).toEqual([granted.id]);
    const filter = await asViewer('/api/ipm/dashboard/filter-setup/');
    expect(filter.json.account).toEqual([{ id: granted.id }]);
    const other = accounts.find((a) => a.id !== granted.id)!;
    const investments = await asViewer(`/api/ipm/dashboard/investments/?account=${other.id}&page_size=100`);
    expect(investments.status).toBe(200);
    expect(investments.json.count).toBe(0);
    const own = await asViewer('/api/ipm/dashboard/investments/?page_size=100');
    expect(own.json.results.length).toBeGreaterThan(0);
    expect(own.json.results.every((r: { account: { id: number } }) => r.account.id === granted.id)).toBe(
      true,
    );
  });

  it('lists the shared account’s documents only, and cannot download another account’s', async () => {
    const expected = await t.db.query<{ id: number }>('SELECT id FROM documents WHERE account_id = $1', [
      granted.id,
    ]);
    const listed = await asViewer('/api/documents/?page_size=100');
    expect(listed.status).toBe(200);
    expect(listed.json.count).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    const [foreign] = await t.db.query<{ id: number }>(
      `SELECT d.id FROM documents d JOIN account_members m ON m.account_id = d.account_id
        WHERE m.user_id = $1 AND d.account_id <> $2 LIMIT 1`,
      [investorId, granted.id],
    );
    expect((await asViewer(`/api/documents/${foreign!.id}/download/`)).status).toBe(404);
    expect((await asViewer(`/api/documents/${expected[0]!.id}/download/`)).status).toBe(200);
  });

  it('lists only reports whose accounts are all shared; others do not download', async () => {
    const reports = await t.db.query<{ id: number; account_ids: number[] }>(
      'SELECT id, account_ids FROM generated_reports WHERE user_id = $1',
      [investorId],
    );
    const outside = reports.filter((r) => r.account_ids.some((id) => id !== granted.id));
    expect(outside.length).toBeGreaterThan(0);
    const listed = await asViewer('/api/ipm/reports/');
    expect(listed.status).toBe(200);
    const within = reports.filter((r) => r.account_ids.every((id) => id === granted.id)).map((r) => r.id);
    expect(listed.json.map((r: { id: number }) => r.id).sort()).toEqual(within.sort());
    expect((await asViewer(`/api/ipm/reports/${outside[0]!.id}/download/`)).status).toBe(404);
    expect((await asViewer(`/api/ipm/reports/${outside[0]!.id}/download/csv/9/`)).status).toBe(404);
    expect((await asViewer(`/api/ipm/reports/${within[0]!}/download/csv/9/`)).status).toBe(200);
  });

  it('reads its own profile, never the investor’s details, and no tax details', async () => {
    const profile = await asViewer('/api/profiles/my/');
    expect(profile.status).toBe(200);
    expect(profile.json.email).toBe(VIEWER.email);
    expect(JSON.stringify(profile.json)).not.toContain(DEMO_INVESTOR.email);
    expect((await asViewer('/api/individual-tax/')).status).toBe(403);
  });

  it('cannot act for an investor who did not share with them', async () => {
    const secureId = await userIdOf(t.db, 'secure@demo.test');
    expect((await asViewer('/api/ipm/dashboard/accounts/', viewerToken, secureId)).status).toBe(403);
    expect((await asViewer('/api/documents/', viewerToken, secureId)).status).toBe(403);
    expect((await asViewer('/api/ipm/dashboard/accounts/', viewerToken, viewerId)).status).toBe(403);
  });

  it('puts every view in the investor’s activity log with the viewer’s name, downloads every time', async () => {
    // Only this viewer's views from here on (another viewer viewed in an earlier test).
    await t.db.query('DELETE FROM activity_log WHERE user_id = $1 AND actor_user_id <> $1', [investorId]);
    await asViewer('/api/ipm/dashboard/accounts/');
    await asViewer('/api/ipm/dashboard/total-asset-value/');
    await asViewer('/api/documents/');
    const [doc] = await t.db.query<{ id: number }>('SELECT id FROM documents WHERE account_id = $1 LIMIT 1', [
      granted.id,
    ]);
    await asViewer(`/api/documents/${doc!.id}/download/`);
    await asViewer(`/api/documents/${doc!.id}/download/`);
    await asViewer('/api/ipm/reports/');
    const log = (await call(t.app, '/api/profiles/my/activities/?page_size=100', { token: investorToken }))
      .json;
    const views = log.results.filter(
      (r: { activity_type: string }) =>
        r.activity_type.startsWith('shared_') && !r.activity_type.startsWith('shared_access'),
    );
    const count = (type: string) =>
      views.filter((r: { activity_type: string }) => r.activity_type === type).length;
    expect(count('shared_dashboard_viewed')).toBe(1);
    expect(count('shared_documents_viewed')).toBe(1);
    expect(count('shared_document_downloaded')).toBe(2);
    expect(count('shared_reports_viewed')).toBe(1);
    expect(
      views.every(
        (r: { title: string; by_staff: boolean }) => r.title.endsWith(': Casey Ledger') && !r.by_staff,
      ),
    ).toBe(true);
  });

  it('is refused on the next request once the investor revokes', async () => {
    expect((await asViewer('/api/documents/')).status).toBe(200);
    const list = (await call(t.app, '/api/profiles/my/shared-access/', { token: investorToken })).json;
    const grant = list.find((g: { email: string }) => g.email === VIEWER.email);
    const revoked = await call(t.app, `/api/profiles/my/shared-access/${grant.id}/`, {
      token: investorToken,
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json.some((g: { email: string }) => g.email === VIEWER.email)).toBe(false);
    expect((await asViewer('/api/documents/')).status).toBe(403);
    expect((await asViewer('/api/ipm/dashboard/accounts/')).status).toBe(403);
    expect((await call(t.app, '/api/profiles/my/viewable-accounts/', { token: viewerToken })).json).toEqual(
      [],
    );
    // The viewer's own session still works without the acting header.
    expect((await call(t.app, '/api/profiles/my/', { token: viewerToken })).status).toBe(200);
    const log = (await call(t.app, '/api/profiles/my/activities/?page_size=100', { token: investorToken }))
      .json;
    expect(log.results.map((r: { activity_type: string }) => r.activity_type)).toContain(
      'shared_access_revoked',
    );
  });
});

it('the link in the invitation e-mail is the one the page opens', async () => {
  expect(await invitationTokenFor(t.app, VIEWER.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
});
