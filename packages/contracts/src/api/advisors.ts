// The advisor page (spec 002 sections 2, 3, 5 and 7): the advisors of the user's accounts, the booking
// team's contacts, a message to an advisor and a quarterly review meeting request. The same schemas
// validate on the server and in the forms.
import * as z from 'zod/mini';
import { zMaxLength, zNotPastDate, zRequiredString } from '../fields.ts';

/** Longest message to an advisor and longest booking comment (ours: the spec gives no limit). */
export const ADVISOR_MESSAGE_MAX = 2000;

export const MEETING_TIMES = ['morning', 'afternoon'] as const;
export type TMeetingTime = (typeof MEETING_TIMES)[number];
export const MEETING_TIME_LABELS: Record<TMeetingTime, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
};

// ---------- answers ----------

export const ZAdvisorSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  /** A URL path of the photo ('/advisors/emma-clarke.svg'), or null when there is none. */
  photo: z.nullable(z.string()),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
});
export type TAdvisor = z.infer<typeof ZAdvisorSchema>;

export const ZAdvisorsResponseSchema = z.array(ZAdvisorSchema);
export type TAdvisorsResponse = z.infer<typeof ZAdvisorsResponseSchema>;

/** The booking team's contacts; a value the application has not configured is null. */
export const ZAdvisorConfigurationResponseSchema = z.object({
  booking_team_email: z.nullable(z.string()),
  booking_team_additional_email: z.nullable(z.string()),
  booking_team_phone_number: z.nullable(z.string()),
});
export type TAdvisorConfiguration = z.infer<typeof ZAdvisorConfigurationResponseSchema>;

/** What the contact and booking calls answer: a success message. */
export const ZAdvisorDetailResponseSchema = z.object({ detail: z.string() });
export type TAdvisorDetailResponse = z.infer<typeof ZAdvisorDetailResponseSchema>;

// ---------- requests ----------

/** POST /api/ipm/advisors/{id}/contact/: the message body, required, trimmed, at most 2000 characters. */
export const ZContactAdvisorRequestSchema = z.object({
  body: zRequiredString(ADVISOR_MESSAGE_MAX),
});
export type TContactAdvisorRequest = z.input<typeof ZContactAdvisorRequestSchema>;

/**
 * POST /api/ipm/current-account/book-quarterly-meeting/: a date not before today (in the business time
 * zone, asked at validation time), an optional time of day and an optional comment. The web app leaves
 * the optional ones out when empty; null is accepted too.
 */
export const ZBookMeetingRequestSchema = z.object({
  preferred_date: zNotPastDate(),
  preferred_time: z.nullish(z.enum(MEETING_TIMES)),
  comment: zMaxLength(ADVISOR_MESSAGE_MAX),
});
export type TBookMeetingRequest = z.input<typeof ZBookMeetingRequestSchema>;
export type TBookMeeting = z.output<typeof ZBookMeetingRequestSchema>;
