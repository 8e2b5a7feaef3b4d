import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import {
  checkPasswordRules,
  isCommonPassword,
  passwordLength,
  passwordProblem,
  passwordRules,
  zNewPasswordPair,
  zPassword,
} from './password.ts';
import { allIssues, firstIssue } from './test-utils.ts';

const GOOD = 'Tr1cky-Koala-Leaf';

describe('password checklist rules', () => {
  it('are the spec rules, in order, with their checklist labels', () => {
    expect(passwordRules.map((r) => [r.id, r.label])).toEqual([
      ['minLength', 'At least 12 characters'],
      ['uppercase', '1 uppercase letter'],
      ['lowercase', '1 lowercase letter'],
      ['number', '1 number'],
      ['special', '1 special character'],
    ]);
  });
  it('report each rule as met or not for the live checklist', () => {
    expect(checkPasswordRules('abc')).toEqual([
      { id: 'minLength', label: 'At least 12 characters', passed: false },
      { id: 'uppercase', label: '1 uppercase letter', passed: false },
      { id: 'lowercase', label: '1 lowercase letter', passed: true },
      { id: 'number', label: '1 number', passed: false },
      { id: 'special', label: '1 special character', passed: false },
    ]);
    expect(checkPasswordRules(GOOD).every((r) => r.passed)).toBe(true);
  });
  it('count Unicode letters by their case', () => {
    const [, upper, lower] = passwordRules;
    expect(upper!.test('É')).toBe(true);
    expect(lower!.test('É')).toBe(false);
    expect(lower!.test('ß')).toBe(true);
    expect(upper!.test('ǅ')).toBe(true); // titlecase letter
    expect(upper!.test('1!')).toBe(false);
  });
  it('treat anything that is not a letter or a number as special, including a space', () => {
    const special = passwordRules[4]!;
    for (const c of ['!', ' ', '€', '😀', '_', '\u00a0']) expect(special.test(`abc${c}`)).toBe(true);
    for (const c of ['a', 'É', '字', '7', '٣']) expect(special.test(c)).toBe(false);
    // A combining accent belongs to its letter.
    expect(special.test('e\u0301')).toBe(false);
  });
  it('count digits of any script as a number', () => {
    expect(passwordRules[3]!.test('٣')).toBe(true);
  });
});

describe('passwordLength', () => {
  it('counts characters as people do: code points after NFC', () => {
    expect(passwordLength('😀')).toBe(1);
    expect(passwordLength('e\u0301')).toBe(1);
    expect(passwordLength('abc')).toBe(3);
  });
});

describe('zPassword messages', () => {
  const cases: [string, string][] = [
    ['', 'This field is required'],
    ['Abcdefgh1!x', 'Password must contain at least 12 characters'],
    ['abcdefgh1!xy', 'Password must contain 1 uppercase letter'],
    ['ABCDEFGH1!XY', 'Password must contain 1 lowercase letter'],
    ['Abcdefghi!xy', 'Password must contain 1 number'],
    ['Abcdefgh1xyz', 'Password must contain 1 special character'],
    ['Password123!', 'This password is too common. Please choose another one.'],
  ];
  it.each(cases)('%j -> %s', (value, message) => {
    expect(firstIssue(zPassword, value)).toEqual({ message, path: [] });
    expect(passwordProblem(value)).toBe(message);
  });
  it('reports only the first failing rule', () => {
    expect(allIssues(zPassword, 'abc')).toEqual([['', 'Password must contain at least 12 characters']]);
  });
  it('a missing password is required', () => {
    expect(firstIssue(zPassword, undefined)?.message).toBe('This field is required');
    expect(firstIssue(zPassword, null)?.message).toBe('This field is required');
  });
  it('boundary: 11 characters fail, 12 pass', () => {
    expect(firstIssue(zPassword, 'Kq7!zXw2pLm')?.message).toBe(
      'Password must contain at least 12 characters',
    );
    expect(firstIssue(zPassword, 'Kq7!zXw2pLmR')).toBeNull();
  });
  it('counts an emoji once and accepts it as the special character', () => {
    expect(firstIssue(zPassword, 'Kq7zXw2pLm😀')?.message).toBe(
      'Password must contain at least 12 characters',
    );
    expect(firstIssue(zPassword, 'Kq7zXw2pLmR😀')).toBeNull();
  });
  it('accepts non-Latin passwords when the classes are there', () => {
    expect(firstIssue(zPassword, 'Éléphant-rosé9')).toBeNull();
    expect(firstIssue(zPassword, 'ΣοφίαΑθήνα 2026')).toBeNull();
  });
  it(`allows at least 64 and up to ${PASSWORD_MAX_LENGTH} characters, then says so`, () => {
    const long = (n: number) => `Aa1!${'x'.repeat(n - 4)}`;
    expect(firstIssue(zPassword, long(64))).toBeNull();
    expect(firstIssue(zPassword, long(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(firstIssue(zPassword, long(PASSWORD_MAX_LENGTH + 1))?.message).toBe(
      `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters`,
    );
  });
  it('never trims or truncates what was typed', () => {
    const typed = `  ${GOOD} ${'z'.repeat(90)}  `;
    expect(zPassword.parse(typed)).toBe(typed);
  });
  it('property: a password with all four classes and 12-128 characters passes unless common', () => {
    const part = (chars: string) =>
      fc.string({ unit: fc.constantFrom(...chars.split('')), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(
        part('ABCDÉXYZ'),
        part('abcdßxyz'),
        part('0123456789'),
        part('!@#$% -_'),
        fc.string({ maxLength: 60 }),
        (u, l, n, s, rest) => {
          const pw = (u + l + n + s + rest).padEnd(12, 'k');
          fc.pre(passwordLength(pw) <= PASSWORD_MAX_LENGTH && !isCommonPassword(pw));
          return passwordProblem(pw) === null;
        },
      ),
    );
  });
  it('property: the checklist and validation agree', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (pw) => {
        const allMet = checkPasswordRules(pw).every((r) => r.passed);
        const problem = passwordProblem(pw);
        return allMet
          ? problem === null || problem.startsWith('This password is too common')
          : problem !== null;
      }),
    );
  });
});

describe('isCommonPassword and the shipped list', () => {
  it('matches regardless of case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PASSWORD123!')).toBe(true);
    expect(isCommonPassword('pASSWORD123!')).toBe(true);
    expect(isCommonPassword(GOOD)).toBe(false);
  });
  it('holds about a thousand unique lower-case entries', () => {
    expect(commonPasswords.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(commonPasswords).size).toBe(commonPasswords.length);
    expect(commonPasswords.every((p) => p === p.toLowerCase() && p.length > 0)).toBe(true);
  });
  it('rejects the four-class variants people pick to get past the rules', () => {
    for (const pw of ['Password123!', 'P@ssw0rd1234', 'Welcome12345!', 'Qwerty123456!', 'Summer2025!!']) {
      expect(checkPasswordRules(pw).every((r) => r.passed)).toBe(true);
      expect(firstIssue(zPassword, pw)?.message).toBe(
        'This password is too common. Please choose another one.',
      );
    }
  });
  it('has hundreds of entries that pass the length, number and special rules (the ones that matter)', () => {
    // Case is ignored by the comparison, so the two case rules say nothing about an entry.
    const caseFree = passwordRules.filter((r) => r.id !== 'uppercase' && r.id !== 'lowercase');
    const passing = commonPasswords.filter((p) => caseFree.every((r) => r.test(p)));
    expect(passing.length).toBeGreaterThan(300);
  });
});

describe('zNewPasswordPair', () => {
  it('accepts a matching strong pair', () => {
    expect(zNewPasswordPair.safeParse({ new_password1: GOOD, new_password2: GOOD }).success).toBe(true);
  });
  it("puts 'Passwords do not match' on the repeat field", () => {
    expect(firstIssue(zNewPasswordPair, { new_password1: GOOD, new_password2: `${GOOD}x` })).toEqual({
      message: 'Passwords do not match',
      path: ['new_password2'],
    });
  });
  it('requires the repeat, with one message for it', () => {
    expect(allIssues(zNewPasswordPair, { new_password1: GOOD, new_password2: '' })).toEqual([
      ['new_password2', 'This field is required'],
    ]);
    expect(allIssues(zNewPasswordPair, { new_password1: GOOD })).toEqual([
      ['new_password2', 'This field is required'],
    ]);
  });
  it('shows the weak-password and mismatch messages together', () => {
    expect(allIssues(zNewPasswordPair, { new_password1: 'weak', new_password2: 'other' })).toEqual([
      ['new_password1', 'Password must contain at least 12 characters'],
      ['new_password2', 'Passwords do not match'],
    ]);
  });
  it('compares exactly: case and spaces matter', () => {
    expect(
      firstIssue(zNewPasswordPair, { new_password1: GOOD, new_password2: GOOD.toUpperCase() })?.message,
    ).toBe('Passwords do not match');
    expect(firstIssue(zNewPasswordPair, { new_password1: GOOD, new_password2: `${GOOD} ` })?.message).toBe(
      'Passwords do not match',
    );
  });
});
