import type { TAdvisorDetailResponse, TContactAdvisorRequest } from '@portal/contracts/api/advisors';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/ipm/advisors/{id}/contact/ { body } -> { detail }. Field errors are left to the form. */
export const contactAdvisor = (advisorId: number, body: TContactAdvisorRequest) =>
  http.post<TAdvisorDetailResponse>(`/ipm/advisors/${advisorId}/contact/`, body, {
    errors: { mode: 'form' },
  });

export const useContactAdvisor = (advisorId: number) =>
  useMutation({ mutationFn: (body: TContactAdvisorRequest) => contactAdvisor(advisorId, body) });
