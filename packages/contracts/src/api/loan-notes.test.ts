import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  compareMoney,
  formatMoney,
  interestFrequencyOf,
  loanNoteTexts,
  noteTypeLabel,
  type TNoteType,
  termLabel,
  zLoanNotesForm,
  zRedeemRequestForm,
} from './loan-notes.ts';

const type = (overrides: Partial<TNoteType>): TNoteType => ({
  id: 1,
  term: 12,
  is_at_call: false,
  interest_type: 'fixed',
  interest_rate: '7.25',
  active: true,
  ...overrides,
});
const AT_CALL = type({
  id: 1,
  term: null,
  is_at_call: true,
  interest_type: 'variable',
  interest_rate: '4.75',
});
const SIX_MONTHS = type({ id: 2, term: 6, interest_rate: '6.75' });
const TYPES = [AT_CALL, SIX_MONTHS];

const errorsOf = (value: unknown) => {
  const result = z.safeParse(zLoanNotesForm(TYPES), value);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};
const note = (note_type: unknown, face_value: unknown) => ({ note_type, face_value });

describe('term label (spec section 9)', () => {
  it('shows under 12 months in months and 12 and above in years', () => {
    expect(termLabel({ term: 1, is_at_call: false })).toBe('1 month');
    expect(termLabel({ term: 3, is_at_call: false })).toBe('3 months');
    expect(termLabel({ term: 11, is_at_call: false })).toBe('11 months');
    expect(termLabel({ term: 12, is_at_call: false })).toBe('1 year');
    expect(termLabel({ term: 18, is_at_call: false })).toBe('1.5 years');
    expect(termLabel({ term: 36, is_at_call: false })).toBe('3 years');
    expect(termLabel({ term: null, is_at_call: true })).toBe('48-hour at-call');
  });
  it('shows term, rate percent and interest type', () => {
    expect(noteTypeLabel(type({ term: 24, interest_rate: '7.50' }))).toBe('2 years - 7.5% - Fixed');
    expect(noteTypeLabel(SIX_MONTHS)).toBe('6 months - 6.75% - Fixed');
    expect(noteTypeLabel(AT_CALL)).toBe('48-hour at-call - 4.75% - Variable');
  });
  it('pays interest quarterly, monthly for the 48-hour product', () => {
    expect(interestFrequencyOf(false)).toBe('quarterly');
    expect(interestFrequencyOf(true)).toBe('monthly');
  });
});

describe('product details form (spec section 5)', () => {
  it('requires product and amount', () => {
    expect(errorsOf({ loan_notes: [note(null, '')] })).toEqual({
      'loan_notes.0.note_type': 'This field is required',
      'loan_notes.0.face_value': 'This field is required',
    });
  });
  it('asks $10,000 at least, $1 for the 48-hour at-call product', () => {
    expect(errorsOf({ loan_notes: [note(2, '9999.99')] })).toEqual({
      'loan_notes.0.face_value': 'Enter an amount equal to or greater than $10,000',
    });
    expect(errorsOf({ loan_notes: [note(2, '10000')] })).toEqual({});
    expect(errorsOf({ loan_notes: [note(1, '0.99')] })).toEqual({
      'loan_notes.0.face_value': 'Enter an amount equal to or greater than $1',
    });
    expect(errorsOf({ loan_notes: [note(1, 1)] })).toEqual({});
  });
  it('allows only one 48-hour product across the list', () => {
    expect(errorsOf({ loan_notes: [note(1, '5'), note(2, '20000'), note(1, '7')] })).toEqual({
      'loan_notes.2.note_type': loanNoteTexts.oneAtCall,
    });
  });
  it('needs one product at least and a known product', () => {
    expect(errorsOf({ loan_notes: [] })).toEqual({ loan_notes: loanNoteTexts.atLeastOneProduct });
    expect(errorsOf({ loan_notes: [note(99, '20000')] })).toEqual({
      'loan_notes.0.note_type': 'Please select an option',
    });
  });
  it('refuses amounts that are not money', () => {
    expect(errorsOf({ loan_notes: [note(2, '-20000')] })['loan_notes.0.face_value']).toBe(
      'Value cannot be negative',
    );
    expect(errorsOf({ loan_notes: [note(2, '20000.123')] })['loan_notes.0.face_value']).toBe(
      'Use no more than 2 decimal places',
    );
  });
  it('a redeem request is $1 at least', () => {
    expect(z.safeParse(zRedeemRequestForm, { amount: '0.5' }).error?.issues[0]?.message).toBe(
      'Enter an amount equal to or greater than $1',
    );
    expect(z.safeParse(zRedeemRequestForm, { amount: '1' }).success).toBe(true);
  });
});

describe('money as decimal text', () => {
  it('compares exactly and formats for people', () => {
    expect(compareMoney('10000', '9999.99')).toBe(1);
    expect(compareMoney('010000.00', '10000')).toBe(0);
    expect(compareMoney('0.1', '0.10')).toBe(0);
    expect(compareMoney('99999999999.99', '100000000000')).toBe(-1);
    expect(formatMoney('10000')).toBe('$10,000');
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('-250.00')).toBe('-$250');
  });
});
