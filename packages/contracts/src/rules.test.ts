import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkFieldsMatch, checkFieldWith, evenWithFieldErrors, firstFailure, ruleCheck } from './rules.ts';
import { allIssues, firstIssue } from './test-utils.ts';

const rules = [
  { test: (v: string) => v.length > 0, message: 'first' },
  { test: (v: string) => v.length > 2, message: 'second' },
];

describe('firstFailure and ruleCheck', () => {
  it('give the first failing rule only', () => {
    expect(firstFailure('', rules)).toBe('first');
    expect(firstFailure('a', rules)).toBe('second');
    expect(firstFailure('abc', rules)).toBeNull();
    expect(allIssues(z.string().check(z.superRefine(ruleCheck(rules))), '')).toEqual([['', 'first']]);
  });
});

describe('checkFieldsMatch', () => {
  const form = z
    .object({ email: z.string().check(z.minLength(1, { error: 'required' })), email2: z.string() })
    .check(z.superRefine(checkFieldsMatch('email', 'email2'), evenWithFieldErrors));
  it("reads 'Fields are not matched' on the confirm field", () => {
    expect(firstIssue(form, { email: 'a@b.co', email2: 'a@b.com' })).toEqual({
      message: 'Fields are not matched',
      path: ['email2'],
    });
    expect(form.safeParse({ email: 'a@b.co', email2: 'a@b.co' }).success).toBe(true);
  });
  it('leaves an empty confirm field to its own required message', () => {
    expect(allIssues(form, { email: 'a', email2: '' })).toEqual([]);
  });
  it('runs even when another field failed, but not on a non-object', () => {
    expect(allIssues(form, { email: '', email2: 'x' })).toEqual([
      ['email', 'required'],
      ['email2', 'Fields are not matched'],
    ]);
    expect(() => form.safeParse(null)).not.toThrow();
  });
});

describe('checkFieldWith', () => {
  it('reports the first issue of a schema under the given path', () => {
    const form = z.object({ flag: z.boolean(), extra: z.unknown() }).check(
      z.superRefine((data, ctx) => {
        if (data.flag)
          checkFieldWith(
            ctx,
            ['extra'],
            z.string().check(z.minLength(2, { error: 'too short' })),
            data.extra,
          );
      }),
    );
    expect(firstIssue(form, { flag: true, extra: 'a' })).toEqual({ message: 'too short', path: ['extra'] });
    expect(form.safeParse({ flag: false, extra: 'a' }).success).toBe(true);
  });
});
