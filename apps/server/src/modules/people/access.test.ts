import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount } from '../../testing/onboarding-accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { startWithDemoUsers } from './test-fixtures.ts';

// Every people and signing-authority call of an account: without a token 401, another user 404 (the
// same as an account that does not exist), a secondary member may read but not change (403).
let t: TestApp;
let other: string;
let newcomer: string;
let company: number;
let personId: number;

type TCall = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string };
const CALLS: TCall[] = [
  { method: 'GET', path: 'secondary-users/' },
  { method: 'POST', path: 'secondary-users/' },
  { method: 'PUT', path: 'secondary-users/' },
  { method: 'DELETE', path: 'secondary-users/{person}/' },
  { method: 'PATCH', path: 'directors/' },
  { method: 'GET', path: 'beneficial-owners/' },
  { method: 'POST', path: 'beneficial-owners/' },
  { method: 'PUT', path: 'beneficial-owners/' },
  { method: 'GET', path: 'signing-authority/' },
  { method: 'POST', path: 'signing-authority/' },
  { method: 'PATCH', path: 'signing-authority/' },
];

beforeAll(async () => {
  ({ t, other, newcomer } = await startWithDemoUsers());
  company = await createTestAccount(t.db, 'investor@demo.test', { type: 'company' });
  await addSecondaryMember(t.db, company, 'newcomer@demo.test');
  const [person] = await t.db.query<{ id: number }>('SELECT id FROM account_people WHERE account_id = $1', [
    company,
  ]);
  personId = person!.id;
});
afterAll(async () => {
  await t?.close();
});

const send = (c: TCall, token?: string) =>
  call(t.app, `/api/accounts/${company}/${c.path.replace('{person}', String(personId))}`, {
    method: c.method,
    token,
    body: c.method === 'GET' || c.method === 'DELETE' ? undefined : {},
  });

describe('access to the people of an account', () => {
  it.each(CALLS)('$method $path', async (c) => {
    expect((await send(c)).status).toBe(401);
    const stranger = await send(c, other);
    expect(stranger.status).toBe(404);
    expect(stranger.json).toEqual({ detail: 'Not found.' });
    expect((await send(c, newcomer)).status).toBe(c.method === 'GET' ? 200 : 403);
  });

  it('leaves the people as they were', async () => {
    const rows = await t.db.query('SELECT 1 FROM account_people WHERE account_id = $1', [company]);
    expect(rows).toHaveLength(1);
  });
});
