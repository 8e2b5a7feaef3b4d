import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { invitationMessages } from '@portal/contracts/forms/invitations';
import { messages } from '@portal/contracts/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoDetails } from '../../demo/details.ts';
import { DEMO_INVITATIONS } from '../../demo/invitations.ts';
import { backgroundDeps } from '../../deps.ts';
import { call, codeIn, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { inviteSecondaryPerson, markPrimaryInvitationAccountCreated } from './service.ts';

let t: TestApp;
let investor: string;
let newcomer: string;
let investorId: number;

const PASSWORD = 'Harbour-Bridge-2031!';
const IPM_TERMS = { over_18_years_old: true, investment_sum_confirmation: true };
const ICF_TERMS = { over_18_years_old: true, not_tax_resident_of_usa: true };

beforeAll(async () => {
  t = await createTestApp();
  investorId = (
    await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@demo.test'")
  )[0]!.id;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
  investor = await signIn(t.app, 'investor@demo.test');
  newcomer = await signIn(t.app, 'newcomer@demo.test');
});

/** The newest message of a channel to a recipient, read from the outbox table. */
async function lastMessage(channel: 'sms' | 'email', recipient: string) {
  const [row] = await t.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE channel = $1 AND recipient = $2 ORDER BY id DESC LIMIT 1',
    [channel, recipient],
  );
  if (!row) throw new Error(`no ${channel} to ${recipient}`);
  return row;
}

const invitationCodeIn = (text: string) => {
  const match = text.match(/\b(\d{12})\b/);
  if (!match) throw new Error(`no invitation code in ${text}`);
  return match[1]!;
};

let counter = 0;
const letters = (n: number) => String.fromCharCode(65 + Math.floor(n / 26), 97 + (n % 26));
const person = () => {
  counter += 1;
  return {
    email: `applicant${counter}@example.com`,
    phone_number: `04710000${String(counter).padStart(2, '0')}`,
    first_name: 'Robin',
    last_name: `Applicant${letters(counter)}`,
  };
};

async function issue(application: 'ipm' | 'icf' | 'viv' = 'ipm', who = person()) {
  const res = await call(t.app, '/api/dev/invitations/', { body: { application, ...who } });
  expect(res.status).toBe(200);
  const code = invitationCodeIn((await lastMessage('sms', who.phone_number)).body);
  return { ...who, uuid: res.json.uuid as string, code };
}

const invite = async (uuid: string, token?: string) =>
  call(t.app, `/api/auth/registration-invites/${uuid}/`, { token });
const acceptToc = (uuid: string, body: unknown) =>
  call(t.app, `/api/auth/registration-invites/${uuid}/accept-toc/`, { body });
const activate = (uuid: string, code: string) =>
  call(t.app, '/api/auth/registration-invites/activate-invite/', { body: { uuid, code } });
const signUpBody = (who: { email: string; phone_number: string }, extra: Record<string, unknown> = {}) => ({
  email: who.email,
  password1: PASSWORD,
  password2: PASSWORD,
  phone_number: who.phone_number,
  password_check_list: true,
  agreement_terms_and_policy: true,
  marketing_opt_out: false,
  ...extra,
});
const signUp = (uuid: string, body: unknown) => call(t.app, `/api/auth/wizard/${uuid}/sign-up/`, { body });
const confirmPhone = (uuid: string, code: string) =>
  call(t.app, `/api/auth/wizard/${uuid}/confirm-phone-number/`, { body: { code } });

/** Terms, code and sign-up: the invitation waits for the mobile number's code. */
async function upToConfirmPhone(application: 'ipm' | 'icf' = 'ipm') {
  const inv = await issue(application);
  await acceptToc(inv.uuid, application === 'ipm' ? IPM_TERMS : ICF_TERMS);
  await activate(inv.uuid, inv.code);
  const res = await signUp(inv.uuid, signUpBody(inv));
  expect(res.status).toBe(200);
  return inv;
}

const userIdOf = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]))[0]?.id;

describe('issuing a primary invitation', () => {
  it('e-mails the link and texts the 12-digit code; the invite answers its fields but never the code', async () => {
    const inv = await issue('ipm');
    const email = await lastMessage('email', inv.email);
    expect(email.body).toContain(`${t.config.publicUrl}/invitation/${inv.uuid}/`);
    expect(email.body).not.toContain(inv.code);
    const res = await invite(inv.uuid);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      uuid: inv.uuid,
      type: 'primary',
      application: { name: 'Private Portfolios', product_key: 'ipm', url_address: t.config.publicUrl },
      account: null,
      account_id: null,
      primary_user_full_name: `Robin ${inv.last_name}`,
      is_fake_creation_case: false,
      is_setting_primary_case: false,
      email: inv.email,
      phone_number: inv.phone_number,
      registration_step: 'welcome',
      step: 'pending',
      agreement: { slug: 'agreement-ipm', title: 'Private Portfolios client agreement' },
      activation_object: null,
    });
    expect(JSON.stringify(res.json)).not.toContain(inv.code);
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    expect((await invite('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await invite('not-a-uuid')).status).toBe(404);
  });

  it('answers no agreement when the application has none', async () => {
    const inv = await issue('viv');
    await t.db.query("DELETE FROM flat_pages WHERE slug = 'agreement-viv'");
    expect((await invite(inv.uuid)).json.agreement).toBeNull();
  });

  it('refuses the dev call with invalid fields', async () => {
    const res = await call(t.app, '/api/dev/invitations/', {
      body: { application: 'ipm', email: 'x', phone_number: '123', first_name: '', last_name: 'A' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json).sort()).toEqual(['email', 'first_name', 'phone_number']);
  });

  it('records when the invitation was opened', async () => {
    const inv = await issue();
    const res = await call(t.app, '/api/auth/registration-invites/invite-opened/', {
      body: { uuid: inv.uuid },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.query<{ opened: boolean }>(
      'SELECT opened_at IS NOT NULL AS opened FROM invitations WHERE uuid = $1::uuid',
      [inv.uuid],
    );
    expect(row!.opened).toBe(true);
  });

  it('lists the demo invitations with their fixed codes', async () => {
    const demo = DEMO_INVITATIONS[0]!;
    expect((await invite(demo.uuid)).json.registration_step).toBe('welcome');
    await acceptToc(demo.uuid, IPM_TERMS);
    expect((await activate(demo.uuid, demo.code)).json.registration_step).toBe('sign_up');
  });
});

describe('welcome: the terms gate', () => {
  it('requires the portfolio product’s boxes', async () => {
    const inv = await issue('ipm');
    const res = await acceptToc(inv.uuid, { over_18_years_old: true });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ investment_sum_confirmation: [invitationMessages.mustAgree] });
    const ok = await acceptToc(inv.uuid, IPM_TERMS);
    expect(ok.status).toBe(200);
    expect(ok.json.registration_step).toBe('enter_code');
  });

  it('requires the loan-note product’s boxes', async () => {
    const inv = await issue('icf');
    const res = await acceptToc(inv.uuid, { over_18_years_old: false, investment_sum_confirmation: true });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      over_18_years_old: [invitationMessages.mustAgree],
      not_tax_resident_of_usa: [invitationMessages.mustAgree],
    });
    expect((await acceptToc(inv.uuid, ICF_TERMS)).json.registration_step).toBe('enter_code');
  });

  it('refuses steps out of order with what must come first', async () => {
    const inv = await issue();
    const early = await activate(inv.uuid, inv.code);
    expect(early.status).toBe(400);
    expect(early.json).toEqual({ detail: invitationMessages.termsFirst });
    expect((await signUp(inv.uuid, signUpBody(inv))).json).toEqual({ detail: invitationMessages.termsFirst });
    expect((await confirmPhone(inv.uuid, '123456')).json).toEqual({ detail: invitationMessages.termsFirst });
    await acceptToc(inv.uuid, IPM_TERMS);
    expect((await signUp(inv.uuid, signUpBody(inv))).json).toEqual({ detail: invitationMessages.codeFirst });
    const again = await acceptToc(inv.uuid, IPM_TERMS);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: invitationMessages.codeFirst });
  });
});

describe('enter_code', () => {
  it('checks the code format', async () => {
    const inv = await issue();
    await acceptToc(inv.uuid, IPM_TERMS);
    for (const code of ['12345', '1234567890123', '12345678901a']) {
      const res = await activate(inv.uuid, code);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: [onboardingTexts.codeFormatNotValid] });
    }
    expect((await activate(inv.uuid, '')).json).toEqual({ code: [messages.required] });
  });

  it('locks the invitation after five wrong codes, even for the right one; a new invitation replaces it', async () => {
    const inv = await issue();
    await acceptToc(inv.uuid, IPM_TERMS);
    const wrong = inv.code === '000000000000' ? '111111111111' : '000000000000';
    for (let i = 0; i < 4; i += 1) {
      const res = await activate(inv.uuid, wrong);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: [invitationMessages.codeNotValid] });
    }
    const fifth = await activate(inv.uuid, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.json).toEqual({ detail: invitationMessages.tooManyCodeAttempts });
    expect((await activate(inv.uuid, inv.code)).status).toBe(429);

    const again = await issue('ipm', inv);
    expect((await invite(inv.uuid)).json).toMatchObject({ registration_step: 'expired', step: 'revoked' });
    await acceptToc(again.uuid, IPM_TERMS);
    expect((await activate(again.uuid, inv.code)).status).toBe(400);
    const ok = await activate(again.uuid, again.code);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ registration_step: 'sign_up', step: 'activated' });
  });
});

describe('enter_code, guesses sent at once', () => {
  it('counts every guess before comparing it: twenty wrong codes at once spend the five, and the right one among them is refused', async () => {
    const inv = await issue();
    await acceptToc(inv.uuid, IPM_TERMS);
    const wrong = inv.code === '000000000000' ? '111111111111' : '000000000000';
    const guesses = Array.from({ length: 20 }, () => activate(inv.uuid, wrong));
    guesses.splice(10, 0, activate(inv.uuid, inv.code));
    const answers = await Promise.all(guesses);
    expect(answers[10]!.status).toBe(429);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(17);
    const [row] = await t.db.query<{ wrong_code_attempts: number; activated: boolean }>(
      'SELECT wrong_code_attempts, activated_at IS NOT NULL AS activated FROM invitations WHERE uuid = $1',
      [inv.uuid],
    );
    expect(row).toEqual({ wrong_code_attempts: 5, activated: false });
  });
});

describe('expired invitation', () => {
  it('answers the expired step and refuses its calls with the spec text', async () => {
    const inv = await issue();
    await t.db.query(
      "UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE uuid = $1::uuid",
      [inv.uuid],
    );
    expect((await invite(inv.uuid)).json).toMatchObject({ registration_step: 'expired', step: 'expired' });
    const res = await acceptToc(inv.uuid, IPM_TERMS);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: onboardingTexts.invitationExpired });
  });
});

describe('sign_up', () => {
  it('validates the form with the shared password rules', async () => {
    const inv = await issue();
    await acceptToc(inv.uuid, IPM_TERMS);
    await activate(inv.uuid, inv.code);
    const empty = await signUp(inv.uuid, {});
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({
      email: [messages.required],
      password1: [messages.required],
      password2: [messages.required],
      phone_number: [messages.required],
      password_check_list: [invitationMessages.passwordChecklist],
      agreement_terms_and_policy: [invitationMessages.mustAgree],
    });
    const weak = await signUp(
      inv.uuid,
      signUpBody(inv, { password1: 'short', password2: 'other', agreement_terms_and_policy: false }),
    );
    expect(weak.json).toEqual({
      password1: [messages.passwordMustContain('At least 12 characters')],
      password2: [messages.passwordsDoNotMatch],
      agreement_terms_and_policy: [invitationMessages.mustAgree],
    });
    const common = await signUp(
      inv.uuid,
      signUpBody(inv, { password1: 'Password123!', password2: 'Password123!' }),
    );
    expect(common.json).toEqual({ password1: [messages.commonPassword] });
    const phone = await signUp(inv.uuid, signUpBody(inv, { phone_number: '0312345678' }));
    expect(phone.json).toEqual({ phone_number: [messages.formatNotValid('Phone number')] });
    const other = await signUp(inv.uuid, signUpBody(inv, { email: 'someone.else@example.com' }));
    expect(other.json).toEqual({ email: [invitationMessages.emailMismatch] });
    expect(await userIdOf(inv.email)).toBeUndefined();
  });

  it('signs up, confirms the mobile number, signs in and leads to the details and then the account', async () => {
    const inv = await upToConfirmPhone();
    expect((await invite(inv.uuid)).json).toMatchObject({ registration_step: 'confirm_phone_number' });
    const resendUrl = `/api/auth/wizard/${inv.uuid}/resend-phone-number-confirmation-from-invite/`;
    expect((await call(t.app, resendUrl, { body: {} })).status).toBe(200);
    expect((await call(t.app, resendUrl, { body: {} })).status).toBe(429);
    const code = codeIn((await lastMessage('sms', inv.phone_number)).body);

    const wrong = await confirmPhone(inv.uuid, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ code: ['The code is not valid.'] });
    expect((await confirmPhone(inv.uuid, '12')).json).toEqual({ code: [messages.exactSymbols('Code', 6)] });

    const ok = await confirmPhone(inv.uuid, code);
    expect(ok.status).toBe(200);
    expect(ok.json.profile).toMatchObject({
      email: inv.email,
      phone_number: inv.phone_number,
      registration_invite_uuid: inv.uuid,
      force_filling_missing_personal_details: true,
    });
    const key = ok.json.key as string;
    expect((await call(t.app, '/api/profiles/my/', { token: key })).status).toBe(200);
    expect((await confirmPhone(inv.uuid, code)).json).toEqual({ detail: invitationMessages.alreadyAccepted });

    expect((await invite(inv.uuid, key)).json).toMatchObject({
      registration_step: 'personal_details',
      step: 'activated',
    });
    const userId = (await userIdOf(inv.email))!;
    await seedDemoDetails(t.db, userId, { first_name: 'Robin', last_name: inv.last_name });
    expect((await invite(inv.uuid, key)).json.registration_step).toBe('account_create');

    const [account] = await t.db.query<{ id: number }>(
      `INSERT INTO accounts (name, account_type, application_id, primary_user_id, initiator_user_id)
       VALUES ('Robin', 'individual', 'ipm', $1, $1) RETURNING id`,
      [userId],
    );
    expect((await call(t.app, '/api/profiles/my/', { token: key })).json.registration_invite_uuid).toBe(
      inv.uuid,
    );
    await markPrimaryInvitationAccountCreated(t.db, { userId, accountId: account!.id });
    expect((await invite(inv.uuid, key)).json).toMatchObject({ step: 'completed', account_id: account!.id });
    // A finished invitation no longer leads anywhere.
    expect((await call(t.app, '/api/profiles/my/', { token: key })).json.registration_invite_uuid).toBeNull();
  });

  it('sends a new phone code once the wait is over', async () => {
    const inv = await upToConfirmPhone('icf');
    await t.db.query('DELETE FROM rate_limits');
    const res = await call(
      t.app,
      `/api/auth/wizard/${inv.uuid}/resend-phone-number-confirmation-from-invite/`,
      {
        body: {},
      },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: invitationMessages.phoneCodeSent });
    const code = codeIn((await lastMessage('sms', inv.phone_number)).body);
    expect((await confirmPhone(inv.uuid, code)).status).toBe(200);
  });

  it('refuses sign-up on a revoked invitation with the administrator’s address', async () => {
    const inv = await issue();
    await acceptToc(inv.uuid, IPM_TERMS);
    await activate(inv.uuid, inv.code);
    await t.db.query('UPDATE invitations SET revoked_at = now() WHERE uuid = $1::uuid', [inv.uuid]);
    const res = await signUp(inv.uuid, signUpBody(inv));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: invitationMessages.signUpNotAllowed('support@ipm.portal.example') });
  });
});

describe('login path for an e-mail that already has a user', () => {
  it('asks to sign in, refuses sign-up (403) and lets the matching signed-in user take the invitation up', async () => {
    const inv = await issue('icf', { ...person(), email: 'investor@demo.test' });
    await acceptToc(inv.uuid, ICF_TERMS);
    const activated = await activate(inv.uuid, inv.code);
    expect(activated.json.registration_step).toBe('login');

    const refused = await signUp(inv.uuid, signUpBody(inv));
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe(invitationMessages.signUpNotAllowed('support@icf.portal.example'));

    expect((await invite(inv.uuid, newcomer)).json.registration_step).toBe('login');
    expect((await invite(inv.uuid, investor)).json.registration_step).toBe('login_activate');

    const url = `/api/auth/wizard/${inv.uuid}/activate-user/`;
    expect((await call(t.app, url, { body: {} })).status).toBe(401);
    expect((await call(t.app, url, { body: {}, token: newcomer })).status).toBe(404);
    const ok = await call(t.app, url, { body: {}, token: investor });
    expect(ok.status).toBe(200);
    expect(ok.json.registration_step).toBe('account_create');
    const [row] = await t.db.query<{ registration_invite_uuid: string }>(
      'SELECT registration_invite_uuid FROM users WHERE id = $1',
      [investorId],
    );
    expect(row!.registration_invite_uuid).toBe(inv.uuid);
    expect((await call(t.app, url, { body: {}, token: investor })).json).toEqual({
      detail: invitationMessages.alreadyAccepted,
    });
  });

  it('lists the signed-in user’s open invitations', async () => {
    const inv = await issue('ipm', { ...person(), email: 'newcomer@demo.test' });
    const res = await call(t.app, '/api/auth/registration-invites/new/', { token: newcomer });
    expect(res.status).toBe(200);
    expect(res.json.map((i: { uuid: string }) => i.uuid)).toContain(inv.uuid);
    const theirs = await call(t.app, '/api/auth/registration-invites/new/', { token: investor });
    expect(theirs.json.map((i: { uuid: string }) => i.uuid)).not.toContain(inv.uuid);
    expect((await call(t.app, '/api/auth/registration-invites/new/')).status).toBe(401);
    // Spec 000 spells the same call new-invites in the auth family.
    const spelled = await call(t.app, '/api/auth/new-invites/', { token: newcomer });
    expect(spelled.json).toEqual(res.json);
  });

  it('takes another mobile number before it is confirmed, with the password set at sign-up', async () => {
    const inv = await upToConfirmPhone();
    const url = `/api/auth/wizard/${inv.uuid}/change-phone-number-from-invite/`;
    const wrong = await call(t.app, url, {
      body: { new_phone_number: '0471999001', password: 'Not-the-password-1!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      password: ['Your password was entered incorrectly. Please enter it again.'],
    });
    const invalid = await call(t.app, url, { body: { new_phone_number: '0312345678', password: PASSWORD } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.new_phone_number).toBeDefined();

    const res = await call(t.app, url, { body: { new_phone_number: '0471999001', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: invitationMessages.phoneCodeSent, new_phone_number: '0471999001' });
    const code = codeIn((await lastMessage('sms', '0471999001')).body);
    const ok = await confirmPhone(inv.uuid, code);
    expect(ok.status).toBe(200);
    expect(ok.json.profile.phone_number).toBe('0471999001');
    // Confirmed: the step is over, the number no longer changes this way.
    const after = await call(t.app, url, { body: { new_phone_number: '0471999002', password: PASSWORD } });
    expect(after.status).toBe(400);
  });
});

// --- Secondary ---

async function accountWithPerson(email: string, type: 'joint' | 'company' = 'joint') {
  const [account] = await t.db.query<{ id: number }>(
    `INSERT INTO accounts (name, account_type, application_id, primary_user_id, initiator_user_id, acn)
     VALUES ($1, $2, 'ipm', $3, $3, $4) RETURNING id`,
    [`Morgan ${type} ${email}`, type, investorId, type === 'company' ? '004085616' : ''],
  );
  await t.db.query('INSERT INTO account_members (account_id, user_id) VALUES ($1, $2)', [
    account!.id,
    investorId,
  ]);
  const [p] = await t.db.query<{ id: number }>(
    `INSERT INTO account_people (account_id, role_id, first_name, last_name, email, phone_number)
     VALUES ($1, $2, 'Kai', 'Second', $3, '0479000001') RETURNING id`,
    [account!.id, type === 'company' ? 2 : 1, email],
  );
  const deps = backgroundDeps(t.config, t.db);
  const { uuid } = await inviteSecondaryPerson(deps, {
    accountId: account!.id,
    personId: p!.id,
    invitedByUserId: investorId,
  });
  return { accountId: account!.id, personId: p!.id, uuid, email, phone_number: '0479000001' };
}

const secondary = (path: string, options: { body?: unknown; token?: string } = {}) =>
  call(t.app, `/api/secondary-users-invites/${path}`, options);

describe('secondary invitation', () => {
  it('goes from the e-mailed link to ready for acceptance and completed', async () => {
    const s = await accountWithPerson('kai.second@example.com', 'company');
    const email = await lastMessage('email', s.email);
    expect(email.body).toContain(`${t.config.publicUrl}/invitation-secondary/${s.uuid}/`);
    const token = email.body.match(/secondary-invite\/\d+\/([\w-]+)\//)![1]!;
    expect((await lastMessage('sms', '0479000001')).body).toContain(s.email);

    const first = await secondary(`${s.uuid}/`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      type: 'secondary',
      account_id: s.accountId,
      primary_user_full_name: 'Alex Morgan',
      registration_step: 'welcome',
      activation_object: {
        account_type: 'company',
        account_type_display: 'Company',
        acn: '004085616',
        secondary_users: [{ first_name: 'Kai', last_name: 'Second', label: 'Director' }],
        bank_accounts: [],
      },
    });

    expect((await secondary(`${s.uuid}/set-password/`, { body: signUpBody(s) })).json).toEqual({
      detail: invitationMessages.termsFirst,
    });
    const toc = await secondary(`${s.uuid}/accept_toc/`, { body: IPM_TERMS });
    expect(toc.json.registration_step).toBe('password_reset');

    const set = await secondary(`${s.uuid}/set-password/`, {
      body: signUpBody({ email: s.email, phone_number: '0479000002' }),
    });
    expect(set.status).toBe(200);
    expect(set.json.registration_step).toBe('confirm_phone_number');
    const userId = (await userIdOf(s.email))!;
    const [linked] = await t.db.query<{ user_id: number; verification_status: string; role: string }>(
      `SELECT p.user_id, p.verification_status, m.role FROM account_people p
         JOIN account_members m ON m.account_id = p.account_id AND m.user_id = p.user_id WHERE p.id = $1`,
      [s.personId],
    );
    expect(linked).toEqual({ user_id: userId, verification_status: 'registered', role: 'secondary' });

    const code = codeIn((await lastMessage('sms', '0479000002')).body);
    const confirmed = await secondary(`${s.uuid}/confirm-phone-number/`, { body: { code, email: s.email } });
    expect(confirmed.status).toBe(200);
    const key = confirmed.json.key as string;

    expect((await secondary(`${s.uuid}/`, { token: key })).json.registration_step).toBe('activation');
    // The account's people are shown only to the registered invitee now.
    expect((await secondary(`${s.uuid}/`)).json.activation_object).toBeNull();
    expect((await secondary(`${s.uuid}/activate/`, { body: {}, token: investor })).status).toBe(404);
    const activated = await secondary(`${s.uuid}/activate/`, { body: {}, token: key });
    expect(activated.status).toBe(200);
    expect(activated.json.registration_step).toBe('fill_individual_tax');

    await t.db.query(
      `INSERT INTO individual_taxes (user_id, has_not_tfn, is_australian_tax_resident, is_other_country_tax_resident)
       VALUES ($1, true, true, false)`,
      [userId],
    );
    expect((await secondary(`${s.uuid}/`, { token: key })).json.registration_step).toBe('personal_details');
    await seedDemoDetails(t.db, userId, { first_name: 'Kai', last_name: 'Second' });
    expect((await secondary(`${s.uuid}/`, { token: key })).json.registration_step).toBe(
      'ready_for_acceptance',
    );

    // The signed-in link opens the same invitation for the invitee only.
    expect((await secondary(`${token}/`, { token: key })).json.uuid).toBe(s.uuid);
    expect((await secondary(`${token}/`, { token: investor })).status).toBe(404);
    expect((await secondary(`${token}/`)).status).toBe(404);

    // The profile leads the invitee back to the invitation until they decide.
    const profile = async () => (await call(t.app, '/api/profiles/my/', { token: key })).json;
    expect((await profile()).force_activate_secondary_user_invite_token).toBe(s.uuid);

    await t.db.query("UPDATE account_people SET decision = 'accepted', decided_at = now() WHERE id = $1", [
      s.personId,
    ]);
    expect((await secondary(`${s.uuid}/`, { token: key })).json).toMatchObject({
      registration_step: 'completed',
      step: 'completed',
    });
    expect((await profile()).force_activate_secondary_user_invite_token).toBeNull();
  });

  it('asks an existing user to sign in and links them on activation', async () => {
    const s = await accountWithPerson('newcomer@demo.test');
    const toc = await secondary(`${s.uuid}/accept_toc/`, { body: IPM_TERMS });
    expect(toc.json.registration_step).toBe('login_registration');
    expect((await secondary(`${s.uuid}/set-password/`, { body: signUpBody(s) })).status).toBe(403);
    expect((await secondary(`${s.uuid}/`, { token: investor })).json.registration_step).toBe(
      'login_registration',
    );
    expect((await secondary(`${s.uuid}/`, { token: newcomer })).json).toMatchObject({
      registration_step: 'login_activation',
      activation_object: { account_type: 'joint', secondary_users: [{ label: 'Member' }] },
    });
    const ok = await secondary(`${s.uuid}/activate/`, { body: {}, token: newcomer });
    expect(ok.status).toBe(200);
    // newcomer@ has details but no individual tax yet.
    expect(ok.json.registration_step).toBe('fill_individual_tax');
    const newcomerId = await userIdOf('newcomer@demo.test');
    const [member] = await t.db.query<{ role: string }>(
      'SELECT role FROM account_members WHERE account_id = $1 AND user_id = $2',
      [s.accountId, newcomerId],
    );
    expect(member!.role).toBe('secondary');
  });

  it('says the invitation was withdrawn once its person is removed from the account', async () => {
    const s = await accountWithPerson('removed.person@example.com');
    expect((await secondary(`${s.uuid}/`)).json.registration_step).toBe('welcome');
    const removed = await call(t.app, `/api/accounts/${s.accountId}/secondary-users/${s.personId}/`, {
      method: 'DELETE',
      token: investor,
    });
    expect(removed.status).toBe(204);
    const after = await secondary(`${s.uuid}/`);
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ registration_step: 'expired', step: 'revoked', withdrawn: true });
    // Its calls are closed.
    expect((await secondary(`${s.uuid}/accept_toc/`, { body: IPM_TERMS })).status).toBe(400);
  });

  it('answers 404 for a primary invitation asked as secondary and the other way round', async () => {
    const inv = await issue();
    expect((await secondary(`${inv.uuid}/`)).status).toBe(404);
    const s = await accountWithPerson('other.person@example.com');
    expect((await invite(s.uuid)).status).toBe(404);
  });
});

describe('reinvite', () => {
  it('lets only the primary user re-invite a person who has not registered', async () => {
    const s = await accountWithPerson('reinvite.me@example.com');
    const url = `/api/accounts/${s.accountId}/secondary-users/${s.personId}/reinvite/`;
    expect((await call(t.app, url, { body: {} })).status).toBe(401);
    expect((await call(t.app, url, { body: {}, token: newcomer })).status).toBe(404);
    const missing = `/api/accounts/${s.accountId}/secondary-users/999999/reinvite/`;
    expect((await call(t.app, missing, { body: {}, token: investor })).status).toBe(404);

    const ok = await call(t.app, url, { body: {}, token: investor });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ detail: onboardingTexts.reinvited });
    expect((await secondary(`${s.uuid}/`)).json).toMatchObject({
      registration_step: 'expired',
      step: 'revoked',
    });
    const fresh = (await lastMessage('email', s.email)).body.match(/invitation-secondary\/([\w-]+)\//)![1]!;
    expect(fresh).not.toBe(s.uuid);
    expect((await secondary(`${fresh}/`)).json.registration_step).toBe('welcome');

    // A secondary member of the account may see it but not re-invite.
    const newcomerId = (await userIdOf('newcomer@demo.test'))!;
    await t.db.query(`INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $2, 'secondary')`, [
      s.accountId,
      newcomerId,
    ]);
    expect((await call(t.app, url, { body: {}, token: newcomer })).status).toBe(403);

    await t.db.query('UPDATE account_people SET user_id = $2 WHERE id = $1', [s.personId, newcomerId]);
    const registered = await call(t.app, url, { body: {}, token: investor });
    expect(registered.status).toBe(400);
    expect(registered.json).toEqual({ detail: invitationMessages.alreadyRegistered });
  });
});

describe('dev invitations', () => {
  it('are not served in production', async () => {
    const prod = await createTestApp({ production: true });
    try {
      const res = await call(prod.app, '/api/dev/invitations/', {
        body: { application: 'ipm', ...person() },
      });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
