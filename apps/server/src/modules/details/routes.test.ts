import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AUSTRALIA_COUNTRY_ID,
  australianPostcodeProblem,
  australianStateProblem,
} from '@portal/contracts/australian-address';
import isoCountries from 'i18n-iso-countries';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import suburbs from '../../providers/au-suburbs.json' with { type: 'json' };
import { call, signIn, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let dataDir: string;
let details: string; // details@demo.test: nothing filled in
let investor: string; // investor@demo.test: complete details
let au: number;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%fake\n');

function multipart(parts: Array<{ name: string; value: string | Uint8Array; filename?: string }>) {
  const boundary = '----portal-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, bytes: Uint8Array, fileName = 'licence.png') {
  const body = multipart([
    { name: 'file', value: bytes, filename: fileName },
    { name: 'file_name', value: fileName },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/personal-document/',
    headers: { authorization: `Token ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, json: res.json() };
}

const personalBody = (fileId: number, document: Record<string, unknown> = {}) => ({
  title: 1,
  gender: 1,
  first_name: 'Riley',
  last_name: 'Chen',
  date_of_birth: '1985-06-01',
  street_name: 'Collins Street',
  street_number: '10',
  address_line_1: '10 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  post_code: '3000',
  country: au,
  primary_verification_document: {
    document_type: 'driver_licence',
    document_id: 'D1234567',
    document_state: 'VIC',
    card_number: 'C123456',
    issue_date: '2020-01-01',
    expiry_date: '2099-01-01',
    document_file: fileId,
    consent_access: true,
    ...document,
  },
});

const contactBody = () => ({
  channel: 'email',
  country: au,
  address_line_1: '10 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  post_code: '3000',
});
const additionalBody = () => ({
  occupation: 'Engineer',
  country_of_citizenship: [au],
  is_sole_trader: false,
  non_australian_resident: false,
  non_australian_tax_resident: false,
});

const profile = async (token: string) =>
  (await call(t.app, '/api/profiles/my/', { token, headers: { accept: 'application/json; version=2' } }))
    .json;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'details-test-'));
  t = await createTestApp({ dataDir: path.join(dataDir, 'db') });
  au = (await t.db.query<{ id: number }>("SELECT id FROM countries WHERE code = 'AU'"))[0]!.id;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.query('DELETE FROM rate_limits');
  details = await signIn(t.app, 'details@demo.test');
  investor = await signIn(t.app, 'investor@demo.test');
});

describe('lookups', () => {
  it('answers countries, languages, AU regions, genders, titles by gender, states and document info', async () => {
    const countries = (await call(t.app, '/api/utils/countries/', { token: details })).json;
    expect(countries).toContainEqual({ id: au, code: 'AU', name: 'Australia' });
    expect(countries.length).toBeGreaterThan(200);
    const languages = (await call(t.app, '/api/utils/languages/', { token: details })).json;
    expect(languages[0]).toMatchObject({ code: 'en', name: 'English' });
    const regions = (await call(t.app, '/api/utils/regions/?page_size=500', { token: details })).json;
    expect(regions.count).toBe(8);
    expect(regions.results).toContainEqual(expect.objectContaining({ code: 'NSW', name: 'New South Wales' }));
    const genders = (await call(t.app, '/api/genders/', { token: details })).json;
    expect(genders.map((g: { key: string }) => g.key)).toEqual(['male', 'female', 'other']);
    const titles = (await call(t.app, '/api/name-titles/?gender=1', { token: details })).json;
    expect(titles.map((g: { title: string }) => g.title)).toEqual(['Mr', 'Mx', 'Dr']);
    const states = (await call(t.app, '/api/utils/au-states/', { token: details })).json;
    expect(states).toContainEqual({ code: 'VIC', name: 'Victoria' });
    const info = (await call(t.app, '/api/utils/states-document-info/', { token: details })).json;
    expect(info).toContainEqual({ state: 'QLD', has_card_number: true });
  });

  it('answers the current ISO 3166-1 countries, each name once and no withdrawn code', async () => {
    const countries: { code: string; name: string }[] = (
      await call(t.app, '/api/utils/countries/', { token: details })
    ).json;
    const codes = countries.map((c) => c.code).sort();
    expect(codes).toEqual(Object.keys(isoCountries.getAlpha2Codes()).sort());
    for (const withdrawn of ['DD', 'UK', 'SU', 'YU', 'CS', 'ZR', 'TP'])
      expect(codes).not.toContain(withdrawn);
    const names = countries.map((c) => c.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('gives Australia the id the shared address rule names, and every shipped suburb passes that rule', () => {
    expect(au).toBe(AUSTRALIA_COUNTRY_ID);
    const failing = (suburbs as [string, string, string][]).filter(
      ([, postcode, state]) => australianStateProblem(state) ?? australianPostcodeProblem(postcode, state),
    );
    expect(failing).toEqual([]);
  });

  it('refuses an Australian state or postcode that is not one, stores nothing and says which field', async () => {
    const before = await t.db.query('SELECT * FROM contact_details ORDER BY id');
    const wrong = await call(t.app, '/api/contact-details/', {
      token: details,
      body: { ...contactBody(), state: 'XYZ', post_code: '20A0' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      state: ['State is not valid'],
      post_code: ['Postcode must contain numbers only'],
    });
    const elsewhere = await call(t.app, '/api/profiles/my/change-address/', {
      token: investor,
      body: { ...contactBody(), state: 'NSW', post_code: '3000' },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json).toEqual({ post_code: ['Postcode is not valid'] });
    expect(await t.db.query('SELECT * FROM contact_details ORDER BY id')).toEqual(before);
  });

  it('searches real Australian suburbs and postcodes, only for queries over 2 characters', async () => {
    const bondi = await call(t.app, '/api/utils/address-search/?query=bondi%20beach', { token: details });
    expect(bondi.json).toContainEqual({
      full_address: 'Bondi Beach NSW 2026',
      address_line_1: '',
      street_number: '',
      street_name: '',
      suburb: 'Bondi Beach',
      postcode: '2026',
      state: 'NSW',
    });
    const byPostcode = await call(t.app, '/api/utils/address-search/?query=3000', { token: details });
    expect(byPostcode.json).toContainEqual(expect.objectContaining({ suburb: 'Melbourne', state: 'VIC' }));
    const short = await call(t.app, '/api/utils/address-search/?query=bo', { token: details });
    expect(short.status).toBe(400);
    expect((await call(t.app, '/api/utils/address-search/?query=bondi')).status).toBe(401);
  });
});

describe('personal documents', () => {
  it('stores a file under a server-chosen name, by its content type, and refuses other content', async () => {
    const ok = await upload(details, PDF, '../../etc/passwd.pdf');
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      id: expect.any(Number),
      file: `/api/personal-document/${ok.json.id}/`,
      file_name: 'passwd.pdf',
    });
    const [row] = await t.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM personal_documents WHERE id = $1',
      [ok.json.id],
    );
    expect(row!.storage_key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    // A text file named .png is refused: the type is read from the content.
    const fake = await upload(details, new TextEncoder().encode('not really a png'), 'photo.png');
    expect(fake.status).toBe(400);
    expect(fake.json).toEqual({ file: ['Selected File is not Supported for Upload'] });
  });

  it('refuses more than 10 MB with 413 and keeps no row and no file', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM personal_documents'))[0]!
      .n;
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(details, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ detail: 'Max file size is - 10MB' });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM personal_documents'))[0]!.n).toBe(
      before,
    );
  });

  it("serves a document to its owner as an attachment, and another user's id as not found", async () => {
    const { json } = await upload(details, PNG, 'front.png');
    const own = await call(t.app, `/api/personal-document/${json.id}/`, { token: details });
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="front.png"/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const other = await call(t.app, `/api/personal-document/${json.id}/`, { token: investor });
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ detail: 'Not found.' });
    const otherDelete = await call(t.app, `/api/personal-document/${json.id}/`, {
      token: investor,
      method: 'DELETE',
    });
    expect(otherDelete.status).toBe(404);
    const filesDir = `${path.join(dataDir, 'db')}-files`;
    const countFiles = async () =>
      (await readdir(filesDir, { recursive: true })).filter((f) => /\.(png|pdf|jpg)$/.test(String(f))).length;
    const before = await countFiles();
    const del = await call(t.app, `/api/personal-document/${json.id}/`, { token: details, method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await call(t.app, `/api/personal-document/${json.id}/`, { token: details })).status).toBe(404);
    expect(await countFiles()).toBe(before - 1);
  });
});

describe('registration details', () => {
  it('forces the Individual info flow until personal, contact and additional details are complete', async () => {
    const before = await profile(details);
    expect(before.force_filling_missing_personal_details).toBe(true);
    expect(before.personal_detail).toBeNull();
    expect((await profile(investor)).force_filling_missing_personal_details).toBe(false);
    expect((await profile(investor)).personal_detail).toMatchObject({ is_verified: true });
    const staff = await signInStaff(t.app);
    expect((await profile(staff)).force_filling_missing_personal_details).toBe(false);

    const step = await call(t.app, '/api/auth/registration-steps/?step=personal_details', { token: details });
    expect(step.json).toEqual({ step: 'personal_details', data: null });

    const file = await upload(details, PNG);
    const personal = await call(t.app, '/api/personal-details/', {
      token: details,
      body: personalBody(file.json.id),
    });
    expect(personal.status).toBe(200);
    expect(personal.json).toMatchObject({
      status: 'verified',
      is_verified: true,
      no_failed_verification_attempts: 0,
      title: { id: 1, title: 'Mr' },
      gender: { id: 1, key: 'male' },
      verification_error: null,
      primary_verification_document: { document_id: 'D1234567', document_file: { id: file.json.id } },
    });
    expect((await profile(details)).force_filling_missing_personal_details).toBe(true);

    const contact = await call(t.app, '/api/contact-details/', { token: details, body: contactBody() });
    expect(contact.status).toBe(200);
    expect(contact.json).toMatchObject({ channel: 'email', suburb: 'Melbourne', country: au });
    const additional = await call(t.app, '/api/additional-details/', {
      token: details,
      body: additionalBody(),
    });
    expect(additional.status).toBe(200);
    expect(additional.json).toMatchObject({ occupation: 'Engineer', preferred_language: 'en' });

    const after = await profile(details);
    expect(after.force_filling_missing_personal_details).toBe(false);
    expect(after.personal_detail).toMatchObject({ id: personal.json.id, is_verified: true });
    expect(after.contact_detail).toMatchObject({ id: contact.json.id });
    expect(after.additional_detail).toMatchObject({ id: additional.json.id });
    const steps = await call(t.app, '/api/auth/registration-steps/?step=contact_details', { token: details });
    expect(steps.json.data).toMatchObject({ id: contact.json.id });

    // A verified document sent back unchanged needs no new consent.
    const again = await call(t.app, `/api/personal-details/${personal.json.id}/`, {
      token: details,
      method: 'PATCH',
      body: personalBody(file.json.id, { consent_access: false }),
    });
    expect(again.status).toBe(200);
    const changed = await call(t.app, `/api/personal-details/${personal.json.id}/`, {
      token: details,
      method: 'PATCH',
      body: personalBody(file.json.id, { consent_access: false, document_id: 'D7654321' }),
    });
    expect(changed.status).toBe(400);
    expect(changed.json).toEqual({
      'primary_verification_document.consent_access': ['This field is required'],
    });
  });

  it('counts failed identity checks, answers the message, and skip-verification moves on', async () => {
    await t.db.query(
      "DELETE FROM personal_details WHERE user_id = (SELECT id FROM users WHERE email = 'newcomer@demo.test')",
    );
    const newcomer = await signIn(t.app, 'newcomer@demo.test');
    const file = await upload(newcomer, PNG);
    let id = 0;
    for (const attempt of [1, 2, 3]) {
      const res = await call(t.app, id ? `/api/personal-details/${id}/` : '/api/personal-details/', {
        token: newcomer,
        method: id ? 'PATCH' : 'POST',
        body: personalBody(file.json.id, { document_id: 'FAIL123' }),
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        status: 'not_verified',
        is_verified: false,
        no_failed_verification_attempts: attempt,
      });
      expect(res.json.verification_error).toBe(
        'We could not verify your identity with the details provided. Please check them and try again.',
      );
      id = res.json.id;
    }
    expect((await profile(newcomer)).force_filling_missing_personal_details).toBe(true);
    expect(
      (await call(t.app, `/api/personal-details/${id}/skip-verification/`, { token: investor, body: {} }))
        .status,
    ).toBe(404);
    const skip = await call(t.app, `/api/personal-details/${id}/skip-verification/`, {
      token: newcomer,
      body: {},
    });
    expect(skip.status).toBe(200);
    const p = await profile(newcomer);
    expect(p.personal_detail).toMatchObject({ status: 'skipped', is_verified: false });
    expect(p.requires_secondary_document).toBe(true);

    const types = await call(t.app, '/api/secondary-verification-document/available-types/', {
      token: newcomer,
    });
    expect(types.json.available_types.map((x: { key: string }) => x.key)).not.toContain('driver_licence');
    const otherFile = await upload(investor, PDF);
    const refused = await call(t.app, '/api/secondary-verification-document/', {
      token: newcomer,
      body: { document_type: 'passport', document_file: otherFile.json.id },
    });
    expect(refused.status).toBe(404);
    const secondFile = await upload(newcomer, PDF);
    const saved = await call(t.app, '/api/secondary-verification-document/', {
      token: newcomer,
      body: { document_type: 'passport', document_file: secondFile.json.id },
    });
    expect(saved.status).toBe(200);
    expect((await profile(newcomer)).requires_secondary_document).toBe(false);
  });

  it("refuses another user's details and documents with 404 and changes nothing", async () => {
    const file = await upload(details, PNG);
    const mine = await call(t.app, '/api/registration-steps/', { token: investor });
    expect(mine.status).toBe(404);
    const investorStep = await call(t.app, '/api/auth/registration-steps/?step=personal_details', {
      token: investor,
    });
    const investorContact = await call(t.app, '/api/auth/registration-steps/?step=contact_details', {
      token: investor,
    });
    const investorAdditional = await call(t.app, '/api/auth/registration-steps/?step=additional_details', {
      token: investor,
    });
    const personal = await call(t.app, `/api/personal-details/${investorStep.json.data.id}/`, {
      token: details,
      method: 'PATCH',
      body: personalBody(file.json.id),
    });
    expect(personal.status).toBe(404);
    const contact = await call(t.app, `/api/contact-details/${investorContact.json.data.id}/`, {
      token: details,
      method: 'PATCH',
      body: contactBody(),
    });
    expect(contact.status).toBe(404);
    const additional = await call(t.app, `/api/additional-details/${investorAdditional.json.data.id}/`, {
      token: details,
      method: 'PATCH',
      body: additionalBody(),
    });
    expect(additional.status).toBe(404);
    // Another user's uploaded file cannot back my document.
    const investorFile = await upload(investor, PNG);
    const borrowed = await call(t.app, '/api/personal-details/', {
      token: details,
      body: personalBody(investorFile.json.id),
    });
    expect(borrowed.status).toBe(404);
    // Another user's account cannot be named.
    const [account] = await t.db.query<{ id: number }>(
      "SELECT account_id AS id FROM account_members WHERE user_id = (SELECT id FROM users WHERE email = 'investor@demo.test') LIMIT 1",
    );
    const forAccount = await call(
      t.app,
      `/api/auth/registration-steps/?step=personal_details&account=${account!.id}`,
      { token: details },
    );
    expect(forAccount.status).toBe(404);
    const contactForAccount = await call(t.app, '/api/contact-details/', {
      token: details,
      body: { ...contactBody(), account: account!.id },
    });
    expect(contactForAccount.status).toBe(404);
    const after = await call(t.app, '/api/auth/registration-steps/?step=contact_details', {
      token: investor,
    });
    expect(after.json.data).toEqual(investorContact.json.data);
  });

  it('applies the spec rules of section 5 to the bodies', async () => {
    const file = await upload(details, PNG);
    const res = await call(t.app, '/api/personal-details/', {
      token: details,
      body: {
        ...personalBody(file.json.id),
        first_name: 'R2D2',
        date_of_birth: '2020-01-01',
        street_name: '',
      },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      first_name: ['This field must contain letters only'],
      date_of_birth: ['You must be at least 18 years old'],
      street_name: ['This field is required'],
    });
    const doc = await call(t.app, '/api/personal-details/', {
      token: details,
      body: personalBody(file.json.id, { document_id: 'AB-12', card_number: '', issue_date: '2999-01-01' }),
    });
    expect(doc.json).toEqual({
      'primary_verification_document.document_id': ['The format is not valid'],
      'primary_verification_document.issue_date': ['Date cannot be in the future'],
      'primary_verification_document.card_number': ['This field is required'],
    });
    const additional = await call(t.app, '/api/additional-details/', {
      token: details,
      body: {
        ...additionalBody(),
        non_australian_tax_resident: true,
        non_australian_tax_resident_country: au,
        non_australian_tax_identification_number: '123',
      },
    });
    expect(additional.json).toEqual({
      non_australian_tax_identification_number: ['Tax identification number must contain 9 symbols'],
    });
    const titleMismatch = await call(t.app, '/api/personal-details/', {
      token: details,
      body: { ...personalBody(file.json.id), title: 2 },
    });
    expect(titleMismatch.json).toEqual({ title: ['Please select an option'] });
  });
});

describe('the profile follows detail changes at once', () => {
  it("a staff member managing a user sees the user's new details at the next profile read", async () => {
    const t2 = await createTestApp();
    try {
      const staff = await signInStaff(t2.app);
      const [investor] = await t2.db.query<{ id: number }>(
        "SELECT id FROM users WHERE email = 'investor@demo.test'",
      );
      const headers = { 'x-managed-user-id': String(investor!.id) };
      const before = await call(t2.app, '/api/profiles/my/', { token: staff, headers });
      expect(before.status).toBe(200);
      await t2.db.query("UPDATE contact_details SET suburb = 'CHANGED SUBURB' WHERE user_id = $1", [
        investor!.id,
      ]);
      const after = await call(t2.app, '/api/profiles/my/', { token: staff, headers });
      expect(after.json.managed_user_individual_info.contact_detail.suburb).toBe('CHANGED SUBURB');
    } finally {
      await t2.close();
    }
  });
});

describe('passport variants (spec 000 section 3)', () => {
  const passportDocument = (fileId: number) => ({
    document_type: 'passport',
    passport_document_id: 'PB7654321',
    passport_issue_date: '2021-05-01',
    passport_expiry_date: '2099-04-30',
    passport_document_file: fileId,
    passport_consent_access: true,
  });

  it('a user holds a driver licence and a passport; only the chosen one is checked and saved', async () => {
    const seeded = await call(t.app, '/api/auth/registration-steps/?step=personal_details', {
      token: investor,
    });
    expect(seeded.json.data).toMatchObject({
      passport_consent_access: true,
      primary_verification_document: {
        document_type: 'passport',
        document_id: null,
        passport_document_id: 'PA1234567',
        passport_issue_date: '2020-01-15',
        passport_expiry_date: '2030-01-14',
        passport_document_file: null,
      },
    });
    const id = seeded.json.data.id;

    const licenceFile = await upload(investor, PNG, 'licence.png');
    const licence = await call(t.app, `/api/personal-details/${id}/`, {
      token: investor,
      method: 'PATCH',
      body: personalBody(licenceFile.json.id, { passport_document_id: 'IGNORED1' }),
    });
    expect(licence.status).toBe(200);
    expect(licence.json).toMatchObject({
      is_verified: true,
      consent_access: true,
      passport_consent_access: true,
      primary_verification_document: {
        document_type: 'driver_licence',
        document_id: 'D1234567',
        card_number: 'C123456',
        document_file: { id: licenceFile.json.id, file_name: 'licence.png' },
        passport_document_id: 'PA1234567',
        passport_expiry_date: '2030-01-14',
      },
    });

    // Choosing the passport asks for its own consent and file, and checks the passport.
    const passportFile = await upload(investor, PNG, 'passport.png');
    const noConsent = await call(t.app, `/api/personal-details/${id}/`, {
      token: investor,
      method: 'PATCH',
      body: personalBody(licenceFile.json.id, {
        ...passportDocument(passportFile.json.id),
        passport_consent_access: false,
        consent_access: true,
      }),
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json).toEqual({
      'primary_verification_document.passport_consent_access': ['This field is required'],
    });
    const failing = await call(t.app, `/api/personal-details/${id}/`, {
      token: investor,
      method: 'PATCH',
      body: personalBody(licenceFile.json.id, {
        ...passportDocument(passportFile.json.id),
        passport_document_id: 'FAIL123',
      }),
    });
    expect(failing.json).toMatchObject({ is_verified: false, no_failed_verification_attempts: 1 });
    const passport = await call(t.app, `/api/personal-details/${id}/`, {
      token: investor,
      method: 'PATCH',
      body: personalBody(licenceFile.json.id, passportDocument(passportFile.json.id)),
    });
    expect(passport.json).toMatchObject({
      is_verified: true,
      primary_verification_document: {
        document_type: 'passport',
        passport_document_id: 'PB7654321',
        passport_issue_date: '2021-05-01',
        passport_expiry_date: '2099-04-30',
        passport_document_file: { id: passportFile.json.id, file_name: 'passport.png' },
        document_id: 'D1234567',
        document_state: 'VIC',
        card_number: 'C123456',
        expiry_date: '2099-01-01',
        document_file: { id: licenceFile.json.id },
      },
    });

    // The verified passport sent back unchanged needs no new consent and is not checked again.
    await t.db.query('DELETE FROM rate_limits');
    const unchanged = await call(t.app, `/api/personal-details/${id}/`, {
      token: investor,
      method: 'PATCH',
      body: personalBody(licenceFile.json.id, {
        ...passportDocument(passportFile.json.id),
        passport_consent_access: false,
        document_id: 'CHANGED1',
      }),
    });
    expect(unchanged.json).toMatchObject({
      is_verified: true,
      primary_verification_document: { passport_document_id: 'PB7654321', document_id: 'D1234567' },
    });

    // Another user's file cannot back the passport.
    const otherFile = await upload(details, PNG);
    const foreign = await call(t.app, `/api/personal-details/${id}/`, {
      token: investor,
      method: 'PATCH',
      body: personalBody(licenceFile.json.id, passportDocument(otherFile.json.id)),
    });
    expect(foreign.status).toBe(404);
  });
});
