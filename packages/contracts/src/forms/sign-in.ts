// Form schemas of the sign-in screens (spec section 5): login, two-factor code, password reset request
// and the support form. The login page loads this module, so it holds nothing the other screens need
// (new-password rules and the common-password list are in passwords.ts). The browser validates with
// these schemas (zodResolver) and the server uses them as request bodies, so a form and its call can
// never disagree.
import * as z from 'zod/mini';
import { SUPPORT_MESSAGE_MAX } from '../constants.ts';
import { zCode, zCurrentPassword, zEmail, zLooseText } from '../fields.ts';
import { messages } from '../messages.ts';

export const zLoginForm = z.object({ email: zEmail(), password: zCurrentPassword });
export type TLoginForm = z.infer<typeof zLoginForm>;

export const zTwoFactorForm = z.object({ code: zCode() });
export type TTwoFactorForm = z.infer<typeof zTwoFactorForm>;

export const zResetPasswordRequestForm = z.object({ email: zEmail() });
export type TResetPasswordRequestForm = z.infer<typeof zResetPasswordRequestForm>;

/** The support message: required, at most 1000 symbols, with the spec's own message for the limit. */
export const zSupportDescription = z
  .string({ error: messages.required })
  .check(
    z.trim(),
    z.minLength(1, { error: messages.required }),
    z.maxLength(SUPPORT_MESSAGE_MAX, { error: messages.supportQueryTooLong }),
  );

/** The e-mail field is shown only when the profile has no e-mail; hidden, it is not checked. */
export const zSupportForm = (emailShown: boolean) =>
  z.object({
    email: emailShown ? zEmail() : zLooseText,
    description: zSupportDescription,
  });
export type TSupportForm = z.infer<ReturnType<typeof zSupportForm>>;
