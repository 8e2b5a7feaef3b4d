import type { TContactUsRequest, TContactUsResponse } from '@portal/contracts/api/support';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/contact-us/ { email?, description, redirect_uri? } -> { title, detail } for the thank-you confirmation. */
export const contactUs = (body: TContactUsRequest) =>
  http.post<TContactUsResponse>('/contact-us/', body, { errors: { mode: 'form' } });

export const useContactUs = () => useMutation({ mutationFn: contactUs });
