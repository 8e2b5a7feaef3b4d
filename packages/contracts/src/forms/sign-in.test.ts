import { describe, expect, it } from 'vitest';
import { allIssues, firstIssue } from '../test-utils.ts';
import { zLoginForm, zResetPasswordRequestForm, zSupportForm, zTwoFactorForm } from './sign-in.ts';

const REQUIRED = 'This field is required';

describe('zLoginForm', () => {
  it('accepts an e-mail and any non-empty password (old passwords may predate the rules)', () => {
    expect(zLoginForm.parse({ email: ' ann@example.com ', password: ' short ' })).toEqual({
      email: 'ann@example.com',
      password: ' short ',
    });
  });
  it('requires both, on their own fields', () => {
    expect(allIssues(zLoginForm, { email: '', password: '' })).toEqual([
      ['email', REQUIRED],
      ['password', REQUIRED],
    ]);
    expect(allIssues(zLoginForm, {})).toEqual([
      ['email', REQUIRED],
      ['password', REQUIRED],
    ]);
  });
  it('checks the e-mail format', () => {
    expect(firstIssue(zLoginForm, { email: 'ann', password: 'x' })).toEqual({
      message: 'Email format is not valid',
      path: ['email'],
    });
  });
});

describe('zTwoFactorForm', () => {
  it('six digits on the code field', () => {
    expect(zTwoFactorForm.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(firstIssue(zTwoFactorForm, { code: '' })).toEqual({ message: REQUIRED, path: ['code'] });
    expect(firstIssue(zTwoFactorForm, { code: '12345a' })).toEqual({
      message: 'Code must contain numbers only',
      path: ['code'],
    });
    expect(firstIssue(zTwoFactorForm, { code: '12345' })).toEqual({
      message: 'Code must contain 6 symbols',
      path: ['code'],
    });
  });
});

describe('zSupportForm', () => {
  it('requires the e-mail when it is shown', () => {
    expect(allIssues(zSupportForm(true), { email: '', description: 'Help' })).toEqual([['email', REQUIRED]]);
    expect(firstIssue(zSupportForm(true), { email: 'x', description: 'Help' })?.message).toBe(
      'Email format is not valid',
    );
  });
  it('ignores the e-mail when it is hidden', () => {
    expect(zSupportForm(false).safeParse({ description: 'Help' }).success).toBe(true);
    expect(zSupportForm(false).safeParse({ email: '', description: 'Help' }).success).toBe(true);
  });
  it('requires the message', () => {
    expect(firstIssue(zSupportForm(false), { description: '   ' })).toEqual({
      message: REQUIRED,
      path: ['description'],
    });
  });
  it('boundary: 1000 symbols pass, 1001 read the spec message', () => {
    expect(zSupportForm(false).safeParse({ description: 'x'.repeat(1000) }).success).toBe(true);
    expect(firstIssue(zSupportForm(false), { description: 'x'.repeat(1001) })).toEqual({
      message: 'The query cannot contain more than 1000 symbols',
      path: ['description'],
    });
  });
});

describe('zResetPasswordRequestForm', () => {
  it('needs a valid e-mail', () => {
    expect(firstIssue(zResetPasswordRequestForm, { email: '' })).toEqual({
      message: REQUIRED,
      path: ['email'],
    });
    expect(zResetPasswordRequestForm.safeParse({ email: 'a@b.com' }).success).toBe(true);
  });
});
