import { PEOPLE_LIMITS, peopleTexts } from '@portal/contracts/api/people';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount } from '../../testing/onboarding-accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { steps } from '../account-setup/test-fixtures.ts';
import { startWithDemoUsers } from './test-fixtures.ts';

let t: TestApp;
let investor: string;
let other: string;
let newcomer: string;
let seq = 0;

/** A person with an e-mail of their own. */
const person = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    first_name: 'Pat',
    last_name: `Person${'abcdefghij'[seq % 10]}`,
    email: `person${seq}@example.com`,
    phone_number: '0412 345 678',
    ...extra,
  };
};

/** A person of an answer sent back as the request names it (the role by its id). */
const asInput = (answer: { id: number; role: { id: number } } & Record<string, unknown>) => ({
  id: answer.id,
  first_name: answer.first_name,
  last_name: answer.last_name,
  email: answer.email,
  phone_number: answer.phone_number,
  role: answer.role.id,
});

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) =>
  call(t.app, url, { method, token, body });
const usersUrl = (id: number) => `/api/accounts/${id}/secondary-users/`;
const ownersUrl = (id: number) => `/api/accounts/${id}/beneficial-owners/`;
const directorsUrl = (id: number) => `/api/accounts/${id}/directors/`;

const outboxTo = (recipient: string) =>
  t.db.query<{ channel: string; subject: string; body: string }>(
    'SELECT channel, subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
    [recipient],
  );
const accountFlags = async (id: number) =>
  (
    await t.db.query<{
      has_secondary_users: boolean | null;
      has_additional_trustees: boolean | null;
      primary_user_role_id: number | null;
    }>(
      'SELECT has_secondary_users, has_additional_trustees, primary_user_role_id FROM accounts WHERE id = $1',
      [id],
    )
  )[0]!;

beforeAll(async () => {
  ({ t, investor, other, newcomer } = await startWithDemoUsers());
});
afterAll(async () => {
  await t?.close();
});

describe('additional individuals of a joint account', () => {
  let joint: number;
  beforeEach(async () => {
    joint = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint' });
  });

  it('adds a holder as a contact, invites them by e-mail and SMS, and fills the step', async () => {
    expect(await steps(t, investor, joint)).toContain('secondary_users');
    const holder = person({ first_name: 'Morgan', last_name: 'Joint' });
    const res = await send('POST', usersUrl(joint), investor, { users: [holder] });
    expect(res.status).toBe(201);
    expect(res.json).toEqual([
      expect.objectContaining({
        first_name: 'Morgan',
        last_name: 'Joint',
        email: holder.email,
        // Spaces typed in the mobile number are taken out.
        phone_number: '0412345678',
        role: { id: 1, key: 'contact', title: 'Member' },
        verification_status: 'invited',
        status_display: { display_name: 'Invited', style: 'info' },
        can_resend_invite: true,
        is_possible_duplicate: false,
        is_removable_from_account: true,
        has_individual_tax: false,
        acn_uuid: null,
        list_of_editable_fields: ['first_name', 'last_name', 'email', 'phone_number', 'role'],
      }),
    ]);
    const messages = await outboxTo(holder.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toMatch(/\/invitation-secondary\/[0-9a-f-]{36}\//);
    expect(await outboxTo('0412345678')).not.toHaveLength(0);
    expect((await accountFlags(joint)).has_secondary_users).toBe(true);
    expect(await steps(t, investor, joint)).not.toContain('secondary_users');

    const list = await call(t.app, usersUrl(joint), { token: investor });
    expect(list.json.map((u: { email: string }) => u.email)).toEqual([holder.email]);
  });

  it('answers every field rule of every person under users.N', async () => {
    const res = await send('POST', usersUrl(joint), investor, {
      users: [
        { first_name: '', last_name: 'Joint', email: 'not-an-email', phone_number: '' },
        { first_name: 'Al', last_name: '', email: 'al@example.com', phone_number: '0312345678' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      'users.0.first_name': ['This field is required'],
      'users.0.email': ['Email format is not valid'],
      'users.0.phone_number': ['This field is required'],
      'users.1.last_name': ['This field is required'],
      'users.1.phone_number': ['Mobile phone format is not valid'],
    });
    const empty = await send('POST', usersUrl(joint), investor, { users: [] });
    expect(empty.json).toEqual({ users: [peopleTexts.atLeastOneIndividual] });
  });

  it('refuses the same e-mail twice in one account, and the primary user naming themselves by e-mail', async () => {
    const first = person();
    const twice = await send('POST', usersUrl(joint), investor, {
      users: [first, person({ email: first.email.toUpperCase() })],
    });
    expect(twice.json).toEqual({ 'users.1.email': [peopleTexts.emailUsedTwice] });
    expect((await send('POST', usersUrl(joint), investor, { users: [first] })).status).toBe(201);
    const again = await send('POST', usersUrl(joint), investor, { users: [person({ email: first.email })] });
    expect(again.json).toEqual({ 'users.0.email': [peopleTexts.emailUsedTwice] });
    const self = await send('POST', usersUrl(joint), investor, {
      users: [person({ email: 'Investor@demo.test' })],
    });
    expect(self.json).toEqual({ 'users.0.email': [peopleTexts.emailIsPrimary] });
  });

  it(`takes at most ${PEOPLE_LIMITS.jointHolders} more holders`, async () => {
    const many = Array.from({ length: PEOPLE_LIMITS.jointHolders + 1 }, () => person());
    const res = await send('POST', usersUrl(joint), investor, { users: many });
    expect(res.json).toEqual({ users: [peopleTexts.tooMany(PEOPLE_LIMITS.jointHolders)] });
    expect((await send('POST', usersUrl(joint), investor, { users: many.slice(0, 2) })).status).toBe(201);
    const more = await send('POST', usersUrl(joint), investor, { users: many.slice(2) });
    expect(more.json).toEqual({ users: [peopleTexts.tooMany(PEOPLE_LIMITS.jointHolders)] });
  });

  it('flags a person named like the primary user or like another person', async () => {
    const res = await send('POST', usersUrl(joint), investor, {
      users: [
        person({ first_name: 'alex', last_name: 'MORGAN' }),
        person({ first_name: 'Kim', last_name: 'Lane' }),
        person({ first_name: 'Kim', last_name: 'Lane' }),
        person({ first_name: 'Lee', last_name: 'Stone' }),
      ].slice(0, PEOPLE_LIMITS.jointHolders),
    });
    expect(res.json.map((u: { is_possible_duplicate: boolean }) => u.is_possible_duplicate)).toEqual([
      true,
      true,
      true,
    ]);
    const [self, kim] = res.json;
    const put = await send('PUT', usersUrl(joint), investor, {
      users: [asInput(self), asInput(kim)],
    });
    expect(put.json.map((u: { is_possible_duplicate: boolean }) => u.is_possible_duplicate)).toEqual([
      true,
      false,
    ]);
  });

  it('PUT updates the people sent, adds the new ones, removes the others and invites again on a new e-mail', async () => {
    const [a, b] = (await send('POST', usersUrl(joint), investor, { users: [person(), person()] })).json;
    const moved = `moved${seq}@example.com`;
    const c = person();
    const res = await send('PUT', usersUrl(joint), investor, {
      users: [
        {
          id: a.id,
          first_name: 'Renamed',
          last_name: a.last_name,
          email: a.email,
          phone_number: '0499 888 777',
        },
        {
          id: b.id,
          first_name: b.first_name,
          last_name: b.last_name,
          email: moved,
          phone_number: b.phone_number,
        },
        c,
      ].slice(0, 2),
    });
    expect(res.status).toBe(200);
    expect(
      res.json.map((u: { id: number; first_name: string; phone_number: string; email: string }) => [
        u.id,
        u.first_name,
        u.phone_number,
        u.email,
      ]),
    ).toEqual([
      [a.id, 'Renamed', '0499888777', a.email],
      [b.id, b.first_name, b.phone_number, moved],
    ]);
    expect(await outboxTo(moved)).toHaveLength(1);
    expect(await outboxTo(a.email)).toHaveLength(1);

    const replaced = await send('PUT', usersUrl(joint), investor, { users: [c] });
    expect(replaced.json.map((u: { email: string }) => u.email)).toEqual([c.email]);
  });

  it('keeps a registered person’s e-mail, their sign-in', async () => {
    await addSecondaryMember(t.db, joint, 'newcomer@demo.test');
    const [member] = (await call(t.app, usersUrl(joint), { token: investor })).json;
    expect(member).toMatchObject({
      verification_status: 'registered',
      can_resend_invite: false,
      list_of_editable_fields: ['first_name', 'last_name', 'phone_number', 'role'],
    });
    const res = await send('PUT', usersUrl(joint), investor, {
      users: [{ ...asInput(member), email: 'elsewhere@example.com', first_name: 'Jamie-Lee' }],
    });
    expect(res.json[0]).toMatchObject({ email: 'newcomer@demo.test', first_name: 'Jamie-Lee' });
  });

  it('answers 404 for a person of another account and for another user’s account', async () => {
    const elsewhere = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint' });
    const [stranger] = (await send('POST', usersUrl(elsewhere), investor, { users: [person()] })).json;
    const res = await send('PUT', usersUrl(joint), investor, { users: [asInput(stranger)] });
    expect(res.status).toBe(404);
    expect((await call(t.app, usersUrl(joint), { token: other })).status).toBe(404);
    expect((await send('POST', usersUrl(joint), other, { users: [person()] })).status).toBe(404);
    expect((await send('PUT', usersUrl(joint), other, { users: [person()] })).status).toBe(404);
  });

  it('lets a secondary member read the list but not change it', async () => {
    await addSecondaryMember(t.db, joint, 'newcomer@demo.test');
    const list = await call(t.app, usersUrl(joint), { token: newcomer });
    expect(list.status).toBe(200);
    expect(list.json[0]).toMatchObject({ can_resend_invite: false, is_removable_from_account: false });
    expect((await send('POST', usersUrl(joint), newcomer, { users: [person()] })).status).toBe(403);
    expect((await send('PUT', usersUrl(joint), newcomer, { users: [] })).status).toBe(403);
    expect((await send('DELETE', `${usersUrl(joint)}${list.json[0].id}/`, newcomer)).status).toBe(403);
  });

  it('refuses changes once the application is submitted', async () => {
    await t.db.query("UPDATE accounts SET status = 'awaiting_secondary_users' WHERE id = $1", [joint]);
    const res = await send('POST', usersUrl(joint), investor, { users: [person()] });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(
      'This application has been submitted and its details can no longer be changed.',
    );
  });

  it('removes a person with DELETE, once', async () => {
    const [a] = (await send('POST', usersUrl(joint), investor, { users: [person()] })).json;
    expect((await send('DELETE', `${usersUrl(joint)}${a.id}/`, other)).status).toBe(404);
    expect((await send('DELETE', `${usersUrl(joint)}${a.id}/`, investor)).status).toBe(204);
    expect((await send('DELETE', `${usersUrl(joint)}${a.id}/`, investor)).status).toBe(404);
    expect((await call(t.app, usersUrl(joint), { token: investor })).json).toEqual([]);
    expect(await steps(t, investor, joint)).toContain('secondary_users');
  });

  it('is not offered to an individual account', async () => {
    const single = await createTestAccount(t.db, 'investor@demo.test', { type: 'individual' });
    const res = await send('POST', usersUrl(single), investor, { users: [person()] });
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(peopleTexts.notForAccount);
  });
});

describe('trustees of a trust or SMSF with an individual trustee', () => {
  let smsf: number;
  beforeEach(async () => {
    smsf = await createTestAccount(t.db, 'investor@demo.test', { type: 'smsf', trusteeType: 'individual' });
  });

  it('asks whether there are additional trustees', async () => {
    const res = await send('POST', usersUrl(smsf), investor, { users: [person()] });
    expect(res.json).toEqual({ has_additional_trustees: ['Please select an option'] });
  });

  it('checks the list only when the answer is yes, and no removes the trustees', async () => {
    expect(await steps(t, investor, smsf)).toContain('trustee_details');
    const yes = await send('POST', usersUrl(smsf), investor, {
      has_additional_trustees: true,
      users: [person()],
    });
    expect(yes.status).toBe(201);
    expect((await accountFlags(smsf)).has_additional_trustees).toBe(true);
    expect(await steps(t, investor, smsf)).not.toContain('trustee_details');

    const no = await send('PUT', usersUrl(smsf), investor, {
      has_additional_trustees: false,
      users: [{ first_name: '', email: 'bad' }],
    });
    expect(no.status).toBe(200);
    expect(no.json).toEqual([]);
    expect((await accountFlags(smsf)).has_additional_trustees).toBe(false);
    expect(await steps(t, investor, smsf)).not.toContain('trustee_details');

    const invalid = await send('PUT', usersUrl(smsf), investor, { has_additional_trustees: true, users: [] });
    expect(invalid.json).toEqual({ users: [peopleTexts.atLeastOneIndividual] });
  });

  it(`takes at most ${PEOPLE_LIMITS.trustees} more trustees`, async () => {
    const many = Array.from({ length: PEOPLE_LIMITS.trustees + 1 }, () => person());
    const res = await send('POST', usersUrl(smsf), investor, { has_additional_trustees: true, users: many });
    expect(res.json).toEqual({ users: [peopleTexts.tooMany(PEOPLE_LIMITS.trustees)] });
    const fine = await send('POST', usersUrl(smsf), investor, {
      has_additional_trustees: true,
      users: many.slice(1),
    });
    expect(fine.status).toBe(201);
  });
});

describe('directors', () => {
  let company: number;
  const register = {
    business_name: 'Sharma Holdings Pty Ltd',
    acn: '612345678',
    abn: '10612345678',
    type: 'Australian Private Company',
    directors: [
      { uuid: 'reg-1', first_name: 'Priya', last_name: 'Sharma' },
      { uuid: 'reg-2', first_name: 'Alex', last_name: 'Morgan' },
    ],
  };
  beforeEach(async () => {
    company = await createTestAccount(t.db, 'investor@demo.test', { type: 'company' });
    await t.db.query('UPDATE accounts SET acn = $2, register_data = $3 WHERE id = $1', [
      company,
      register.acn,
      JSON.stringify(register),
    ]);
  });

  it('saves the primary user’s role and the directors, locks the register’s names and invites them', async () => {
    expect(await steps(t, investor, company)).toContain('directors');
    const priya = person({ first_name: 'Priya', last_name: 'Sharma', role: 3 });
    const res = await send('PATCH', directorsUrl(company), investor, {
      primary_user_role: 5,
      directors: [priya],
    });
    expect(res.status).toBe(200);
    expect(res.json.primary_user_role).toEqual({ id: 5, key: 'sole_director', title: 'Sole director' });
    expect(res.json.directors).toEqual([
      expect.objectContaining({
        first_name: 'Priya',
        role: { id: 3, key: 'director_shareholder', title: 'Director and shareholder' },
        acn_uuid: 'reg-1',
        list_of_editable_fields: ['email', 'phone_number', 'role'],
      }),
    ]);
    expect((await accountFlags(company)).primary_user_role_id).toBe(5);
    expect(await outboxTo(priya.email)).toHaveLength(1);
    expect(await steps(t, investor, company)).not.toContain('directors');

    const renamed = await send('PATCH', directorsUrl(company), investor, {
      primary_user_role: 2,
      directors: [{ ...asInput(res.json.directors[0]), first_name: 'Someone', role: 2 }],
    });
    expect(renamed.json.directors[0]).toMatchObject({ first_name: 'Priya', role: { id: 2 } });
  });

  it('takes director roles only', async () => {
    const res = await send('PATCH', directorsUrl(company), investor, {
      primary_user_role: 9,
      directors: [person({ role: 1 })],
    });
    expect(res.json).toEqual({ primary_user_role: [peopleTexts.roleOfKind] });
    const director = await send('PATCH', directorsUrl(company), investor, {
      primary_user_role: 2,
      directors: [person({ role: 1 }), person({ role: 10 })],
    });
    expect(director.json).toEqual({
      'directors.0.role': [peopleTexts.roleOfKind],
      'directors.1.role': [peopleTexts.roleOfKind],
    });
    const missing = await send('PATCH', directorsUrl(company), investor, {
      directors: [person({ role: '' })],
    });
    expect(missing.json).toEqual({
      primary_user_role: ['This field is required'],
      'directors.0.role': ['This field is required'],
    });
  });

  it('flags a director named like the primary user and removes directors left out', async () => {
    const res = await send('PATCH', directorsUrl(company), investor, {
      primary_user_role: 2,
      directors: [person({ first_name: 'Alex', last_name: 'Morgan', role: 2 }), person({ role: 2 })],
    });
    expect(
      res.json.directors.map((d: { is_possible_duplicate: boolean }) => d.is_possible_duplicate),
    ).toEqual([true, false]);
    const kept = res.json.directors[1];
    const fewer = await send('PATCH', directorsUrl(company), investor, {
      primary_user_role: 2,
      directors: [asInput(kept)],
    });
    expect(fewer.json.directors.map((d: { id: number }) => d.id)).toEqual([kept.id]);
    const none = await send('PATCH', directorsUrl(company), investor, {
      primary_user_role: 2,
      directors: [],
    });
    expect(none.json.directors).toEqual([]);
  });

  it('applies to a corporate trustee but not to a joint account', async () => {
    const trust = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'trust',
      trusteeType: 'corporate',
    });
    const ok = await send('PATCH', directorsUrl(trust), investor, { primary_user_role: 2, directors: [] });
    expect(ok.status).toBe(200);
    const joint = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint' });
    const res = await send('PATCH', directorsUrl(joint), investor, { primary_user_role: 2, directors: [] });
    expect(res.json.detail).toBe(peopleTexts.notForAccount);
  });

  it('answers 404 to another user and 403 to a secondary member', async () => {
    await addSecondaryMember(t.db, company, 'newcomer@demo.test');
    const body = { primary_user_role: 2, directors: [] };
    expect((await send('PATCH', directorsUrl(company), other, body)).status).toBe(404);
    expect((await send('PATCH', directorsUrl(company), newcomer, body)).status).toBe(403);
  });
});

describe('beneficial owners', () => {
  let company: number;
  beforeEach(async () => {
    company = await createTestAccount(t.db, 'investor@demo.test', { type: 'company' });
  });

  it('adds owners with the default role, invites them and fills the step', async () => {
    expect(await steps(t, investor, company)).toContain('beneficial_owners');
    expect((await call(t.app, ownersUrl(company), { token: investor })).json).toEqual([]);
    const owner = person();
    const controller = person({ role: 10 });
    const res = await send('POST', ownersUrl(company), investor, { users: [owner, controller] });
    expect(res.status).toBe(201);
    expect(res.json.map((o: { role: { key: string } }) => o.role.key)).toEqual([
      'beneficial_owner',
      'controller',
    ]);
    expect(res.json[0]).toMatchObject({ phone_number: '0412345678', verification_status: 'invited' });
    expect(await outboxTo(owner.email)).toHaveLength(1);
    expect(await steps(t, investor, company)).not.toContain('beneficial_owners');
    // Owners are not members of the account.
    expect((await call(t.app, usersUrl(company), { token: investor })).json).toEqual([]);
  });

  it('needs at least one person and maps each person’s errors under users.N', async () => {
    expect((await send('POST', ownersUrl(company), investor, { users: [] })).json).toEqual({
      users: [peopleTexts.atLeastOneUser],
    });
    const res = await send('POST', ownersUrl(company), investor, {
      users: [person({ email: '' }), person({ phone_number: '04 12', role: 2 })],
    });
    expect(res.json).toEqual({
      'users.0.email': ['This field is required'],
      'users.1.phone_number': ['Mobile phone must contain 10 symbols'],
    });
    const role = await send('POST', ownersUrl(company), investor, { users: [person({ role: 2 })] });
    expect(role.json).toEqual({ 'users.0.role': [peopleTexts.roleOfKind] });
  });

  it('lets a director be an owner too, but not the same owner twice', async () => {
    const director = person({ role: 2 });
    await send('PATCH', directorsUrl(company), investor, { primary_user_role: 2, directors: [director] });
    const res = await send('POST', ownersUrl(company), investor, { users: [{ ...director, role: 9 }] });
    expect(res.status).toBe(201);
    const again = await send('POST', ownersUrl(company), investor, { users: [{ ...director, role: 11 }] });
    expect(again.json).toEqual({ 'users.0.email': [peopleTexts.emailUsedTwice] });
  });

  it('flags owners named alike', async () => {
    const res = await send('POST', ownersUrl(company), investor, {
      users: [
        person({ first_name: 'Owen', last_name: 'Owner' }),
        person({ first_name: 'owen', last_name: 'OWNER' }),
      ],
    });
    expect(res.json.map((o: { is_possible_duplicate: boolean }) => o.is_possible_duplicate)).toEqual([
      true,
      true,
    ]);
  });

  it('PUT replaces the list', async () => {
    const [a] = (await send('POST', ownersUrl(company), investor, { users: [person(), person()] })).json;
    const res = await send('PUT', ownersUrl(company), investor, { users: [{ ...asInput(a), role: 11 }] });
    expect(res.json.map((o: { id: number; role: { key: string } }) => [o.id, o.role.key])).toEqual([
      [a.id, 'decision_maker'],
    ]);
  });

  it('is for companies and trusts, not SMSFs', async () => {
    const smsf = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'smsf',
      trusteeType: 'individual',
    });
    const res = await send('POST', ownersUrl(smsf), investor, { users: [person()] });
    expect(res.json.detail).toBe(peopleTexts.notForAccount);
    const trust = await createTestAccount(t.db, 'investor@demo.test', {
      type: 'trust',
      trusteeType: 'individual',
    });
    expect((await send('POST', ownersUrl(trust), investor, { users: [person()] })).status).toBe(201);
  });

  it('answers 404 to another user and 403 to a secondary member', async () => {
    await addSecondaryMember(t.db, company, 'newcomer@demo.test');
    expect((await call(t.app, ownersUrl(company), { token: other })).status).toBe(404);
    expect((await send('POST', ownersUrl(company), other, { users: [person()] })).status).toBe(404);
    expect((await call(t.app, ownersUrl(company), { token: newcomer })).status).toBe(200);
    expect((await send('POST', ownersUrl(company), newcomer, { users: [person()] })).status).toBe(403);
    expect((await send('PUT', ownersUrl(company), newcomer, { users: [person()] })).status).toBe(403);
  });
});
