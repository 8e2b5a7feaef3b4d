import { PRIMARY_MEMBER_ID, signingAuthorityTexts } from '@portal/contracts/api/signing-authority';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/http.ts';
import { addSecondaryMember, createTestAccount } from '../../testing/onboarding-accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { steps } from '../account-setup/test-fixtures.ts';
import { startWithDemoUsers } from '../people/test-fixtures.ts';

let t: TestApp;
let investor: string;
let other: string;
let newcomer: string;
let joint: number;
let holder: number;

const url = (id: number) => `/api/accounts/${id}/signing-authority/`;
const send = (method: 'POST' | 'PATCH', id: number, token: string, body: unknown) =>
  call(t.app, url(id), { method, token, body });
const addHolder = async (accountId: number, email: string) => {
  const res = await call(t.app, `/api/accounts/${accountId}/secondary-users/`, {
    method: 'POST',
    token: investor,
    body: { users: [{ first_name: 'Jo', last_name: 'Holder', email, phone_number: '0412345678' }] },
  });
  return res.json.at(-1).id as number;
};

beforeAll(async () => {
  ({ t, investor, other, newcomer } = await startWithDemoUsers());
});
afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  joint = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint' });
  holder = await addHolder(joint, `holder-${joint}@example.com`);
});

describe('signing authority', () => {
  it('answers none yet, the members who may sign and that the primary user may set it', async () => {
    const res = await call(t.app, url(joint), { token: investor });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      signing_authority: null,
      members: [
        { id: PRIMARY_MEMBER_ID, first_name: 'Alex', last_name: 'Morgan', is_primary: true },
        { id: holder, first_name: 'Jo', last_name: 'Holder', is_primary: false },
      ],
      can_edit: true,
    });
    expect(await steps(t, investor, joint)).toContain('signing_authority');
  });

  it('any applicant is one signature, all applicants the member count', async () => {
    const any = await send('POST', joint, investor, {
      signing_authority_option: 'any_applicant_to_sign',
      advanced_settings_option: '',
    });
    expect(any.status).toBe(201);
    expect(any.json.signing_authority).toEqual({
      signing_authority_option: 'any_applicant_to_sign',
      advanced_settings_option: '',
      min_number_of_signatories: 1,
      selected_signatories: [],
      member_ids: [holder],
      is_up_to_date: true,
    });
    expect(await steps(t, investor, joint)).not.toContain('signing_authority');

    const all = await send('PATCH', joint, investor, { signing_authority_option: 'all_applicants_to_sign' });
    expect(all.json.signing_authority).toMatchObject({
      min_number_of_signatories: 2,
      advanced_settings_option: '',
    });
  });

  it('advanced settings keep only the option chosen', async () => {
    const min = await send('POST', joint, investor, {
      signing_authority_option: 'advanced_settings',
      advanced_settings_option: 'min_number_of_signatories',
      min_number_of_signatories: 2,
      selected_signatories: [holder],
    });
    expect(min.json.signing_authority).toMatchObject({
      advanced_settings_option: 'min_number_of_signatories',
      min_number_of_signatories: 2,
      selected_signatories: [],
    });
    const chosen = await send('PATCH', joint, investor, {
      signing_authority_option: 'advanced_settings',
      advanced_settings_option: 'selected_signatories',
      min_number_of_signatories: 2,
      selected_signatories: [PRIMARY_MEMBER_ID, holder],
    });
    expect(chosen.json.signing_authority).toMatchObject({
      advanced_settings_option: 'selected_signatories',
      min_number_of_signatories: null,
      selected_signatories: [PRIMARY_MEMBER_ID, holder],
    });
    const back = await send('PATCH', joint, investor, {
      signing_authority_option: 'any_applicant_to_sign',
      advanced_settings_option: 'selected_signatories',
      selected_signatories: [holder],
    });
    expect(back.json.signing_authority).toMatchObject({
      advanced_settings_option: '',
      min_number_of_signatories: 1,
      selected_signatories: [],
    });
  });

  it('checks the advanced settings', async () => {
    const base = { signing_authority_option: 'advanced_settings' };
    expect((await send('POST', joint, investor, {})).json).toEqual({
      signing_authority_option: ['Please select an option'],
    });
    expect((await send('POST', joint, investor, base)).json).toEqual({
      advanced_settings_option: ['Please select an option'],
    });
    const byMin = { ...base, advanced_settings_option: 'min_number_of_signatories' };
    expect((await send('POST', joint, investor, byMin)).json).toEqual({
      min_number_of_signatories: ['This field is required'],
    });
    for (const n of [0, 3, 1.5])
      expect((await send('POST', joint, investor, { ...byMin, min_number_of_signatories: n })).json).toEqual({
        min_number_of_signatories: [signingAuthorityTexts.numberBetween(2)],
      });
    const bySelection = { ...base, advanced_settings_option: 'selected_signatories' };
    expect((await send('POST', joint, investor, { ...bySelection, selected_signatories: [] })).json).toEqual({
      selected_signatories: [signingAuthorityTexts.atLeastOneMember],
    });
    expect(
      (await send('POST', joint, investor, { ...bySelection, selected_signatories: [999999] })).json,
    ).toEqual({
      selected_signatories: [signingAuthorityTexts.notAMember],
    });
  });

  it('asks for the step again when the members change', async () => {
    await send('POST', joint, investor, { signing_authority_option: 'any_applicant_to_sign' });
    const second = await addHolder(joint, `second-${joint}@example.com`);
    const res = await call(t.app, url(joint), { token: investor });
    expect(res.json.signing_authority).toMatchObject({ member_ids: [holder], is_up_to_date: false });
    expect(await steps(t, investor, joint)).toContain('signing_authority');
    const again = await send('PATCH', joint, investor, {
      signing_authority_option: 'all_applicants_to_sign',
    });
    expect(again.json.signing_authority).toMatchObject({
      member_ids: [holder, second],
      min_number_of_signatories: 3,
      is_up_to_date: true,
    });
  });

  it('creates once and updates only what exists', async () => {
    const body = { signing_authority_option: 'any_applicant_to_sign' };
    expect((await send('PATCH', joint, investor, body)).status).toBe(404);
    expect((await send('POST', joint, investor, body)).status).toBe(201);
    const twice = await send('POST', joint, investor, body);
    expect(twice.status).toBe(400);
    expect(twice.json.detail).toBe(signingAuthorityTexts.alreadySet);
  });

  it('needs more than one member', async () => {
    const single = await createTestAccount(t.db, 'investor@demo.test', { type: 'joint' });
    const res = await send('POST', single, investor, { signing_authority_option: 'any_applicant_to_sign' });
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(signingAuthorityTexts.singleMember);
  });

  it('answers 404 to another user and 403 to a secondary member, who may read it', async () => {
    await addSecondaryMember(t.db, joint, 'newcomer@demo.test');
    const body = { signing_authority_option: 'any_applicant_to_sign' };
    expect((await call(t.app, url(joint), { token: other })).status).toBe(404);
    expect((await send('POST', joint, other, body)).status).toBe(404);
    expect((await send('POST', joint, newcomer, body)).status).toBe(403);
    const read = await call(t.app, url(joint), { token: newcomer });
    expect(read.status).toBe(200);
    expect(read.json.can_edit).toBe(false);
  });

  it('cannot change once the application is submitted', async () => {
    await send('POST', joint, investor, { signing_authority_option: 'any_applicant_to_sign' });
    await t.db.query("UPDATE accounts SET status = 'awaiting_secondary_users' WHERE id = $1", [joint]);
    const res = await send('PATCH', joint, investor, { signing_authority_option: 'all_applicants_to_sign' });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(
      'Please contact us should you wish to make changes to your signing authority',
    );
    expect((await call(t.app, url(joint), { token: investor })).json.can_edit).toBe(false);
  });
});
