// Field schemas (zod 4 mini, so a page bundles only the zod parts it uses) carrying the rules and
// messages of spec section 5. Each field reports only its first failing rule. Builders take the human
// label where the message names the field. Module-level schemas that end in a `.check(...)` call are
// marked pure: bundlers keep any method call otherwise, and with it the zod parts no page uses.
import * as z from 'zod/mini';
import {
  CODE_LENGTH,
  FIELD_LIMITS,
  MINIMUM_AGE,
  MONEY_DECIMALS,
  MONEY_MAX_CHARS,
  PERCENT_DECIMALS,
} from './constants.ts';
import { ageOn, compareIsoDates, parseIsoDate, resolveToday, type TToday } from './dates.ts';
import { hasValidTfnCheckDigit, isDigits, isValidAbn, isValidBsb } from './formats.ts';
import { messages } from './messages.ts';
import { ruleCheck, type TRule } from './rules.ts';

// --- Rule building blocks ---
const notEmpty: TRule<string> = { test: (v) => v.length > 0, message: messages.required };
const maxLength = (n: number): TRule<string> => ({
  test: (v) => v.length <= n,
  message: messages.maxLength(n),
});
const numbersOnly = (label: string): TRule<string> => ({
  test: isDigits,
  message: messages.numbersOnly(label),
});
const exactly = (label: string, n: number): TRule<string> => ({
  test: (v) => v.length === n,
  message: messages.exactSymbols(label, n),
});

/** A trimmed string that must be present; a missing value or another type also reads 'This field is required'. */
const requiredText = (rules: readonly TRule<string>[]) =>
  z.string({ error: messages.required }).check(z.trim(), z.superRefine(ruleCheck([notEmpty, ...rules])));

/** A trimmed string that may be empty or absent; the rules apply only when something was typed. */
const optionalText = (rules: readonly TRule<string>[]) =>
  z.nullish(
    z
      .string({ error: messages.formatInvalid })
      .check(
        z.trim(),
        z.superRefine(
          ruleCheck(rules.map((rule) => ({ ...rule, test: (v: string) => v === '' || rule.test(v) }))),
        ),
      ),
  );

// --- Text ---
/** Required text, trimmed; optionally capped at `max` characters. */
export const zRequiredString = (max?: number) => requiredText(max === undefined ? [] : [maxLength(max)]);

/** Optional text, trimmed, at most `max` characters. */
export const zMaxLength = (max: number) => optionalText([maxLength(max)]);

/** Optional digits-only text (for example sole-trader post codes), at most `max` digits. */
export const zOptionalDigits = (label: string, max: number) =>
  optionalText([numbersOnly(label), maxLength(max)]);

/** Names: letters in any script, apostrophes (' and ’), backticks, hyphens and spaces; at least one letter. */
const NAME_CHARS = /^[\p{L}\p{M}'’`\- ]+$/u;
const nameRule: TRule<string> = {
  test: (v) => NAME_CHARS.test(v) && /\p{L}/u.test(v),
  message: messages.lettersOnly,
};

export const zName = (max: number) => requiredText([nameRule, maxLength(max)]);
export const zOptionalName = (max: number) => optionalText([nameRule, maxLength(max)]);

// --- Passwords ---
/**
 * An existing password (login, current password, confirmations): only required, never trimmed.
 * New passwords and their rules are in password.ts, with the common-password list.
 */
export const zCurrentPassword = z
  .string({ error: messages.required })
  .check(z.minLength(1, { error: messages.required }));

// --- Contact ---
// zod's own e-mail pattern: ASCII, one @, a dotted domain with a 2+ letter top level. 254 is the
// longest address SMTP carries.
const EMAIL_MAX = 254;
export const zEmail = (label = 'Email') =>
  requiredText([
    { test: (v) => z.regexes.email.test(v), message: messages.formatNotValid(label) },
    maxLength(EMAIL_MAX),
  ]);

/** Australian mobile: digits only, 10 of them, starting with 04. */
export const zMobile = (label = 'Mobile phone') =>
  requiredText([
    numbersOnly(label),
    exactly(label, FIELD_LIMITS.mobileDigits),
    { test: (v) => v.startsWith('04'), message: messages.formatNotValid(label) },
  ]);

/** Two-factor and confirmation codes: digits only, exactly 6. */
export const zCode = (label = 'Code') => requiredText([numbersOnly(label), exactly(label, CODE_LENGTH)]);

// --- Australian identifiers ---
export const zBsb = (label = 'BSB') =>
  requiredText([{ test: isValidBsb, message: messages.formatNotValid(label) }]);

/** ABN: spaces are ignored (people copy it as '51 824 753 556'); then 11 digits and the checksum. */
export const zAbn = (label = 'ABN') => {
  const compact = (v: string) => v.replace(/\s/g, '');
  return requiredText([
    { test: (v) => isDigits(compact(v)), message: messages.numbersOnly(label) },
    {
      test: (v) => compact(v).length === FIELD_LIMITS.abnDigits,
      message: messages.exactSymbols(label, FIELD_LIMITS.abnDigits),
    },
    { test: isValidAbn, message: messages.isNotValid(label) },
  ]);
};

export const zAcn = (label = 'ACN') =>
  requiredText([numbersOnly(label), exactly(label, FIELD_LIMITS.acnDigits)]);

/** TFN: digits only, 8 or 9 of them ('TFN must contain 8 or 9 digits'), then the ATO check digit. */
export const zTfn = (label = 'TFN') =>
  requiredText([
    numbersOnly(label),
    {
      test: (v) => v.length >= FIELD_LIMITS.tfnMinDigits && v.length <= FIELD_LIMITS.tfnMaxDigits,
      message: messages.digitsOneOf(label, FIELD_LIMITS.tfnMinDigits, FIELD_LIMITS.tfnMaxDigits),
    },
    { test: hasValidTfnCheckDigit, message: messages.isNotValid(label) },
  ]);

/** A number that is exactly `length` digits (the foreign tax identification number is 9). */
export const zExactDigits = (label: string, length: number) =>
  requiredText([numbersOnly(label), exactly(label, length)]);

/** Identity document number: letters and digits only ('The format is not valid'), at most 11. */
export const zDocumentId = /* @__PURE__ */ requiredText([
  { test: (v) => /^[A-Za-z0-9]+$/.test(v), message: messages.formatInvalid },
  maxLength(FIELD_LIMITS.documentId),
]);

// --- Loosely accepted ---
// Values that only matter under a condition: accepted loosely here, checked in the form's refinement.
export const zLooseText = z.nullish(z.string().check(z.trim()));
export const zLooseId = z.nullish(z.union([z.number(), z.string()]));

// --- Choices ---
/** Yes/no choices: anything but true or false (including nothing) reads 'Please select an option'. */
export const zBooleanChoice = z.boolean({ error: messages.selectOption });

/** The id of a chosen option (country, title, region...): a number or a non-empty string. */
export const zRequiredId = /* @__PURE__ */ z
  .union([z.number(), z.string().check(z.trim())], { error: messages.required })
  .check(z.superRefine(ruleCheck<number | string>([{ test: (v) => v !== '', message: messages.required }])));

/** Several chosen ids, at least `min` (an empty list reads 'This field is required' when min is 1). */
export const zIdList = (min = 1, max?: number) =>
  z.array(z.union([z.number(), z.string().check(z.minLength(1))]), { error: messages.required }).check(
    z.superRefine(
      ruleCheck<(number | string)[]>([
        { test: (v) => v.length >= min, message: min === 1 ? messages.required : messages.arrayMin(min) },
        { test: (v) => max === undefined || v.length <= max, message: messages.arrayMax(max ?? 0) },
      ]),
    ),
  );

// --- Dates (ISO 'YYYY-MM-DD') ---
export type TDateOptions = { today?: TToday };

const isoDate: TRule<string> = { test: (v) => parseIsoDate(v) !== null, message: messages.dateNotValid };
const relativeToToday = (
  test: (date: string, today: string) => boolean,
  message: string,
  today?: TToday,
) => ({
  test: (v: string) => test(v, resolveToday(today)),
  message,
});

/** Required date of birth, at least 18 years before today (born 18 years ago today counts). */
export const zDateOfBirth = ({ today }: TDateOptions = {}) =>
  requiredText([
    isoDate,
    relativeToToday(
      (v, now) => ageOn(parseIsoDate(v)!, parseIsoDate(now)!) >= MINIMUM_AGE,
      messages.minimumAge,
      today,
    ),
  ]);

/** Required date that is today or later (an expiry date). */
export const zNotPastDate = ({ today }: TDateOptions = {}) =>
  requiredText([
    isoDate,
    relativeToToday((v, now) => compareIsoDates(v, now) >= 0, messages.dateInPast, today),
  ]);

/** Required date that is today or earlier (an issue date). */
export const zNotFutureDate = ({ today }: TDateOptions = {}) =>
  requiredText([
    isoDate,
    relativeToToday((v, now) => compareIsoDates(v, now) <= 0, messages.dateInFuture, today),
  ]);

// --- Money and percent ---
/**
 * A non-negative decimal typed as text or given as a number. The answer is the canonical text
 * ('1234.5'): money is never carried as a float. Checks: present, not negative, numbers only,
 * at most `decimals` decimal places, at most `maxChars` characters.
 */
const zDecimal = (decimals: number, maxChars?: number) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], { error: messages.required }),
      z.transform((v: string | number) => (typeof v === 'number' ? String(v) : v.trim())),
    ),
    z.string().check(
      z.superRefine(
        ruleCheck([
          notEmpty,
          { test: (v) => !v.startsWith('-'), message: messages.notNegative },
          {
            test: (v) => /^\d*\.?\d*$/.test(v) && /\d/.test(v),
            message: messages.numbersOnly('This field'),
          },
          {
            test: (v) => (v.split('.')[1] ?? '').length <= decimals,
            message: messages.maxDecimals(decimals),
          },
          ...(maxChars === undefined ? [] : [maxLength(maxChars)]),
        ]),
      ),
    ),
  );

/** Money: $ shown by the input; 2 decimals, no negatives, at most 15 characters. */
export const zMoney = /* @__PURE__ */ zDecimal(MONEY_DECIMALS, MONEY_MAX_CHARS);
/** Percent: % shown by the input; 2 decimals, no negatives. */
export const zPercent = /* @__PURE__ */ zDecimal(PERCENT_DECIMALS);
