// Password rules: one list drives both the live checklist on screen and validation, so they agree.
// Spec: 12+ characters with 1 uppercase, 1 lowercase, 1 number, 1 special character. SECURITY.md adds:
// any Unicode, no truncation, at least 64 characters allowed, and no common or breached passwords.
import * as z from 'zod/mini';
import { commonPasswords } from './common-passwords.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { zCurrentPassword } from './fields.ts';
import { messages, passwordRuleLabels } from './messages.ts';
import { checkFieldsMatch, evenWithFieldErrors, firstFailure, ruleCheck, type TRule } from './rules.ts';

export type TPasswordRuleId = keyof typeof passwordRuleLabels;
export type TPasswordRule = { id: TPasswordRuleId; label: string; test: (password: string) => boolean };

/**
 * Length in characters as a person counts them: Unicode code points after NFC, so 'é' typed as
 * e + combining accent counts once and an emoji is not two.
 */
export const passwordLength = (password: string): number => [...password.normalize('NFC')].length;

// Unicode classes, so 'É' is uppercase and 'ß' lowercase. Titlecase letters count as uppercase.
// Combining marks belong to the letter they sit on, so they are not "special".
const UPPERCASE = /[\p{Lu}\p{Lt}]/u;
const LOWERCASE = /\p{Ll}/u;
const NUMBER = /\p{N}/u;
const SPECIAL = /[^\p{L}\p{M}\p{N}]/u;

export const passwordRules: readonly TPasswordRule[] = [
  {
    id: 'minLength',
    label: passwordRuleLabels.minLength,
    test: (pw) => passwordLength(pw) >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: passwordRuleLabels.uppercase, test: (pw) => UPPERCASE.test(pw) },
  { id: 'lowercase', label: passwordRuleLabels.lowercase, test: (pw) => LOWERCASE.test(pw) },
  { id: 'number', label: passwordRuleLabels.number, test: (pw) => NUMBER.test(pw) },
  { id: 'special', label: passwordRuleLabels.special, test: (pw) => SPECIAL.test(pw) },
];

/** For the live checklist: every rule with whether the password meets it yet. */
export const checkPasswordRules = (password: string) =>
  passwordRules.map((rule) => ({ id: rule.id, label: rule.label, passed: rule.test(password) }));

const commonSet = new Set(commonPasswords);

/** True for a password on the shipped list of common or breached passwords, ignoring case. */
export const isCommonPassword = (password: string): boolean =>
  commonSet.has(password.normalize('NFKC').toLowerCase());

/** Required first, then the checklist rules in order, then the length cap, then the common list. */
const newPasswordRules: readonly TRule<string>[] = [
  { test: (pw) => pw.length > 0, message: messages.required },
  ...passwordRules.map((rule) => ({ test: rule.test, message: messages.passwordMustContain(rule.label) })),
  {
    test: (pw) => passwordLength(pw) <= PASSWORD_MAX_LENGTH,
    message: messages.maxLength(PASSWORD_MAX_LENGTH),
  },
  { test: (pw) => !isCommonPassword(pw), message: messages.commonPassword },
];

/** The message a new password gets, or null when it is acceptable (for code outside zod). */
export const passwordProblem = (password: string): string | null => firstFailure(password, newPasswordRules);

/** A new password. Never trimmed or truncated: every character the user typed counts. */
export const zPassword = z
  .string({ error: messages.required })
  .check(z.superRefine(ruleCheck(newPasswordRules)));

// The existing-password field lives in fields.ts, so the login page does not load the common list.
export { zCurrentPassword };

/** The shape of the new-password pair; compose it into forms with `checkPasswordsMatch`. */
export const newPasswordPairShape = {
  new_password1: zPassword,
  new_password2: zCurrentPassword,
};

/** Cross-field rule: the repeat must equal the new password, reported on the repeat field. */
export const checkPasswordsMatch = checkFieldsMatch(
  'new_password1',
  'new_password2',
  messages.passwordsDoNotMatch,
);

// The match check runs even when the new password itself fails, so both fields show their message.
export const zNewPasswordPair = z
  .object(newPasswordPairShape)
  .check(z.superRefine(checkPasswordsMatch, evenWithFieldErrors));
export type TNewPasswordPair = z.infer<typeof zNewPasswordPair>;
