import { describe, expect, it } from 'vitest';
import { messages, passwordRuleLabels } from './messages.ts';

// The spec's texts, verbatim (sections 5 and 8). A change here changes what users read.
describe('spec messages', () => {
  it('are verbatim', () => {
    expect(messages.required).toBe('This field is required');
    expect(messages.formatNotValid('Email')).toBe('Email format is not valid');
    expect(messages.numbersOnly('Code')).toBe('Code must contain numbers only');
    expect(messages.exactSymbols('Code', 6)).toBe('Code must contain 6 symbols');
    expect(messages.isNotValid('ABN')).toBe('ABN is not valid');
    expect(messages.supportQueryTooLong).toBe('The query cannot contain more than 1000 symbols');
    expect(messages.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(messages.selectOption).toBe('Please select an option');
    expect(messages.fieldsNotMatched).toBe('Fields are not matched');
    expect(messages.dateInPast).toBe('Date cannot be in the past');
    expect(messages.dateInFuture).toBe('Date cannot be in the future');
    expect(messages.lettersOnly).toBe('This field must contain letters only');
    expect(messages.minimumAge).toBe('You must be at least 18 years old');
    expect(messages.formatInvalid).toBe('The format is not valid');
    expect(messages.maxFileSize(10)).toBe('Max file size is - 10MB');
    expect(messages.fileNotSupported).toBe('Selected File is not Supported for Upload');
    expect(messages.somethingWentWrong).toBe('Looks like something went wrong');
  });
});

describe('our wording where the spec gives none', () => {
  it('length, arrays, dates, numbers', () => {
    expect(messages.maxLength(35)).toBe('Ensure this field has no more than 35 characters');
    expect(messages.minLength(2)).toBe('Ensure this field has at least 2 characters');
    expect(messages.symbolsBetween('TFN', 8, 9)).toBe('TFN must contain 8 to 9 symbols');
    expect(messages.arrayMin(1)).toBe('Please select at least 1 option');
    expect(messages.arrayMin(2)).toBe('Please select at least 2 options');
    expect(messages.arrayMax(3)).toBe('Please select no more than 3 options');
    expect(messages.dateNotValid).toBe('Date format is not valid');
    expect(messages.notNegative).toBe('Value cannot be negative');
    expect(messages.maxDecimals(2)).toBe('Use no more than 2 decimal places');
  });
  it('passwords reuse the checklist labels', () => {
    expect(messages.passwordMustContain(passwordRuleLabels.minLength)).toBe(
      'Password must contain at least 12 characters',
    );
    expect(messages.passwordMustContain(passwordRuleLabels.uppercase)).toBe(
      'Password must contain 1 uppercase letter',
    );
    expect(messages.passwordMustContain(passwordRuleLabels.lowercase)).toBe(
      'Password must contain 1 lowercase letter',
    );
    expect(messages.passwordMustContain(passwordRuleLabels.number)).toBe('Password must contain 1 number');
    expect(messages.passwordMustContain(passwordRuleLabels.special)).toBe(
      'Password must contain 1 special character',
    );
    expect(messages.commonPassword).toBe('This password is too common. Please choose another one.');
  });
});
