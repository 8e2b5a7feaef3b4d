import { describe, expect, it } from 'vitest';
import { allIssues, firstIssue } from '../test-utils.ts';
import { zBlockAccountForm, zChangeEmailForm, zChangePhoneForm } from './account.ts';

const REQUIRED = 'This field is required';

describe('account forms with a password confirmation', () => {
  it('zBlockAccountForm requires the password', () => {
    expect(firstIssue(zBlockAccountForm, { password: '' })).toEqual({
      message: REQUIRED,
      path: ['password'],
    });
    expect(zBlockAccountForm.safeParse({ password: 'anything' }).success).toBe(true);
  });
  it('zChangeEmailForm: new_email valid and required, password required', () => {
    expect(allIssues(zChangeEmailForm, { new_email: '', password: '' })).toEqual([
      ['new_email', REQUIRED],
      ['password', REQUIRED],
    ]);
    expect(firstIssue(zChangeEmailForm, { new_email: 'a@b', password: 'p' })).toEqual({
      message: 'Email format is not valid',
      path: ['new_email'],
    });
  });
  it('zChangePhoneForm: new_phone_number is a mobile, password required', () => {
    expect(zChangePhoneForm.safeParse({ new_phone_number: '0412345678', password: 'p' }).success).toBe(true);
    expect(allIssues(zChangePhoneForm, { new_phone_number: '0212345678', password: '' })).toEqual([
      ['new_phone_number', 'Mobile phone format is not valid'],
      ['password', REQUIRED],
    ]);
  });
});
