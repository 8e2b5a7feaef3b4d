import { describe, expect, it } from 'vitest';
import { todayIso } from '../dates.ts';
import { allIssues, firstIssue } from '../test-utils.ts';
import {
  zAdditionalDetailsForm,
  zAddress,
  zContactDetailsForm,
  zIdentityDocumentForm,
  zPersonalDetailsForm,
} from './details.ts';

const REQUIRED = 'This field is required';

/** An ISO date moved by whole years and days from `iso`, on the UTC calendar. */
const shift = (iso: string, { years = 0, days = 0 }: { years?: number; days?: number }): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
};

describe('zAddress and zContactDetailsForm', () => {
  const address = {
    address_line_1: '1 George St',
    suburb: 'Sydney',
    state: 'NSW',
    post_code: '2000',
    country: 13,
  };
  it('accepts an address; only the country is required', () => {
    expect(zAddress.safeParse(address).success).toBe(true);
    expect(zAddress.safeParse({ country: 'AU' }).success).toBe(true);
    expect(firstIssue(zAddress, { ...address, country: '' })).toEqual({
      message: REQUIRED,
      path: ['country'],
    });
    expect(firstIssue(zAddress, { ...address, country: undefined })).toEqual({
      message: REQUIRED,
      path: ['country'],
    });
  });
  it.each([
    ['address_line_1', 35],
    ['suburb', 35],
    ['state', 255],
    ['post_code', 10],
  ] as const)('boundary: %s at most %i', (field, max) => {
    expect(zAddress.safeParse({ ...address, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(firstIssue(zAddress, { ...address, [field]: 'x'.repeat(max + 1) })).toEqual({
      message: `Ensure this field has no more than ${max} characters`,
      path: [field],
    });
  });
  it('contact details default the channel to phone', () => {
    expect(zContactDetailsForm.parse(address).channel).toBe('phone');
    expect(firstIssue(zContactDetailsForm, { ...address, channel: 'fax' })).toEqual({
      message: 'Please select an option',
      path: ['channel'],
    });
  });
});

describe('zPersonalDetailsForm', () => {
  const today = todayIso();
  const valid = {
    title: 1,
    gender: 'female',
    first_name: 'Zoë',
    middle_name: '',
    last_name: "O'Brien-Smith",
    preferred_name: 'Zo',
    date_of_birth: shift(today, { years: -30 }),
    street_name: 'George St',
    street_number: '1A',
    address_line_1: '',
    suburb: 'Sydney',
    state: 'NSW',
    post_code: '2000',
    country: 'AU',
  };
  it('accepts complete details', () => {
    expect(zPersonalDetailsForm.safeParse(valid).success).toBe(true);
  });
  it('requires title, gender, first and last name, date of birth, street name and number, country', () => {
    const empty = {
      ...valid,
      title: '',
      gender: null,
      first_name: '',
      last_name: ' ',
      date_of_birth: '',
      street_name: '',
      street_number: '',
      country: '',
    };
    expect(allIssues(zPersonalDetailsForm, empty)).toEqual([
      ['title', REQUIRED],
      ['gender', REQUIRED],
      ['first_name', REQUIRED],
      ['last_name', REQUIRED],
      ['date_of_birth', REQUIRED],
      ['street_name', REQUIRED],
      ['street_number', REQUIRED],
      ['country', REQUIRED],
    ]);
  });
  it('names allow letters only', () => {
    for (const field of ['first_name', 'middle_name', 'last_name', 'preferred_name']) {
      expect(firstIssue(zPersonalDetailsForm, { ...valid, [field]: 'Ann3' })).toEqual({
        message: 'This field must contain letters only',
        path: [field],
      });
    }
  });
  it.each([
    ['first_name', 50],
    ['middle_name', 50],
    ['last_name', 50],
    ['preferred_name', 28],
    ['street_name', 35],
    ['street_number', 10],
  ] as const)('boundary: %s at most %i', (field, max) => {
    expect(zPersonalDetailsForm.safeParse({ ...valid, [field]: 'a'.repeat(max) }).success).toBe(true);
    expect(firstIssue(zPersonalDetailsForm, { ...valid, [field]: 'a'.repeat(max + 1) })).toEqual({
      message: `Ensure this field has no more than ${max} characters`,
      path: [field],
    });
  });
  it('boundary: 18 today passes, 17 years and 364 days fails', () => {
    // On 29 February "18 years ago today" is 28 February (the field tests pin this with fixed dates).
    const eighteen = today.endsWith('-02-29')
      ? `${Number(today.slice(0, 4)) - 18}-02-28`
      : shift(today, { years: -18 });
    expect(zPersonalDetailsForm.safeParse({ ...valid, date_of_birth: eighteen }).success).toBe(true);
    expect(
      firstIssue(zPersonalDetailsForm, { ...valid, date_of_birth: shift(eighteen, { days: 1 }) }),
    ).toEqual({
      message: 'You must be at least 18 years old',
      path: ['date_of_birth'],
    });
  });
});

describe('zIdentityDocumentForm', () => {
  const today = '2026-03-05';
  const licence = {
    document_type: 'driver_licence',
    document_id: 'AB123456',
    document_state: 'NSW',
    card_number: '1234567890',
    issue_date: '2020-01-01',
    expiry_date: '2030-01-01',
    consent_access: true,
  };
  const passport = {
    document_type: 'passport',
    passport_document_id: 'PA1234567',
    passport_issue_date: '2020-01-01',
    passport_expiry_date: '2030-01-01',
    passport_consent_access: true,
  };
  const form = zIdentityDocumentForm({ today });

  it('accepts a complete driver licence and a complete passport', () => {
    expect(form.safeParse(licence).success).toBe(true);
    expect(form.safeParse(passport).success).toBe(true);
  });
  it('the type is driver_licence or passport', () => {
    expect(firstIssue(form, { ...passport, document_type: 'medicare_card' })).toEqual({
      message: REQUIRED,
      path: ['document_type'],
    });
  });
  it("the document id is alphanumeric ('The format is not valid'), at most 11", () => {
    expect(firstIssue(form, { ...licence, document_id: 'AB-12' })).toEqual({
      message: 'The format is not valid',
      path: ['document_id'],
    });
    expect(firstIssue(form, { ...passport, passport_document_id: 'PA-12' })).toEqual({
      message: 'The format is not valid',
      path: ['passport_document_id'],
    });
    expect(firstIssue(form, { ...passport, passport_document_id: 'P'.repeat(12) })?.message).toBe(
      'Ensure this field has no more than 11 characters',
    );
  });
  it('checks only the chosen document: a passport in the passport_* fields, a licence in the others', () => {
    expect(allIssues(form, { ...passport, ...licence, document_type: 'passport' })).toEqual([]);
    expect(allIssues(form, { ...licence, passport_document_id: 'PA-12', passport_expiry_date: 'x' })).toEqual(
      [],
    );
    expect(allIssues(form, { ...licence, document_type: 'passport' })).toEqual([
      ['passport_document_id', REQUIRED],
      ['passport_issue_date', REQUIRED],
      ['passport_expiry_date', REQUIRED],
      ['passport_consent_access', REQUIRED],
    ]);
    expect(allIssues(form, { ...passport, document_type: 'driver_licence' })).toEqual([
      ['document_id', REQUIRED],
      ['issue_date', REQUIRED],
      ['expiry_date', REQUIRED],
      ['document_state', REQUIRED],
      ['card_number', REQUIRED],
      ['consent_access', REQUIRED],
    ]);
  });
  it('a driver licence needs its state and card number (at most 11)', () => {
    expect(allIssues(form, { ...licence, document_state: '', card_number: '' })).toEqual([
      ['document_state', REQUIRED],
      ['card_number', REQUIRED],
    ]);
    expect(form.safeParse({ ...licence, card_number: 'C'.repeat(11) }).success).toBe(true);
    expect(firstIssue(form, { ...licence, card_number: 'C'.repeat(12) })).toEqual({
      message: 'Ensure this field has no more than 11 characters',
      path: ['card_number'],
    });
  });
  it('a passport needs no state or card number', () => {
    expect(form.safeParse({ ...passport, document_state: null, card_number: '' }).success).toBe(true);
  });
  it.each([
    [licence, 'issue_date', 'expiry_date'],
    [passport, 'passport_issue_date', 'passport_expiry_date'],
  ] as const)('%o: expiry not in the past, issue not in the future', (doc, issue, expiry) => {
    expect(allIssues(form, { ...doc, [issue]: '2026-03-06', [expiry]: '2026-03-04' })).toEqual([
      [issue, 'Date cannot be in the future'],
      [expiry, 'Date cannot be in the past'],
    ]);
    expect(form.safeParse({ ...doc, [issue]: today, [expiry]: today }).success).toBe(true);
  });
  it('the DVS consent of the chosen document must be ticked', () => {
    expect(firstIssue(form, { ...licence, consent_access: false })).toEqual({
      message: REQUIRED,
      path: ['consent_access'],
    });
    expect(firstIssue(form, { ...passport, passport_consent_access: false, consent_access: true })).toEqual({
      message: REQUIRED,
      path: ['passport_consent_access'],
    });
    expect(firstIssue(form, { ...passport, passport_consent_access: undefined })).toEqual({
      message: REQUIRED,
      path: ['passport_consent_access'],
    });
  });
  it('unless the document is already verified and unchanged', () => {
    const verified = zIdentityDocumentForm({ alreadyVerifiedAndUnchanged: true, today });
    expect(verified.safeParse({ ...passport, passport_consent_access: false }).success).toBe(true);
  });
  it('requires the document file only when the caller says so', () => {
    expect(form.safeParse(passport).success).toBe(true);
    const withFile = zIdentityDocumentForm({ documentFileRequired: true, today });
    expect(firstIssue(withFile, passport)).toEqual({ message: REQUIRED, path: ['passport_document_file'] });
    expect(firstIssue(withFile, { ...passport, document_file: 42 })?.path).toEqual([
      'passport_document_file',
    ]);
    expect(withFile.safeParse({ ...passport, passport_document_file: 42 }).success).toBe(true);
    expect(firstIssue(withFile, licence)).toEqual({ message: REQUIRED, path: ['document_file'] });
  });
});

describe('zAdditionalDetailsForm', () => {
  const base = {
    occupation: 'Engineer',
    country_of_citizenship: ['AU'],
    is_sole_trader: false,
    non_australian_resident: false,
    non_australian_tax_resident: false,
  };
  const soleTrader = {
    ...base,
    is_sole_trader: true,
    business_name: 'Ann Pty',
    business_activity: 'Consulting',
    abn: '51 824 753 556',
    office_address_line_1: '1 George St',
    office_address_suburb: 'Sydney',
    office_address_state: 'NSW',
    office_address_post_code: '2000',
    office_address_country: 'AU',
    principal_place_address_line_1: '2 Pitt St',
    principal_place_suburb: 'Sydney',
    principal_place_state: 'NSW',
    principal_place_post_code: '',
    principal_place_country: 13,
  };

  it('accepts the minimum and defaults the language to en', () => {
    const parsed = zAdditionalDetailsForm.parse(base);
    expect(parsed.preferred_language).toBe('en');
  });
  it('occupation required, at most 35', () => {
    expect(firstIssue(zAdditionalDetailsForm, { ...base, occupation: '' })).toEqual({
      message: REQUIRED,
      path: ['occupation'],
    });
    expect(zAdditionalDetailsForm.safeParse({ ...base, occupation: 'o'.repeat(35) }).success).toBe(true);
    expect(firstIssue(zAdditionalDetailsForm, { ...base, occupation: 'o'.repeat(36) })).toEqual({
      message: 'Ensure this field has no more than 35 characters',
      path: ['occupation'],
    });
  });
  it('at least one country of citizenship', () => {
    expect(firstIssue(zAdditionalDetailsForm, { ...base, country_of_citizenship: [] })).toEqual({
      message: REQUIRED,
      path: ['country_of_citizenship'],
    });
  });
  it("the yes/no questions read 'Please select an option' when unanswered", () => {
    expect(allIssues(zAdditionalDetailsForm, { occupation: 'x', country_of_citizenship: ['AU'] })).toEqual([
      ['is_sole_trader', 'Please select an option'],
      ['non_australian_resident', 'Please select an option'],
      ['non_australian_tax_resident', 'Please select an option'],
    ]);
  });
  it('a sole trader gives the business and both addresses', () => {
    expect(zAdditionalDetailsForm.safeParse(soleTrader).success).toBe(true);
    expect(allIssues(zAdditionalDetailsForm, { ...base, is_sole_trader: true })).toEqual(
      [
        'business_name',
        'business_activity',
        'abn',
        'office_address_line_1',
        'office_address_suburb',
        'office_address_state',
        'office_address_country',
        'principal_place_address_line_1',
        'principal_place_suburb',
        'principal_place_state',
        'principal_place_country',
      ].map((field) => [field, REQUIRED]),
    );
  });
  it.each([
    'business_name',
    'business_activity',
    'office_address_line_1',
    'office_address_suburb',
    'principal_place_address_line_1',
    'principal_place_suburb',
  ])('boundary: sole-trader %s at most 35', (field) => {
    expect(zAdditionalDetailsForm.safeParse({ ...soleTrader, [field]: 'x'.repeat(35) }).success).toBe(true);
    expect(firstIssue(zAdditionalDetailsForm, { ...soleTrader, [field]: 'x'.repeat(36) })).toEqual({
      message: 'Ensure this field has no more than 35 characters',
      path: [field],
    });
  });
  it('the ABN must be valid', () => {
    expect(firstIssue(zAdditionalDetailsForm, { ...soleTrader, abn: '51 824 753 557' })).toEqual({
      message: 'ABN is not valid',
      path: ['abn'],
    });
  });
  it.each(['office_address_post_code', 'principal_place_post_code'])('%s is digits, at most 15', (field) => {
    expect(firstIssue(zAdditionalDetailsForm, { ...soleTrader, [field]: 'SW1A' })).toEqual({
      message: 'Postcode must contain numbers only',
      path: [field],
    });
    expect(zAdditionalDetailsForm.safeParse({ ...soleTrader, [field]: '1'.repeat(15) }).success).toBe(true);
    expect(firstIssue(zAdditionalDetailsForm, { ...soleTrader, [field]: '1'.repeat(16) })?.message).toBe(
      'Ensure this field has no more than 15 characters',
    );
  });
  it('sole-trader fields are not checked for someone who is not one', () => {
    expect(
      zAdditionalDetailsForm.safeParse({ ...base, abn: 'rubbish', office_address_post_code: 'x' }).success,
    ).toBe(true);
  });
  it('a non-resident names the country of residence', () => {
    expect(firstIssue(zAdditionalDetailsForm, { ...base, non_australian_resident: true })).toEqual({
      message: REQUIRED,
      path: ['non_australian_resident_country'],
    });
    expect(
      firstIssue(zAdditionalDetailsForm, {
        ...base,
        non_australian_resident: true,
        non_australian_resident_country: [],
      }),
    ).toEqual({
      message: REQUIRED,
      path: ['non_australian_resident_country'],
    });
    expect(
      zAdditionalDetailsForm.safeParse({
        ...base,
        non_australian_resident: true,
        non_australian_resident_country: ['NZ'],
      }).success,
    ).toBe(true);
  });
  it('a foreign tax resident names the country and a 9-digit tax identification number', () => {
    const tax = { ...base, non_australian_tax_resident: true };
    expect(allIssues(zAdditionalDetailsForm, tax)).toEqual([
      ['non_australian_tax_resident_country', REQUIRED],
      ['non_australian_tax_identification_number', REQUIRED],
    ]);
    const withCountry = { ...tax, non_australian_tax_resident_country: 'NZ' };
    expect(
      zAdditionalDetailsForm.safeParse({
        ...withCountry,
        non_australian_tax_identification_number: '123456789',
      }).success,
    ).toBe(true);
    expect(
      firstIssue(zAdditionalDetailsForm, {
        ...withCountry,
        non_australian_tax_identification_number: '12345678',
      }),
    ).toEqual({
      message: 'Tax identification number must contain 9 symbols',
      path: ['non_australian_tax_identification_number'],
    });
    expect(
      firstIssue(zAdditionalDetailsForm, {
        ...withCountry,
        non_australian_tax_identification_number: '1234567890',
      })?.message,
    ).toBe('Tax identification number must contain 9 symbols');
    expect(
      firstIssue(zAdditionalDetailsForm, {
        ...withCountry,
        non_australian_tax_identification_number: '12345678A',
      })?.message,
    ).toBe('Tax identification number must contain numbers only');
  });
  it('shows conditional messages together with the other fields’ messages', () => {
    expect(
      allIssues(zAdditionalDetailsForm, { ...base, occupation: '', non_australian_resident: true }),
    ).toEqual([
      ['occupation', REQUIRED],
      ['non_australian_resident_country', REQUIRED],
    ]);
  });
});
