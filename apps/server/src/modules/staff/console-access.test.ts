// Every call of the staff console's clients, invitations and audit log is for staff acting as
// themselves: no token answers 401; a client, and a staff member in managed-user mode, answer 403 and
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let staff: string;
let client: string;
let clientId: number;
let invitationId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
  client = await signIn(t.app, 'investor@demo.test');
  [{ id: clientId }] = (await t.db.query<{ id: number }>(
    `SELECT id FROM users WHERE email = 'blocked@demo.test'`,
  )) as [{ id: number }];
  await t.db.query(`UPDATE users SET login_two_factor_auth_enabled = true WHERE id = $1`, [clientId]);
  [{ id: invitationId }] = (await t.db.query<{ id: number }>(
    'SELECT id FROM invitations ORDER BY id LIMIT 1',
  )) as [{ id: number }];
});
afterAll(async () => {
  await t?.close();
});

const invitation = {
  application: 'ipm',
  first_name: 'Ivy',
  last_name: 'Applicant',
  email: 'ivy.access@example.com',
  phone_number: '0411222333',
};

const ENDPOINTS: Array<{ name: string; method: 'GET' | 'POST'; url: () => string; body?: unknown }> = [
  { name: 'search clients', method: 'GET', url: () => '/api/staff/clients/?q=morgan' },
  { name: 'open a client', method: 'GET', url: () => `/api/staff/clients/${clientId}/` },
  { name: 'act as a client', method: 'POST', url: () => `/api/staff/clients/${clientId}/act-as/` },
  {
    name: 'stop acting as a client',
    method: 'POST',
    url: () => `/api/staff/clients/${clientId}/act-as/end/`,
  },
  { name: 'unblock', method: 'POST', url: () => `/api/staff/clients/${clientId}/unblock/` },
  { name: 'reset two-factor', method: 'POST', url: () => `/api/staff/clients/${clientId}/reset-two-factor/` },
  { name: 'list invitations', method: 'GET', url: () => '/api/staff/invitations/' },
  { name: 'invite an applicant', method: 'POST', url: () => '/api/staff/invitations/', body: invitation },
  {
    name: 'resend an invitation',
    method: 'POST',
    url: () => `/api/staff/invitations/${invitationId}/resend/`,
  },
  { name: 'read the audit log', method: 'GET', url: () => '/api/staff/audit-log/' },
  { name: 'read the audit filters', method: 'GET', url: () => '/api/staff/audit-log/filters/' },
];

/** What any of the calls could change: the client's block and two-factor, invitations, messages, log. */
const fingerprint = async () =>
  t.db.query(
    `SELECT (SELECT blocked_status FROM users WHERE id = $1) AS blocked,
            (SELECT login_two_factor_auth_enabled FROM users WHERE id = $1) AS two_factor,
            (SELECT count(*)::int FROM invitations) AS invitations,
            (SELECT count(*)::int FROM outbox) AS messages,
            (SELECT count(*)::int FROM activity_log WHERE action LIKE 'staff.%') AS staff_actions`,
    [clientId],
  );

describe('staff console access', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: refused signed out, to a client and to staff acting as a client`, async () => {
      const before = await fingerprint();
      const send = (token?: string, headers: Record<string, string> = {}) =>
        call(t.app, endpoint.url(), { method: endpoint.method, token, headers, body: endpoint.body });

      expect((await send()).status).toBe(401);
      const asClient = await send(client);
      expect(asClient.status).toBe(403);
      expect(asClient.json).toEqual({ detail: 'You do not have permission to perform this action.' });
      const managed = await send(staff, { 'x-managed-user-id': String(clientId) });
      expect(managed.status).toBe(403);
      // A client naming another user as managed is refused by the session itself.
      expect((await send(client, { 'x-managed-user-id': String(clientId) })).status).toBe(403);

      expect(await fingerprint()).toEqual(before);
      // The same call is open to staff acting as themselves.
      expect((await send(staff)).status).toBeLessThan(400);
    });
  }
});
