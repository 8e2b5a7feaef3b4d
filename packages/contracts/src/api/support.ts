import * as z from 'zod/mini';
import { zEmail } from '../fields.ts';
import { zSupportDescription } from '../forms/sign-in.ts';

/**
 * The e-mail is optional here because a signed-in user's form hides it (the server uses the profile's
 * e-mail then); the server requires it from anyone else.
 */
export const ZContactUsRequestSchema = z.object({
  email: z.optional(zEmail('Email')),
  description: zSupportDescription,
  redirect_uri: z.optional(z.string().check(z.maxLength(2048))),
});
export type TContactUsRequest = z.input<typeof ZContactUsRequestSchema>;
export const ZContactUsResponseSchema = z.object({ title: z.string(), detail: z.string() });
export type TContactUsResponse = z.infer<typeof ZContactUsResponseSchema>;
