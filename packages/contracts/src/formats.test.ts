import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDigitPattern,
  digitsOnly,
  formatAbn,
  formatAcn,
  formatBigNumber,
  formatBsb,
  formatCountdown,
  formatDisplayDate,
  formatHomePhone,
  formatMobile,
  formatPhoneGrouped,
  formatSydneyTime,
  formatTfn,
  hasValidTfnCheckDigit,
  isDigits,
  isValidAbn,
  isValidAcn,
  isValidBsb,
  isValidMobile,
  isValidTfn,
} from './formats.ts';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (minLength: number, maxLength = minLength) => fc.string({ unit: digit, minLength, maxLength });
/** A string with at least one character that is not an ASCII digit. */
const withNonDigit = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ minLength: 1, maxLength: 1 }), fc.string({ maxLength: 6 }))
  .filter(([, c]) => !/\d/.test(c))
  .map(([a, c, b]) => a + c + b);

/** A valid ABN made the way the ATO does: 9 identifier digits, then the check pair that balances them. */
const validAbn = digits(9).map((identifier) => {
  const weights = [3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...identifier].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
  const check = 10 + ((89 - (sum % 89)) % 89);
  return `${check}${identifier}`;
});
const changeOneDigit = (value: string, index: number, by: number): string => {
  const next = (Number(value[index]) + by) % 10;
  return value.slice(0, index) + String(next) + value.slice(index + 1);
};

describe('digitsOnly and isDigits', () => {
  it('keeps ASCII digits only', () => {
    expect(digitsOnly('062-000')).toBe('062000');
    expect(digitsOnly(' 04a12 ')).toBe('0412');
    expect(digitsOnly('٣')).toBe(''); // Arabic-Indic three is not an ASCII digit
  });
  it('isDigits needs one or more digits and nothing else', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('')).toBe(false);
    expect(isDigits('12 3')).toBe(false);
    expect(isDigits('١٢')).toBe(false);
  });
});

describe('isValidAbn', () => {
  it('accepts the known valid examples, with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
    expect(isValidAbn('53004085616')).toBe(true);
  });
  it('rejects wrong checksums, lengths and characters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535560')).toBe(false);
    expect(isValidAbn('51-824-753-556')).toBe(false);
    expect(isValidAbn('5182475355a')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });
  it('rejects a leading 0 (issued check digits are 10-99)', () => {
    // 00000000000 would balance the sum only by letting the first digit go negative.
    expect(isValidAbn('01000000000')).toBe(false);
  });
  it('property: ABNs built with the ATO check pair are valid', () => {
    fc.assert(fc.property(validAbn, (abn) => isValidAbn(abn)));
  });
  it('property: for 9 random identifier digits some check pair in 10-99 makes a valid ABN', () => {
    fc.assert(
      fc.property(digits(9), (identifier) => {
        const found = Array.from({ length: 90 }, (_, i) => `${i + 10}${identifier}`).filter(isValidAbn);
        return found.length >= 1;
      }),
    );
  });
  it('property: valid ABNs stay valid with spaces inserted anywhere', () => {
    fc.assert(
      fc.property(validAbn, fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }), (abn, gaps) => {
        const spaced = [...abn].map((d, i) => (gaps[i] ? ` ${d}` : d)).join('');
        return isValidAbn(spaced);
      }),
    );
  });
  it('property: changing any single digit of a valid ABN makes it invalid', () => {
    fc.assert(
      fc.property(
        validAbn,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (abn, i, by) => !isValidAbn(changeOneDigit(abn, i, by)),
      ),
    );
  });
  it('property: swapping two different adjacent digits makes it invalid', () => {
    fc.assert(
      fc.property(validAbn, fc.integer({ min: 0, max: 9 }), (abn, i) => {
        fc.pre(abn[i] !== abn[i + 1]);
        const swapped = abn.slice(0, i) + abn[i + 1] + abn[i] + abn.slice(i + 2);
        return !isValidAbn(swapped);
      }),
    );
  });
  it('property: anything that is not 11 digits after removing spaces is invalid', () => {
    fc.assert(
      fc.property(
        digits(0, 20).filter((s) => s.length !== 11),
        (s) => !isValidAbn(s),
      ),
    );
    fc.assert(
      fc.property(
        withNonDigit.filter((s) => /\S/.test(s.replace(/[\d\s]/g, ''))),
        (s) => !isValidAbn(s),
      ),
    );
  });
});

describe('isValidBsb', () => {
  it('accepts 6 digits with an optional dash after the third', () => {
    expect(isValidBsb('062-000')).toBe(true);
    expect(isValidBsb('062000')).toBe(true);
  });
  it('rejects other shapes', () => {
    for (const bad of ['06200', '0620000', '06-2000', '0620-00', '062 000', '062--000', 'abc-def', '']) {
      expect(isValidBsb(bad)).toBe(false);
    }
  });
  it('property: every 6 digits are valid, plain or with the dash', () => {
    fc.assert(fc.property(digits(6), (s) => isValidBsb(s) && isValidBsb(`${s.slice(0, 3)}-${s.slice(3)}`)));
  });
  it('property: other digit counts and non-digits are invalid', () => {
    fc.assert(
      fc.property(
        digits(0, 12).filter((s) => s.length !== 6),
        (s) => !isValidBsb(s),
      ),
    );
    fc.assert(
      fc.property(
        withNonDigit.filter((s) => s.replace(/\d/g, '') !== '-'),
        (s) => !isValidBsb(s),
      ),
    );
  });
});

describe('isValidAcn', () => {
  it('accepts exactly 9 digits (no checksum, as the spec says)', () => {
    expect(isValidAcn('000000019')).toBe(true);
    expect(isValidAcn('123456789')).toBe(true);
    expect(isValidAcn('12345678')).toBe(false);
    expect(isValidAcn('1234567890')).toBe(false);
    expect(isValidAcn('123 456 789')).toBe(false);
  });
  it('property: 9 digits valid, any other count invalid', () => {
    fc.assert(fc.property(digits(9), isValidAcn));
    fc.assert(
      fc.property(
        digits(0, 15).filter((s) => s.length !== 9),
        (s) => !isValidAcn(s),
      ),
    );
  });
});

describe('hasValidTfnCheckDigit', () => {
  it('weights the digits and needs a multiple of 11', () => {
    expect(hasValidTfnCheckDigit('123456782')).toBe(true);
    expect(hasValidTfnCheckDigit('876543210')).toBe(true);
    expect(hasValidTfnCheckDigit('12345677')).toBe(true);
    expect(hasValidTfnCheckDigit('123456789')).toBe(false);
    expect(hasValidTfnCheckDigit('12345678')).toBe(false);
    expect(hasValidTfnCheckDigit('1234567')).toBe(false);
    expect(hasValidTfnCheckDigit('12345678a')).toBe(false);
  });
  it('a changed digit is caught', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const changed = [...'123456782'].map((d, i) => (i === at ? String((Number(d) + delta) % 10) : d));
        return !hasValidTfnCheckDigit(changed.join(''));
      }),
    );
  });
});

describe('isValidTfn', () => {
  it('accepts 8 or 9 digits only', () => {
    expect(isValidTfn('12345678')).toBe(true);
    expect(isValidTfn('123456789')).toBe(true);
    expect(isValidTfn('1234567')).toBe(false);
    expect(isValidTfn('1234567890')).toBe(false);
    expect(isValidTfn('123 456 789')).toBe(false);
    expect(isValidTfn('12345678a')).toBe(false);
  });
  it('property: 8-9 digits valid; other lengths and any non-digit invalid', () => {
    fc.assert(fc.property(digits(8, 9), isValidTfn));
    fc.assert(
      fc.property(
        digits(0, 15).filter((s) => s.length < 8 || s.length > 9),
        (s) => !isValidTfn(s),
      ),
    );
    fc.assert(fc.property(withNonDigit, (s) => !isValidTfn(s)));
  });
});

describe('isValidMobile', () => {
  it('needs 04, digits only, exactly 10', () => {
    expect(isValidMobile('0412345678')).toBe(true);
    expect(isValidMobile('0312345678')).toBe(false);
    expect(isValidMobile('041234567')).toBe(false);
    expect(isValidMobile('04123456789')).toBe(false);
    expect(isValidMobile('0412 345 678')).toBe(false);
    expect(isValidMobile('+61412345678')).toBe(false);
  });
  it('property: every 10-digit string starting 04 is valid', () => {
    fc.assert(fc.property(digits(8), (rest) => isValidMobile(`04${rest}`)));
  });
  it('property: a non-digit, another length or another start is invalid', () => {
    fc.assert(fc.property(withNonDigit, (s) => !isValidMobile(s)));
    fc.assert(
      fc.property(
        digits(0, 16).filter((s) => s.length !== 10),
        (s) => !isValidMobile(`${s}`),
      ),
    );
    fc.assert(
      fc.property(
        digits(10).filter((s) => !s.startsWith('04')),
        (s) => !isValidMobile(s),
      ),
    );
  });
});

describe('display formatters', () => {
  it('use the spec patterns', () => {
    expect(formatMobile('0412345678')).toBe('0412 345 678');
    expect(formatHomePhone('0298765432')).toBe('02 9876 5432');
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAcn('123456789')).toBe('123 456 789');
    expect(formatTfn('123456789')).toBe('123 456 789');
    expect(formatTfn('12345678')).toBe('123 456 78');
  });
  it('reformat already formatted input and fill partial input as typed', () => {
    expect(formatAbn('51 824 753 556')).toBe('51 824 753 556');
    expect(formatBsb('062-000')).toBe('062-000');
    expect(formatMobile('0412')).toBe('0412');
    expect(formatMobile('04123')).toBe('0412 3');
    expect(formatBsb('062')).toBe('062');
    expect(formatMobile('')).toBe('');
  });
  it('keep digits beyond the pattern rather than dropping them', () => {
    expect(applyDigitPattern('12345', '##-#')).toBe('12-345');
  });
  it('formatPhoneGrouped groups 4-3-3 and shows +61 mobiles in national form', () => {
    expect(formatPhoneGrouped('0412345678')).toBe('0412 345 678');
    expect(formatPhoneGrouped('+61412345678')).toBe('0412 345 678');
    expect(formatPhoneGrouped('+61 412 345 678')).toBe('0412 345 678');
  });
  it('property: formatting then stripping spaces and dashes gives back the digits', () => {
    const formatters = [
      formatMobile,
      formatHomePhone,
      formatBsb,
      formatAbn,
      formatAcn,
      formatTfn,
      formatPhoneGrouped,
    ];
    fc.assert(
      fc.property(
        digits(0, 14),
        fc.constantFrom(...formatters),
        (s, format) => format(s).replace(/[\s-]/g, '') === s,
      ),
    );
  });
  it('property: full-length input matches the pattern exactly', () => {
    const cases = [
      [formatMobile, 10, /^\d{4} \d{3} \d{3}$/],
      [formatHomePhone, 10, /^\d{2} \d{4} \d{4}$/],
      [formatBsb, 6, /^\d{3}-\d{3}$/],
      [formatAbn, 11, /^\d{2} \d{3} \d{3} \d{3}$/],
      [formatAcn, 9, /^\d{3} \d{3} \d{3}$/],
      [formatTfn, 9, /^\d{3} \d{3} \d{3}$/],
    ] as const;
    for (const [format, length, shape] of cases) {
      fc.assert(fc.property(digits(length), (s) => shape.test(format(s))));
    }
  });
  it('property: a formatted valid ABN or BSB is still valid', () => {
    fc.assert(fc.property(validAbn, (abn) => isValidAbn(formatAbn(abn))));
    fc.assert(fc.property(digits(6), (s) => isValidBsb(formatBsb(s))));
  });
});

describe('formatBigNumber', () => {
  it('uses k, M and B', () => {
    expect(formatBigNumber(999)).toBe('999');
    expect(formatBigNumber(1000)).toBe('1k');
    expect(formatBigNumber(1500)).toBe('1.5k');
    expect(formatBigNumber(2_000_000)).toBe('2M');
    expect(formatBigNumber(1_250_000_000)).toBe('1.25B');
    expect(formatBigNumber(1_500_000_000_000)).toBe('1500B');
  });
  it('rounds to the given decimals and moves up a unit when rounding reaches 1000', () => {
    expect(formatBigNumber(12.345)).toBe('12.35');
    expect(formatBigNumber(1234, 1)).toBe('1.2k');
    expect(formatBigNumber(999_999)).toBe('1M');
    expect(formatBigNumber(999.999)).toBe('1k');
  });
  it('keeps the sign, never shows -0, and passes non-finite values through', () => {
    expect(formatBigNumber(-1500)).toBe('-1.5k');
    expect(formatBigNumber(-0.001)).toBe('0');
    expect(formatBigNumber(0)).toBe('0');
    expect(formatBigNumber(Number.NaN)).toBe('NaN');
  });
  it('property: the shown number is below 1000 unless it is billions', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e11, noNaN: true }), (n) => {
        const text = formatBigNumber(n);
        return text.endsWith('B') || Number.parseFloat(text) < 1000;
      }),
    );
  });
});

describe('formatDisplayDate', () => {
  it('gives DD-MMM-YYYY', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05-Mar-2026');
    expect(formatDisplayDate('1999-12-31')).toBe('31-Dec-1999');
    expect(formatDisplayDate(new Date(2026, 2, 5, 23, 59))).toBe('05-Mar-2026');
  });
  it('gives an empty string for an impossible or unreadable date', () => {
    expect(formatDisplayDate('2026-02-30')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
  });
  it('property: an ISO date shows its own day, month and year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [year, month, day] = iso.split('-');
          const shown = formatDisplayDate(iso);
          const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
          return shown === `${day}-${months[Number(month) - 1]}-${year}`;
        },
      ),
    );
  });
});

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(4.2)).toBe('0:05');
  });
});

describe('formatSydneyTime', () => {
  it('shows a moment in Sydney time with the zone in force', () => {
    expect(formatSydneyTime(new Date('2026-11-26T03:05:00Z'))).toBe('26-Nov-2026 14:05 AEDT');
    expect(formatSydneyTime(new Date('2026-06-30T23:59:00Z'))).toBe('01-Jul-2026 09:59 AEST');
    // The clock goes forward at 2 am on the first Sunday of October.
    expect(formatSydneyTime(new Date('2026-10-03T15:59:00Z'))).toBe('04-Oct-2026 01:59 AEST');
    expect(formatSydneyTime(new Date('2026-10-03T16:00:00Z'))).toBe('04-Oct-2026 03:00 AEDT');
  });
});
