import type { ZContactUsRequestSchema, ZContactUsResponseSchema } from '@portal/contracts/api/support';
import type { z } from 'zod';
import { http } from '@/shared/api/http-client';

export type TContactUsRequest = z.input<typeof ZContactUsRequestSchema>;
export type TContactUsResponse = z.infer<typeof ZContactUsResponseSchema>;

/** POST /api/contact-us/ -> { title, detail } for the thank-you confirmation. */
export const contactUs = (body: TContactUsRequest) =>
  http.post<TContactUsResponse>('/contact-us/', body, { errors: { mode: 'form' } });
