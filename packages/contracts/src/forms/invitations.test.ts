import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allIssues, firstIssue } from '../test-utils.ts';
import {
  invitationMessages,
  TERMS_BY_PRODUCT,
  zInvitationCodeForm,
  zSignUpForm,
  zTermsForm,
} from './invitations.ts';

const STRONG = 'Harbour-Bridge-2031!';
const signUp = {
  email: 'robin@example.com',
  password1: STRONG,
  password2: STRONG,
  phone_number: '0412345678',
  password_check_list: true,
  agreement_terms_and_policy: true,
};

describe('zInvitationCodeForm', () => {
  it('accepts exactly 12 digits, trimmed', () => {
    expect(zInvitationCodeForm.parse({ code: ' 123456789012 ' })).toEqual({ code: '123456789012' });
  });
  it("answers 'Code format is not valid' for anything else, and required when empty", () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const trimmed = code.trim();
        fc.pre(trimmed !== '' && !/^\d{12}$/.test(trimmed));
        expect(firstIssue(zInvitationCodeForm, { code })?.message).toBe('Code format is not valid');
      }),
    );
    expect(firstIssue(zInvitationCodeForm, { code: '' })?.message).toBe('This field is required');
  });
});

describe('zTermsForm', () => {
  it('requires every box of the product and ignores the others', () => {
    expect(allIssues(zTermsForm('icf'), { investment_sum_confirmation: true })).toEqual([
      ['over_18_years_old', invitationMessages.mustAgree],
      ['not_tax_resident_of_usa', invitationMessages.mustAgree],
    ]);
    expect(
      allIssues(zTermsForm('ipm'), { over_18_years_old: true, investment_sum_confirmation: false }),
    ).toEqual([['investment_sum_confirmation', invitationMessages.mustAgree]]);
    for (const product of ['ipm', 'icf', 'viv'] as const) {
      const ticked = Object.fromEntries(TERMS_BY_PRODUCT[product].map((term) => [term.name, true]));
      expect(firstIssue(zTermsForm(product), ticked)).toBeNull();
    }
  });
});

describe('zSignUpForm', () => {
  it('accepts a complete form; marketing_opt_out is optional', () => {
    expect(zSignUpForm.parse(signUp)).toEqual(signUp);
  });
  it('puts each message on its field at once', () => {
    expect(
      allIssues(zSignUpForm, {
        ...signUp,
        password1: 'short',
        password2: 'other',
        password_check_list: false,
        agreement_terms_and_policy: false,
      }),
    ).toEqual([
      ['password1', 'Password must contain at least 12 characters'],
      ['password_check_list', invitationMessages.passwordChecklist],
      ['agreement_terms_and_policy', invitationMessages.mustAgree],
      ['password2', 'Passwords do not match'],
    ]);
  });
});
