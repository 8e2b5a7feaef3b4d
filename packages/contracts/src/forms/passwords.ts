// Form schemas that set a new password (spec section 5): change password and the reset by link. They
// carry the password rules and the common-password list, so only these screens load them.
import * as z from 'zod/mini';
import { zCurrentPassword } from '../fields.ts';
import { checkPasswordsMatch, newPasswordPairShape, zNewPasswordPair } from '../password.ts';
import { evenWithFieldErrors } from '../rules.ts';

// The match check runs even when a field fails, so every field shows its message at once.
export const zChangePasswordForm = z
  .object({ old_password: zCurrentPassword, ...newPasswordPairShape })
  .check(z.superRefine(checkPasswordsMatch, evenWithFieldErrors));
export type TChangePasswordForm = z.infer<typeof zChangePasswordForm>;

export const zResetPasswordConfirmForm = zNewPasswordPair;
export type TResetPasswordConfirmForm = z.infer<typeof zResetPasswordConfirmForm>;
