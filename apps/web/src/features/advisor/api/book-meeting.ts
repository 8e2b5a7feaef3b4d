import type { TAdvisorDetailResponse, TBookMeetingRequest } from '@portal/contracts/api/advisors';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/**
 * POST /api/ipm/current-account/book-quarterly-meeting/ { preferred_date, preferred_time?, comment? }
 * -> { detail }. The optional fields are left out when empty (spec 002 section 7).
 */
export const bookQuarterlyMeeting = (body: TBookMeetingRequest) =>
  http.post<TAdvisorDetailResponse>('/ipm/current-account/book-quarterly-meeting/', body, {
    errors: { mode: 'form' },
  });

export const useBookQuarterlyMeeting = () => useMutation({ mutationFn: bookQuarterlyMeeting });
