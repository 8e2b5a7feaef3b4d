import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bankAccountTexts, twoFactorDue, zBankAccountForm, zDeleteBankAccountForm } from './bank-accounts.ts';

const valid = {
  bsb: '062-000',
  bank: 'CBA',
  branch: 'Sydney',
  number: '1234567890',
  name: 'A',
  document_file: 3,
};
const issues = (schema: z.core.$ZodType, value: unknown) =>
  Object.fromEntries(
    (z.safeParse(schema, value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('bank account form (spec 001 section 5)', () => {
  it('accepts a complete form', () => {
    expect(issues(zBankAccountForm(), valid)).toEqual({});
  });

  it('reports each rule with the spec texts', () => {
    expect(
      issues(zBankAccountForm(), {
        bsb: '06-000',
        bank: ' ',
        branch: '',
        number: '12345678901',
        name: 'x'.repeat(256),
      }),
    ).toEqual({
      bsb: 'BSB format is not valid',
      bank: 'This field is required',
      branch: 'This field is required',
      number: 'Account Number cannot contain more than 10 digits',
      name: 'Ensure this field has no more than 255 characters',
      document_file: 'This field is required',
    });
    expect(bankAccountTexts.numberTooLong).toBe('Account Number cannot contain more than 10 digits');
    expect(issues(zBankAccountForm(), { ...valid, number: '12 34' })).toEqual({
      number: 'Account Number must contain numbers only',
    });
    expect(issues(zBankAccountForm(), { ...valid, name: 'x'.repeat(255) })).toEqual({});
  });

  it('requires the password only when the server says so', () => {
    expect(issues(zBankAccountForm({ passwordRequired: true }), valid)).toEqual({
      password: 'This field is required',
    });
    expect(issues(zBankAccountForm({ passwordRequired: true }), { ...valid, password: 'x' })).toEqual({});
    expect(issues(zDeleteBankAccountForm({ passwordRequired: true }), { password: '' })).toEqual({
      password: 'This field is required',
    });
    expect(issues(zDeleteBankAccountForm(), {})).toEqual({});
  });

  it('asks a code when either schema flag is on and none is confirmed', () => {
    const options = (system: boolean, account: boolean, confirmed: boolean) => ({
      is_password_required: false,
      can_change: true,
      security_schema: { system_2fa_required: system, account_2fa_required: account, confirmed },
    });
    expect(twoFactorDue(options(true, false, false))).toBe(true);
    expect(twoFactorDue(options(false, true, false))).toBe(true);
    expect(twoFactorDue(options(true, true, true))).toBe(false);
    expect(twoFactorDue(options(false, false, false))).toBe(false);
  });
});
