import { describe, expect, it } from 'vitest';
import { allIssues, firstIssue } from '../test-utils.ts';
import { zChangePasswordForm, zResetPasswordConfirmForm } from './passwords.ts';

const STRONG = 'Tr1cky-Koala-Leaf';
const REQUIRED = 'This field is required';

describe('zChangePasswordForm', () => {
  it('accepts a current password and a matching strong pair', () => {
    const value = { old_password: 'old', new_password1: STRONG, new_password2: STRONG };
    expect(zChangePasswordForm.parse(value)).toEqual(value);
  });
  it('requires the current password', () => {
    expect(
      firstIssue(zChangePasswordForm, { old_password: '', new_password1: STRONG, new_password2: STRONG }),
    ).toEqual({
      message: REQUIRED,
      path: ['old_password'],
    });
  });
  it('puts each message on its field, all at once', () => {
    expect(
      allIssues(zChangePasswordForm, { old_password: '', new_password1: 'Abcdefghijk!', new_password2: 'x' }),
    ).toEqual([
      ['old_password', REQUIRED],
      ['new_password1', 'Password must contain 1 number'],
      ['new_password2', 'Passwords do not match'],
    ]);
  });
});

describe('zResetPasswordConfirmForm', () => {
  it('needs a matching strong pair', () => {
    expect(
      zResetPasswordConfirmForm.safeParse({ new_password1: STRONG, new_password2: STRONG }).success,
    ).toBe(true);
    expect(firstIssue(zResetPasswordConfirmForm, { new_password1: STRONG, new_password2: 'nope' })).toEqual({
      message: 'Passwords do not match',
      path: ['new_password2'],
    });
  });
});
