// Form schemas of account changes confirmed with the current password (spec section 5): block the
// account, change e-mail, change phone. They need no new-password rules.
import * as z from 'zod/mini';
import { zCurrentPassword, zEmail, zMobile } from '../fields.ts';

export const zBlockAccountForm = z.object({ password: zCurrentPassword });
export type TBlockAccountForm = z.infer<typeof zBlockAccountForm>;

export const zChangeEmailForm = z.object({ new_email: zEmail(), password: zCurrentPassword });
export type TChangeEmailForm = z.infer<typeof zChangeEmailForm>;

export const zChangePhoneForm = z.object({ new_phone_number: zMobile(), password: zCurrentPassword });
export type TChangePhoneForm = z.infer<typeof zChangePhoneForm>;
