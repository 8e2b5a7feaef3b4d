import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  individualsListKind,
  maxIndividuals,
  PEOPLE_LIMITS,
  peopleTexts,
  zBeneficialOwnersForm,
  zDirectorsForm,
  zIndividualsForm,
  zPersonPhone,
} from './people.ts';
import { PRIMARY_MEMBER_ID, signingAuthorityTexts, zSigningAuthorityForm } from './signing-authority.ts';

const messagesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const person = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Morgan',
  last_name: 'Joint',
  email: 'morgan@example.com',
  phone_number: '0412345678',
  ...extra,
});

describe('people', () => {
  it('takes the spaces out of a mobile number, then checks it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(' ', '\t'), { maxLength: 3 }), (spaces) => {
        const typed = `04${spaces.join('')}12 345${spaces.join('')}678`;
        expect(z.parse(zPersonPhone(), typed)).toBe('0412345678');
      }),
    );
    expect(messagesOf(z.safeParse(zPersonPhone(), '0312 345 678'))).toEqual({
      '': 'Mobile phone format is not valid',
    });
    expect(messagesOf(z.safeParse(zPersonPhone(), ''))).toEqual({ '': 'This field is required' });
  });

  it('offers holders to joint accounts and trustees to individual trustees only', () => {
    expect(individualsListKind('joint', null)).toBe('joint');
    expect(individualsListKind('smsf', 'individual')).toBe('trustees');
    expect(individualsListKind('trust', 'individual')).toBe('trustees');
    expect(individualsListKind('trust', 'corporate')).toBeNull();
    expect(individualsListKind('company', null)).toBeNull();
    expect(maxIndividuals('joint')).toBe(PEOPLE_LIMITS.jointHolders);
    expect(maxIndividuals('trustees')).toBe(PEOPLE_LIMITS.trustees);
  });

  it('needs at least one individual, within the limit, each e-mail once', () => {
    const form = zIndividualsForm(2);
    expect(messagesOf(form.safeParse({ users: [] }))).toEqual({ users: peopleTexts.atLeastOneIndividual });
    expect(messagesOf(form.safeParse({ users: [person(), person(), person()] }))).toMatchObject({
      users: peopleTexts.tooMany(2),
    });
    expect(
      messagesOf(form.safeParse({ users: [person(), person({ email: ' MORGAN@example.com ' })] })),
    ).toEqual({ 'users.1.email': peopleTexts.emailUsedTwice });
    expect(messagesOf(form.safeParse({ users: [person({ first_name: '', email: 'x' })] }))).toEqual({
      'users.0.first_name': 'This field is required',
      'users.0.email': 'Email format is not valid',
    });
  });

  it('checks the trustees only when there are additional trustees', () => {
    const form = zIndividualsForm();
    expect(form.safeParse({ has_additional_trustees: false, users: [{ first_name: '' }] })).toEqual({
      success: true,
      data: { has_additional_trustees: false, users: [] },
    });
    expect(messagesOf(form.safeParse({ has_additional_trustees: true, users: [] }))).toEqual({
      users: peopleTexts.atLeastOneIndividual,
    });
  });

  it('needs the primary user’s role and each director’s role', () => {
    expect(messagesOf(zDirectorsForm.safeParse({ primary_user_role: '', directors: [person()] }))).toEqual({
      primary_user_role: 'This field is required',
      'directors.0.role': 'This field is required',
    });
    expect(zDirectorsForm.safeParse({ primary_user_role: 2, directors: [] }).success).toBe(true);
  });

  it('needs one beneficial owner at least, the role defaulting to beneficial owner', () => {
    expect(messagesOf(zBeneficialOwnersForm.safeParse({ users: [] }))).toEqual({
      users: peopleTexts.atLeastOneUser,
    });
    expect(zBeneficialOwnersForm.safeParse({ users: [person()] }).data?.users[0]?.role).toBe(9);
  });
});

describe('signing authority', () => {
  const members = [PRIMARY_MEMBER_ID, 31, 32];
  const form = zSigningAuthorityForm(members);

  it('asks for the advanced option and its setting only under advanced settings', () => {
    expect(form.safeParse({ signing_authority_option: 'any_applicant_to_sign' }).success).toBe(true);
    expect(messagesOf(form.safeParse({}))).toEqual({ signing_authority_option: 'Please select an option' });
    expect(messagesOf(form.safeParse({ signing_authority_option: 'advanced_settings' }))).toEqual({
      advanced_settings_option: 'Please select an option',
    });
  });

  it('takes a minimum from 1 to the member count', () => {
    const byMinimum = {
      signing_authority_option: 'advanced_settings',
      advanced_settings_option: 'min_number_of_signatories',
    };
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (n) => {
        const ok = n >= 1 && n <= members.length;
        const result = form.safeParse({ ...byMinimum, min_number_of_signatories: n });
        expect(result.success).toBe(ok);
        if (!ok)
          expect(messagesOf(result)).toEqual({
            min_number_of_signatories: signingAuthorityTexts.numberBetween(3),
          });
      }),
    );
    expect(messagesOf(form.safeParse(byMinimum))).toEqual({
      min_number_of_signatories: 'This field is required',
    });
  });

  it('takes at least one member, all of the account', () => {
    const bySelection = {
      signing_authority_option: 'advanced_settings',
      advanced_settings_option: 'selected_signatories',
    };
    expect(messagesOf(form.safeParse({ ...bySelection, selected_signatories: [] }))).toEqual({
      selected_signatories: signingAuthorityTexts.atLeastOneMember,
    });
    expect(messagesOf(form.safeParse({ ...bySelection, selected_signatories: [33] }))).toEqual({
      selected_signatories: signingAuthorityTexts.notAMember,
    });
    expect(form.safeParse({ ...bySelection, selected_signatories: [PRIMARY_MEMBER_ID] }).success).toBe(true);
  });
});
