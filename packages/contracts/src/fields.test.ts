import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  zAbn,
  zAcn,
  zBooleanChoice,
  zBsb,
  zCode,
  zDateOfBirth,
  zDocumentId,
  zEmail,
  zExactDigits,
  zIdList,
  zMaxLength,
  zMobile,
  zMoney,
  zName,
  zNotFutureDate,
  zNotPastDate,
  zOptionalDigits,
  zOptionalName,
  zPercent,
  zRequiredId,
  zRequiredString,
  zTfn,
} from './fields.ts';
import { allIssues, firstIssue } from './test-utils.ts';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (minLength: number, maxLength = minLength) => fc.string({ unit: digit, minLength, maxLength });
const messageOf = (schema: Parameters<typeof firstIssue>[0], value: unknown) =>
  firstIssue(schema, value)?.message;

describe('zRequiredString', () => {
  it("empty, blank or missing reads 'This field is required'", () => {
    for (const value of ['', '   ', undefined, null, 5])
      expect(messageOf(zRequiredString(), value)).toBe('This field is required');
  });
  it('trims the value', () => {
    expect(zRequiredString().parse('  Sydney  ')).toBe('Sydney');
  });
  it('boundary: max length after trimming', () => {
    expect(messageOf(zRequiredString(35), 'x'.repeat(35))).toBeUndefined();
    expect(messageOf(zRequiredString(35), ` ${'x'.repeat(35)} `)).toBeUndefined();
    expect(messageOf(zRequiredString(35), 'x'.repeat(36))).toBe(
      'Ensure this field has no more than 35 characters',
    );
  });
});

describe('zMaxLength (optional text)', () => {
  it('accepts empty, missing and null', () => {
    for (const value of ['', undefined, null]) expect(zMaxLength(10).safeParse(value).success).toBe(true);
  });
  it('boundary: 10 pass, 11 fail', () => {
    expect(messageOf(zMaxLength(10), '1234567890')).toBeUndefined();
    expect(messageOf(zMaxLength(10), '12345678901')).toBe('Ensure this field has no more than 10 characters');
  });
});

describe('zEmail', () => {
  it('trims and accepts a valid address', () => {
    expect(zEmail().parse('  ann@example.com.au ')).toBe('ann@example.com.au');
  });
  it("is required: 'This field is required'", () => {
    expect(firstIssue(zEmail(), '  ')).toEqual({ message: 'This field is required', path: [] });
    expect(messageOf(zEmail(), undefined)).toBe('This field is required');
  });
  it("says '{label} format is not valid' with the label", () => {
    for (const bad of [
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann example@x.com',
      'ann@@example.com',
    ]) {
      expect(messageOf(zEmail(), bad)).toBe('Email format is not valid');
    }
    expect(messageOf(zEmail('New email'), 'nope')).toBe('New email format is not valid');
  });
  it('caps the address at 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(10)}.com`;
    const long = `${local}@${domain}`;
    expect(long.length).toBeGreaterThan(254);
    expect(messageOf(zEmail(), long)).toBe('Ensure this field has no more than 254 characters');
  });
});

describe('zCode', () => {
  it('required, digits only, exactly 6, with the label in the message', () => {
    expect(messageOf(zCode(), '')).toBe('This field is required');
    expect(messageOf(zCode(), '12a456')).toBe('Code must contain numbers only');
    expect(messageOf(zCode(), '12345')).toBe('Code must contain 6 symbols');
    expect(messageOf(zCode(), '1234567')).toBe('Code must contain 6 symbols');
    expect(messageOf(zCode('Verification code'), '12')).toBe('Verification code must contain 6 symbols');
    expect(zCode().parse(' 012345 ')).toBe('012345');
  });
  it('property: every 6 digits pass; other digit counts fail', () => {
    fc.assert(fc.property(digits(6), (s) => zCode().safeParse(s).success));
    fc.assert(
      fc.property(
        digits(1, 12).filter((s) => s.length !== 6),
        (s) => messageOf(zCode(), s) === 'Code must contain 6 symbols',
      ),
    );
  });
});

describe('zBsb', () => {
  it('accepts 062-000 and 062000', () => {
    expect(zBsb().parse('062-000')).toBe('062-000');
    expect(zBsb().parse('062000')).toBe('062000');
  });
  it("otherwise 'BSB format is not valid'", () => {
    expect(messageOf(zBsb(), '')).toBe('This field is required');
    for (const bad of ['06200', '0620001', '06-2000', 'abcdef'])
      expect(messageOf(zBsb(), bad)).toBe('BSB format is not valid');
  });
});

describe('zAbn', () => {
  it('accepts valid ABNs with or without spaces', () => {
    expect(zAbn().safeParse('51 824 753 556').success).toBe(true);
    expect(zAbn().safeParse('53004085616').success).toBe(true);
  });
  it('gives a message for each way it can fail', () => {
    expect(messageOf(zAbn(), '')).toBe('This field is required');
    expect(messageOf(zAbn(), '51-824-753-556')).toBe('ABN must contain numbers only');
    expect(messageOf(zAbn(), '5182475355')).toBe('ABN must contain 11 symbols');
    expect(messageOf(zAbn(), '51 824 753 557')).toBe('ABN is not valid');
    expect(messageOf(zAbn('Business ABN'), '51824753557')).toBe('Business ABN is not valid');
  });
});

describe('zAcn', () => {
  it('9 digits', () => {
    expect(zAcn().safeParse('000000019').success).toBe(true);
    expect(messageOf(zAcn(), '00000001')).toBe('ACN must contain 9 symbols');
    expect(messageOf(zAcn(), '0000000190')).toBe('ACN must contain 9 symbols');
    expect(messageOf(zAcn(), '000 000 019')).toBe('ACN must contain numbers only');
  });
});

describe('zTfn', () => {
  it('digits, 8 or 9, with a valid check digit', () => {
    expect(zTfn().safeParse('12345677').success).toBe(true);
    expect(zTfn().safeParse('123456782').success).toBe(true);
    expect(messageOf(zTfn(), '')).toBe('This field is required');
    expect(messageOf(zTfn(), '1234567')).toBe('TFN must contain 8 or 9 digits');
    expect(messageOf(zTfn(), '1234567890')).toBe('TFN must contain 8 or 9 digits');
    expect(messageOf(zTfn(), '1234-5678')).toBe('TFN must contain numbers only');
    expect(messageOf(zTfn(), '123456789')).toBe('TFN is not valid');
  });
});

describe('zMobile', () => {
  it('starts with 04, digits, 10 symbols', () => {
    expect(zMobile().parse('0412345678')).toBe('0412345678');
    expect(messageOf(zMobile(), '')).toBe('This field is required');
    expect(messageOf(zMobile(), '0412 345 678')).toBe('Mobile phone must contain numbers only');
    expect(messageOf(zMobile(), '041234567')).toBe('Mobile phone must contain 10 symbols');
    expect(messageOf(zMobile(), '04123456789')).toBe('Mobile phone must contain 10 symbols');
    expect(messageOf(zMobile(), '0312345678')).toBe('Mobile phone format is not valid');
  });
  it('property: every 04 + 8 digits passes', () => {
    fc.assert(fc.property(digits(8), (rest) => zMobile().safeParse(`04${rest}`).success));
  });
});

describe('zExactDigits and zOptionalDigits', () => {
  it('exactly n digits', () => {
    const tin = zExactDigits('Tax identification number', 9);
    expect(tin.safeParse('123456789').success).toBe(true);
    expect(messageOf(tin, '12345678')).toBe('Tax identification number must contain 9 symbols');
    expect(messageOf(tin, '12345678X')).toBe('Tax identification number must contain numbers only');
  });
  it("optional digits say '{label} must contain numbers only' and cap the length", () => {
    const postcode = zOptionalDigits('Postcode', 15);
    expect(postcode.safeParse('').success).toBe(true);
    expect(postcode.safeParse(undefined).success).toBe(true);
    expect(messageOf(postcode, '2000A')).toBe('Postcode must contain numbers only');
    expect(messageOf(postcode, '1'.repeat(15))).toBeUndefined();
    expect(messageOf(postcode, '1'.repeat(16))).toBe('Ensure this field has no more than 15 characters');
  });
});

describe('zName and zOptionalName', () => {
  it('allow letters of any script, apostrophes, backticks, hyphens and spaces', () => {
    for (const name of [
      "O'Brien",
      'O’Brien',
      'Mary-Jane',
      'de la Cruz',
      'Zoë',
      'José',
      'Nguyễn',
      '李',
      'Ng`ati',
      'Müller',
    ]) {
      expect(messageOf(zName(50), name)).toBeUndefined();
    }
  });
  it("anything else reads 'This field must contain letters only'", () => {
    for (const name of ['Ann2', 'Ann!', 'Ann.', 'Ann_B', '---', "'"]) {
      expect(messageOf(zName(50), name)).toBe('This field must contain letters only');
    }
  });
  it('required and limited', () => {
    expect(messageOf(zName(50), '')).toBe('This field is required');
    expect(messageOf(zName(50), 'a'.repeat(50))).toBeUndefined();
    expect(messageOf(zName(50), 'a'.repeat(51))).toBe('Ensure this field has no more than 50 characters');
    expect(messageOf(zOptionalName(28), 'a'.repeat(29))).toBe(
      'Ensure this field has no more than 28 characters',
    );
  });
  it('the optional form accepts nothing but still checks what was typed', () => {
    expect(zOptionalName(50).safeParse('').success).toBe(true);
    expect(zOptionalName(50).safeParse(undefined).success).toBe(true);
    expect(messageOf(zOptionalName(50), 'R2D2')).toBe('This field must contain letters only');
  });
});

describe('zDocumentId', () => {
  it("alphanumeric ('The format is not valid'), at most 11", () => {
    expect(zDocumentId.safeParse('PA1234567').success).toBe(true);
    expect(messageOf(zDocumentId, 'PA-123')).toBe('The format is not valid');
    expect(messageOf(zDocumentId, 'PA 123')).toBe('The format is not valid');
    expect(messageOf(zDocumentId, 'A'.repeat(11))).toBeUndefined();
    expect(messageOf(zDocumentId, 'A'.repeat(12))).toBe('Ensure this field has no more than 11 characters');
    expect(messageOf(zDocumentId, '')).toBe('This field is required');
  });
});

describe('zBooleanChoice', () => {
  it("true or false, else 'Please select an option'", () => {
    expect(zBooleanChoice.parse(true)).toBe(true);
    expect(zBooleanChoice.parse(false)).toBe(false);
    for (const value of [undefined, null, '', 'true'])
      expect(messageOf(zBooleanChoice, value)).toBe('Please select an option');
  });
});

describe('zRequiredId and zIdList', () => {
  it('an id is a number or a non-empty string', () => {
    expect(zRequiredId.parse(13)).toBe(13);
    expect(zRequiredId.parse(' AU ')).toBe('AU');
    for (const value of ['', ' ', null, undefined])
      expect(messageOf(zRequiredId, value)).toBe('This field is required');
  });
  it('a list needs at least one entry by default, with array min/max messages otherwise', () => {
    expect(zIdList().safeParse(['AU']).success).toBe(true);
    expect(messageOf(zIdList(), [])).toBe('This field is required');
    expect(messageOf(zIdList(), undefined)).toBe('This field is required');
    expect(messageOf(zIdList(2), ['AU'])).toBe('Please select at least 2 options');
    expect(messageOf(zIdList(1, 2), ['AU', 'NZ', 'GB'])).toBe('Please select no more than 2 options');
  });
});

describe('zDateOfBirth', () => {
  const today = '2026-03-05';
  const dob = zDateOfBirth({ today });
  it('boundary: 17 years and 364 days fails, 18 years today passes', () => {
    expect(messageOf(dob, '2008-03-06')).toBe('You must be at least 18 years old');
    expect(messageOf(dob, '2008-03-05')).toBeUndefined();
    expect(messageOf(dob, '1950-01-01')).toBeUndefined();
  });
  it('a 29 February birthday turns 18 on 1 March in a common year', () => {
    expect(messageOf(zDateOfBirth({ today: '2026-02-28' }), '2008-02-29')).toBe(
      'You must be at least 18 years old',
    );
    expect(messageOf(zDateOfBirth({ today: '2026-03-01' }), '2008-02-29')).toBeUndefined();
  });
  it('is required and must be a real ISO date', () => {
    expect(messageOf(dob, '')).toBe('This field is required');
    expect(messageOf(dob, '05-03-2000')).toBe('Date format is not valid');
    expect(messageOf(dob, '2000-02-30')).toBe('Date format is not valid');
  });
  it('a future date is not 18 years old', () => {
    expect(messageOf(dob, '2030-01-01')).toBe('You must be at least 18 years old');
  });
  it('asks for today at validation time, not when the schema was built', () => {
    let now = '2026-03-04';
    const schema = zDateOfBirth({ today: () => now });
    expect(messageOf(schema, '2008-03-05')).toBe('You must be at least 18 years old');
    now = '2026-03-05';
    expect(messageOf(schema, '2008-03-05')).toBeUndefined();
  });
  it('property: exactly 18 years ago today always passes and a day later always fails', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (d) => {
          const now = d.toISOString().slice(0, 10);
          const [y, m, day] = now.split('-').map(Number) as [number, number, number];
          fc.pre(!(m === 2 && day === 29));
          const eighteen = `${y - 18}-${now.slice(5)}`;
          const next = new Date(Date.UTC(y - 18, m - 1, day + 1)).toISOString().slice(0, 10);
          const schema = zDateOfBirth({ today: now });
          return schema.safeParse(eighteen).success && !schema.safeParse(next).success;
        },
      ),
    );
  });
});

describe('zNotPastDate and zNotFutureDate', () => {
  const today = '2026-03-05';
  it("expiry: today passes, yesterday reads 'Date cannot be in the past'", () => {
    expect(messageOf(zNotPastDate({ today }), '2026-03-05')).toBeUndefined();
    expect(messageOf(zNotPastDate({ today }), '2030-01-01')).toBeUndefined();
    expect(messageOf(zNotPastDate({ today }), '2026-03-04')).toBe('Date cannot be in the past');
  });
  it("issue date: today passes, tomorrow reads 'Date cannot be in the future'", () => {
    expect(messageOf(zNotFutureDate({ today }), '2026-03-05')).toBeUndefined();
    expect(messageOf(zNotFutureDate({ today }), '2000-01-01')).toBeUndefined();
    expect(messageOf(zNotFutureDate({ today }), '2026-03-06')).toBe('Date cannot be in the future');
  });
  it('are required ISO dates', () => {
    expect(messageOf(zNotPastDate({ today }), '')).toBe('This field is required');
    expect(messageOf(zNotFutureDate({ today }), 'yesterday')).toBe('Date format is not valid');
  });
});

describe('zMoney', () => {
  it('accepts text or numbers and answers canonical text', () => {
    expect(zMoney.parse('1234.5')).toBe('1234.5');
    expect(zMoney.parse(' 10 ')).toBe('10');
    expect(zMoney.parse(99.99)).toBe('99.99');
    expect(zMoney.parse(0)).toBe('0');
  });
  it('gives a message for each way it can fail', () => {
    expect(messageOf(zMoney, '')).toBe('This field is required');
    expect(messageOf(zMoney, null)).toBe('This field is required');
    expect(messageOf(zMoney, '-1')).toBe('Value cannot be negative');
    expect(messageOf(zMoney, -0.5)).toBe('Value cannot be negative');
    expect(messageOf(zMoney, '1e5')).toBe('This field must contain numbers only');
    expect(messageOf(zMoney, '1,000')).toBe('This field must contain numbers only');
    expect(messageOf(zMoney, '.')).toBe('This field must contain numbers only');
    expect(messageOf(zMoney, '1.234')).toBe('Use no more than 2 decimal places');
    expect(messageOf(zMoney, 0.1 + 0.2)).toBe('Use no more than 2 decimal places');
  });
  it('boundary: 15 characters pass, 16 fail', () => {
    expect(messageOf(zMoney, '123456789012.34')).toBeUndefined();
    expect(messageOf(zMoney, '1234567890123.45')).toBe('Ensure this field has no more than 15 characters');
    expect(messageOf(zMoney, '1'.repeat(16))).toBe('Ensure this field has no more than 15 characters');
  });
  it('property: any non-negative amount in cents up to 15 characters passes unchanged', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (cents) => {
        const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        fc.pre(text.length <= 15);
        return zMoney.parse(text) === text;
      }),
    );
  });
});

describe('zPercent', () => {
  it('2 decimals, no negatives', () => {
    expect(zPercent.parse('12.5')).toBe('12.5');
    expect(zPercent.parse(100)).toBe('100');
    expect(messageOf(zPercent, '12.345')).toBe('Use no more than 2 decimal places');
    expect(messageOf(zPercent, '-1')).toBe('Value cannot be negative');
    expect(messageOf(zPercent, '5%')).toBe('This field must contain numbers only');
  });
});

describe('one message per field', () => {
  it('reports only the first failing rule', () => {
    expect(allIssues(zCode(), 'ab')).toEqual([['', 'Code must contain numbers only']]);
    expect(allIssues(zName(5), 'R2D2R2D2')).toEqual([['', 'This field must contain letters only']]);
  });
});
